/**
 * The one process of the site: an HTTP server that hands pages and API routes to Next.js.
 * Real-time chat (socket.io) and background work attach to this same server and port.
 */
import { createServer } from 'node:http';
import next from 'next';
import { getEnv } from '../src/config/env';
import { startDarky } from '../src/features/darky/server/darky-runtime';

async function main(): Promise<void> {
  const env = getEnv();
  const dev = env.NODE_ENV !== 'production';
  const app = next({ dev, hostname: env.HOST, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const httpServer = createServer((req, res) => {
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
    httpServer.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
