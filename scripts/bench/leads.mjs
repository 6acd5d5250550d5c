// Lead pipeline load test: 1,000 submissions at 50 concurrent against POST /api/leads on a locally
// started production server, once on embedded PGlite and once on PostgreSQL. Prints throughput,
// latency percentiles and whether every accepted lead was stored (stored == accepted).
// Usage: npm run bench:leads   (BENCH_TOTAL, BENCH_CONCURRENCY, BENCH_DATABASE_URL, BENCH_DATABASES, NEXT_DIST_DIR optional)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { LOCAL_ONLY, startProductionServer } from './lib/production-server.mjs';
import { mb, sampleRss } from './lib/rss.mjs';

const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const distDir = process.env.NEXT_DIST_DIR || '.next';

function ensureBuild() {
  if (!existsSync(`${distDir}/BUILD_ID`)) {
    console.log(`> no production build in ${distDir}: building it (1-3 minutes)`);
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The server bundle is cheap to make and must match the tree.
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  if (server.status !== 0) throw new Error('could not bundle server/main.ts');
}

/** The production server on the bench's own data folder; healthy (database reachable) before it is measured. */
function startServer(extraEnv) {
  return startProductionServer({ ...LOCAL_ONLY, ...extraEnv }, { readyPath: '/api/health', ready: (res) => res.ok });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(baseUrl, runId) {
  // Warm-up with invalid leads (422, nothing stored) so route compilation is not measured.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"formId":"contacto","locale":"es","fields":{}}',
    });
  }
  let sent = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: `${baseUrl}/api/leads`,
    connections: CONCURRENCY,
    amount: TOTAL,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            body: JSON.stringify({
              formId: 'nuevo-contacto',
              locale: sent % 2 ? 'es' : 'en',
              // Each submission is a different visit (its own key), so none is merged as a double submit.
              idempotencyKey: `bench-${runId}-${sent}`,
              fields: {
                firstName: 'Carga',
                lastName: 'Prueba',
                phone: '+51 987 654 321',
                service: 'webs-y-apps',
                source: 'other',
                message: `Bench ${runId} #${sent}`,
              },
              page: '/conversemos?utm_source=bench',
            }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies, statuses };
}

async function benchPglite(runId) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const rss = sampleRss(server.pid);
    const measured = await load(server.url, runId);
    const memory = rss.stop();
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const { rows } = await db.query(`select count(*)::int as n from leads where message like $1`, [`Bench ${runId} #%`]);
    await db.close();
    return { ...measured, stored: rows[0].n, memory };
  } finally {
    // A server still writing its folder must not hide the error that got us here.
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch (error) {
      console.warn(`> could not remove ${dataDir}: ${error.message}`);
    }
  }
}

async function benchPostgres(runId) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`> PostgreSQL not reachable at ${ADMIN_URL} (${error.message}): skipped`);
    return undefined;
  }
  const name = `bench_leads_${runId}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const rss = sampleRss(server.pid);
    const measured = await load(server.url, runId);
    const memory = rss.stop();
    await server.stop();
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query(`select count(*)::int as n from leads where message like $1`, [`Bench ${runId} #%`]);
    await check.end();
    return { ...measured, stored: rows[0].n, memory };
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(driver, { result, latencies, statuses, stored, memory }) {
  const accepted = statuses.get(201) ?? 0;
  const seconds = result.duration;
  const line = (label, value) => console.log(`  ${label.padEnd(22)} ${value}`);
  console.log(`\n${driver}`);
  line('requests', `${latencies.length} at ${CONCURRENCY} concurrent`);
  line('status codes', [...statuses].map(([code, n]) => `${code}: ${n}`).join(', '));
  line('throughput', `${(latencies.length / seconds).toFixed(1)} req/s over ${seconds.toFixed(2)} s`);
  line('latency p50 / p95 / p99', `${[50, 95, 99].map((p) => percentile(latencies, p).toFixed(1)).join(' / ')} ms`);
  line('errors / timeouts', `${result.errors} / ${result.timeouts}`);
  line('server RSS idle/peak', `${mb(memory.idle)} idle, ${mb(memory.peak)} peak (sampled every 250 ms); high-water mark ${mb(memory.highWater)}`);
  line('stored == accepted', `${stored === accepted ? 'yes' : 'NO'} (stored ${stored}, accepted ${accepted})`);
  return stored === accepted && accepted === TOTAL;
}

ensureBuild();
const runId = Date.now().toString(36);
console.log(`> lead bench: ${TOTAL} submissions, ${CONCURRENCY} concurrent, POST /api/leads (build ${distDir})`);
// BENCH_DATABASES=postgres (or pglite) measures one of the two.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
let ok = true;
if (databases.includes('pglite')) ok = report('PGlite (embedded, DATA_DIR)', await benchPglite(runId));
const postgres = databases.includes('postgres') ? await benchPostgres(runId) : undefined;
if (postgres) ok = report('PostgreSQL (DATABASE_URL)', postgres) && ok;
process.exit(ok ? 0 : 1);
