// Frame times of the /games game in headless Chromium: `npm run bench:game [-- --skip-build --seconds 15]`.
// Plays with scripted keyboard input on a phone-sized, touch viewport (412x915 at 2x), at full CPU speed and with
// the CPU slowed 4x (Chrome DevTools' "mid-tier mobile"), and prints the p50/p95/p99 of the interval between frames
// and of the work done in each frame (the game's requestAnimationFrame callback: simulation + drawing).
import { spawnSync } from 'node:child_process';
import { startProductionServer } from './lib/production-server.mjs';
import { launchChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const seconds = args.includes('--seconds') ? Number(args[args.indexOf('--seconds') + 1]) : 15;

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const server = await startProductionServer({ GAMES_RATE_LIMIT_POINTS: '1000' });
const browser = await launchChromium();
const rows = [];
try {
  for (const cpu of [1, 4]) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // Times every requestAnimationFrame callback (the game's loop is one) without touching the game's code.
    await page.addInitScript(() => {
      const original = window.requestAnimationFrame.bind(window);
      window.__frames = [];
      window.requestAnimationFrame = (callback) =>
        original((time) => {
          const start = performance.now();
          callback(time);
          window.__frames.push([time, performance.now() - start]);
        });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto('/games', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Jugar', exact: true }).click();
    await page.waitForSelector('[data-testid="game-stage"][data-state="playing"]', { timeout: 60_000 });
    await page.evaluate(() => (window.__frames = []));
    const keys = ['ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft'];
    const until = Date.now() + seconds * 1000;
    let restarts = 0;
    for (let i = 0; Date.now() < until; i++) {
      const state = await page.getByTestId('game-stage').getAttribute('data-state');
      if (state === 'over') {
        restarts++;
        await page.getByRole('button', { name: 'Jugar de nuevo' }).click();
        await page.waitForSelector('[data-testid="game-stage"][data-state="playing"]', { timeout: 60_000 });
      }
      await page.keyboard.press(keys[i % keys.length]);
      await page.waitForTimeout(120);
    }
    const frames = await page.evaluate(() => window.__frames);
    const intervals = frames
      .slice(1)
      .map(([time], i) => time - frames[i][0])
      .filter((ms) => ms > 0 && ms < 1000)
      .sort((a, b) => a - b);
    const work = frames.map(([, ms]) => ms).sort((a, b) => a - b);
    const over = intervals.filter((ms) => ms > (1000 / 60) * 1.5).length;
    rows.push({
      'CPU slowdown': `${cpu}x`,
      frames: frames.length,
      'fps (mean)': Number((1000 / (intervals.reduce((s, v) => s + v, 0) / intervals.length)).toFixed(1)),
      'frame p50 ms': Number(percentile(intervals, 50).toFixed(1)),
      'frame p95 ms': Number(percentile(intervals, 95).toFixed(1)),
      'frame p99 ms': Number(percentile(intervals, 99).toFixed(1)),
      'long frames %': Number(((over / intervals.length) * 100).toFixed(1)),
      'work p50 ms': Number(percentile(work, 50).toFixed(2)),
      'work p95 ms': Number(percentile(work, 95).toFixed(2)),
      restarts,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`bench:game, ${seconds} s of scripted play per row, 412x915 @2x touch viewport, headless Chromium (software rendering)`);
console.table(rows);
for (const row of rows) console.log(`frame time p95 (${row['CPU slowdown']} CPU): ${row['frame p95 ms']} ms`);
