// Measures the glasses try-on in headless Chromium (WebGL through SwiftShader, fake camera fed by the test
// fixture): bytes the try-on loads after "start", time from the press to the first tracked face, tracking
// frames per second and time per detection, and the page's own frame rate while tracking, at full CPU speed
// and with the CPU slowed 4x (the loop should track less often, not freeze the page).
// Usage: npm run bench:try-on [-- --seconds 20]   (needs `npm run build`; targets E2E_BASE_URL when set)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProductionServer } from './lib/production-server.mjs';
import { launchChromium, SWIFTSHADER_ARGS } from './lib/chromium.mjs';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(args.seconds);
const fixture = path.resolve('tests/e2e/fixtures/try-on/face.mjpeg');

const server = process.env.E2E_BASE_URL ? null : await startProductionServer();
const baseUrl = process.env.E2E_BASE_URL ?? server.url;
const browser = await launchChromium([
  ...SWIFTSHADER_ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${fixture}`,
]);

async function measure(cpuSlowdown) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let counting = false;
  const loaded = { bytes: 0, requests: 0, models: 0 };
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (!counting) return;
    loaded.bytes += event.encodedDataLength;
    loaded.requests += 1;
    if (urls.get(event.requestId)?.includes('/try-on/models/')) loaded.models += event.encodedDataLength;
  });
  await page.goto('/innovaciones/probador', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => typeof window.next === 'object');
  counting = true;
  const pressedAt = Date.now();
  await page.getByRole('button', { name: 'Activar cámara' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-status') === 'detected', null, {
    timeout: 300_000,
  });
  const firstFaceMs = Date.now() - pressedAt;
  await page.waitForTimeout(1000);
  counting = false;
  // The page's own frame rate while tracking: requestAnimationFrame callbacks per second over the run.
  const renderFps = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let frames = 0;
        const start = performance.now();
        const tick = (now) => {
          frames += 1;
          if (now - start < ms) requestAnimationFrame(tick);
          else resolve((frames * 1000) / (now - start));
        };
        requestAnimationFrame(tick);
      }),
    seconds * 1000,
  );
  await page.waitForFunction(() => (document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-stats') ?? '') !== '');
  const stats = JSON.parse(await page.getByTestId('try-on-stage').getAttribute('data-stats'));
  const status = await page.getByTestId('try-on-stage').getAttribute('data-status');
  await context.close();
  return {
    cpu: cpuSlowdown === 1 ? 'full speed' : `${cpuSlowdown}x slower`,
    bytesLoadedKb: Math.round(loaded.bytes / 1024),
    modelBytesKb: Math.round(loaded.models / 1024),
    requests: loaded.requests,
    pressToFirstFaceMs: firstFaceMs,
    videoToFirstFaceMs: Math.round(stats.firstTrackedMs ?? NaN),
    trackingFps: Number(stats.trackingFps.toFixed(1)),
    detectionMs: Math.round(stats.detectionMs),
    renderFps: Number(renderFps.toFixed(1)),
    stillTracking: status === 'detected',
    renderer: stats.renderer,
  };
}

try {
  const rows = [await measure(1), await measure(4)];
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, headless Chromium ${browser.version()}`;
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/try-on.json', JSON.stringify({ date: new Date().toISOString(), machine, seconds, rows }, null, 2));
  console.log(`try-on bench: ${machine}; WebGL renderer: ${rows[0].renderer}`);
  console.table(rows.map(({ renderer, ...row }) => row));
} finally {
  await browser.close();
  await server?.stop();
}
