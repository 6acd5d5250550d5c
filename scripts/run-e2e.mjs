// Serves the production build on a free port with a throw-away data folder, then runs the browser suite.
// Usage: node scripts/run-e2e.mjs [vitest args]  (expects `npm run build` to have run)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntilUp } from './bench/lib/production-server.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync('dist/server.mjs') || !existsSync(`${distDir}/BUILD_ID`)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
// A fake CRM (HubSpot's API) for the console's browser test: nothing listens there until that test starts it, so
// every lead's CRM delivery first fails (one try: dead at once), and the console retries it once the CRM is up.
const fakeCrmPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: baseUrl,
    // Every browser test posts from 127.0.0.1: one shared per-IP budget would throttle the suite itself.
    LEADS_RATE_LIMIT_POINTS: '1000',
    GUEST_TOKENS_PER_IP: '100000',
    DARKY_MESSAGES_PER_IP: '100000',
    DARKY_PAGE_LOADS_PER_IP: '100000',
    HUBSPOT_PORTAL_ID: 'e2e-portal',
    HUBSPOT_API_BASE: `http://127.0.0.1:${fakeCrmPort}`,
    LEADS_DELIVERY_MAX_ATTEMPTS: '1',
    // Production with a shared database or Redis requires APP_SECRET (else the embedded set-up keeps one in DATA_DIR).
    ...((process.env.DATABASE_URL || process.env.REDIS_URL) && !process.env.APP_SECRET ? { APP_SECRET: `e2e-${process.pid}-${Date.now()}` } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverLog = [];
server.stdout.on('data', (d) => serverLog.push(d.toString()));
server.stderr.on('data', (d) => serverLog.push(d.toString()));

let code = 1;
try {
  await waitUntilUp(`${baseUrl}/`, { timeoutMs: 60_000, child: server });
  const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_FAKE_CRM_PORT: String(fakeCrmPort) },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => vitest.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(error);
  console.error(serverLog.join(''));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
if (code !== 0) console.error('--- server log (tail) ---\n' + serverLog.join('').slice(-4000));
// The whole log, for a failure whose cause is further back than the tail: E2E_SERVER_LOG=/tmp/server.log.
if (process.env.E2E_SERVER_LOG) writeFileSync(process.env.E2E_SERVER_LOG, serverLog.join(''));
process.exit(code);
