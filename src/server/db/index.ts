/**
 * The app's database: `getDb()` opens it lazily once per process (PostgreSQL when DATABASE_URL is
 * set, else embedded PGlite in `${DATA_DIR}/pglite`), migrating it first; `closeDb()` releases it.
 */
import path from 'node:path';
import { getEnv } from '@/config/env';
import { closeClient, openDatabase, wrapClient, type Database, type DatabaseClient, type DatabaseHandle, type DatabaseTarget } from './connection';

export * as schema from './schema';
export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './connection';

/**
 * The custom server (bundled by esbuild) and Next's route handlers (bundled by Next) each carry a copy
 * of this module; the open client lives on globalThis so one process never opens the data folder twice.
 */
const SLOT = Symbol.for('darko-digital.database-client');
type Slot = { client: Promise<DatabaseClient> | undefined };
const slot: Slot = ((globalThis as Record<symbol, unknown>)[SLOT] as Slot | undefined) ?? { client: undefined };
(globalThis as Record<symbol, unknown>)[SLOT] = slot;

/** This module copy's drizzle wrapper, rebuilt when the shared client changes. */
let wrapped: { raw: DatabaseClient; handle: Promise<DatabaseHandle> } | undefined;

export function databaseTargetFromEnv(): DatabaseTarget {
  const env = getEnv();
  if (env.DATABASE_URL) return { driver: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE };
  return { driver: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
}

/** The process's database, opened and migrated on first use. */
export async function getDb(): Promise<Database> {
  if (!slot.client) {
    const opening = openDatabase(databaseTargetFromEnv()).then((handle) => handle.raw);
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
  return (await slot.client!).driver;
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
