/**
 * What the chaos scenarios share: the production server on a driver (a PGlite folder under data/chaos or a scratch
 * PostgreSQL database), a lead load that records every acknowledged id, and the ids the database really holds.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../../src/server/db/connection';
import { findFolderOwner } from '../../src/server/db/folder-owner';
import { createScratchPostgresDatabase } from '../../src/server/db/testing';
import { startProductionServer, type ProductionServer } from '../integration/support/production-server';

export type Driver = 'pglite' | 'postgres';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CHAOS_ROOT = path.resolve(import.meta.dirname, '../../data/chaos');
export const HEALTH_TOKEN = 'chaos-health-token';

/** Where a scenario's data lives: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface Store {
  driver: Driver;
  env: Record<string, string>;
  /** PGlite: DATA_DIR; PostgreSQL: its URL. */
  dataDir: string;
  url?: string;
  drop(): Promise<void>;
}

export async function freshStore(driver: Driver, name: string): Promise<Store> {
  const dataDir = path.join(CHAOS_ROOT, `${name}-${driver}-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const base = { DATA_DIR: dataDir, HEALTH_TOKEN, APP_SECRET: `chaos-${process.pid}`, LEADS_MIN_FILL_MS: '0', LOG_LEVEL: 'info' };
  if (driver === 'pglite') return { driver, env: base, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const scratch = await createScratchPostgresDatabase(ADMIN_URL, 'chaos');
  return {
    driver,
    env: { ...base, DATABASE_URL: scratch.url },
    dataDir,
    url: scratch.url,
    drop: async () => {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Servers started and not yet stopped: a scenario that fails half-way must not leave one running (the run would never exit). */
const running = new Set<ProductionServer>();

export async function start(store: Store, extra: Record<string, string> = {}): Promise<ProductionServer> {
  const server = await startProductionServer({ ...store.env, ...extra }, { readyTimeoutMs: 120_000 });
  running.add(server);
  // A server the scenario killed itself (kill -9) is not left running.
  void server.exited.then(() => running.delete(server));
  const stop = server.stop.bind(server);
  server.stop = (ms?: number) => {
    running.delete(server);
    return stop(ms);
  };
  return server;
}

/** Stops whatever a scenario left running (called after every scenario, passed or failed). */
export async function stopLeftovers(): Promise<number> {
  const left = [...running];
  await Promise.all(left.map((server) => server.stop(5_000).catch(() => undefined)));
  return left.length;
}

/** Runs SQL on the store: through the running server's socket (PGlite), or directly (PostgreSQL, or a stopped PGlite). */
export async function query<T = Record<string, unknown>>(store: Store, text: string, params: unknown[] = []): Promise<T[]> {
  if (store.driver === 'postgres') {
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const folder = path.join(store.dataDir, 'pglite');
  const owner = await findFolderOwner(folder);
  if (owner?.serving) {
    const client = new pg.Client({ connectionString: embeddedUrl(owner.serving) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const { openDatabase } = await import('../../src/server/db/connection');
  const handle = await openDatabase({ driver: 'pglite', dataDir: folder }, { migrate: false });
  try {
    if (handle.raw.driver !== 'pglite') throw new Error('expected PGlite');
    return (await handle.raw.client.query<T>(text, params)).rows;
  } finally {
    await handle.close();
  }
}

export async function storedLeadIds(store: Store): Promise<Set<string>> {
  return new Set((await query<{ id: string }>(store, `select id from leads where first_name = 'Caos'`)).map((row) => row.id));
}

export function leadBody(idempotencyKey: string = randomUUID()) {
  return JSON.stringify({
    formId: 'nuevo-contacto',
    locale: 'es',
    fields: { firstName: 'Caos', lastName: 'Prueba', phone: '987654321', email: 'caos@example.com', service: 'webs-y-apps', source: 'other', message: 'hola' },
    page: '/contacto',
    idempotencyKey,
  });
}

/** Leads posted by `concurrency` workers until stopped: every 201's id is acknowledged. */
export interface Load {
  acknowledged: Set<string>;
  answers: Map<number | string, number>;
  stop(): Promise<void>;
}

/** Node's fetch keeps connections alive (a pool per origin): the load is keep-alive load. */
export function postLeads(baseUrl: string, concurrency = 8): Load {
  const acknowledged = new Set<string>();
  const answers = new Map<number | string, number>();
  const count = (key: number | string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        const response = await fetch(`${baseUrl}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadBody() });
        count(response.status);
        const body = (await response.json().catch(() => ({}))) as { id?: string };
        if (response.status === 201 && body.id) acknowledged.add(body.id);
      } catch (error) {
        count((error as { cause?: { code?: string } }).cause?.code ?? 'network-error');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    acknowledged,
    answers,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Acknowledged ids missing from the database. */
export function missing(acknowledged: Set<string>, stored: Set<string>): string[] {
  return [...acknowledged].filter((id) => !stored.has(id));
}
