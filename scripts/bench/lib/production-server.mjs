// Starts the production build (dist/server.mjs) on a free port with a throw-away data folder, for benchmarks: the one
// server start and readiness wait every bench (and the browser-test runner) shares.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Environment that keeps a bench's server on embedded PGlite and off every outside channel, whatever .env says. */
export const LOCAL_ONLY = { DATABASE_URL: '', REDIS_URL: '', HUBSPOT_PORTAL_ID: '', LEADS_WEBHOOK_URL: '', SMTP_URL: '' };

/**
 * Polls `url` until `ready(response)` (default: any answer below 500). Throws when `child` exits first or the time
 * runs out; `log()` adds what the server said to the error.
 */
export async function waitUntilUp(url, { timeoutMs = 90_000, ready = (res) => res.status < 500, child, log = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}\n${log()}`);
    try {
      if (ready(await fetch(url))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child?.kill('SIGKILL');
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms\n${log()}`);
}

/**
 * Resolves with { baseUrl, pid, dataDir, stop } once the server answers `readyPath`; extra environment variables go
 * to the server (DATA_DIR among them replaces the throw-away folder). `server` runs another bundle over the same
 * build (e.g. an older one, for "before" figures).
 */
export async function startProductionServer(extraEnv = {}, { server = 'dist/server.mjs', readyPath = '/', ready, timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One client IP for the whole bench: the per-IP bounds (Darky, leads) and the human fill time would measure themselves.
      GUEST_TOKENS_PER_IP: '100000000',
      DARKY_MESSAGES_PER_IP: '100000000',
      DARKY_PAGE_LOADS_PER_IP: '100000000',
      LEADS_RATE_LIMIT_POINTS: '100000000',
      LEADS_MIN_FILL_MS: '0',
      // Required in production with a shared database or Redis (src/server/app-secret.ts).
      APP_SECRET: process.env.APP_SECRET || `bench-${process.pid}-${Date.now()}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log = [];
  child.stderr.on('data', (chunk) => {
    log.push(chunk.toString());
    process.stderr.write(chunk);
  });
  await waitUntilUp(`${baseUrl}${readyPath}`, { timeoutMs, ready, child, log: () => log.join('') });
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!extraEnv.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
