/**
 * The one process of the site: an HTTP server that answers its own endpoints (leads, health, guest tokens, CSP
 * reports), static assets and prerendered pages itself and hands the rest to Next.js, in the order of
 * ./pipeline.ts. Real-time chat (socket.io) and background work attach to this same server and port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { getEnv } from '../src/config/env';
import { startDarky } from '../src/features/darky/server/darky-runtime';
import { serveLeadApi } from '../src/features/leads/server/api-handler';
import { probeLeadWrite } from '../src/features/leads/server/lead-store';
import { startLeadsRuntime } from '../src/features/leads/server/runtime';
import { startPaymentsRuntime } from '../src/features/payments/server/payment-runtime';
import { createCspReportEndpoint } from '../src/features/security/server/csp-report-endpoint';
import { createHttpSecurity } from '../src/features/security/server/http-security';
import { loadPrerenderedScripts } from '../src/features/security/server/prerendered-pages';
import { defaultLocale } from '../src/i18n/routing';
import { getDb, getDbDriver } from '../src/server/db';
import { createHealthEndpoint } from '../src/server/health/health-endpoint';
import { pingRedis } from '../src/server/health/redis-probe';
import { markDraining, registerDarkySockets, runtimeState } from '../src/server/health/runtime-state';
import { appSecret } from '../src/server/app-secret';
import { appLogger } from '../src/server/logger';
import { PAINT_FIRST_LOADER_HASH, rewriteDocument } from './paint-first';
import { sitePipeline } from './pipeline';
import { createPrerenderedPageCache } from './prerendered-pages';
import { closeProcessResources } from './process-resources';
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
  // Before anything else: where processes share state (REDIS_URL; DATABASE_URL in production) APP_SECRET is required.
  appSecret(env);
  const logger = appLogger('server');
  const httpLogger = appLogger('http');
  const dev = env.NODE_ENV !== 'production';
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
  // Security headers on every response; prerendered pages are allowed exactly the inline scripts the build wrote.
  const prerendered = loadPrerenderedScripts(env.NEXT_DIST_DIR);
  const applySecurity = createHttpSecurity({
    production: !dev,
    siteUrl: env.SITE_URL,
    tags: { gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID, hotjarId: env.HOTJAR_ID, hubspotTrackingId: env.HUBSPOT_TRACKING_ID },
    hashesByRoute: prerendered.hashesByRoute,
    // Production pages carry the paint-first loader (./paint-first.ts).
    everyPageScriptHashes: dev ? [] : [PAINT_FIRST_LOADER_HASH],
    culqiCheckout: Boolean(env.CULQI_PUBLIC_KEY && env.CULQI_SECRET_KEY),
  });
  // What Next answers is compressed here (next.config.ts turns its own gzip off): Brotli where accepted (quality 4).
  // compression >= 1.8.1 releases its zlib stream when a client hangs up (Next's bundled copy leaked it).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const revalidating = new Set(prerendered.revalidatingRoutes);
  const prerenderedPages = createPrerenderedPageCache({
    // In development pages change under the server: nothing is kept.
    routes: dev ? [] : [...prerendered.hashesByRoute.keys()].filter((route) => !revalidating.has(route)),
    defaultLocale,
    rewrite: rewriteDocument,
    onError: (error) => logger.error({ err: error }, 'prerendered page not cached'),
  });
  const serveHealth = createHealthEndpoint({
    token: env.HEALTH_TOKEN,
    sources: () => ({
      database: getDb,
      driver: getDbDriver,
      writeProbe: probeLeadWrite,
      pingRedis: env.REDIS_URL ? () => pingRedis(env.REDIS_URL!) : undefined,
      runtime: runtimeState(),
    }),
  });
  const leadsLogger = appLogger('leads');
  const cspReports = createCspReportEndpoint(appLogger('csp'));
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
      // Darky's guest tokens (limited per IP).
      serveGuestToken: (req, res) => darky.serveGuestToken(req, res),
      serveCspReports: (req, res) => cspReports.serve(req, res),
      serveHealth,
      serveLeadApi: (req, res) => serveLeadApi(req, res, leadsLogger),
      compress: (req, res) => compress(req, res, () => undefined),
      next: handle,
    }),
  );
  // Darky's socket.io shares this server and port (path /socket.io); its model trains before we listen.
  const darky = await startDarky(httpServer);
  registerDarkySockets(() => darky.connectedSockets());

  const shutdown = new GracefulShutdown({
    httpServer,
    logger: appLogger('shutdown'),
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    keepAliveGraceMs: env.SHUTDOWN_KEEP_ALIVE_GRACE_MS,
    onDraining: markDraining,
    closeRealtime: () => darky.close(),
    // Deliveries in flight finish (or keep their lease and retry after restart), then Redis and the database close.
    stopBackground: () => Promise.all([leads.stop(), payments.stop()]).then(() => undefined),
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
