/**
 * What the security step of the custom server costs (docs/security.md): the same Next.js build served by two
 * HTTP servers in one process, one with createHttpSecurity and one without, measured with autocannon on a
 * prerendered page and a dynamic page; plus the render-every-request alternative (draft mode bypasses the
 * prerendered HTML, as a nonce-on-every-page policy would) and the step alone in a timing loop.
 *
 * Usage: NEXT_DIST_DIR=.next-sec npx tsx scripts/bench/csp-cost.ts [seconds per run]   (needs a production build)
 */
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import next from 'next';
import { createHttpSecurity } from '../../src/features/security/server/http-security';
import { loadPrerenderedScripts } from '../../src/features/security/server/prerendered-pages';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
// autocannon ships no types; this is the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

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
  errors: number;
}

async function run(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
for (const headers of [stepOff, stepOn]) for (const t of targets) for (let i = 0; i < 20; i++) await fetch(base + t.path, { headers }).then((r) => r.arrayBuffer());

const rows: string[] = ['| Page | Without step: req/s, p50, p99 (ms) | With step: req/s, p50, p99 (ms) | Change in req/s |', '| --- | --- | --- | --- |'];
for (const target of targets) {
  // Alternate the order in two rounds so neither server always runs on a warmer machine.
  const without: Figures[] = [];
  const withStep: Figures[] = [];
  without.push(await run(base + target.path, stepOff));
  withStep.push(await run(base + target.path, stepOn));
  withStep.push(await run(base + target.path, stepOn));
  without.push(await run(base + target.path, stepOff));
  const mean = (list: Figures[], key: keyof Figures) => list.reduce((sum, f) => sum + f[key], 0) / list.length;
  const fmt = (list: Figures[]) => `${mean(list, 'rps').toFixed(0)}, ${mean(list, 'p50').toFixed(1)}, ${mean(list, 'p99').toFixed(1)}`;
  const change = ((mean(withStep, 'rps') / mean(without, 'rps') - 1) * 100).toFixed(1);
  rows.push(`| ${target.name} | ${fmt(without)} | ${fmt(withStep)} | ${change} % |`);
  const errors = [...without, ...withStep].reduce((sum, f) => sum + f.errors, 0);
  if (errors) rows.push(`|  (${errors} errors or non-2xx answers in these runs) | | | |`);
}

const draft = await run(base + '/', { ...stepOn, ...draftCookie });
const staticHome = await run(base + '/', stepOn);
rows.push('', '| Home page served as | req/s | p50 (ms) | p99 (ms) |', '| --- | --- | --- | --- |');
rows.push(`| prerendered HTML + build hashes (chosen) | ${staticHome.rps.toFixed(0)} | ${staticHome.p50} | ${staticHome.p99} |`);
rows.push(`| rendered per request (what nonces on every page cost) | ${draft.rps.toFixed(0)} | ${draft.p50} | ${draft.p99} |`);

// The step alone: a fake request/response pair through applySecurity.
const iterations = 200_000;
const socket = new Socket();
let started = 0;
for (let round = 0; round < 2; round++) {
  started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const req = new IncomingMessage(socket);
    req.url = i % 2 ? '/servicios' : '/en/probadores';
    req.headers = { host: 'localhost' };
    applySecurity!(req, new ServerResponse(req));
  }
}
const stepMicros = ((performance.now() - started) * 1000) / iterations;
const baselineStart = performance.now();
for (let i = 0; i < iterations; i++) {
  const req = new IncomingMessage(socket);
  req.url = '/servicios';
  req.headers = { host: 'localhost' };
  new ServerResponse(req);
}
const baselineMicros = ((performance.now() - baselineStart) * 1000) / iterations;

const hashCounts = [...prerendered.hashesByRoute.values()].map((list) => list.length);
console.log(rows.join('\n'));
console.log(`\nSecurity step alone: ${(stepMicros - baselineMicros).toFixed(2)} µs per request (timing loop, ${iterations} requests).`);
console.log(
  `Start-up: ${prerendered.hashesByRoute.size} prerendered pages hashed in ${loadMs.toFixed(0)} ms; ` +
    `${Math.min(...hashCounts)}-${Math.max(...hashCounts)} inline scripts per page.`,
);
console.log(`autocannon: 10 connections, ${seconds} s per run, node ${process.version}.`);
process.exit(0);
