/**
 * The app's database: `getDb()` opens it lazily once per process (PostgreSQL when DATABASE_URL is
 * set, else embedded PGlite in `${DATA_DIR}/pglite`), migrating it first; `closeDb()` releases it.
 */
import path from 'node:path';
import { getEnv } from '@/config/env';
import { processSingleton } from '../process-singleton';
import { closeClient, driverName, openDatabase, wrapClient, type Database, type DatabaseClient, type DatabaseHandle, type DatabaseTarget } from './connection';

export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './connection';

/** The open client, one for the process (every bundle's copy of this module), so the data folder is never opened twice. */
const slot = processSingleton<{ client: Promise<DatabaseClient> | undefined }>('database-client', () => ({ client: undefined }));

/** This module copy's drizzle wrapper, rebuilt when the shared client changes. */
let wrapped: { raw: DatabaseClient; handle: Promise<DatabaseHandle> } | undefined;

export function databaseTargetFromEnv(): DatabaseTarget {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const timeouts = {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    };
    return { driver: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, timeouts };
  }
  return { driver: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
}

/**
 * The embedded database's worker: the bundle next to dist/server.mjs in production (scripts/build-server.mjs), the
 * TypeScript source (run with tsx) in development and tests.
 */
function embeddedWorkerScript(): string {
  if (getEnv().NODE_ENV === 'production') return path.join(process.cwd(), 'dist', 'pglite-worker.mjs');
  return path.join(process.cwd(), 'src', 'server', 'db', 'pglite-worker.ts');
}

/** The server's target: the embedded PGlite runs in a worker thread and is served to operator commands. */
export function servedTargetFromEnv(): DatabaseTarget {
  const target = databaseTargetFromEnv();
  return target.driver === 'pglite' ? { ...target, serve: { workerScript: embeddedWorkerScript() } } : target;
}

/** The process's database, opened and migrated on first use. */
export async function getDb(): Promise<Database> {
  if (!slot.client) {
    const opening = openDatabase(servedTargetFromEnv()).then((handle) => handle.raw);
    slot.client = opening;
    // A failed open (database down at start) is retried by the next caller instead of being cached.
    opening.catch(() => {
      if (slot.client === opening) slot.client = undefined;
    });
  }
  const raw = await slot.client;
  if (!wrapped || wrapped.raw !== raw) wrapped = { raw, handle: wrapClient(raw) };
  return (await wrapped.handle).db;
}

/** Which driver the process uses ('pglite' | 'postgres'), opening the database if needed. */
export async function getDbDriver(): Promise<DatabaseClient['driver']> {
  await getDb();
  return driverName(await slot.client!);
}

/** Makes `handle` the process's database (tests and scripts that open their own). */
export function useDatabase(handle: DatabaseHandle): void {
  slot.client = Promise.resolve(handle.raw);
}

/** Closes the process's database; the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const pending = slot.client;
  slot.client = undefined;
  wrapped = undefined;
  if (pending) await closeClient(await pending).catch(() => {});
}
