// One PGlite session served to several node-postgres clients: a transaction keeps the session until it ends, so
// other clients never run inside it; parameterised queries of different clients never mix; a client that leaves
// mid-transaction is rolled back and its named statements are freed for the next client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSharedSession, type SharedSessionServer } from './shared-session-server';

let db: PGlite;
let server: SharedSessionServer;
let dir: string;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-session-'));
  db = await PGlite.create();
  await db.exec('create table items (n int)');
  server = await serveSharedSession(db, path.join(dir, '.s.PGSQL.5432'));
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => {});
  await server.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a PGlite session shared over a unix socket', () => {
  it('makes the socket private to its user', () => {
    expect(fs.statSync(path.join(dir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
  });

  it("runs another client's query only after a transaction ends, never inside it", async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    await a.query('insert into items values ($1)', [1]);
    const counted = b.query('select count(*)::int as n from items where n = $1', [1]);
    await a.query('rollback');
    expect((await counted).rows[0].n).toBe(0);
  }, 60_000);

  it('keeps the parameters of concurrent clients apart', async () => {
    const a = await connect();
    const b = await connect();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).query('select $1::int as v, $2::text as who', [i, i % 2 ? 'a' : 'b'])),
    );
    answers.forEach((answer, i) => expect(answer.rows[0]).toEqual({ v: i, who: i % 2 ? 'a' : 'b' }));
  }, 60_000);

  it('keeps the named statements of two clients apart, even with the same name', async () => {
    const a = await connect();
    const b = await connect();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? a.query({ name: 'same_name', text: "select 'a'::text as who, $1::int as v", values: [i] })
          : b.query({ name: 'same_name', text: "select 'b'::text as who, $1::int as v", values: [i] }),
      ),
    );
    answers.forEach((answer, i) => expect(answer.rows[0]).toEqual({ who: i % 2 ? 'a' : 'b', v: i }));
  }, 60_000);

  it('rolls back a client that leaves mid-transaction and frees its named statements', async () => {
    const a = await connect();
    await a.query({ name: 'count_items', text: 'select count(*)::int as n from items' });
    await a.query('begin');
    await a.query('insert into items values (7)');
    await a.end();
    const b = await connect();
    expect((await b.query({ name: 'count_items', text: 'select count(*)::int as n from items' })).rows[0].n).toBe(0);
    expect(db.isInTransaction()).toBe(false);
  }, 60_000);
});
