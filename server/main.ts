/**
 * The one process of the site: an HTTP server that answers its own endpoints (leads, health, guest tokens, CSP
 * reports), static assets and prerendered pages itself and hands the rest to Next.js, in the order of
 * ./pipeline.ts. Real-time chat (socket.io) and background work attach to this same server and port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { EARLY_TAP_LISTENER } from '../src/components/ui/early-tap-listener';
import { getEnv } from '../src/config/env';
import { startDarky } from '../src/features/darky/server/darky-runtime';
import { probeLeadWrite } from '../src/features/leads/server/lead-store';
import { leadOutboxQueue } from '../src/features/leads/server/lead-outbox';
import { paymentOutboxQueue } from '../src/features/payments/server/payment-outbox';
import { waitNoticeOutboxQueue } from '../src/features/darky/server/wait-notices';
import { startLeadsRuntime } from '../src/features/leads/server/runtime';
import { startPaymentsRuntime } from '../src/features/payments/server/payment-runtime';
import { createHttpSecurity } from '../src/features/security/server/http-security';
import { loadPrerenderedScripts } from '../src/features/security/server/prerendered-pages';
import { inlineScriptHashes, scriptHashSource } from '../src/features/security/server/inline-script-hashes';
import { startContentRuntime } from '../src/features/content-studio/server/content-runtime';
import { createContentPreviewServing } from '../src/features/content-studio/server/preview-serving';
import { mayRedirectToRememberedLocale } from '../src/features/routing/remembered-locale';
import { QUERY_SEGMENT } from '../src/features/routing/query-variants';
import { defaultLocale, LOCALE_COOKIE } from '../src/i18n/routing';
import { getDb, getDbDriver } from '../src/server/db';
import { endpointResponder } from '../src/server/http/endpoint-responder';
import { pingRedis } from '../src/server/health/redis-probe';
import { markDraining, registerDarkySockets, runtimeState } from '../src/server/health/runtime-state';
import { appSecret } from '../src/server/app-secret';
import { appLogger } from '../src/server/logger';
import { makeDataDirPrivate } from '../src/server/data-dir-permissions';
import { routeConsoleToLogger } from '../src/server/log-bridges';
import { startIntegrityMonitor } from '../src/server/db/integrity-monitor';
import { backupState, periodMs, startScheduledBackups } from '../src/server/db/scheduled-backups';
import { PAINT_FIRST_LOADER_HASH, rewriteDocument } from './paint-first';
import { siteEndpoints } from './endpoints';
import { sitePipeline } from './pipeline';
import { guardServerActions } from './server-action-guard';
import { createPrerenderedPageCache, publicPathOf } from './prerendered-pages';
import { createLanguageChoiceStep } from './language-choice';
import { createQueryVariantStep } from './query-variants';
import { closeProcessResources } from './process-resources';
import { adoptBuiltNextConfig } from './built-next-config';
import { createStaticAssetHandler } from './static-assets';
import { exitOnSignals, GracefulShutdown } from './shutdown';

/**
 * Connections the kernel holds for us until the event loop accepts them (Node's default is 511). libuv accepts one
 * connection per loop turn, so while a crowd arrives the queue fills; a full queue drops new handshakes and clients
 * retry after 1, 3, 7 s, which they see as timeouts. Linux caps it at net.core.somaxconn (4096 on current kernels).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const env = getEnv();
  const logger = appLogger('server');
  // Next's own messages (and any library printing to the console) as JSON lines in the same stream.
  routeConsoleToLogger(appLogger('next'));
  // Leads, the WAL, password hashes and the signing secret: owner-only from the first file on (umask 077, DATA_DIR 0700).
  makeDataDirPrivate(env.DATA_DIR, ({ folder, tightened }) => logger.warn({ folder, tightened }, 'data folder was readable by others; made owner-only'));
  // Before anything else is built: where processes share state (REDIS_URL; DATABASE_URL in production) APP_SECRET is required.
  appSecret(env);
  const httpLogger = appLogger('http');
  const dev = env.NODE_ENV !== 'production';
  // Production takes the config the build wrote rather than evaluating next.config.ts (./built-next-config.ts).
  if (!dev) adoptBuiltNextConfig(env.NEXT_DIST_DIR, (message, error) => logger.warn({ err: error }, message));
  // Next normalises 127.0.0.1 to "localhost" in middleware URLs; given 127.0.0.1 here it would take the proxy's
  // locale rewrite (/ -> /es) for another origin and proxy it back to itself: a 307 loop on every Spanish page.
  const app = next({
    dev,
    hostname: env.HOST === '127.0.0.1' ? 'localhost' : env.HOST,
    port: env.PORT,
    // Next hangs an 'upgrade' listener on the server it is given (else on the first request's) and runs its router on
    // every websocket upgrade, each chat connection included (about 0.4 ms of CPU), for its dev reloader and websocket
    // rewrites. The site has no websocket rewrites: in production Next gets a server that never listens.
    ...(dev ? {} : { httpServer: createServer() }),
  });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Migrates the database before the first request, then delivers leads from the outbox in the background.
  const leads = await startLeadsRuntime();
  // Receipts and agency notices of paid links go out through the same outbox worker.
  const payments = await startPaymentsRuntime();
  // The agency's published content, from the database (seeded from content/ on first start), before the first
  // request; each later publish drops the pages held in memory, which Next renders again from the new content.
  let onContentInstalled = () => {};
  const content = await startContentRuntime({
    onInstalled: () => onContentInstalled(),
    // A scheduled publish or removal is the scheduling editor's change, made by the site at its time: audited as such.
    onScheduled: async (change) => {
      const { writeAudit } = await import('../src/features/console/server/audit-log');
      await writeAudit(await getDb(), { id: null, email: change.author }, `content.scheduled.${change.kind}`, `content:${change.collection}/${change.key}`, {
        outcome: change.outcome,
        revision: change.revision,
        problems: change.problems?.slice(0, 5),
      });
    },
  });
  // Security headers on every response; prerendered pages are allowed exactly the inline scripts the build wrote.
  const prerendered = loadPrerenderedScripts(env.NEXT_DIST_DIR);
  const applySecurity = createHttpSecurity({
    production: !dev,
    siteUrl: env.SITE_URL,
    tags: { gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID, hotjarId: env.HOTJAR_ID, hubspotTrackingId: env.HUBSPOT_TRACKING_ID },
    hashesByRoute: prerendered.hashesByRoute,
    // Every page carries the early-tap listener (src/components/ui/early-tap-listener.ts); production pages the
    // paint-first loader too (./paint-first.ts).
    everyPageScriptHashes: [scriptHashSource(EARLY_TAP_LISTENER), ...(dev ? [] : [PAINT_FIRST_LOADER_HASH])],
    culqiCheckout: Boolean(env.CULQI_PUBLIC_KEY && env.CULQI_SECRET_KEY),
  });
  // What Next answers is compressed here (next.config.ts turns its own gzip off): Brotli where accepted (quality 4).
  // compression >= 1.8.1 releases its zlib stream when a client hangs up (Next's bundled copy leaked it).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  // Drafts previewed through their signed links: rendered by Next's draft mode with the draft, never from memory.
  const previews = createContentPreviewServing({ previewModeId: dev ? undefined : prerendered.previewModeId, db: getDb, logger: appLogger('content') });
  const revalidating = new Set(prerendered.revalidatingRoutes);
  const cachedRoutes = dev ? [] : [...prerendered.hashesByRoute.keys()].filter((route) => !revalidating.has(route));
  const prerenderedPages = createPrerenderedPageCache({
    // In development pages change under the server: nothing is kept.
    routes: cachedRoutes,
    defaultLocale,
    rewrite: rewriteDocument,
    dependsOnVisitor: (req, pathname) => mayRedirectToRememberedLocale(pathname, req.headers.cookie) || previews.carriesPreview(req),
    onError: (error) => logger.error({ err: error }, 'prerendered page not cached'),
    policyFor: dev ? undefined : (pathname, html) => applySecurity.cachedPagePolicy(pathname, inlineScriptHashes(html.toString('utf8'))),
  });
  onContentInstalled = () => prerenderedPages.clear();
  // Damage and failed backups are told: a periodic read of every table, and backups on BACKUP_EVERY (docs/operations.md).
  const dbLogger = appLogger('database');
  const integrity =
    env.INTEGRITY_PROBE_EVERY_MS > 0 ? startIntegrityMonitor({ database: getDb, everyMs: env.INTEGRITY_PROBE_EVERY_MS, logger: dbLogger }) : undefined;
  if (env.BACKUP_EVERY) {
    const folder = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
    startScheduledBackups({ database: getDb, driver: getDbDriver, folder, everyMs: periodMs(env.BACKUP_EVERY), keep: env.BACKUP_KEEP, logger: dbLogger });
    dbLogger.info({ folder, every: env.BACKUP_EVERY, keep: env.BACKUP_KEEP }, 'scheduled backups on');
  }
  // Darky starts once the HTTP server exists (its sockets share it); until then guest tokens are unlimited.
  let darky: Awaited<ReturnType<typeof startDarky>> | undefined;
  // Every endpoint of the site (./endpoints.ts), answered before Next.
  const serveEndpoints = endpointResponder(
    siteEndpoints({
      healthToken: env.HEALTH_TOKEN,
      healthSources: () => ({
        database: getDb,
        driver: getDbDriver,
        writeProbe: probeLeadWrite,
        outboxes: [leadOutboxQueue.table, paymentOutboxQueue.table, waitNoticeOutboxQueue.table],
        pingRedis: env.REDIS_URL ? () => pingRedis(env.REDIS_URL!) : undefined,
        runtime: runtimeState(),
        integrity: integrity?.state,
        backups: env.BACKUP_EVERY ? backupState : undefined,
      }),
      cspLogger: appLogger('csp'),
      // Darky's guest tokens are limited per IP once its socket server is up.
      guestTokenLimiter: () => darky?.guestTokenLimiter,
    }),
    appLogger('endpoints'),
  );
  // Hashed assets go out as the Brotli/gzip copies written at build time (production builds only: in development
  // the folder may hold copies from an earlier build).
  const serveStaticAsset = dev ? () => false : createStaticAssetHandler(path.join(env.NEXT_DIST_DIR, 'static'));

  const httpServer = createServer(
    sitePipeline({
      production: !dev,
      httpLogger,
      trackInFlight: (req, res) => shutdown.track(req, res),
      applySecurity,
      serveStaticAsset,
      prerenderedPages,
      serveEndpoints,
      rememberLanguageChoice: createLanguageChoiceStep({ cookieName: LOCALE_COOKIE, maxAgeS: 60 * 60 * 24 * 365, secure: env.SITE_URL.startsWith('https:') }),
      // Query-variant pages (service tabs, filters) to the variant the build prerendered.
      mapQueryVariant: createQueryVariantStep({
        variantPaths: cachedRoutes.filter((route) => route.includes(`/${QUERY_SEGMENT}`)).map((route) => encodeURI(publicPathOf(route, defaultLocale))),
      }),
      compress: (req, res) => compress(req, res, () => undefined),
      // Server actions with a forged Origin (403) or a body Next cannot decode (400) stop here instead of Next's 500.
      next: previews.wrap(guardServerActions(handle, appLogger('actions'))),
    }),
  );
  // Node closes an idle keep-alive connection after 5 s; a client that sends on it at that moment (a proxy, a browser's
  // request context) gets ECONNRESET, or its visitor a proxy's 502. Idle connections now outlive a proxy's idle timeout,
  // and a request's headers may take as long as an idle connection waits (Node wants headersTimeout above it).
  httpServer.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Darky's socket.io shares this server and port (path /socket.io); its model trains before we listen.
  darky = await startDarky(httpServer, {
    // The console owns operators and their audit log; the live inbox's socket asks it (loaded on first use, as the
    // leads export does: better-auth is not needed before an operator connects).
    authenticateOperator: async (headers) => {
      const { operatorSessionOf, VISITOR_DATA_ROLES } = await import('../src/features/console/server/operator-identity');
      const operator = (await operatorSessionOf(new Headers({ cookie: headers.get('cookie') ?? '' })))?.operator;
      // Editors work on content only: live chats with visitors are not theirs.
      if (!operator || !VISITOR_DATA_ROLES.includes(operator.role)) return undefined;
      return { ...operator, role: operator.role === 'owner' ? 'owner' : 'member' };
    },
    audit: async (actor, action, target, details) => {
      const { writeAudit } = await import('../src/features/console/server/audit-log');
      await writeAudit(await getDb(), { id: actor.id, email: actor.email }, action, target, details);
    },
  });
  const started = darky;
  registerDarkySockets(() => started.connectedSockets());

  const shutdown = new GracefulShutdown({
    httpServer,
    logger: appLogger('shutdown'),
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    keepAliveGraceMs: env.SHUTDOWN_KEEP_ALIVE_GRACE_MS,
    onDraining: markDraining,
    closeRealtime: () => started.close(),
    // Deliveries in flight finish (or keep their lease and retry after restart), then Redis and the database close.
    stopBackground: () => Promise.all([leads.stop(), payments.stop(), content.stop()]).then(() => undefined),
    closeResources: closeProcessResources,
  });
  exitOnSignals(shutdown, { hardTimeoutMs: env.SHUTDOWN_TIMEOUT_MS + 10_000, logger });

  httpServer.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ url: `http://localhost:${port}`, mode: dev ? 'development' : 'production' }, 'site ready');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
