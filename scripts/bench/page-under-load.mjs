// Page latency while leads pour in: the home page requested one at a time while 50 connections post leads as fast as
// they can (autocannon), on embedded PGlite and on PostgreSQL. The goal (issue 11): page p95 under 150 ms on PGlite.
// Usage: npm run bench:page-under-load   (BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_DATABASE_URL, NEXT_DIST_DIR;
// BENCH_SERVER=path/to/server.mjs measures another server bundle over the same build, e.g. an older one for "before")
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { LOCAL_ONLY, startProductionServer } from './lib/production-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER = process.env.BENCH_SERVER ?? 'dist/server.mjs';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const GOAL_MS = 150;

if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log(`> no production build in ${distDir}: run npm run build first`);
  process.exit(1);
}
if (!process.env.BENCH_SERVER && spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' }).status !== 0) {
  throw new Error('could not bundle server/main.ts');
}

/** The server under test (SERVER) on PGlite or the given database, healthy before it is measured. */
function startServer(extraEnv) {
  return startProductionServer({ ...LOCAL_ONLY, ...extraEnv }, { entry: SERVER, readyPath: '/api/health', ready: (res) => res.ok, readyTimeoutMs: 300_000 });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function timePage(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function measure(baseUrl, runId) {
  const page = `${baseUrl}/`;
  for (let i = 0; i < 10; i += 1) await timePage(page);
  const alone = [];
  for (let i = 0; i < 40; i += 1) alone.push(await timePage(page));

  let sent = 0;
  const statuses = new Map();
  const load = autocannon({
    url: `${baseUrl}/api/leads`,
    connections: CONCURRENCY,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            formId: 'conversemos',
            locale: 'es',
            idempotencyKey: `page-load-${runId}-${++sent}`,
            fields: { firstName: 'Carga', lastName: 'Prueba', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: `Bench ${runId}` },
          }),
        }),
      },
    ],
  });
  load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  let loading = true;
  const finished = load.then((result) => {
    loading = false;
    return result;
  });
  // Let the posts ramp up, then request the page one at a time for as long as they run.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const underLoad = [];
  let pageFailures = 0;
  while (loading) {
    try {
      underLoad.push(await timePage(page));
    } catch {
      // A reset or refused page is what a visitor would see: counted, not timed.
      pageFailures += 1;
    }
  }
  const result = await finished;
  return {
    alone: alone.sort((a, b) => a - b),
    underLoad: underLoad.sort((a, b) => a - b),
    leadsPerSecond: result.requests.average,
    statuses,
    pageFailures,
  };
}

function report(name, { alone, underLoad, leadsPerSecond, statuses, pageFailures }) {
  const f = (ms) => (ms === undefined ? '-' : ms.toFixed(0));
  console.log(`\n${name}`);
  console.log(`  home page alone          p50 ${f(percentile(alone, 50))} / p95 ${f(percentile(alone, 95))} ms (${alone.length} requests)`);
  console.log(
    `  home page under leads    p50 ${f(percentile(underLoad, 50))} / p95 ${f(percentile(underLoad, 95))} / max ${f(underLoad.at(-1))} ms (${underLoad.length} answered, ${pageFailures} failed)`,
  );
  console.log(
    `  lead posts meanwhile     ${leadsPerSecond.toFixed(0)} req/s at ${CONCURRENCY} concurrent (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})`,
  );
  return percentile(underLoad, 95);
}

const runId = Date.now().toString(36);
console.log(
  `> page under lead load: GET / one at a time while ${CONCURRENCY} connections POST /api/leads for ${SECONDS} s (server ${SERVER}, build ${distDir})`,
);

const pglite = await startServer({});
let pgliteP95;
try {
  pgliteP95 = report('PGlite (embedded, DATA_DIR)', await measure(pglite.url, runId));
} finally {
  await pglite.stop();
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
try {
  await admin.connect();
} catch (error) {
  console.log(`> PostgreSQL not reachable at ${ADMIN_URL} (${error.message}): skipped`);
}
if (admin._connected) {
  const name = `bench_page_${runId}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const postgres = await startServer({ DATABASE_URL: url.toString() });
    try {
      report('PostgreSQL (DATABASE_URL)', await measure(postgres.url, runId));
    } finally {
      await postgres.stop();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
console.log(`\nPGlite page p95 under lead load: ${pgliteP95?.toFixed(0) ?? '-'} ms (goal < ${GOAL_MS} ms): ${pgliteP95 < GOAL_MS ? 'met' : 'NOT met'}`);
