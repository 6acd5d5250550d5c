/**
 * The one process of the site: an HTTP server that hands pages and API routes to Next.js, except Darky's guest
 * tokens, answered here first. Real-time chat (socket.io) and background work attach to this same server and port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { getEnv } from '../src/config/env';
import { startDarky } from '../src/features/darky/server/darky-runtime';
import { serveGuestToken } from '../src/features/darky/server/guest-token-endpoint';
import { startLeadsRuntime } from '../src/features/leads/server/runtime';
import { createCspReportEndpoint } from '../src/features/security/server/csp-report-endpoint';
import { createHttpSecurity } from '../src/features/security/server/http-security';
import { loadPrerenderedScripts } from '../src/features/security/server/prerendered-pages';
import { markDraining, registerDarkySockets } from '../src/app/api/health/runtime-state';
import { appLogger } from '../src/server/logger';
import { allowBackForwardCache } from './back-forward-cache';
import { closeProcessResources } from './process-resources';
import { PAINT_FIRST_LOADER_HASH, paintFirst } from './paint-first';
import { logRequest } from './request-log';
import { refuseUnservableRequest } from './request-guard';
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
  const httpLogger = appLogger('http');
  const darkyLogger = appLogger('darky');
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
  // Security headers on every response; prerendered pages are allowed exactly the inline scripts the build wrote.
  const applySecurity = createHttpSecurity({
    production: !dev,
    siteUrl: env.SITE_URL,
    tags: { gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID, hotjarId: env.HOTJAR_ID, hubspotTrackingId: env.HUBSPOT_TRACKING_ID },
    hashesByRoute: loadPrerenderedScripts(env.NEXT_DIST_DIR).hashesByRoute,
    // Production pages carry the paint-first loader (./paint-first.ts).
    everyPageScriptHashes: dev ? [] : [PAINT_FIRST_LOADER_HASH],
  });
  // What Next answers is compressed here (next.config.ts turns its own gzip off): Brotli where accepted (quality 4),
  // and by a compressor placed before the paint-first rewrite, which must see the page before it is encoded.
  // compression >= 1.8.1 releases its zlib stream when a client hangs up (Next's bundled copy leaked it).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  // Hashed assets go out as the Brotli/gzip copies written at build time (production builds only: in development
  // the folder may hold copies from an earlier build).
  // What the Content-Security-Policy refused, reported by browsers: one warning per violation.
  const cspReports = createCspReportEndpoint(appLogger('csp'));

  const serveStaticAsset = dev ? () => false : createStaticAssetHandler(path.join(env.NEXT_DIST_DIR, 'static'));

  const httpServer = createServer((req, res) => {
    shutdown.track(req, res);
    logRequest(req, res, httpLogger);
    // Act as the first proxy: append the peer's address, so the rightmost X-Forwarded-For entry is never the client's claim.
    const peer = req.socket.remoteAddress;
    if (peer) {
      const forwarded = req.headers['x-forwarded-for'];
      req.headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${peer}` : peer;
    }
    applySecurity(req, res);
    if (refuseUnservableRequest(req, res)) return;
    if (serveStaticAsset(req, res)) return;
    if (serveGuestToken(req, res, darkyLogger)) return;
    if (cspReports.serve(req, res)) return;
    compress(req, res, () => undefined);
    if (!dev) {
      paintFirst(req, res);
      allowBackForwardCache(req, res);
    }
    void handle(req, res);
  });
  // Darky's socket.io shares this server and port (path /socket.io); its model trains before we listen.
  const darky = await startDarky(httpServer);
  registerDarkySockets(() => darky.connectedSockets());

  const shutdown = new GracefulShutdown({
    httpServer,
    logger: appLogger('shutdown'),
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    onDraining: markDraining,
    closeRealtime: () => darky.close(),
    // Deliveries in flight finish (or keep their lease and retry after restart), then Redis and the database close.
    stopBackground: () => leads.stop(),
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
