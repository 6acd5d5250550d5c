/**
 * Starts the real production server (dist/server.mjs over the Next build in NEXT_DIST_DIR) as a child
 * process on a free port, waits until /api/health answers 200, and keeps its JSON log lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server.mjs');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/** Why the production server cannot run here, or undefined when it can (tests skip with this reason). */
export function missingBuild(): string | undefined {
  if (!existsSync(SERVER_ENTRY)) return 'dist/server.mjs is missing: run `npm run build`';
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) return `${DIST_DIR}/BUILD_ID is missing: run \`npm run build\``;
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface ProductionServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Parsed pino lines (and raw text for anything else) written so far. */
  logs: Array<Record<string, unknown>>;
  rawLog(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** SIGTERM, then SIGKILL if it has not exited within `ms`. */
  stop(ms?: number): Promise<void>;
}

/** Variables of the developer's shell that would change what the server connects to. */
const INHERITED_OUT = ['DATABASE_URL', 'REDIS_URL', 'APP_SECRET', 'HUBSPOT_PORTAL_ID', 'LEADS_WEBHOOK_URL', 'SMTP_URL', 'LLM_BASE_URL', 'PORT', 'HOST'];

/** libfaketime's multi-threaded library (Debian's faketime package; scripts/ensure-services.sh installs it). */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

/** Why a server cannot run on a moved clock here, or undefined when it can. */
export function missingFaketime(): string | undefined {
  return existsSync(LIBFAKETIME) ? undefined : `${LIBFAKETIME} is missing: apt-get install faketime`;
}

/**
 * The environment that starts a process's wall clock at `startAt` ("2026-12-10 12:00:00", UTC here) and lets it run on,
 * as `faketime` does, without faketime's wrapper process between the test and the server (signals reach the server).
 * Timers keep the real monotonic clock.
 */
export function movedClockEnv(startAt: string): Record<string, string> {
  return { LD_PRELOAD: LIBFAKETIME, FAKETIME: `@${startAt}`, DONT_FAKE_MONOTONIC: '1' };
}

export async function startProductionServer(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of INHERITED_OUT) delete base[key];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      LOG_LEVEL: 'info',
      // Every request of a test comes from 127.0.0.1: one per-IP budget would throttle the test itself.
      LEADS_RATE_LIMIT_POINTS: '10000',
      GUEST_TOKENS_PER_IP: '100000',
      DARKY_MESSAGES_PER_IP: '100000',
      DARKY_PAGE_LOADS_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    raw.push(chunk.toString());
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ text: line });
      }
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );

  const server: ProductionServer = {
    url,
    port,
    child,
    logs,
    rawLog: () => raw.join(''),
    exited,
    async stop(ms = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop(2_000);
  throw new Error(`production server did not become healthy at ${url}\n${server.rawLog().slice(-3000)}`);
}
