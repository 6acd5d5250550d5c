// Load test of Darky: a crowd of N guests arrives at a steady rate; each gets a token, connects, receives the greeting,
// sends a message, gets the reply and stays connected; after a hold the bench counts who is still connected.
// Usage: npm run bench:chat -- [--guests 1000] [--rate 100] [--workers N] [--hold 30] [--timeout 60000]
//          [--database pglite|postgres] [--redis] [--instances 2] [--message "¿Qué servicios ofrecen?"] [--locale es] [--flood]
//          [--talk [--minutes 5] [--every 30]] [--handoff [--conversations 200] [--operators 20] [--messages 5] [--gap-ms 1000]]
// --talk: 10,000 guests by default; once all have arrived each sends a message every --every seconds (30) for
// --minutes (5): about 333 messages/s. Reply p95 must stay under 100 ms with nothing lost. --minutes 1 for a try.
// --handoff: the team's live inbox (lib/chat-handoff.mjs): --conversations visitors ask for a person, --operators
// operators (made with the admin CLI's code, signed in through the console's form) take them round-robin, then write
// --messages messages in each, one every --gap-ms; operator → visitor p95 must stay under 100 ms with nothing lost.
// --flood: one abusive visitor (lib/chat-flood-worker.mjs: guest tokens in a loop, one socket flooding page-loads and
// messages) keeps going while the crowd (200 guests by default) arrives; the crowd's reply p95 must stay under 100 ms.
// --instances 2 (with --database postgres --redis): two server processes on one database and Redis, the client
// processes' guests shared between them as a load balancer would; CPU is the instances' sum, memory the first's.
// Every guest has its own address (X-Forwarded-For through one trusted hop), so the per-IP bounds are the real ones.
// Targets E2E_BASE_URL when set (no server figures then); otherwise starts the production server (dist/server.mjs,
// NEXT_DIST_DIR build) on a free port with a throw-away database. Prints a summary (docs/benchmarks.md keeps it) and
// writes bench-results/chat-<guests>.json.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { missingBuild, startProductionServer } from '../lib/production-server.mjs';
import { spawnNode } from '../lib/spawn-node.mjs';
import { runHandoffBench } from './lib/chat-handoff.mjs';
import { sampleRss } from './lib/rss.mjs';

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string' },
    // Arrivals per second. The default is what this 2-core machine absorbs with room to spare (docs/benchmarks.md).
    rate: { type: 'string', default: '100' },
    workers: { type: 'string' },
    hold: { type: 'string', default: '30' },
    timeout: { type: 'string', default: '60000' },
    database: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
    message: { type: 'string', default: '¿Qué servicios ofrecen?' },
    locale: { type: 'string', default: 'es' },
    flood: { type: 'boolean', default: false },
    talk: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '5' },
    every: { type: 'string', default: '30' },
    handoff: { type: 'boolean', default: false },
    conversations: { type: 'string', default: '200' },
    operators: { type: 'string', default: '20' },
    messages: { type: 'string', default: '5' },
    'gap-ms': { type: 'string', default: '1000' },
  },
});
const guests = Number(args.guests ?? (args.flood ? 200 : args.talk ? 10_000 : 1000));
const talkMs = Number(args.minutes) * 60_000;
const everyMs = Number(args.every) * 1000;
if (args.talk && !(talkMs > 0 && everyMs > 0)) {
  console.error('--minutes and --every take positive numbers');
  process.exit(2);
}
const rate = Number(args.rate);
// One client process per 2,500 guests: each stays far from being the bottleneck (its loop delay is reported).
const workers = Math.max(1, Math.min(guests, Number(args.workers ?? Math.ceil(guests / 2500))));
const holdMs = Number(args.hold) * 1000;
const timeoutMs = Number(args.timeout);
if (![guests, rate, workers, holdMs, timeoutMs].every((n) => Number.isFinite(n) && n >= 0) || guests < 1 || rate <= 0) {
  console.error('--guests, --rate, --workers, --hold and --timeout take positive numbers');
  process.exit(2);
}
const handoff = {
  conversations: Number(args.conversations),
  operators: Number(args.operators),
  messages: Number(args.messages),
  everyMs: Number(args['gap-ms']),
};
if (args.handoff && !Object.values(handoff).every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--conversations, --operators, --messages and --gap-ms take positive integers');
  process.exit(2);
}
const instances = Number(args.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 4) {
  console.error('--instances takes 1 to 4');
  process.exit(2);
}
if (instances > 1 && (args.database !== 'postgres' || !args.redis || process.env.E2E_BASE_URL || args.handoff)) {
  console.error('--instances 2 needs --database postgres and --redis, its own servers (no E2E_BASE_URL) and no --handoff');
  process.exit(2);
}
if (!['pglite', 'postgres'].includes(args.database)) {
  console.error('--database is pglite or postgres');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MB`);
const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) of a process, in ms; /proc counts in clock ticks of 10 ms. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU time of this machine's processes named `name` (PostgreSQL's server and its backends, Redis), in ms by pid: what
 * the shared services spend for the instances, which their own CPU does not show.
 */
function cpuMsOfProcesses(name) {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) byPid.set(entry, cpuMsOf(entry) ?? 0);
    } catch {
      // Ended while listed.
    }
  }
  return byPid;
}

/** CPU the processes named `name` spent since `before` (cpuMsOfProcesses); a backend that ended in between is not counted. */
function cpuMsSince(name, before) {
  let total = 0;
  for (const [pid, cpuMs] of cpuMsOfProcesses(name)) total += cpuMs - (before.get(pid) ?? 0);
  return total;
}

/** Connections the kernel refused because a listen queue was full (whole machine, since boot). */
function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'));
    const names = lines[0].split(/\s+/);
    return Number(lines[1].split(/\s+/)[names.indexOf('ListenOverflows')]);
  } catch {
    return undefined;
  }
}

// --- the server (unless E2E_BASE_URL points at one) ---
let server;
/** Every instance started (server is the first); the crowd's client processes are shared between their URLs. */
const servers = [];
let stopping = false;
let dataDir;
let memoryFile;
let dropDatabase = async () => {};
let baseUrl = process.env.E2E_BASE_URL;
let setup = 'external server';
/** What the admin CLI needs to reach the started server's database (the handoff bench makes its operators there). */
let operatorCliEnv = {};
if (!baseUrl) {
  const missing = missingBuild();
  if (missing) {
    console.error(`No production build (${missing}; or set NEXT_DIST_DIR, or E2E_BASE_URL).`);
    process.exit(1);
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  memoryFile = path.join(dataDir, 'memory.json');
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    LLM_BASE_URL: '',
    BENCH_MEMORY_FILE: memoryFile,
    // The bench's clients say who they are through X-Forwarded-For, as a proxy would: the per-IP bounds apply as in
    // production (one address per guest; the flood's abuser has one of its own).
    TRUSTED_PROXY_HOPS: '1',
    // Required in production with PostgreSQL or Redis (src/server/app-secret.ts).
    APP_SECRET: process.env.APP_SECRET || randomBytes(32).toString('hex'),
  };
  if (args.database === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `bench_chat_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  if (args.handoff) {
    // The team is in and nobody's wait runs out during the bench (the clock is pinned, never the real one).
    env.HANDOFF_HOURS = 'open';
    env.HANDOFF_WAIT_MS = '3600000';
    // Each operator writes their share within about a minute; the per-operator cap (40 a minute by default) is raised
    // to fit, so that the bench measures delivery, not the limit.
    const perOperator = Math.ceil(handoff.conversations / handoff.operators) * handoff.messages;
    env.OPERATOR_MESSAGES_PER_MINUTE = String(Math.max(40, perOperator * 2));
  }
  if (args.redis) {
    env.REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  }
  operatorCliEnv = { DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL, APP_SECRET: env.APP_SECRET };
  setup = `${args.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}${args.redis ? ' + Redis' : ''}${instances > 1 ? `, ${instances} instances` : ''}`;
  const started = Date.now();
  for (let i = 0; i < instances; i += 1) {
    // Each instance has its own data folder (media, backups) and memory file; the database and Redis are shared.
    const own = i === 0 ? {} : { DATA_DIR: mkdtempSync(path.join(dataDir, `instance-${i}-`)), BENCH_MEMORY_FILE: path.join(dataDir, `memory-${i}.json`) };
    const instance = await startProductionServer(
      { ...env, ...own },
      {
        nodeArgs: ['--expose-gc', '--require', path.resolve('scripts/bench/lib/server-memory-probe.cjs')],
        // Every guest holds a socket on the server, plus the database's and Next's own files.
        openFiles: guests + 1000,
        output: 'inherit',
        readyTimeoutMs: 120_000,
      },
    );
    instance.child.once('exit', (code, signal) => {
      if (!stopping) console.error(`server exited during the bench: code ${code}, signal ${signal}`);
    });
    servers.push(instance);
  }
  server = servers[0];
  baseUrl = server.url;
  console.log(`server started in ${Date.now() - started} ms (pid ${servers.map((s) => s.pid).join(', ')}, ${setup})`);
}
const baseUrls = servers.length > 1 ? servers.map((s) => s.url) : [baseUrl];
/** CPU time of every instance together, in ms. */
const serversCpuMs = () => servers.reduce((total, s) => total + (cpuMsOf(s.pid) ?? 0), 0);
const stopServers = () => Promise.all(servers.map((s) => s.stop()));

