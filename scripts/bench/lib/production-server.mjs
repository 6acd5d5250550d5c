// Starts the production build (dist/server.mjs) on a free port with a throw-away data folder, for benchmarks.
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

async function waitUntilUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Resolves with { baseUrl, stop }; extra environment variables go to the server. */
export async function startProductionServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One client IP for the whole bench: Darky's per-IP bounds would measure themselves.
      GUEST_TOKENS_PER_IP: '100000000',
      DARKY_MESSAGES_PER_IP: '100000000',
      DARKY_PAGE_LOADS_PER_IP: '100000000',
      // Required in production with a shared database or Redis (src/server/app-secret.ts).
      APP_SECRET: process.env.APP_SECRET || `bench-${process.pid}-${Date.now()}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(`${baseUrl}/`, 90_000);
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
