// `npm run bench`: builds, serves production and measures the site as a visitor and as a server sees it:
// Lighthouse (mobile and desktop, key pages in both languages), autocannon on a static page, a dynamic page and
// POST /api/leads beside a plain Node server answering the same bytes (returning and first visits, a service tab, a
// filtered portfolio), then the idle memory, leads, page-under-lead-load, chat (with the server's RSS idle and peak) and sustained
// chat (--talk) benches.
// Writes bench-results/latest.json and docs/benchmarks.md (the latest figures, kept in the repo) and prints a summary.
// Options: --skip-build, --quick (fewer pages, shorter loads; for trying the bench itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { compareWithPlainNode } from './lib/http-compare.mjs';
import { printLighthouse, runLighthouse } from './lib/lighthouse-run.mjs';
import { startProductionServer } from './lib/production-server.mjs';

/** Figures measured by hand (e.g. the chat bench at 10,000 guests, too long for this run) stay below this line. */
const BY_HAND_MARKER = '<!-- measured by hand: npm run bench keeps everything below this line -->';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const keyPages = quick
  ? ['/', '/en']
  : ['/', '/en', '/servicios/webs-y-apps-a-medida', '/en/servicios/webs-y-apps-a-medida', '/portafolio', '/en/portafolio', '/nosotros', '/en/contacto'];
/** Every other place a visitor goes (issue 29): measured on mobile, where the scores are hardest to keep. */
const widerPages = quick
  ? []
  : ['/innovaciones', '/innovaciones/darky-3D', '/innovaciones/probador', '/games', '/pagos', '/academia', '/blog', '/blog/chatbots-para-vender-en-peru'];

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs one of the sibling benches and keeps its printed summary (its last lines). */
function runSiblingBench(script) {
  const result = spawnSync('npm', ['run', '--silent', ...script.split(' ')], { encoding: 'utf8', env: { ...process.env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n');
  return { script, exitCode: result.status, summary: output.slice(-25).join('\n') };
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  lighthouse: [],
  http: [],
  benches: [],
};

// The server runs with a per-IP budget and fill time lifted: the load generator is one IP sending at machine speed.
const server = await startProductionServer({ LEADS_RATE_LIMIT_POINTS: '100000000', LEADS_MIN_FILL_MS: '0' });
try {
  report.lighthouse.push(...(await runLighthouse(server.url, [...keyPages, ...widerPages], 'mobile')));
  report.lighthouse.push(...(await runLighthouse(server.url, keyPages, 'desktop')));

  const durationS = quick ? 3 : 8;
  let sequence = 0;
  const leadBody = () =>
    JSON.stringify({
      formId: 'nuevo-contacto',
      locale: 'es',
      idempotencyKey: `bench-http-${process.pid}-${++sequence}`,
      fields: { firstName: 'Carga', lastName: 'Prueba', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: 'Bench' },
    });
  report.http.push(await compareWithPlainNode({ name: 'static page', url: `${server.url}/nosotros`, headers: { cookie: 'NEXT_LOCALE=es' }, durationS }));
  // No cookie: a visitor from search or an ad, a crawler. Tab and filter: prerendered per value (server/query-variants.ts).
  report.http.push(await compareWithPlainNode({ name: 'static page, first visit', url: `${server.url}/nosotros`, durationS }));
  report.http.push(await compareWithPlainNode({ name: 'service tab', url: `${server.url}/servicios/webs-y-apps-a-medida?tab=web-e-commerce`, durationS }));
  report.http.push(await compareWithPlainNode({ name: 'filtered portfolio', url: `${server.url}/portafolio?categoria=1`, durationS }));
  report.http.push(await compareWithPlainNode({ name: 'dynamic page (unknown filter)', url: `${server.url}/portafolio?categoria=99`, durationS }));
  report.http.push(
    await compareWithPlainNode({
      name: 'POST /api/leads',
      url: `${server.url}/api/leads`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: leadBody,
      durationS,
      connections: 10,
    }),
  );
} finally {
  await server.stop();
}

if (!quick)
  report.benches.push(
    runSiblingBench('bench:memory'),
    runSiblingBench('bench:leads'),
    runSiblingBench('bench:page-under-load'),
    runSiblingBench('bench:chat'),
    runSiblingBench('bench:chat -- --talk'),
    runSiblingBench('bench:darky-3d'),
    runSiblingBench('bench:try-on'),
  );

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
writeFileSync('docs/benchmarks.md', markdown(report) + keptByHand('docs/benchmarks.md'));

console.log('\n== Lighthouse ==');
printLighthouse(report.lighthouse);
console.log('\n== HTTP (autocannon; plain Node answering the same bytes) ==');
console.table(
  report.http.map((row) => ({
    endpoint: row.name,
    'site req/s': row.site.requestsPerSecond,
    'site p99 ms': row.site.p99Ms,
    'plain req/s': row.plainNode.requestsPerSecond,
    'plain/site': row.ratio,
    'site/plain': (row.site.requestsPerSecond / Math.max(1, row.plainNode.requestsPerSecond)).toFixed(2),
    'non-2xx': row.site.non2xx,
  })),
);
for (const bench of report.benches) console.log(`\n== ${bench.script} (exit ${bench.exitCode}) ==\n${bench.summary}`);
// Issue 29's memory goal in one place: the idle process after a visitor's pages, and under leads and chat.
const rssLines = report.benches.flatMap((bench) =>
  bench.summary
    .split('\n')
    .filter((line) => /server RSS idle/.test(line))
    .map((line) => `${bench.script}: ${line.trim()}`),
);
if (rssLines.length) console.log(`\n== Server RSS (goal: idle at most 300 MB, peak at most 500 MB) ==\n${rssLines.join('\n')}`);
console.log('\nwritten: bench-results/latest.json, docs/benchmarks.md');

function keptByHand(file) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = current.indexOf(BY_HAND_MARKER);
  return at === -1 ? '' : `\n${current.slice(at)}`;
}

function markdown(data) {
  const lines = [
    '# Latest benchmark figures',
    '',
    `Written by \`npm run bench\` on ${data.date} (${data.machine.cpus} cores, ${data.machine.memoryGb} GB, Node ${data.machine.node}).`,
    '',
    '## Lighthouse',
    '',
    'Each row is the median of five mobile or three desktop runs (Lighthouse\'s computeMedianRun, default throttling: 4× CPU, slow 4G); "Perf. runs" lists every score.',
    '',
    '| Page | Form factor | Perf. | Perf. runs | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | JS kB | CSS kB | Images kB | Fonts kB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...data.lighthouse.map(
      (r) =>
        `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.performanceRuns} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} | ${r.bytesKb.Stylesheet ?? 0} | ${r.bytesKb.Image ?? 0} | ${r.bytesKb.Font ?? 0} |`,
    ),
    '',
    '## HTTP throughput',
    '',
    '| Endpoint | Site req/s | Site p50 / p99 ms | Plain Node req/s | Plain / site | Site / plain |',
    '| --- | --- | --- | --- | --- | --- |',
    ...data.http.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.site.requestsPerSecond} | ${r.site.p50Ms} / ${r.site.p99Ms} | ${r.plainNode.requestsPerSecond} | ${r.ratio}× | ${(r.site.requestsPerSecond / Math.max(1, r.plainNode.requestsPerSecond)).toFixed(2)} |`,
    ),
    '',
    ...data.benches.flatMap((b) => [`## ${b.script}`, '', '```', b.summary, '```', '']),
  ];
  return `${lines.join('\n')}\n`;
}