if (args.handoff) {
  const cpuBefore = server ? serversCpuMs() : undefined;
  let figures;
  try {
    figures = await runHandoffBench({ baseUrl, serverEnv: operatorCliEnv, ...handoff, timeoutMs, locale: args.locale });
  } catch (error) {
    console.error(`handoff bench failed: ${error.stack ?? error}`);
    figures = undefined;
  }
  const cpuMs = server && cpuBefore !== undefined ? serversCpuMs() - cpuBefore : undefined;
  if (figures) {
    figures = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, setup, ...figures, serverCpuMs: cpuMs };
    const l = figures.latencyMs;
    console.log(
      [
        `Darky handoff bench: ${figures.conversations} live conversations, ${figures.operators} operators, ${figures.messagesPerConversation} operator messages each (one every ${figures.everyMs} ms) against ${baseUrl} (${setup})`,
        `  visitors connected:  ${figures.connectedVisitors}; taken by an operator: ${figures.taken} (refused: ${JSON.stringify(figures.takeRefused)})`,
        `  operator messages:   sent ${figures.sent}, acknowledged ${figures.acked} (refused: ${JSON.stringify(figures.sendRefused)}), received by the visitor ${figures.received}`,
        `  lost:                ${figures.lost}; duplicated ${figures.duplicates}; conversations out of order ${figures.outOfOrder}`,
        `  operator → visitor:  p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, max ${ms(l.max)}  (${figures.sent} messages over ${figures.talkSeconds.toFixed(1)} s)`,
        `  by message's rank:   ${figures.latencyByRoundMs.map((r, i) => `#${i + 1} p95 ${ms(r.p95)}`).join(', ')}  (#1 meets the visitors' 200 replies)`,
        `  visitor → operator:  ${figures.visitorReplies.heardByOperator} of ${figures.visitorReplies.sent} visitors' replies heard by their operator; Darky's lines while held: ${figures.darkyWhileHeld}`,
        `  errors:              ${JSON.stringify(figures.errors)}; client loop delay p99 ${ms(figures.clientLoopDelayP99Ms)}${cpuMs === undefined ? '' : `; server CPU ${(cpuMs / 1000).toFixed(1)} s`}`,
        `  verdict:             p95 ${ms(l.p95)} ${l.p95 !== undefined && l.p95 < 100 ? '<' : '≥'} 100 ms, lost ${figures.lost}`,
      ].join('\n'),
    );
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(`bench-results/chat-handoff-${figures.conversations}.json`, `${JSON.stringify(figures, null, 2)}\n`);
  }
  if (server) {
    stopping = true;
    await stopServers();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const held =
    figures &&
    figures.lost === 0 &&
    figures.duplicates === 0 &&
    figures.taken === figures.conversations &&
    figures.darkyWhileHeld === 0 &&
    figures.visitorReplies.heardByOperator === figures.visitorReplies.sent &&
    figures.latencyMs.p95 < 100;
  process.exit(held ? 0 : 1);
}

