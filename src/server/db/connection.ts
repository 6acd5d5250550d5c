/**
 * Opens the database on either driver (embedded PGlite or PostgreSQL) and applies the versioned
 * migrations of drizzle/. Both drivers share one schema and one migration set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { dropHungConnections } from './hung-connections';
import { explainOpenFailure, inspectDatabaseFolder } from './folder-check';
import { acquireFolderOwnership, type FolderOwnership } from './folder-owner';
import { makeDataDirPrivate, tightenFolder } from '../data-dir-permissions';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

/** Each feature declares its tables (src/features/<feature>/tables.ts): the client needs none (no relational queries). */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  | {
      driver: 'pglite';
      /** Folder of the embedded database; in memory when absent. Opening it takes the folder's lock (folder-owner.ts). */
      dataDir?: string;
      /**
       * Run PGlite in a worker thread and serve it on a unix socket beside the folder (the site's server): the
       * process talks to it with node-postgres, and operator commands connect to the same socket.
       */
      serve?: { workerScript: string };
    }
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: DatabaseTimeouts;
      /** Unix-socket connection to a served PGlite (no migrations, no pool size). */
      embedded?: EmbeddedDatabase;
    };

/** Waits on PostgreSQL, in milliseconds (see DATABASE_*_TIMEOUT_MS in src/config/env.ts); absent: wait forever. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/** A PGlite reached over its owner's socket: what closing the connection must also stop (the worker, the lock). */
export interface EmbeddedDatabase {
  dataDir: string;
  close(): Promise<void>;
}

/** The raw client behind a Database: what one process shares between the copies of this module. */
export type DatabaseClient = { driver: 'pglite'; client: PGlite; owner?: FolderOwnership } | { driver: 'postgres'; client: Pool; embedded?: EmbeddedDatabase };

/** The driver as reported (health): a served PGlite is PGlite even though it is reached with node-postgres. */
export function driverName(raw: DatabaseClient): 'pglite' | 'postgres' {
  return raw.driver === 'postgres' && raw.embedded ? 'pglite' : raw.driver;
}

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

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory and are all touched at start: the default 128 MB was
 * 160 MB of the server's resident memory. The site's data (leads, chats, payments) is a few MB; 16 MB holds it
 * (docs/decisions.md, "A lighter process").
 */
export const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The database thread's JavaScript is the wire protocol between the socket and PGlite: a small young generation
 * (V8's default is 16 MB per semi-space, all of it touched within minutes) is enough for it.
 */
const PGLITE_WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };

async function openClient(target: DatabaseTarget): Promise<DatabaseClient> {
  if (target.driver === 'pglite') {
    if (target.dataDir && target.serve) return openServedPglite(path.resolve(target.dataDir), target.serve.workerScript);
    // Loaded on demand so a PostgreSQL deployment never loads the WebAssembly build.
    const { PGlite } = await import('@electric-sql/pglite');
    if (!target.dataDir) return { driver: 'pglite', client: await PGlite.create() };
    const dataDir = path.resolve(target.dataDir);
    const owner = await acquireFolderOwnership(dataDir);
    try {
      inspectDatabaseFolder(dataDir);
      // Owner-only: the folder 0700 (nobody else can reach what PGlite writes later) and its files 0600.
      makeDataDirPrivate(dataDir);
      const client = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS] }).catch((error: unknown) => {
        throw explainOpenFailure(dataDir, error);
      });
      // PGlite writes its files 0666 whatever the umask (its in-memory file system's modes): tightened once open.
      tightenFolder(dataDir);
      return { driver: 'pglite', client, owner };
    } catch (error) {
      await owner.release();
      throw error;
    }
  }
  if (target.embedded) return { driver: 'postgres', client: await embeddedPool(target.url), embedded: target.embedded };
  const { Pool } = (await import('pg')).default;
  const timeouts = target.timeouts;
  const client = new Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      // Client side: a link that stops answering (a hung server or network) fails the query instead of hanging it.
      query_timeout: timeouts.statementMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    }),
  });
  // A pooled connection that drops while idle must not crash the process: the pool replaces it.
  client.on('error', () => {});
  if (timeouts) dropHungConnections(client);
  return { driver: 'postgres', client };
}

/** The socket file node-postgres connects to for host `dir`, port 5432 (PostgreSQL's naming). */
export const EMBEDDED_SOCKET_NAME = '.s.PGSQL.5432';

/** node-postgres URL of a served PGlite whose socket is in `socketDir`. */
export function embeddedUrl(socketDir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

/**
 * One connection: PGlite is one session, so more connections only queue in the worker instead of here (measured: no
 * gain with four, docs/decisions.md). Never closed while idle, so its prepared statements stay prepared.
 */
async function embeddedPool(url: string): Promise<Pool> {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => {});
  return pool;
}

/**
 * The site's server on PGlite: takes the folder's lock, refuses a damaged folder, starts the worker (PGlite,
 * migrations, socket), and connects to it. Closing stops the worker and releases the lock.
 */
