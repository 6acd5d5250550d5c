/**
 * What the security step of the custom server costs (docs/security.md). One Next.js production build behind one
 * HTTP server; a bench-only request header switches createHttpSecurity on or off per request, so both variants
 * share everything else. autocannon (in its own process) loads a prerendered and a dynamic page; the figures are
 * throughput, latency and this process's CPU time per request (steady even on a busy machine). Also measured:
 * the render-every-request alternative (draft mode bypasses the prerendered HTML, as a nonce on every page
 * would) and the step alone in a CPU-time loop.
 *
 * Usage: NEXT_DIST_DIR=.next-sec npx tsx scripts/bench/csp-cost.ts [seconds per run]   (needs a production build)
 */
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import next from 'next';
import { createHttpSecurity } from '../../src/features/security/server/http-security';
import { loadPrerenderedScripts } from '../../src/features/security/server/prerendered-pages';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const seconds = Number(process.argv[2] ?? 8);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'csp-bench-'));

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of this (server) process per request: immune to other processes competing for the cores. */
  cpuMicros: number;
  errors: number;
}

const execFileAsync = promisify(execFile);

/** autocannon runs in its own process, so this process's CPU time is the server's alone. */
async function run(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const args = ['node_modules/autocannon/autocannon.js', '-j', '-c', '10', '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await execFileAsync(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as AutocannonResult;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
    errors: result.errors + result.non2xx,
  };
}

const startLoad = performance.now();
const prerendered = loadPrerenderedScripts(distDir);
const loadMs = performance.now() - startLoad;

// One server and one Next instance (told its own port, so the proxy's rewrites stay in process); the step is
// switched per request by a bench-only header, so both variants share everything else.
let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
let applySecurity: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
const server = createServer((req, res) => {
  if (req.headers['x-bench-step'] === 'on') applySecurity!(req, res);
  void handle!(req, res);
});
const base = await listen(server);
const app = next({ dev: false, hostname: 'localhost', port: Number(new URL(base).port) });
handle = app.getRequestHandler();
await app.prepare();
applySecurity = createHttpSecurity({ production: true, siteUrl: base, tags: {}, hashesByRoute: prerendered.hashesByRoute });
const stepOff = { 'x-bench-step': 'off' };
const stepOn = { 'x-bench-step': 'on' };

// Draft mode makes Next render a prerendered page for the request: the cost of a nonce on every page.
const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
const draftCookie = { cookie: `__prerender_bypass=${manifest.preview.previewModeId}` };

const targets = [
  { name: 'prerendered page (/)', path: '/' },
  { name: 'prerendered page (/en/probadores)', path: '/en/probadores' },
  { name: 'dynamic page (/servicios/webs-y-apps-a-medida)', path: '/servicios/webs-y-apps-a-medida' },
];

// Warm both servers (first renders, file cache) before measuring.
for (const headers of [stepOff, stepOn])
  for (const t of targets) for (let i = 0; i < 20; i++) await fetch(base + t.path, { headers }).then((r) => r.arrayBuffer());

const rounds = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [
  `| Page | Without step: req/s, p50, p99 (ms), server CPU µs/req | With step: req/s, p50, p99 (ms), server CPU µs/req | Change in CPU per request |`,
  '| --- | --- | --- | --- |',
];
for (const target of targets) {
  // Interleave the variants so neither always runs on a warmer (or busier) machine; report medians.
  const without: Figures[] = [];
  const withStep: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [stepOn, stepOff] : [stepOff, stepOn];
    for (const headers of order) (headers === stepOn ? withStep : without).push(await run(base + target.path, headers));
  }
  const pick = (list: Figures[], key: keyof Figures) => median(list.map((f) => f[key]));
  const fmt = (list: Figures[]) =>
    `${pick(list, 'rps').toFixed(0)}, ${pick(list, 'p50').toFixed(1)}, ${pick(list, 'p99').toFixed(1)}, ${pick(list, 'cpuMicros').toFixed(0)}`;
  const change = ((pick(withStep, 'cpuMicros') / pick(without, 'cpuMicros') - 1) * 100).toFixed(1);
  rows.push(`| ${target.name} | ${fmt(without)} | ${fmt(withStep)} | ${change} % |`);
  const errors = [...without, ...withStep].reduce((sum, f) => sum + f.errors, 0);
  if (errors) rows.push(`|  (${errors} errors or non-2xx answers in these runs) | | | |`);
}

const draft = await run(base + '/', { ...stepOn, ...draftCookie });
const staticHome = await run(base + '/', stepOn);
rows.push('', '| Home page served as | req/s | p50 (ms) | p99 (ms) | server CPU µs/req |', '| --- | --- | --- | --- | --- |');
rows.push(
  `| prerendered HTML + build hashes (chosen) | ${staticHome.rps.toFixed(0)} | ${staticHome.p50} | ${staticHome.p99} | ${staticHome.cpuMicros.toFixed(0)} |`,
);
rows.push(`| rendered per request (what nonces on every page cost) | ${draft.rps.toFixed(0)} | ${draft.p50} | ${draft.p99} | ${draft.cpuMicros.toFixed(0)} |`);

// The step alone, in CPU time (steadier than wall time on a shared machine): fake request/response pairs with
// and without applySecurity; the difference is the step.
const iterations = 100_000;
const socket = new Socket();
function cpuMicrosPerRequest(withStep: boolean): number {
  const start = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const req = new IncomingMessage(socket);
    req.url = i % 2 ? '/servicios/webs-y-apps-a-medida?tab=web-ux' : '/en/probadores';
    req.headers = { host: 'localhost' };
    const res = new ServerResponse(req);
    if (withStep) applySecurity!(req, res);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / iterations;
}
cpuMicrosPerRequest(true); // warm up the JIT and the header templates
const stepSamples: number[] = [];
for (let round = 0; round < 5; round++) stepSamples.push(cpuMicrosPerRequest(true) - cpuMicrosPerRequest(false));
const stepMicros = median(stepSamples);

const hashCounts = [...prerendered.hashesByRoute.values()].map((list) => list.length);
console.log(rows.join('\n'));
console.log(`\nSecurity step alone: ${stepMicros.toFixed(1)} µs of CPU per request (median of 5 × ${iterations} requests).`);
console.log(
  `Start-up: ${prerendered.hashesByRoute.size} prerendered pages hashed in ${loadMs.toFixed(0)} ms; ` +
    `${Math.min(...hashCounts)}-${Math.max(...hashCounts)} inline scripts per page.`,
);
console.log(`autocannon (own process): 10 connections, ${seconds} s per run, ${rounds} interleaved rounds per variant (medians), node ${process.version}.`);
process.exit(0);
