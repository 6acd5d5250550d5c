/**
 * The live handoff's hot path on the database alone (docs/decisions.md, "Live handoff: one statement per live
 * message"): the burst `npm run bench:chat -- --handoff` meets in its first second (each of N held conversations gets
 * a visitor's message and an operator's message at once), stored the two-query way (store, then read who holds it;
 * read, then store) and the one-statement way (db-live-messages.ts), in alternate rounds on the same database. PGlite
 * in its worker thread as the server runs it; `--database postgres` uses TEST_DATABASE_URL's server (a scratch database).
 * Less sensitive to a shared machine than the socket bench: no sockets, no browser, one process.
 * Run: npx tsx --conditions react-server scripts/bench/handoff-queries.ts [--conversations 200] [--rounds 5] [--database pglite|postgres]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '@/server/db';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import { DbLiveMessages } from '@/features/darky/server/db-live-messages';
import { composedLiveMessages, type LiveMessages } from '@/features/darky/server/live-messages';

const { values: args } = parseArgs({
  options: { conversations: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' }, database: { type: 'string', default: 'pglite' } },
});
const conversations = Number(args.conversations);
const rounds = Number(args.rounds);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const median = (values: number[]) => percentile(values, 50);

async function burst(messages: LiveMessages, round: number): Promise<{ wallMs: number; latencies: number[] }> {
  const latencies: number[] = [];
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    if (!(await work())) throw new Error('message refused');
    latencies.push(performance.now() - start);
  };
  const start = performance.now();
  await Promise.all(
    Array.from({ length: conversations }, (_, i) => [
      timed(() => messages.fromVisitor(`bench-${i}`, `reply ${round}`, { path: '/' })),
      timed(() => messages.fromHolder(`bench-${i}`, `op-${i % 20}`, `bench #${round}`)),
    ]).flat(),
  );
  return { wallMs: performance.now() - start, latencies };
}

async function open(): Promise<{ handle: DatabaseHandle; done: () => Promise<void> }> {
  if (args.database === 'postgres') {
    const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'handoff_queries');
    const handle = await openDatabase({ driver: 'postgres', url: scratch.url, poolSize: 10 });
    return { handle, done: async () => (await handle.close(), await scratch.drop()) };
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handoff-queries-'));
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir: path.join(folder, 'pglite'),
    serve: { workerScript: path.resolve('src/server/db/pglite-worker.ts') },
  });
  return { handle, done: async () => (await handle.close(), await fs.rm(folder, { recursive: true, force: true })) };
}

const { handle, done } = await open();
try {
  const db = async () => handle.db;
  const store = new DbConversationStore(db);
  const handoffs = new DbHandoffStore(db);
  for (let i = 0; i < conversations; i += 1) {
    await store.touchGuest(`bench-${i}`, 'es');
    await handoffs.move(`bench-${i}`, { from: ['darky'] }, { state: 'person', locale: 'es', operator: { id: `op-${i % 20}`, name: 'Rosa' } });
  }
  const ways = { 'two queries': composedLiveMessages(store, handoffs), 'one statement': new DbLiveMessages(db) };
  const results: Record<string, { wall: number[]; p95: number[] }> = {};
  // A warm-up round each, then alternate rounds: the machine's load falls on both alike.
  for (const messages of Object.values(ways)) await burst(messages, -1);
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, messages] of Object.entries(ways)) {
      const { wallMs, latencies } = await burst(messages, round);
      (results[name] ??= { wall: [], p95: [] }).wall.push(wallMs);
      results[name].p95.push(percentile(latencies, 95));
    }
  }
  console.log(
    `${conversations} held conversations, a visitor's and an operator's message in each at once (${2 * conversations} messages), ${args.database}, ${rounds} rounds, load ${os.loadavg()[0]!.toFixed(1)}:`,
  );
  for (const [name, { wall, p95 }] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(14)} burst median ${median(wall).toFixed(0)} ms, per-message p95 median ${median(p95).toFixed(0)} ms (rounds: ${wall.map((w) => w.toFixed(0)).join(', ')} ms)`,
    );
  }
} finally {
  await done();
}
