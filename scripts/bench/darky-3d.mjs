// `npm run bench:darky-3d`: the 3D Darky in headless Chromium (WebGL through SwiftShader, no GPU): gzip size
// of the lazily loaded 3D chunk (budget 180 kB) and of all the demo's lazy JS, time to the first 3D frame,
// and frame interval / render time at 375 and 1440 px. Writes bench-results/darky-3d.json and its own block
// in docs/benchmarks.md (below the by-hand marker, which `npm run bench` keeps). Exits 1 over budget.
// Options: --build (build first; by default the existing build is measured, built only when missing), --runs N (default 3).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from './lib/production-server.mjs';
import { launchChromium, SWIFTSHADER_ARGS } from './lib/chromium.mjs';

const BUDGET_KB = 180;
const BY_HAND_MARKER = '<!-- measured by hand: npm run bench keeps everything below this line -->';
const BLOCK_START = '<!-- darky-3d bench: start -->';
const BLOCK_END = '<!-- darky-3d bench: end -->';
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const distDir = process.env.NEXT_DIST_DIR || '.next';

if (args.includes('--build') || !existsSync('dist/server.mjs')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const round = (value, digits = 1) => Number(value.toFixed(digits));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const gzipKb = (urlPath) => gzipSync(readFileSync(path.join(distDir, urlPath.replace(/^\/_next\//, '')))).length / 1024;

const server = await startProductionServer();
const browser = await launchChromium(SWIFTSHADER_ARGS);

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((value) => round(value)) },
  budgetKb: BUDGET_KB,
  runs,
  chunks: null,
  views: [],
};
try {
  for (const [name, viewport] of [
    ['phone 375×812', { width: 375, height: 812 }],
    ['desktop 1440×900', { width: 1440, height: 900 }],
  ]) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport, locale: 'es-PE', reducedMotion: 'no-preference' });
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        scripts.set(url.pathname, (await response.text().catch(() => '')).includes('WebGLRenderer'));
      });
      // Measure whatever the frame rate: the floor is lifted here, and the report says whether 20 fps was met.
      await page.addInitScript(() => window.localStorage.setItem('darky-3d:min-fps', '0'));
      // When the 3D view first reports a drawn frame, counted from the start of navigation.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid="darky-3d"][data-state="3d"]')) {
            window.__darky3dShownAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      });
      const html = await (await page.goto(`${server.url}/innovaciones/darky-3D/demo`)).text();
      const view = page.locator('[data-testid="darky-3d"]');
      await page.locator('[data-testid="darky-3d"][data-frame-ms]').waitFor({ timeout: 60_000 });
      const state = await view.getAttribute('data-state');
      if (state !== '3d') throw new Error(`the 3D view fell back (${await view.getAttribute('data-reason')}) at ${name}`);
      // 180 more frames while Darky idles (breathing, blinking, eyes following).
      const intervals = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const times = [];
            const tick = (now) => {
              times.push(now);
              if (times.length > 180) resolve(times.slice(1).map((time, index) => time - times[index]));
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      samples.push({
        firstFrameFromStageMs: Number(await view.getAttribute('data-first-frame-ms')),
        firstFrameFromNavigationMs: await page.evaluate(() => window.__darky3dShownAt),
        renderMs: Number(await view.getAttribute('data-render-ms')),
        frameMedianMs: median(intervals),
        frameP95Ms: percentile(intervals, 0.95),
      });
      if (!report.chunks) {
        const initial = new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((match) => match[0]));
        const lazy = [...scripts.keys()].filter((src) => src.startsWith('/_next/static/') && !initial.has(src));
        const three = lazy.filter((src) => scripts.get(src));
        report.chunks = {
          threeChunks: three.map((src) => ({ src, gzipKb: round(gzipKb(src)) })),
          threeGzipKb: round(three.reduce((sum, src) => sum + gzipKb(src), 0)),
          lazyDemoGzipKb: round(lazy.reduce((sum, src) => sum + gzipKb(src), 0)),
        };
      }
      await context.close();
    }
    report.views.push({
      name,
      firstFrameFromStageMs: round(median(samples.map((s) => s.firstFrameFromStageMs))),
      firstFrameFromNavigationMs: round(median(samples.map((s) => s.firstFrameFromNavigationMs))),
      renderMs: round(median(samples.map((s) => s.renderMs)), 2),
      frameMedianMs: round(median(samples.map((s) => s.frameMedianMs)), 2),
      frameP95Ms: round(median(samples.map((s) => s.frameP95Ms)), 2),
    });
    report.views.at(-1).meets20Fps = report.views.at(-1).frameMedianMs <= 50;
  }
} finally {
  await browser.close();
  await server.stop();
}

const overBudget = report.chunks.threeGzipKb > BUDGET_KB;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/darky-3d.json', JSON.stringify(report, null, 2));

const block = [
  BLOCK_START,
  '## bench:darky-3d',
  '',
  `Written by \`npm run bench:darky-3d\` on ${report.date} (${report.machine.cpus} cores, load average ${report.machine.loadAverage.join(' / ')} at the start, Node ${report.machine.node}); headless Chromium, WebGL through SwiftShader (software, no GPU), median of ${runs} page loads per size.`,
  '',
  `- 3D chunk (three.js + Darky's scene), gzip: **${report.chunks.threeGzipKb} kB** (budget ${BUDGET_KB} kB)${report.chunks.threeChunks.length > 1 ? ` in ${report.chunks.threeChunks.length} files` : ''}; all JavaScript the demo loads after its first load (chat client + 3D): ${report.chunks.lazyDemoGzipKb} kB.`,
  '',
  '| View | First 3D frame after navigation ms | First frame after the 3D chunk arrived ms | Render (main thread) ms | Frame interval median ms | Frame interval p95 ms | ≥ 20 fps (else the page shows the SVG Darky) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...report.views.map(
    (v) =>
      `| ${v.name} | ${v.firstFrameFromNavigationMs} | ${v.firstFrameFromStageMs} | ${v.renderMs} | ${v.frameMedianMs} | ${v.frameP95Ms} | ${v.meets20Fps ? 'yes' : 'no'} |`,
  ),
  '',
  BLOCK_END,
].join('\n');
const docs = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '# Latest benchmark figures\n';
const withMarker = docs.includes(BY_HAND_MARKER) ? docs : `${docs.trimEnd()}\n\n${BY_HAND_MARKER}\n`;
const updated = withMarker.includes(BLOCK_START)
  ? withMarker.replace(new RegExp(`${BLOCK_START}[\\s\\S]*?${BLOCK_END}`), block)
  : `${withMarker.trimEnd()}\n\n${block}\n`;
writeFileSync('docs/benchmarks.md', updated);

console.log(`3D chunk gzip: ${report.chunks.threeGzipKb} kB (budget ${BUDGET_KB} kB); demo lazy JS: ${report.chunks.lazyDemoGzipKb} kB`);
console.table(report.views);
console.log('written: bench-results/darky-3d.json, docs/benchmarks.md');
if (overBudget) {
  console.error(`over budget: ${report.chunks.threeGzipKb} kB > ${BUDGET_KB} kB`);
  process.exit(1);
}
