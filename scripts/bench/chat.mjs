// Load test of Darky: N guests each get a token, connect, receive the greeting, send a message and wait for the reply.
// Usage: npm run bench:chat -- [--guests 1000] [--ramp 100] [--timeout 60000] [--message "¿Qué servicios ofrecen?"]
// Targets E2E_BASE_URL when set; otherwise starts the production server (dist/server.mjs, NEXT_DIST_DIR build) on a free port.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '1000' },
    ramp: { type: 'string', default: '100' },
    timeout: { type: 'string', default: '60000' },
    message: { type: 'string', default: '¿Qué servicios ofrecen?' },
    locale: { type: 'string', default: 'es' },
  },
});
const guests = Number(args.guests);
const ramp = Number(args.ramp); // guests started per batch
const timeoutMs = Number(args.timeout);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForServer(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return undefined;
  }
}
const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

let server;
let dataDir;
let baseUrl = process.env.E2E_BASE_URL;
if (!baseUrl) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync('dist/server.mjs') || !existsSync(`${distDir}/BUILD_ID`)) {
    console.error('No production build: run `npm run build` (or set NEXT_DIST_DIR, or E2E_BASE_URL).');
    process.exit(1);
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  server = spawn(process.execPath, ['dist/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseUrl}/`, 120_000);
  console.log(`server started in ${Date.now() - started} ms (pid ${server.pid}), RSS ${mb(rssOf(server.pid))}`);
}

const stats = { tokens: 0, connected: 0, greeted: 0, sent: 0, replies: 0, refused: 0, errors: [] };
const latencies = [];
const sockets = [];

async function oneGuest() {
  const response = await fetch(`${baseUrl}/api/guest/generate-token`, { method: 'POST' });
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
  const { token } = await response.json();
  stats.tokens += 1;
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], query: { token, locale: args.locale }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    let phase = 'greeting';
    let sentAt = 0;
    socket.on('connect', () => {
      stats.connected += 1;
      socket.emit('user action', { value: 'page-load', locale: args.locale, path: '/' });
    });
    socket.on('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('chat error', (error) => {
      stats.refused += 1;
      clearTimeout(timer);
      reject(new Error(error.code));
    });
    socket.on('talk message', (event) => {
      if (event.by !== 'bot') return;
      if (phase === 'greeting') {
        stats.greeted += 1;
        phase = 'reply';
        sentAt = performance.now();
        stats.sent += 1;
        socket.emit('talk message', { message: args.message, locale: args.locale, path: '/' });
      } else if (phase === 'reply') {
        phase = 'done';
        latencies.push(performance.now() - sentAt);
        stats.replies += 1;
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

const rssBefore = server ? rssOf(server.pid) : undefined;
const startedAt = performance.now();
const runs = [];
for (let i = 0; i < guests; i += ramp) {
  const batch = [];
  for (let j = i; j < Math.min(guests, i + ramp); j += 1) batch.push(oneGuest().catch((e) => stats.errors.push(e.message)));
  runs.push(...batch);
  // Let each batch's handshakes land before the next: a real crowd arrives over time, not in one tick.
  await Promise.race([Promise.all(batch), new Promise((r) => setTimeout(r, 200))]);
}
await Promise.all(runs);
const elapsed = performance.now() - startedAt;
const concurrent = sockets.filter((s) => s.connected).length;
const rssPeak = server ? rssOf(server.pid) : undefined;

latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1) : 'n/a');
const errorCounts = stats.errors.reduce((acc, e) => ({ ...acc, [e]: (acc[e] ?? 0) + 1 }), {});
console.log(
  [
    `Darky chat bench: ${guests} guests against ${baseUrl} in ${(elapsed / 1000).toFixed(1)} s`,
    `  connected:          ${stats.connected}  (still connected at the end: ${concurrent})`,
    `  greetings received: ${stats.greeted}`,
    `  replies received:   ${stats.replies} of ${stats.sent} sent`,
    `  lost:               ${stats.sent - stats.replies + (guests - stats.sent)}  (errors: ${JSON.stringify(errorCounts)})`,
    `  reply latency:      p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${latencies.length ? latencies.at(-1).toFixed(1) : 'n/a'} ms`,
    `  server RSS:         before ${mb(rssBefore)}, with ${concurrent} guests connected ${mb(rssPeak)}`,
    `  bench process RSS:  ${mb(process.memoryUsage().rss)}`,
  ].join('\n'),
);

for (const s of sockets) s.disconnect();
if (server) {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(stats.replies === guests ? 0 : 1);
