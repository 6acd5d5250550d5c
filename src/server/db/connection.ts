/**
 * Opens the database on either driver (embedded PGlite or PostgreSQL) and applies the versioned
 * migrations of drizzle/. Both drivers share one schema and one migration set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { driver: 'pglite'; /** Folder of the embedded database; in memory when absent. */ dataDir?: string }
  | { driver: 'postgres'; url: string; poolSize?: number };

/** The raw client behind a Database: what one process shares between the copies of this module. */
export type DatabaseClient = { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: Pool };

export interface DatabaseHandle {
  db: Database;
  raw: DatabaseClient;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Several processes may start at once against PostgreSQL: one migrates, the others wait for it. */
const MIGRATION_LOCK_KEY = 7_461_902;

/** Opens a client for the target and, unless told otherwise, brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const raw = await openClient(target);
  try {
    if (options.migrate !== false) await migrateDatabase(raw);
    return await wrapClient(raw);
  } catch (error) {
    await closeClient(raw);
    throw error;
  }
}

async function openClient(target: DatabaseTarget): Promise<DatabaseClient> {
  if (target.driver === 'pglite') {
    // Loaded on demand so a PostgreSQL deployment never loads the WebAssembly build.
    const { PGlite } = await import('@electric-sql/pglite');
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir ? { dataDir: target.dataDir } : {});
    return { driver: 'pglite', client };
  }
  const { Pool } = (await import('pg')).default;
  const client = new Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // A pooled connection that drops while idle must not crash the process: the pool replaces it.
  client.on('error', () => {});
  return { driver: 'postgres', client };
}

export async function closeClient(raw: DatabaseClient): Promise<void> {
  if (raw.driver === 'pglite') await raw.client.close();
  else await raw.client.end();
}

/** Builds a drizzle instance over an open client (each bundle of the app makes its own over the shared client). */
export async function wrapClient(raw: DatabaseClient): Promise<DatabaseHandle> {
  let db: Database;
  if (raw.driver === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    db = drizzle({ client: raw.client, schema }) as unknown as Database;
  } else {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    db = drizzle({ client: raw.client, schema }) as unknown as Database;
  }
  return { db, raw, close: () => closeClient(raw) };
}

/** Applies the migrations of drizzle/ that the database has not seen yet (drizzle-orm's migrator). */
export async function migrateDatabase(raw: DatabaseClient): Promise<void> {
  if (raw.driver === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
    await migrate(drizzle({ client: raw.client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = await raw.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
