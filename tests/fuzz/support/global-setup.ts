/**
 * Starts the production server (dist/server.mjs + the build in NEXT_DIST_DIR) once for the fuzz suite, on a
 * free port, against a fresh PostgreSQL database (TEST_DATABASE_URL) or else a throw-away PGlite folder, with
 * its stdout and stderr captured in a file. At the end it fails the run if the process died or logged a crash.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { missingBuild, startProductionServer, type ProductionServer } from '../../../scripts/lib/production-server.mjs';
import { crashLinesIn, type FuzzServer } from './server-info';
import { fuzzSeed } from './random';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (missingBuild()) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build && node scripts/build-server.mjs\` first.`);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL, 'fuzz') : undefined;
  // Known to the suite, so it can forge expired and foreign tokens for Darky's socket.
  const appSecret = `fuzz-${randomBytes(16).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    APP_SECRET: appSecret,
    // Every fuzz client is 127.0.0.1: Darky's per-IP bounds (unit-tested in tests/unit/darky) would throttle the suite itself.
    GUEST_TOKENS_PER_IP: '100000',
    DARKY_MESSAGES_PER_IP: '100000',
    DARKY_PAGE_LOADS_PER_IP: '100000',
  };
  if (scratch) env.DATABASE_URL = scratch.url;

  const startedAt = Date.now();
  const cleanUp = async (running?: ProductionServer) => {
    await running?.stop();
    await scratch?.drop().catch(() => {});
    if (!process.env.FUZZ_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
  };
  let running: ProductionServer;
  try {
    running = await startProductionServer(env, {
      // Only what this suite sets: no CRM, webhook, mail, Redis or LLM of the caller's shell.
      withoutEnv: [
        'DATABASE_URL',
        'REDIS_URL',
        'HUBSPOT_PORTAL_ID',
        'LEADS_WEBHOOK_URL',
        'SMTP_URL',
        'LLM_BASE_URL',
        'LEADS_RATE_LIMIT_POINTS',
        'LEADS_MIN_FILL_MS',
        'APP_SECRET',
      ],
      readyPath: '/api/health',
      ready: (response) => response.status < 500,
      output: { file: logFile },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const server: FuzzServer = {
    baseUrl: running.url,
    pid: running.pid,
    logFile,
    databaseUrl: scratch?.url,
    pgliteDir: scratch ? undefined : path.join(dataDir, 'pglite'),
    appSecret,
    seed: fuzzSeed(),
  };
  project.provide('fuzzServer', server);
  console.log(`fuzz: server on ${server.baseUrl} (${scratch ? 'PostgreSQL' : 'PGlite'}), up in ${Date.now() - startedAt} ms, seed ${server.seed}`);

  return async () => {
    const { child } = running;
    const died = child.exitCode !== null || child.signalCode !== null ? `the server process died (${child.exitCode ?? child.signalCode})` : undefined;
    const logText = running.rawLog();
    const crashes = crashLinesIn(logText);
    if (died || crashes.length > 0) {
      console.error(`--- server log (tail) ---\n${logText.slice(-6000)}`);
      if (process.env.FUZZ_KEEP) console.error(`server log kept in ${logFile}`);
    }
    await cleanUp(running);
    if (died) throw new Error(died);
    if (crashes.length > 0) throw new Error(`the server logged ${crashes.length} crash line(s):\n${crashes.slice(0, 10).join('\n')}`);
  };
}
