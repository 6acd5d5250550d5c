/**
 * Fresh, migrated databases for tests: PGlite in a temporary folder, or a new database created on
 * TEST_DATABASE_URL (dropped on close), so every suite runs against both drivers in isolation.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './connection';

export type TestDriver = 'pglite' | 'postgres';

/** The drivers a test file should run against: PostgreSQL only when TEST_DATABASE_URL is set. */
export function testDrivers(): TestDriver[] {
  // Read directly: tests must not depend on the app's env cache.
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  driver: TestDriver;
  /** PGlite data folder or PostgreSQL URL, to reopen the same database after close (restart tests). */
  location: string;
  /** Reopens the same database (simulates a process restart). */
  reopen(): Promise<DatabaseHandle>;
  /** Closes and deletes the database. */
  destroy(): Promise<void>;
}

export async function openTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pglite-'));
    const handle = await openDatabase({ driver: 'pglite', dataDir });
    let closed = false;
    return {
      ...handle,
      driver,
      location: dataDir,
      close: async () => {
        if (!closed) await handle.close();
        closed = true;
      },
      reopen: () => openDatabase({ driver: 'pglite', dataDir }),
      destroy: async () => {
        if (!closed) await handle.close().catch(() => {});
        closed = true;
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  let closed = false;
  return {
    ...handle,
    driver,
    location: url.toString(),
    close: async () => {
      if (!closed) await handle.close();
      closed = true;
    },
    reopen: () => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 }),
    destroy: async () => {
      if (!closed) await handle.close().catch(() => {});
      closed = true;
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Creates an empty PostgreSQL database on `adminUrl`'s server and returns its URL (bench and tests). */
export async function createScratchPostgresDatabase(adminUrl: string, prefix = 'scratch'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
