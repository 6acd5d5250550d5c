/**
 * Starts the production server (dist/server.mjs + the build in NEXT_DIST_DIR) once for the fuzz suite, on a
 * free port, against a fresh PostgreSQL database (TEST_DATABASE_URL) or else a throw-away PGlite folder, with
 * its stdout and stderr captured in a file. At the end it fails the run if the process died or logged a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { crashLinesIn, type FuzzServer } from './server-info';
import { fuzzSeed } from './random';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
    probe.on('error', reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync('dist/server.mjs') || !fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build && node scripts/build-server.mjs\` first.`);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL, 'fuzz') : undefined;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  // Only what this suite sets: no CRM, webhook, mail, Redis or LLM of the caller's shell.
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'HUBSPOT_PORTAL_ID',
    'LEADS_WEBHOOK_URL',
    'SMTP_URL',
    'LLM_BASE_URL',
    'LEADS_RATE_LIMIT_POINTS',
    'LEADS_MIN_FILL_MS',
    'APP_SECRET',
  ])
    delete env[key];
  if (scratch) env.DATABASE_URL = scratch.url;
  // Known to the suite, so it can forge expired and foreign tokens for Darky's socket.
  const appSecret = `fuzz-${randomBytes(16).toString('hex')}`;
  env.APP_SECRET = appSecret;
  // Every fuzz client is 127.0.0.1: Darky's per-IP bounds (unit-tested in tests/unit/darky) would throttle the suite itself.
  Object.assign(env, { GUEST_TOKENS_PER_IP: '100000', DARKY_MESSAGES_PER_IP: '100000', DARKY_PAGE_LOADS_PER_IP: '100000' });

  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/server.mjs'], { env, stdio: ['ignore', log, log] });
  const startedAt = Date.now();
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.closeSync(log);
    await scratch?.drop().catch(() => {});
    if (!process.env.FUZZ_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseUrl}/api/health`, child, 90_000);
  } catch (error) {
    const tail = fs.readFileSync(logFile, 'utf8').slice(-4000);
    await cleanUp();
    throw new Error(`${(error as Error).message}\n--- server log ---\n${tail}`);
  }
  const server: FuzzServer = {
    baseUrl,
    pid: child.pid!,
    logFile,
    databaseUrl: scratch?.url,
    pgliteDir: scratch ? undefined : path.join(dataDir, 'pglite'),
    appSecret,
    seed: fuzzSeed(),
  };
  project.provide('fuzzServer', server);
  console.log(`fuzz: server on ${baseUrl} (${scratch ? 'PostgreSQL' : 'PGlite'}), up in ${Date.now() - startedAt} ms, seed ${server.seed}`);

  return async () => {
    const died = child.exitCode !== null || child.signalCode !== null ? `the server process died (${child.exitCode ?? child.signalCode})` : undefined;
    const logText = fs.readFileSync(logFile, 'utf8');
    const crashes = crashLinesIn(logText);
    if (died || crashes.length > 0) {
      console.error(`--- server log (tail) ---\n${logText.slice(-6000)}`);
      if (process.env.FUZZ_KEEP) console.error(`server log kept in ${logFile}`);
    }
    await cleanUp();
    if (died) throw new Error(died);
    if (crashes.length > 0) throw new Error(`the server logged ${crashes.length} crash line(s):\n${crashes.slice(0, 10).join('\n')}`);
  };
}
