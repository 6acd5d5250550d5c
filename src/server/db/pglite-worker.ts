/**
 * The embedded database's thread: opens PGlite on the folder, migrates it, and serves it on a unix socket
 * (shared-session-server.ts), so its work never runs on the event loop that answers pages. Started by
 * connection.ts (`openServedPglite`); bundled to dist/pglite-worker.mjs by scripts/build-server.mjs.
 */
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { migrateDatabase, PGLITE_MEMORY_SETTINGS } from './connection';
import { explainOpenFailure } from './folder-check';
import { serveSharedSession } from './shared-session-server';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
  /** Create and migrate a new folder, close and say 'ready' (the thread is then ended: see connection.ts). */
  initOnly?: boolean;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string; name: string } | { type: 'closed' };

const { dataDir, socketPath, initOnly } = workerData as PgliteWorkerData;
const port = parentPort!;

// PostgreSQL's WebAssembly compiled once by the optimising compiler, without V8's baseline copy (Liftoff) that
// otherwise runs first and is kept beside the optimised code: measured 25-55 MB less resident memory and queries 2-3x
// faster in the first minutes (docs/decisions.md, "A lighter process"). The process has no other WebAssembly.
setFlagsFromString('--no-liftoff');

void (async () => {
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    let db;
    try {
      db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS] });
    } catch (error) {
      throw explainOpenFailure(dataDir, error);
    }
    await migrateDatabase({ driver: 'pglite', client: db });
    if (initOnly) {
      await db.close();
      port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
      return;
    }
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
