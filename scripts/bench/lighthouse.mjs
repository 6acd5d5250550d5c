// `npm run bench`: builds, serves production and runs Lighthouse (mobile) on key pages, printing
// scores, LCP, CLS, TBT and the JavaScript bytes a first load transfers (compressed).
// Options: --skip-build (reuse the current build), --pages /a,/b
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './lib/production-server.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const pages = (option('--pages') ?? '/,/servicios/webs-y-apps-a-medida,/portafolio,/en').split(',');

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows = [];
try {
  for (const path of pages) {
    // One warm-up load so the measured run sees a server that has compiled and cached the route.
    await fetch(`${server.baseUrl}${path}`);
    const { lhr } = await lighthouse(`${server.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      firstLoadJsKb: Number((scriptBytes / 1024).toFixed(1)),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('\nLighthouse (mobile, simulated throttling)');
console.table(rows.map(({ failedAudits, ...row }) => row));
for (const row of rows) if (row.failedAudits.length) console.log(`${row.page}: failing audits: ${row.failedAudits.join(', ')}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/lighthouse.json', JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
console.log('written: bench-results/lighthouse.json');
