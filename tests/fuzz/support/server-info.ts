/**
 * What the fuzz files know of the server global-setup started: where it listens, its log, its database;
 * helpers to count stored rows and to check that the process is alive and its log shows no crash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';

export interface FuzzServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** Fresh PostgreSQL database of this run (preferred), or else the server's live PGlite folder. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** The server's APP_SECRET (made for this run), to forge tokens. */
  appSecret: string;
  seed: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzServer: FuzzServer;
  }
}

export function fuzzServer(): FuzzServer {
  return inject('fuzzServer');
}

/**
 * Lines that mean the process crashed or nearly did: Node's unhandled rejection / uncaught exception reports,
 * pino's fatal level, V8 running out of memory.
 */
const CRASH_PATTERNS = [
  /unhandledRejection/i,
  /unhandled rejection/i,
  /uncaughtException/i,
  /uncaught exception/i,
  /triggerUncaughtException/,
  /"level":60\b/,
  /\bFATAL\b/,
  /JavaScript heap out of memory/,
];

export function crashLinesIn(log: string): string[] {
  return log.split('\n').filter((line) => CRASH_PATTERNS.some((pattern) => pattern.test(line)));
}

/** Asserts the server process is alive, answers its health route and has logged no crash so far. */
export async function expectServerHealthy(): Promise<void> {
  const server = fuzzServer();
  expect(() => process.kill(server.pid, 0), 'the server process is gone').not.toThrow();
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(crashLinesIn(fs.readFileSync(server.logFile, 'utf8'))).toEqual([]);
}

/** Rows of a table right now (PostgreSQL), or in a snapshot copy of the server's PGlite folder. */
export async function countRows(table: 'leads' | 'lead_deliveries' | 'chat_events' | 'chat_guests', where = ''): Promise<number> {
  const server = fuzzServer();
  const sql = `select count(*)::int as n from ${table} ${where}`;
  if (server.databaseUrl) {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql)).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  // The live folder belongs to the server: read a copy, as the leads export does.
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-pglite-'));
  try {
    fs.cpSync(server.pgliteDir!, snapshot, { recursive: true });
    fs.rmSync(path.join(snapshot, 'postmaster.pid'), { force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: snapshot });
    try {
      return (await db.query<{ n: number }>(sql)).rows[0]!.n;
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(snapshot, { recursive: true, force: true });
  }
}