async function openServedPglite(dataDir: string, workerScript: string): Promise<DatabaseClient> {
  const owner = await acquireFolderOwnership(dataDir);
  let worker: Worker | undefined;
  try {
    inspectDatabaseFolder(dataDir);
    makeDataDirPrivate(dataDir);
    const { Worker } = await import('node:worker_threads');
    const socketPath = path.join(owner.runDir, EMBEDDED_SOCKET_NAME);
    const start = (workerData: PgliteWorkerData) =>
      workerScript.endsWith('.ts')
        ? // The TypeScript source (development, tests) is compiled by tsx's require hook (workers do not inherit its ESM hooks).
          new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(workerScript)});`, { eval: true, workerData })
        : new Worker(workerScript, { workerData, resourceLimits: PGLITE_WORKER_LIMITS });
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      // A new folder: initdb takes about 500 MB for a few seconds, garbage the serving thread's idle heap would keep
      // for hours. The bundled server runs it in a short-lived process of its own (the site's process never holds
      // it); the TypeScript source (development, tests) in a thread that then ends.
      if (workerScript.endsWith('.ts')) {
        worker = start({ dataDir, socketPath, initOnly: true });
        await nextWorkerMessage(worker, 'ready');
        await worker.terminate();
      } else await initializeInChildProcess(workerScript, { dataDir, socketPath, initOnly: true });
    }
    worker = start({ dataDir, socketPath });
    await nextWorkerMessage(worker, 'ready');
    tightenFolder(dataDir);
    owner.setServing(owner.runDir);
    const running = worker;
    let closing: Promise<void> | undefined;
    const embedded: EmbeddedDatabase = {
      dataDir,
      close: () =>
        (closing ??= (async () => {
          owner.setServing(undefined);
          try {
            running.postMessage({ type: 'close' });
            await nextWorkerMessage(running, 'closed');
          } finally {
            await running.terminate();
            // Relation files PGlite made while running (0666 inside the 0700 folder): owner-only before the lock goes.
            tightenFolder(dataDir);
            await owner.release();
          }
        })()),
    };
    return { driver: 'postgres', client: await embeddedPool(embeddedUrl(owner.runDir)), embedded };
  } catch (error) {
    await worker?.terminate();
    await owner.release();
    throw error;
  }
}

/** Runs the database thread's script in a new Node process until it says 'ready' (a new folder's initdb). */
async function initializeInChildProcess(workerScript: string, workerData: PgliteWorkerData): Promise<void> {
  const { spawn } = await import('node:child_process');
  const program = `const { Worker } = require('node:worker_threads');
const worker = new Worker(${JSON.stringify(workerScript)}, { workerData: ${JSON.stringify(workerData)} });
worker.on('message', (m) => { if (m.type === 'ready') process.exit(0); process.stderr.write(m.name + ': ' + m.message); process.exit(1); });
worker.on('error', (e) => { process.stderr.write(String(e && e.stack || e)); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the new database folder could not be initialised: ${stderr.trim() || `exit ${code}`}`);
}

function nextWorkerMessage(worker: Worker, expected: 'ready' | 'closed'): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: PgliteWorkerMessage) => {
      cleanup();
      if (message.type === expected) resolve();
      else if (message.type === 'failed') reject(Object.assign(new Error(message.message), { name: message.name }));
      else reject(new Error(`database worker said ${message.type}, expected ${expected}`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`database worker exited with code ${code}`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

export async function closeClient(raw: DatabaseClient): Promise<void> {
  if (raw.driver === 'pglite') {
    try {
      await raw.client.close();
    } finally {
      if (raw.owner) tightenFolder(raw.owner.folder);
      await raw.owner?.release();
    }
    return;
  }
  try {
    await raw.client.end();
  } finally {
    await raw.embedded?.close();
  }
}

/** Builds a drizzle instance over an open client (each bundle of the app makes its own over the shared client). */
export async function wrapClient(raw: DatabaseClient): Promise<DatabaseHandle> {
  let db: Database;
  if (raw.driver === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    db = drizzle({ client: raw.client }) as unknown as Database;
  } else {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    db = drizzle({ client: raw.client }) as unknown as Database;
  }
  return { db, raw, close: () => closeClient(raw) };
}

/** Applies the migrations of drizzle/ that the database has not seen yet (drizzle-orm's migrator). */
export async function migrateDatabase(raw: DatabaseClient): Promise<void> {
  // A served PGlite was migrated by its worker before it accepted connections.
  if (raw.driver === 'postgres' && raw.embedded) return;
  if (raw.driver === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
    await migrate(drizzle({ client: raw.client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  // Its own connection without the pool's statement timeout: waiting for another process's migration is expected.
  const { Client } = (await import('pg')).default;
  const connection = new Client({ ...raw.client.options, query_timeout: undefined, statement_timeout: undefined });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await connection.end();
  }
}
