/**
 * The embedded database's thread: opens PGlite on the folder, migrates it, and serves it on a unix socket
 * (shared-session-server.ts), so its work never runs on the event loop that answers pages. Started by
 * connection.ts (`openServedPglite`); bundled to dist/pglite-worker.mjs by scripts/build-server.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { migrateDatabase } from './connection';
import { explainOpenFailure } from './folder-check';
import { serveSharedSession } from './shared-session-server';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string; name: string } | { type: 'closed' };

const { dataDir, socketPath } = workerData as PgliteWorkerData;
const port = parentPort!;

void (async () => {
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    let db;
    try {
      db = await PGlite.create({ dataDir });
    } catch (error) {
      throw explainOpenFailure(dataDir, error);
    }
    await migrateDatabase({ driver: 'pglite', client: db });
    const server = await serveSharedSession(db, socketPath);
    port.on('message', (message: { type: string }) => {
      if (message.type !== 'close') return;
      void (async () => {
        await server.close().catch(() => {});
        await db.close().catch(() => {});
        port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
      })();
    });
    port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', message: failure.message, name: failure.name } satisfies PgliteWorkerMessage);
  }
})();
