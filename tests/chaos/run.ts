/**
 * `npm run test:chaos`: the site-reliability probes, on the production build, on PGlite and PostgreSQL. Each scenario
 * prints acknowledged versus stored and fails on any loss. Run after `npm run build` (docs/operations.md).
 *   npx tsx --import ./scripts/server-only-hook.mjs tests/chaos/run.ts [--driver pglite|postgres] [scenario …]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { missingBuild } from '../integration/support/production-server';
import {
  CHAOS_ROOT,
  freshStore,
  HEALTH_TOKEN,
  leadBody,
  missing,
  postLeads,
  query,
  sleep,
  start,
  stopLeftovers,
  storedLeadIds,
  type Driver,
  type Store,
} from './lib';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Outcome {
  figures: string;
  skipped?: string;
}

type Scenario = (driver: Driver) => Promise<Outcome>;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function answers(map: Map<number | string, number>): string {
  return [...map.entries()].map(([key, n]) => `${key}×${n}`).join(' ');
}

/** The project's own CLI against the store (npm run db / leads), with its exit code and output. */
async function cli(store: Store, script: 'db' | 'leads', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--import', './scripts/server-only-hook.mjs', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...store.env, DATABASE_URL: store.env.DATABASE_URL ?? '', NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const scenarios: Record<string, Scenario> = {
  async 'kill -9 under load'(driver) {
    const store = await freshStore(driver, 'kill9');
    try {
      const acknowledged = new Set<string>();
      let runs = '';
      for (let round = 0; round < 2; round += 1) {
        const server = await start(store);
        const load = postLeads(server.url, 8);
        await sleep(3_000);
        server.child.kill('SIGKILL');
        await server.exited;
        await load.stop();
        for (const id of load.acknowledged) acknowledged.add(id);
        runs += ` [${answers(load.answers)}]`;
      }
      const server = await start(store);
      const stored = await storedLeadIds(store);
      await server.stop();
      const lost = missing(acknowledged, stored);
      check(acknowledged.size > 0, 'no lead was acknowledged');
      check(lost.length === 0, `${lost.length} acknowledged leads lost`);
      return { figures: `acknowledged ${acknowledged.size}, stored ${stored.size}, lost 0 (two kills;${runs})` };
    } finally {
      await store.drop();
    }
  },

  async 'SIGTERM under keep-alive load'(driver) {
    const store = await freshStore(driver, 'sigterm');
    try {
      const server = await start(store);
      const load = postLeads(server.url, 16);
      await sleep(3_000);
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      await load.stop();
      const restarted = await start(store);
      const stored = await storedLeadIds(store);
      await restarted.stop();
      const lost = missing(load.acknowledged, stored);
      check(exit.code === 0, `exit code ${exit.code} (signal ${exit.signal})`);
      check(lost.length === 0, `${lost.length} acknowledged leads lost`);
      const fivexx = [...load.answers.entries()].filter(([key]) => typeof key === 'number' && key >= 500 && key !== 503);
      check(fivexx.length === 0, `answers 5xx other than 503: ${answers(load.answers)}`);
      return { figures: `acknowledged ${load.acknowledged.size}, stored ${stored.size}, lost 0, exit 0 [${answers(load.answers)}]` };
    } finally {
      await store.drop();
    }
  },

  async 'two owners of one folder'(driver) {
    if (driver === 'postgres') return { figures: '', skipped: 'PostgreSQL is shared by design (one database, many processes)' };
    const store = await freshStore(driver, 'owners');
    try {
      const first = await start(store);
      const load = postLeads(first.url, 4);
      const second = await start(store).then(
        (server) => server,
        (error: Error) => error,
      );
      await load.stop();
      check(second instanceof Error, 'a second server started on the same folder');
      check(/in use by process/.test(second.message), `second server refused without naming the owner: ${second.message.slice(-300)}`);
      const stored = await storedLeadIds(store);
      const lost = missing(load.acknowledged, stored);
      await first.stop();
      check(lost.length === 0, `${lost.length} acknowledged leads lost`);
      return { figures: `second refused ("in use by process"); acknowledged ${load.acknowledged.size}, stored ${stored.size}, lost 0` };
    } finally {
      await store.drop();
    }
  },

  async 'a folder without PG_VERSION'(driver) {
    if (driver === 'postgres') return { figures: '', skipped: 'no data folder of ours on PostgreSQL' };
    const store = await freshStore(driver, 'pgversion');
    try {
      const server = await start(store);
      const load = postLeads(server.url, 4);
      await sleep(1_500);
      await load.stop();
      await server.stop();
      const versionFile = path.join(store.dataDir, 'pglite', 'PG_VERSION');
      const version = fs.readFileSync(versionFile);
      fs.rmSync(versionFile);
      const refused = await start(store).then(
        (started) => started,
        (error: Error) => error,
      );
      if (!(refused instanceof Error)) await refused.stop();
      check(refused instanceof Error && /PG_VERSION is missing/.test(refused.message), 'a folder without PG_VERSION was opened');
      check(fs.existsSync(path.join(store.dataDir, 'pglite', 'base')), 'the folder was wiped');
      fs.writeFileSync(versionFile, version);
      const again = await start(store);
      const stored = await storedLeadIds(store);
      await again.stop();
      const lost = missing(load.acknowledged, stored);
      check(lost.length === 0, `${lost.length} acknowledged leads lost`);
      return {
        figures: `refused with the path, folder kept; after PG_VERSION came back: acknowledged ${load.acknowledged.size}, stored ${stored.size}, lost 0`,
      };
    } finally {
      await store.drop();
    }
  },

  async 'a damaged table page'(driver) {
    if (driver === 'postgres')
      return { figures: '', skipped: "PostgreSQL's files belong to the shared server (cannot be damaged and evicted from its cache here)" };
    const store = await freshStore(driver, 'damage');
    try {
      const server = await start(store);
      const load = postLeads(server.url, 8);
      await sleep(4_000);
      await load.stop();
      const [{ file, blocks }] = (await query<{ file: string; blocks: number }>(
        store,
        `select pg_relation_filepath('leads') as file, (pg_relation_size('leads') / 8192)::int as blocks`,
      )) as [{ file: string; blocks: number }];
      check(blocks >= 3, `leads has only ${blocks} blocks`);
      const block = 1;
      const inBlock = new Set(
        (await query<{ id: string }>(store, `select id from leads where ctid >= '(${block},0)'::tid and ctid < '(${block + 1},0)'::tid`)).map((row) => row.id),
      );
      await server.stop();
      const fd = fs.openSync(path.join(store.dataDir, 'pglite', file), 'r+');
      fs.writeSync(fd, Buffer.alloc(8192, 0x41), 0, 8192, 8192 * block);
      fs.closeSync(fd);

      const damaged = await start(store, { INTEGRITY_PROBE_EVERY_MS: '500' });
      let report: Record<string, unknown> = {};
      for (let i = 0; i < 40; i += 1) {
        report = (await health(damaged.url)).body;
        if ((report.checks as { integrity: { status: string } }).integrity.status !== 'unchecked') break;
        await sleep(250);
      }
      const { integrity, database } = report.checks as { integrity: { status: string; tables?: string[] }; database: { status: string; error?: string } };
      check(integrity.status === 'damaged' && integrity.tables?.includes('leads'), `health: ${JSON.stringify(report)}`);
      // Two truthful answers, depending on where PostgreSQL's free-space map sends the health probe's small insert: into an
      // intact page (leads still stored: "degraded"), or into the damaged one (that insert fails: "unavailable", and the
      // token holder is told why). A write failing for any other reason, or an "ok", is a lie.
      const writesLand = report.status === 'degraded' && database.status === 'up';
      const writesHitDamage = report.status === 'unavailable' && database.status === 'read-only' && /invalid page in block 1\b/.test(database.error ?? '');
      check(writesLand || writesHitDamage, `health: ${JSON.stringify(report)}`);
      const errorLines = damaged.logs.filter((line) => line.level === 50 && /database damaged: leads: invalid page in block 1/.test(String(line.msg)));
      check(errorLines.length === 1, `expected one error line naming the damage, got ${errorLines.length}`);

      const dbCheck = await cli(store, 'db', ['check']);
      check(
        dbCheck.code === 1 && /damaged\s+leads: invalid page in block 1 of relation .*\(table leads, block 1\)/.test(dbCheck.stdout),
        `db check: ${dbCheck.stdout}${dbCheck.stderr}`,
      );
      const exportFile = path.join(store.dataDir, 'export.csv');
      const exported = await cli(store, 'leads', ['export', '--output', exportFile]);
      check(
        exported.code === 1 && /invalid page in block 1/.test(exported.stderr) && /1 damaged block skipped/.test(exported.stderr),
        `export: ${exported.stderr}`,
      );
      const exportedIds = new Set(
        fs
          .readFileSync(exportFile, 'utf8')
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[0]!),
      );
      const backupFile = path.join(store.dataDir, 'backup.json');
      const backedUp = await cli(store, 'db', ['backup', '--output', backupFile]);
      check(backedUp.code === 1 && /1 damaged block skipped/.test(backedUp.stderr), `backup: ${backedUp.stderr}`);
      const backup = JSON.parse(fs.readFileSync(backupFile, 'utf8')) as { tables: { leads: Array<{ id: string }> } };
      await damaged.stop();

      // Every acknowledged lead outside the damaged page is in the export and the backup; only the page's are missing.
      const readable = [...load.acknowledged].filter((id) => !inBlock.has(id));
      const lostFromExport = readable.filter((id) => !exportedIds.has(id));
      const backupIds = new Set(backup.tables.leads.map((row) => row.id));
      const lostFromBackup = readable.filter((id) => !backupIds.has(id));
      check(
        lostFromExport.length === 0 && lostFromBackup.length === 0,
        `readable leads lost: export ${lostFromExport.length}, backup ${lostFromBackup.length}`,
      );
      return {
        figures:
          `acknowledged ${load.acknowledged.size}, on the damaged page ${inBlock.size}; exported ${exportedIds.size}, backed up ${backupIds.size}, ` +
          `readable lost 0; health ${writesLand ? 'degraded' : 'unavailable (the write probe hit the damaged page)'} naming leads, db check names block 1`,
      };
    } finally {
      await store.drop();
    }
  },

  async 'backup under load, then restore'(driver) {
    const store = await freshStore(driver, 'backup');
    const target = await freshStore(driver, 'restore');
    try {
      const server = await start(store);
      const load = postLeads(server.url, 8);
      await sleep(2_000);
      const before = new Set(load.acknowledged);
      const backupFile = path.join(store.dataDir, 'backup.json');
      const started = Date.now();
      const backedUp = await cli(store, 'db', ['backup', '--output', backupFile]);
      const backupMs = Date.now() - started;
      await sleep(1_000);
      await load.stop();
      check(backedUp.code === 0, `backup failed: ${backedUp.stderr}`);
      check((fs.statSync(backupFile).mode & 0o777) === 0o600, 'the backup is not 0600');
      const live = await query<Record<string, unknown>>(store, `select * from leads where first_name = 'Caos' order by id`);
      await server.stop();
      const restored = await cli(target, 'db', ['restore', backupFile]);
      check(restored.code === 0, `restore failed: ${restored.stderr}`);
      const back = await query<Record<string, unknown>>(target, `select * from leads where first_name = 'Caos' order by id`);
      const backIds = new Set(back.map((row) => String(row.id)));
      const lost = missing(before, backIds);
      check(lost.length === 0, `${lost.length} leads acknowledged before the backup are not in it`);
      const liveById = new Map(live.map((row) => [String(row.id), JSON.stringify(row)]));
      const differing = back.filter((row) => liveById.get(String(row.id)) !== JSON.stringify(row));
      check(differing.length === 0, `${differing.length} restored rows differ from the live ones`);
      return {
        figures: `acknowledged before the backup ${before.size}, in the restore ${backIds.size} (equal field by field), lost 0; backup took ${backupMs} ms under load`,
      };
    } finally {
      await store.drop();
      await target.drop();
    }
  },

  async 'a locked PostgreSQL table'(driver) {
    if (driver === 'pglite') return { figures: '', skipped: 'PGlite has one session: no other can hold a lock' };
    const store = await freshStore(driver, 'locked');
    try {
      const server = await start(store, { DATABASE_STATEMENT_TIMEOUT_MS: '3000' });
      const locker = new pg.Client({ connectionString: store.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table leads in access exclusive mode');
      // Posts during the lock: each must answer (503 within seconds), and its resend after the lock stores it once.
      const keys = Array.from({ length: 6 }, (_, i) => `locked-${i}-${Date.now()}`);
      const started = Date.now();
      const during = await Promise.all(
        keys.map((key) =>
          fetch(`${server.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadBody(key) }).then((r) => r.status),
        ),
      );
      const answeredMs = Date.now() - started;
      const lockedHealth = await health(server.url);
      await locker.query('rollback');
      await locker.end();
      const acknowledged = new Set<string>();
      for (const key of keys) {
        const response = await fetch(`${server.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadBody(key) });
        const body = (await response.json()) as { id?: string };
        if (response.status === 201 && body.id) acknowledged.add(body.id);
      }
      const rows = await query<{ n: number }>(store, `select count(*)::int as n from leads where first_name = 'Caos'`);
      const stored = await storedLeadIds(store);
      await server.stop();
      const database = (lockedHealth.body.checks as { database: { status: string } }).database.status;
      check(
        during.every((status) => status === 503),
        `posts during the lock answered ${during.join(',')}`,
      );
      check(database === 'waiting', `health during the lock said "${database}", not "waiting"`);
      check(rows[0]!.n === keys.length && missing(acknowledged, stored).length === 0, `stored ${rows[0]!.n} rows for ${keys.length} keys`);
      return {
        figures: `6 posts during an ACCESS EXCLUSIVE lock answered 503 in ${answeredMs} ms; health "waiting"; resent: acknowledged ${acknowledged.size}, stored ${rows[0]!.n} (none doubled), lost 0`,
      };
    } finally {
      await store.drop();
    }
  },

  async 'reconnection flood'(driver) {
    const store = await freshStore(driver, 'flood');
    try {
      const server = await start(store);
      const { token } = (await (await fetch(`${server.url}/api/guest/generate-token`, { method: 'POST' })).json()) as { token: string };
      const open = () =>
        connect(server.url, { path: '/socket.io', transports: ['websocket'], query: { token, locale: 'es' }, reconnection: false, forceNew: true });
      // Messages acknowledged before the flood must be stored.
      const first = open();
      await new Promise((resolve) => first.once('history', resolve));
      const acknowledged: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const ack = (await first.timeout(5_000).emitWithAck('talk message', `hola ${i}`)) as { ok: boolean };
        if (ack.ok) acknowledged.push(i);
      }
      const cut = new Promise((resolve) => first.once('disconnect', resolve));
      for (let i = 0; i < 2_000 && first.connected; i += 1) first.emit('talk message', `flood ${i}`);
      await cut;
      // The flood's reconnections for 10 s, as fast as they are answered.
      let attempts = 0;
      let refused = 0;
      let accepted = 0;
      const cpuBefore = processCpuMs(server.child.pid!);
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const socket = open();
        attempts += 1;
        const result = await new Promise<string>((resolve) => {
          socket.once('connect', () => resolve('connected'));
          socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve(error.data?.code ?? error.message));
        });
        if (result === 'cooling-down') refused += 1;
        else if (result === 'connected') accepted += 1;
        socket.disconnect();
      }
      const cpuShare = (processCpuMs(server.child.pid!) - cpuBefore) / 10_000;
      const stored = await query<{ n: number }>(store, `select count(*)::int as n from chat_events e where e.by = 'user' and e.message like 'hola %'`);
      const floodLines = server.logs.filter((line) => /darky socket flooding/.test(String(line.msg))).length;
      await server.stop();
      check(accepted === 0, `${accepted} reconnections accepted during the cool-down`);
      check(floodLines === 1, `${floodLines} flood log lines (expected one per cool-down)`);
      check(stored[0]!.n >= acknowledged.length, `acknowledged ${acknowledged.length} messages, stored ${stored[0]!.n}`);
      return {
        figures: `messages acknowledged ${acknowledged.length}, stored ${stored[0]!.n}; ${attempts} reconnections in 10 s, ${refused} refused at the handshake, 0 accepted; 1 log line; server CPU during the flood ${cpuShare.toFixed(2)} of a core`,
      };
    } finally {
      await store.drop();
    }
  },
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { driver: { type: 'string', multiple: true } } });
  const reason = missingBuild();
  if (reason) throw new Error(`${reason}: run npm run build first`);
  const drivers = (values.driver ?? ['pglite', 'postgres']) as Driver[];
  const chosen = Object.keys(scenarios).filter((name) => positionals.length === 0 || positionals.some((wanted) => name.includes(wanted)));
  fs.mkdirSync(CHAOS_ROOT, { recursive: true });
  const started = Date.now();
  let failures = 0;
  for (const driver of drivers) {
    for (const name of chosen) {
      const at = Date.now();
      try {
        const outcome = await scenarios[name]!(driver);
        const seconds = ((Date.now() - at) / 1000).toFixed(1);
        console.log(
          outcome.skipped ? `skip  ${driver.padEnd(8)} ${name}: ${outcome.skipped}` : `ok    ${driver.padEnd(8)} ${name} (${seconds} s): ${outcome.figures}`,
        );
      } catch (error) {
        failures += 1;
        console.log(`FAIL  ${driver.padEnd(8)} ${name}: ${(error as Error).message}`);
      } finally {
        const left = await stopLeftovers();
        if (left > 0) console.log(`      ${driver.padEnd(8)} ${name}: stopped ${left} server(s) the scenario left running`);
      }
    }
  }
  console.log(`chaos: ${failures === 0 ? 'all passed' : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Exit explicitly: a handle nobody closed must not keep the suite (and CI) waiting.
  process.exit(failures > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
