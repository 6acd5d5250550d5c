// The production server (dist/server.mjs, embedded PGlite) driven by a client written from SPEC §7 alone: a token from
// POST /api/guest/generate-token, a socket with the token as query parameter, 'user action' page-load and 'talk
// message' with the bare text, in both languages. Also: APP_SECRET's start-up rules (kept in DATA_DIR across a restart
// of the embedded set-up; required with REDIS_URL). Skipped only when the build is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/features/darky/protocol';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const skipReason = missingBuild();
const GREETING = { es: 'Hola, soy Darky. ¿Cómo te puedo ayudar?', en: 'Hello, this is Darky. How may I help you?' };

async function tokenFrom(url: string): Promise<string> {
  const response = await fetch(`${url}/api/guest/generate-token`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The spec's client: token as query parameter (plus `locale` when given), nothing else. */
function specSocket(url: string, query: Record<string, string>): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], query, reconnection: false, forceNew: true });
}

function nextBot(socket: Socket, ms = 20_000): Promise<ChatEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no bot event within ${ms} ms`)), ms);
    const listener = (event: ChatEvent) => {
      if (event.by !== 'bot') return;
      clearTimeout(timer);
      socket.off('talk message', listener);
      resolve(event);
    };
    socket.on('talk message', listener);
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

describe.skipIf(skipReason)("SPEC §7's client against the production server", () => {
  let server: ProductionServer;
  let dataDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'darky-spec-'));
    // No APP_SECRET: the embedded production set-up makes one and keeps it in DATA_DIR.
    server = await startProductionServer({ DATA_DIR: dataDir });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.each([
    ['es', {}, { value: 'page-load' }, 'muéstrame el portafolio', '/portafolio'],
    ['en', { locale: 'en' }, 'page-load', 'show me your portfolio', '/en/portafolio'],
  ] as const)('greets (%s) on page-load and answers the bare text', async (locale, query, pageLoad, question, portfolioPath) => {
    const socket = specSocket(server.url, { token: await tokenFrom(server.url), ...query });
    sockets.push(socket);
    await connected(socket);
    const greeting = nextBot(socket);
    socket.emit('user action', pageLoad);
    expect((await greeting).message).toBe(GREETING[locale]);

    const reply = nextBot(socket);
    socket.emit('talk message', question);
    expect((await reply).action).toMatchObject({ name: 'navigate', params: { path: portfolioPath } });

    // The spec's other name for the same event.
    const again = nextBot(socket);
    socket.emit('user message', question);
    expect((await again).action).toMatchObject({ name: 'navigate', params: { path: portfolioPath } });
  });

  it('keeps guest tokens valid across a restart (the secret lives in DATA_DIR, owner-only)', async () => {
    const token = await tokenFrom(server.url);
    expect(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    await server.stop();
    server = await startProductionServer({ DATA_DIR: dataDir });
    const socket = specSocket(server.url, { token });
    sockets.push(socket);
    await connected(socket);
  }, 180_000);

  it('refuses to start with REDIS_URL and no APP_SECRET', async () => {
    const refused = startProductionServer(
      { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'darky-spec-')), REDIS_URL: 'redis://127.0.0.1:1' },
      { readyTimeoutMs: 120_000 },
    );
    await expect(refused).rejects.toThrow(/APP_SECRET is required when REDIS_URL is set/);
  }, 180_000);
});
