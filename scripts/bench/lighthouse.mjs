// Lighthouse on key pages of a production build:
// `npm run bench:lighthouse [-- --skip-build --desktop --pages /a,/b --runs 5 --cpu 8]` (--cpu: mobile CPU slowdown, default 4).
// Prints scores, LCP, CLS, TBT and the JavaScript bytes a first load transfers (compressed).
import { spawnSync } from 'node:child_process';
import { printLighthouse, runLighthouse } from './lib/lighthouse-run.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const args = process.argv.slice(2);
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : undefined;
const pages = (pagesArg ?? '/,/servicios/webs-y-apps-a-medida,/portafolio,/en').split(',');
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : undefined;
const cpuSlowdown = args.includes('--cpu') ? Number(args[args.indexOf('--cpu') + 1]) : undefined;

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startProductionServer();
try {
  const rows = await runLighthouse(server.url, pages, args.includes('--desktop') ? 'desktop' : 'mobile', runs, { cpuSlowdown });
  printLighthouse(rows);
} finally {
  await server.stop();
}