/** The server's resident memory from now on: idle is the first sample, peak the highest. */
const rssSampler = server && sampleRss(server.pid);

/** The server's memory after a full collection (see lib/server-memory-probe.cjs), or undefined. */
async function serverMemory() {
  if (!server) return undefined;
  rmSync(memoryFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await sleep(100);
    if (existsSync(memoryFile)) {
      try {
        return JSON.parse(readFileSync(memoryFile, 'utf8'));
      } catch {
        // Still being written: read it again.
      }
    }
  }
  return undefined;
}

// --- token burst: how fast the endpoint issues, measured before the crowd (it also warms the server up) ---
const burst = { total: args.flood ? 0 : Math.min(guests, 2000), concurrency: 50, ok: 0, failed: 0, ms: [] };
{
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < burst.total) {
      next += 1;
      const t = performance.now();
      try {
        // One address per token: guest tokens are limited per IP.
        const response = await fetch(`${baseUrl}/api/guest/generate-token`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.250.${(next >> 8) & 255}.${next & 255}` },
        });
        await response.arrayBuffer();
        if (response.ok) burst.ok += 1;
        else burst.failed += 1;
      } catch {
        burst.failed += 1;
      }
      burst.ms.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: burst.concurrency }, lane));
  burst.perSecond = burst.ok / ((performance.now() - started) / 1000);
}
await sleep(1000);

const memoryBefore = await serverMemory();
const rssBefore = server ? rssOf(server.pid) : undefined;
const cpuBefore = server ? serversCpuMs() : undefined;
const overflowsBefore = listenOverflows();

// --- the crowd ---
const intervalMs = (1000 * workers) / rate;
const children = [];
let leaving = false;
for (let i = 0; i < workers; i += 1) {
  const share = Math.floor(guests / workers) + (i < guests % workers ? 1 : 0);
  const child = spawnNode([path.resolve('scripts/bench/lib/chat-crowd-worker.mjs')], share + 500, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const answers = [];
  const waiters = [];
  child.on('message', (message) => (waiters.length ? waiters.shift()(message) : answers.push(message)));
  child.once('exit', (code) => {
    if (leaving) return;
    console.error(`client process ${i} exited with ${code} before the end`);
    stopping = true;
    void (async () => {
      await stopServers();
      await dropDatabase();
    })().finally(() => process.exit(1));
  });
  const nextMessage = () => (answers.length ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiters.push(resolve)));
  children.push({ child, share, nextMessage });
}
// Each worker says when it has loaded socket.io-client and listens: the clock starts after that.
await Promise.all(children.map(({ nextMessage }) => nextMessage()));
// --flood: the abuser starts first and keeps flooding until the crowd has settled.
let flood;
if (args.flood) {
  const child = spawnNode([path.resolve('scripts/bench/lib/chat-flood-worker.mjs')], 200, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const messages = [];
  const waiters = [];
  child.on('message', (message) => (waiters.length ? waiters.shift()(message) : messages.push(message)));
  const nextMessage = () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((resolve) => waiters.push(resolve)));
  await nextMessage();
  child.send({ type: 'start', baseUrl });
  await nextMessage();
  flood = { child, nextMessage, startedAt: performance.now() };
  // Two seconds of flood alone before the first guest arrives.
  await sleep(2000);
}
const crowdStart = performance.now();
children.forEach(({ child, share }, i) => {
  // Worker i's guests arrive in the gaps of the others': together, one guest every 1000 / rate ms.
  child.send({
    type: 'start',
    guests: share,
    intervalMs,
    offsetMs: (i * 1000) / rate,
    baseUrl: baseUrls[i % baseUrls.length],
    locale: args.locale,
    message: args.message,
    timeoutMs,
    worker: i,
  });
});
const reports = (await Promise.all(children.map(({ nextMessage }) => nextMessage()))).map((m) => m.report);
let floodReport;
if (flood) {
  flood.child.send({ type: 'stop' });
  floodReport = { ...(await flood.nextMessage()).report, seconds: (performance.now() - flood.startedAt) / 1000 };
}
const settledS = (performance.now() - crowdStart) / 1000;
const cpuCrowd = server ? serversCpuMs() - cpuBefore : undefined;
const overflows = overflowsBefore === undefined ? undefined : listenOverflows() - overflowsBefore;

// --talk: everyone connected keeps talking.
let talkReports;
let cpuTalk;
/** CPU the shared services in use spent during the talk (PostgreSQL, Redis), in ms by the name printed. */
const cpuTalkServices = {};
/** The shared services in use, by the name printed and their processes' name. */
const sharedServices = Object.entries({ postgres: args.database === 'postgres' && 'postgres', redis: args.redis && 'redis-server' }).filter(
  ([, processName]) => processName,
);
if (args.talk) {
  const cpuBeforeTalk = server ? serversCpuMs() : undefined;
  const servicesBeforeTalk = sharedServices.map(([name, processName]) => [name, processName, cpuMsOfProcesses(processName)]);
  for (const { child } of children) child.send({ type: 'talk', everyMs, durationMs: talkMs, message: args.message, locale: args.locale });
  talkReports = (await Promise.all(children.map(({ nextMessage }) => nextMessage()))).map((m) => m.report);
  cpuTalk = server ? serversCpuMs() - cpuBeforeTalk : undefined;
  for (const [name, processName, before] of servicesBeforeTalk) cpuTalkServices[name] = cpuMsSince(processName, before);
}

const cpuBeforeHold = server ? serversCpuMs() : undefined;
await sleep(holdMs);
const cpuHold = server && holdMs ? serversCpuMs() - cpuBeforeHold : undefined;
for (const { child } of children) child.send({ type: 'count' });
const counts = await Promise.all(children.map(({ nextMessage }) => nextMessage()));
const stillConnected = counts.reduce((sum, c) => sum + c.connected, 0);
const memoryWith = await serverMemory();
const rssWith = server ? rssOf(server.pid) : undefined;
const rssSamples = rssSampler ? rssSampler.stop() : {};

leaving = true;
for (const { child } of children) child.send({ type: 'leave' });
await Promise.all(children.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));

// --- the figures ---
const sum = (key) => reports.reduce((total, r) => total + r[key], 0);
const all = (key) => reports.flatMap((r) => r[key]);
const errors = {};
const disconnects = {};
for (const r of reports) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
for (const c of counts) for (const [k, v] of Object.entries(c.disconnects)) disconnects[k] = (disconnects[k] ?? 0) + v;
const replies = sum('replies');
const replyMs = all('replyMs');
const greetingMs = all('greetingMs');
const tokenMs = all('tokenMs');
const tokenSpanS = Math.max(0.001, (Math.max(...reports.map((r) => r.lastTokenAt)) - Math.min(...reports.map((r) => r.firstTokenAt))) / 1000);
const perGuest = (a, b) => (a !== undefined && b !== undefined && stillConnected ? `${((b - a) / stillConnected / 1024).toFixed(1)} kB` : 'n/a');
const figures = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  setup,
  guests,
  rate,
  workers,
  holdS: holdMs / 1000,
  crowdArrivedS: guests / rate,
  settledS,
  connected: sum('connected'),
  stillConnected,
  greetings: sum('greeted'),
  sent: sum('sent'),
  replies,
  lost: guests - stillConnected,
  errors,
  disconnects,
  replyMs: { p50: percentile(replyMs, 50), p95: percentile(replyMs, 95), max: percentile(replyMs, 100) },
  greetingMs: { p50: percentile(greetingMs, 50), p95: percentile(greetingMs, 95), max: percentile(greetingMs, 100) },
  tokens: {
    burst: {
      total: burst.total,
      concurrency: burst.concurrency,
      ok: burst.ok,
      failed: burst.failed,
      perSecond: burst.perSecond,
      p95Ms: percentile(burst.ms, 95),
    },
    crowd: {
      issued: sum('tokens'),
      perSecond: sum('tokens') / tokenSpanS,
      p50Ms: percentile(tokenMs, 50),
      p95Ms: percentile(tokenMs, 95),
      maxMs: percentile(tokenMs, 100),
    },
  },
  server: server && {
    rssBefore,
    rssWith,
    afterGcBefore: memoryBefore,
    afterGcWith: memoryWith,
    cpuMsDuringCrowd: cpuCrowd,
    cpuMsDuringHold: cpuHold,
  },
  listenOverflows: overflows,
  rss: server && rssSamples,
  talk: talkReports && {
    minutes: talkMs / 60_000,
    everyS: everyMs / 1000,
    guests: talkReports.reduce((n, r) => n + r.guests, 0),
    sent: talkReports.reduce((n, r) => n + r.sent, 0),
    replies: talkReports.reduce((n, r) => n + r.replies, 0),
    lost: talkReports.reduce((n, r) => n + r.lost, 0),
    seconds: Math.max(...talkReports.map((r) => r.seconds)),
    errors: Object.assign({}, ...talkReports.map((r) => r.errors)),
    replyMs: (() => {
      const values = talkReports.flatMap((r) => r.replyMs);
      return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99), max: percentile(values, 100) };
    })(),
    cpuMs: cpuTalk,
    servicesCpuMs: cpuTalkServices,
    clientLoopDelayP99Ms: Math.max(...talkReports.map((r) => r.loopDelayP99Ms)),
  },
  flood: floodReport,
  clients: reports.map((r) => ({ loopDelayP99Ms: r.loopDelayP99Ms, loopDelayMaxMs: r.loopDelayMaxMs, cpuMs: r.cpuMs, rss: r.rss })),
};

console.log(
  [
    `Darky chat bench: ${guests} guests arriving at ${rate}/s (${workers} client process${workers > 1 ? 'es' : ''}) against ${baseUrls.join(' + ')} (${setup})`,
    `  crowd:              arrived over ${figures.crowdArrivedS.toFixed(1)} s, every journey settled at ${settledS.toFixed(1)} s, then held ${holdMs / 1000} s`,
    `  connected:          ${figures.connected}  (still connected at the end: ${stillConnected})`,
    `  greetings received: ${figures.greetings}`,
    `  replies received:   ${replies} of ${figures.sent} sent`,
    `  lost:               ${figures.lost}  (errors: ${JSON.stringify(errors)}; dropped after the reply: ${JSON.stringify(disconnects)})`,
    `  reply latency:      p50 ${ms(figures.replyMs.p50)}, p95 ${ms(figures.replyMs.p95)}, max ${ms(figures.replyMs.max)}`,
    `  arrival → greeting: p50 ${ms(figures.greetingMs.p50)}, p95 ${ms(figures.greetingMs.p95)}, max ${ms(figures.greetingMs.max)}  (token, socket, history, greeting)`,
    `  token issuance:     ${Math.round(burst.perSecond)}/s at ${burst.concurrency} concurrent (${burst.ok} of ${burst.total}, p95 ${ms(figures.tokens.burst.p95Ms)});` +
      ` in the crowd ${Math.round(figures.tokens.crowd.perSecond)}/s, p50 ${ms(figures.tokens.crowd.p50Ms)}, p95 ${ms(figures.tokens.crowd.p95Ms)}, max ${ms(figures.tokens.crowd.maxMs)}`,
    `  server RSS:         before ${mb(memoryBefore?.rss)}, with ${stillConnected} guests connected ${mb(memoryWith?.rss)} (after a full GC; without: ${mb(rssBefore)} → ${mb(rssWith)})`,
    `  per-guest memory:   ${perGuest(memoryBefore?.rss, memoryWith?.rss)} RSS, ${perGuest(memoryBefore?.heapUsed, memoryWith?.heapUsed)} JS heap`,
    `  server CPU:         ${cpuCrowd === undefined ? 'n/a' : `${(cpuCrowd / 1000).toFixed(1)} s while the crowd arrived (${(cpuCrowd / guests).toFixed(2)} ms per guest)`}` +
      `${cpuHold === undefined ? '' : `; ${((100 * cpuHold) / holdMs).toFixed(1)}% of a core while holding them`}`,
    `  server RSS idle/peak: ${mb(rssSamples.idle)} idle (after start), ${mb(rssSamples.peak)} peak (sampled every 250 ms); kernel high-water mark ${mb(rssSamples.highWater)}`,
    ...(figures.talk
      ? [
          `  talk:               ${figures.talk.guests} guests, one message every ${figures.talk.everyS} s each for ${figures.talk.minutes} min` +
            ` (${Math.round(figures.talk.sent / figures.talk.seconds)} messages/s over ${figures.talk.seconds.toFixed(0)} s)`,
          `  talk replies:       ${figures.talk.replies} of ${figures.talk.sent} sent, lost ${figures.talk.lost} (errors: ${JSON.stringify(figures.talk.errors)})`,
          `  talk reply latency: p50 ${ms(figures.talk.replyMs.p50)}, p95 ${ms(figures.talk.replyMs.p95)}, p99 ${ms(figures.talk.replyMs.p99)}, max ${ms(figures.talk.replyMs.max)}` +
            `${cpuTalk === undefined ? '' : `; server ${((100 * cpuTalk) / (figures.talk.seconds * 1000)).toFixed(0)}% of a core`}` +
            Object.entries(cpuTalkServices)
              .map(([name, cpu]) => `, ${name} ${((100 * cpu) / (figures.talk.seconds * 1000)).toFixed(0)}%`)
              .join('') +
            `; client loop delay p99 ${ms(figures.talk.clientLoopDelayP99Ms)}`,
          `  verdict:            talk reply p95 ${ms(figures.talk.replyMs.p95)} ${figures.talk.replyMs.p95 !== undefined && figures.talk.replyMs.p95 < 100 ? '<' : '≥'} 100 ms, lost ${figures.talk.lost}`,
        ]
      : []),
    `  listen overflows:   ${overflows ?? 'n/a'}  (connections the kernel dropped on a full accept queue, whole machine)`,
    `  client processes:   loop delay p99 ${ms(Math.max(...figures.clients.map((c) => c.loopDelayP99Ms)))}, max ${ms(Math.max(...figures.clients.map((c) => c.loopDelayMaxMs)))};` +
      ` CPU ${(sum('cpuMs') / 1000).toFixed(1)} s; RSS ${figures.clients.map((c) => mb(c.rss)).join(' + ')}`,
    ...(floodReport
      ? [
          `  flood (one IP):     ${floodReport.sent.pageLoads} page-loads + ${floodReport.sent.messages} messages over ${floodReport.seconds.toFixed(1)} s;` +
            ` told ${JSON.stringify(floodReport.refusals)}; disconnected by the server ${floodReport.disconnectedByServer} times; answered ${floodReport.greetings} greetings, ${floodReport.botReplies} replies;` +
            ` guest tokens ${floodReport.tokens.ok} issued, ${floodReport.tokens.refused} refused (429, Retry-After ${floodReport.tokens.retryAfter} s)`,
          `  verdict:            the crowd's reply p95 ${ms(figures.replyMs.p95)} ${figures.replyMs.p95 !== undefined && figures.replyMs.p95 < 100 ? '<' : '≥'} 100 ms during the flood`,
        ]
      : []),
  ].join('\n'),
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  `bench-results/chat-${guests}${args.flood ? '-flood' : ''}${args.talk ? '-talk' : ''}${args.database === 'postgres' ? '-postgres' : ''}${instances > 1 ? `-x${instances}` : ''}.json`,
  `${JSON.stringify(figures, null, 2)}\n`,
);

if (server) {
  stopping = true;
  await stopServers();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
const talkHeld = !figures.talk || (figures.talk.lost === 0 && figures.talk.replyMs.p95 !== undefined && figures.talk.replyMs.p95 < 100);
process.exit(figures.lost === 0 && (!floodReport || figures.replyMs.p95 < 100) && talkHeld ? 0 : 1);
