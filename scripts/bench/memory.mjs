// `npm run bench:memory`: the production server's idle memory (issue 29: at most 300 MB). Starts the build on embedded
// PGlite with a throw-away data folder, requests the pages a first visitor walks through (seven by default), waits,
// and prints the resident memory from /proc (anonymous and file-backed) and the main thread's JavaScript heap after a
// full collection.
// Usage: npm run bench:memory [-- --pages N --settle-ms MS --json]   (NEXT_DIST_DIR honoured)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_ONLY, missingBuild, startProductionServer } from '../lib/production-server.mjs';
import { mb } from './lib/rss.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const pageCount = option('pages', 7);
const settleMs = option('settle-ms', 5_000);

/** What a first visitor walks through (the home, services, a service, portfolio, about, contact, innovations), then English. */
const PAGES = ['/', '/servicios', '/servicios/webs-y-apps-a-medida', '/portafolio', '/nosotros', '/contacto', '/innovaciones', '/en', '/en/servicios'];

const missing = missingBuild();
if (missing) {
  console.error(`No production build (${missing}).`);
  process.exit(1);
}

/** /proc/<pid>/status fields in bytes. */
function status(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile'), highWater: field('VmHWM'), threads: field('Threads') / 1024 };
}

const memoryFile = path.join(process.env.TMPDIR ?? '/tmp', `bench-memory-${process.pid}.json`);
const server = await startProductionServer(
  { ...LOCAL_ONLY, BENCH_MEMORY_FILE: memoryFile },
  { tempDataDir: 'bench-memory-', nodeArgs: ['--expose-gc', '--require', path.resolve('scripts/bench/lib/server-memory-probe.cjs')] },
);
try {
  const started = status(server.pid);
  for (const page of PAGES.slice(0, pageCount)) {
    const response = await fetch(`${server.url}${page}`);
    await response.arrayBuffer();
    if (!response.ok) console.error(`${page}: ${response.status}`);
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const idle = status(server.pid);
  rmSync(memoryFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(memoryFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const heap = existsSync(memoryFile) ? JSON.parse(readFileSync(memoryFile, 'utf8')) : undefined;
  const afterGc = status(server.pid);
  const figures = { pages: Math.min(pageCount, PAGES.length), settleMs, started, idle, afterGc, heap };
  if (args.includes('--json')) console.log(JSON.stringify(figures));
  else {
    console.log(`Server memory on PGlite (fresh data folder, ${figures.pages} pages, ${settleMs} ms settled):`);
    console.log(`  at start:        ${mb(started.rss)} RSS`);
    console.log(
      `  server RSS idle: ${mb(idle.rss)} (${mb(idle.anon)} anonymous, ${mb(idle.file)} file-backed; ${idle.threads} threads); high-water mark ${mb(idle.highWater)}`,
    );
    console.log(`  after full GC:   ${mb(afterGc.rss)} RSS; main heap ${mb(heap?.heapUsed)} used of ${mb(heap?.heapTotal)}, external ${mb(heap?.external)}`);
  }
} finally {
  await server.stop();
  rmSync(memoryFile, { force: true });
}
