// Serves the production build on a free port with a throw-away data folder, then runs the browser suite.
// Usage: node scripts/run-e2e.mjs [vitest args]  (expects `npm run build` to have run)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { freePort, missingBuild, startProductionServer } from './lib/production-server.mjs';

const missing = missingBuild();
if (missing) {
  console.error(`No production build (${missing}).`);
  process.exit(1);
}

// A fake CRM (HubSpot's API) for the console's browser test: nothing listens there until that test starts it, so
// every lead's CRM delivery first fails (one try: dead at once), and the console retries it once the CRM is up.
const fakeCrmPort = await freePort();
// The whole log, for a failure whose cause is further back than the tail: E2E_SERVER_LOG=/tmp/server.log (written as
// the server runs, so it is there even when the server did not start).
const logFile = process.env.E2E_SERVER_LOG;
if (logFile) writeFileSync(logFile, '');
let server;
let code = 1;
try {
  server = await startProductionServer(
    {
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
    {
      tempDataDir: 'e2e-data-',
      readyPath: '/',
      ready: (response) => response.status < 500,
      readyTimeoutMs: 60_000,
      output: logFile ? { file: logFile } : 'capture',
    },
  );
  const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: server.dataDir, E2E_FAKE_CRM_PORT: String(fakeCrmPort) },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => vitest.on('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  // A server that did not start: the error carries the tail of its log.
  console.error(error);
} finally {
  await server?.stop();
}
if (server && code !== 0) console.error('--- server log (tail) ---\n' + server.rawLog().slice(-4000));
process.exit(code);
