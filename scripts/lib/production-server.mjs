// Starts the production build (dist/server.mjs over the Next build in NEXT_DIST_DIR) as a child process on
// 127.0.0.1, waits until it answers, keeps what it logs and stops it: the one starter of the integration, fuzz, chaos
// and browser tests and of the benches. Plain ESM, so `node` runs it without a TypeScript loader; the types are in
// production-server.d.mts. What each caller sets in the server's environment stays with the caller.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnNode } from './spawn-node.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server.mjs');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/** Why the production server cannot run here, or undefined when it can (tests skip with this reason). */
export function missingBuild() {
  if (!existsSync(SERVER_ENTRY)) return 'dist/server.mjs is missing: run `npm run build`';
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) return `${DIST_DIR}/BUILD_ID is missing: run \`npm run build\``;
  return undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Environment that keeps a server on embedded PGlite and off every outside channel, whatever the shell or .env says. */
export const LOCAL_ONLY = { DATABASE_URL: '', REDIS_URL: '', HUBSPOT_PORTAL_ID: '', LEADS_WEBHOOK_URL: '', SMTP_URL: '' };

/** libfaketime's multi-threaded library (Debian's faketime package; scripts/ensure-services.sh installs it). */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

/** Why a server cannot run on a moved clock here, or undefined when it can. */
export function missingFaketime() {
  return existsSync(LIBFAKETIME) ? undefined : `${LIBFAKETIME} is missing: apt-get install faketime`;
}

/**
 * The environment that starts a process's wall clock at `startAt` ("2026-12-10 12:00:00", UTC here) and lets it run on,
 * as `faketime` does, without faketime's wrapper process between the test and the server (signals reach the server).
 * Timers keep the real monotonic clock.
 */
export function movedClockEnv(startAt) {
  return { LD_PRELOAD: LIBFAKETIME, FAKETIME: `@${startAt}`, DONT_FAKE_MONOTONIC: '1' };
}

/**
 * How production starts Node (package.json `start`, the Dockerfile): a 4 MB young generation per semi-space instead
 * of V8's 16 MB, and two malloc arenas instead of one per thread. Measured about 50 MB and 30 MB less idle RSS
 * (docs/decisions.md, "A lighter process"); tests and benches run the server the same way.
 */
const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=4'];
const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until `ready(response)` (default: any answer below 500). Throws when `child` exits first or the time
 * runs out; `log()` adds what the process said to the error.
 */
export async function waitUntilUp(url, { timeoutMs = 90_000, ready = (response) => response.status < 500, child, log = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  const withLog = (message) => [message, log()].filter(Boolean).join('\n');
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(withLog(`${url}: the process exited (code ${child.exitCode}, signal ${child.signalCode}) before it answered`));
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      const up = ready(response);
      // An unread body would hold the connection open.
      await response.body?.cancel();
      if (up) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(withLog(`${url}: no answer within ${timeoutMs} ms`));
}

/** One pino line as an object; anything else (a stack trace, a warning of Node's) as { text }. */
function parseLine(line) {
  try {
    const parsed = JSON.parse(line);
    if (parsed !== null && typeof parsed === 'object') return parsed;
  } catch {
    // Not JSON.
  }
  return { text: line };
}

/** Output of the child piped here: every chunk kept as text and every whole line parsed, per stream (lines of stdout and stderr never mix). */
function capture(stream, raw, logs, echo) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    raw.push(text);
    if (echo) process.stderr.write(text);
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) logs.push(parseLine(line));
  });
  stream.on('end', () => {
    if (pending) logs.push(parseLine(pending));
  });
}

/**
 * Starts the server and resolves once `readyPath` answers as `ready` wants (default: /api/health with a 2xx).
 * The environment is this process's (minus `withoutEnv`), then NODE_ENV=production, the port, HOST, SITE_URL,
 * NEXT_DIST_DIR and the throw-away DATA_DIR (`tempDataDir`), then `env`. If it exits or stays silent until
 * `readyTimeoutMs`, it is stopped and the promise rejects with the tail of its log.
 */
export async function startProductionServer(env = {}, options = {}) {
  const {
    entry = SERVER_ENTRY,
    nodeArgs = [],
    openFiles,
    withoutEnv = [],
    tempDataDir,
    readyPath = '/api/health',
    ready = (response) => response.ok,
    readyTimeoutMs = 90_000,
    output = 'capture',
    echoStderr = false,
  } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR === undefined && tempDataDir ? mkdtempSync(path.join(tmpdir(), tempDataDir)) : undefined;
  const dataDir = env.DATA_DIR ?? ownDataDir;

  const inherited = { ...process.env };
  for (const key of withoutEnv) delete inherited[key];
  const childEnv = {
    ...inherited,
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    ...(ownDataDir && { DATA_DIR: ownDataDir }),
    ...env,
  };

  const logFile = typeof output === 'object' ? output.file : undefined;
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  const stdio = output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : logFd !== undefined ? ['ignore', logFd, logFd] : ['ignore', 'pipe', 'pipe'];
  // `entry` may be relative to the caller's folder (e.g. BENCH_SERVER); the server itself runs from the repository.
  const args = [...PRODUCTION_NODE_ARGS, ...nodeArgs, path.resolve(entry)];
  const spawnOptions = { cwd: ROOT, env: childEnv, stdio };
  const child = openFiles ? spawnNode(args, openFiles, spawnOptions) : spawn(process.execPath, args, spawnOptions);
  // The child has its own copy of the descriptor.
  if (logFd !== undefined) closeSync(logFd);

  const logs = [];
  const raw = [];
  if (child.stdout) capture(child.stdout, raw, logs, false);
  if (child.stderr) capture(child.stderr, raw, logs, echoStderr);
  const rawLog = () => {
    if (!logFile) return raw.join('');
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const closed = new Promise((resolve) => child.once('close', resolve));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      const exit = { code, signal, at: Date.now() };
      // The last lines may still be in the pipe after the exit: 'close' comes once they are read.
      const cap = setTimeout(() => resolve(exit), 2_000);
      void closed.then(() => {
        clearTimeout(cap);
        resolve(exit);
      });
    }),
  );

  const server = {
    url,
    port,
    pid: child.pid,
    child,
    dataDir,
    logs,
    rawLog,
    exited,
    async stop(ms = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        await exited;
        clearTimeout(timer);
      }
      const exit = await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      return exit;
    },
  };

  try {
    await waitUntilUp(`${url}${readyPath}`, { timeoutMs: readyTimeoutMs, ready, child });
    return server;
  } catch (error) {
    await server.stop(2_000);
    throw new Error(`production server: ${error.message}\n${rawLog().slice(-4000)}`);
  }
}
