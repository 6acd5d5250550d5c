/**
 * The one process of the site: an HTTP server that hands pages and API routes to Next.js.
 * Real-time chat (socket.io) and background work attach to this same server and port.
 */
import { createServer } from 'node:http';
import next from 'next';
import { getEnv } from '../src/config/env';
import { startDarky } from '../src/features/darky/server/darky-runtime';
import { startLeadsRuntime } from '../src/features/leads/server/runtime';
import { closeDb } from '../src/server/db';

async function main(): Promise<void> {
  const env = getEnv();
  const dev = env.NODE_ENV !== 'production';
  // Next normalises 127.0.0.1 to "localhost" in middleware URLs; given 127.0.0.1 here it would take the proxy's
  // locale rewrite (/ -> /es) for another origin and proxy it back to itself: a 307 loop on every Spanish page.
  const app = next({ dev, hostname: env.HOST === '127.0.0.1' ? 'localhost' : env.HOST, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Migrates the database before the first request, then delivers leads from the outbox in the background.
  const leads = await startLeadsRuntime();

  const httpServer = createServer((req, res) => {
    // Act as the first proxy: append the peer's address, so the rightmost X-Forwarded-For entry is never the client's claim.
    const peer = req.socket.remoteAddress;
    if (peer) {
      const forwarded = req.headers['x-forwarded-for'];
      req.headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${peer}` : peer;
    }
    void handle(req, res);
  });
  // Darky's socket.io shares this server and port (path /socket.io); its model trains before we listen.
  const darky = await startDarky(httpServer);

  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(`> Site ready on http://localhost:${port} (${dev ? 'development' : 'production'})`);
  });

  const shutdown = (signal: string) => {
    console.log(`> ${signal} received, closing`);
    void darky.close();
    httpServer.close(() => {
      // Deliveries in flight finish (or keep their lease and retry after restart), then the database closes cleanly.
      void leads
        .stop()
        .then(() => closeDb())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
