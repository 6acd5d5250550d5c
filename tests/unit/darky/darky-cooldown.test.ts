/**
 * Reconnections bounded: a guest (and its IP) cut for flooding is refused at the handshake for a cool-down that
 * doubles with each cut, before any work is done for it, with one log line per cool-down; shared through Redis.
 */
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { coolDownFor, memoryCooldowns, redisCooldowns, type AbuseCooldowns, type CooldownRule } from '@/features/darky/server/abuse-cooldown';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky, COOLING_DOWN, type DarkyLogger } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { behindOneProxy, listen, nextEvent, trainFixtureModel } from './support';

const redisUrl = process.env.TEST_REDIS_URL;
// One proxy in front: the tests choose each client's address with X-Forwarded-For.
const { cleanups, sockets } = behindOneProxy();

class CountingStore extends MemoryConversationStore {
  touches = 0;
  override async touchGuest(...args: Parameters<MemoryConversationStore['touchGuest']>) {
    this.touches += 1;
    return super.touchGuest(...args);
  }
}

function recordingLogger() {
  const lines: Array<{ level: string; message: string; data: Record<string, unknown> }> = [];
  const at = (level: string) => (data: object, message: string) => lines.push({ level, message, data: data as Record<string, unknown> });
  const logger: DarkyLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, logger };
}

async function startDarky(cooldowns: AbuseCooldowns, logger: DarkyLogger) {
  const store = new CountingStore();
  const { server, url } = await listen();
  const io: Server = attachDarky(server, {
    responder: new DarkyResponder(await trainFixtureModel(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
    store,
    maxQueuedEvents: 2,
    maxDropsPerWindow: 20,
    cooldowns,
    logger,
  });
  cleanups.push(() => io.close());
  return { store, url };
}

function open(url: string, ip: string, token: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token, locale: 'es' },
    extraHeaders: { 'x-forwarded-for': ip },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** 'connected' or the refusal's code. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve(error.data?.code ?? error.message));
  });
}

async function flood(url: string, ip: string, token: string): Promise<void> {
  const socket = open(url, ip, token);
  await nextEvent(socket, 'history');
  const disconnected = nextEvent<string>(socket, 'disconnect');
  for (let i = 0; i < 200; i += 1) socket.emit('talk message', `flood ${i}`);
  expect(await disconnected).toBe('io server disconnect');
}

const fastRule: CooldownRule = { baseMs: 600, maxMs: 5_000, memoryMs: 60_000 };

describe('cool-down arithmetic', () => {
  it('doubles per cut up to the cap, and forgets after the memory window', async () => {
    expect([1, 2, 3, 4, 20].map((n) => coolDownFor(n, { baseMs: 30_000, maxMs: 3_600_000, memoryMs: 0 }))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
    let now = 0;
    const cooldowns = memoryCooldowns({ baseMs: 1_000, maxMs: 8_000, memoryMs: 10_000 }, () => now);
    expect(await cooldowns.strike('guest:a')).toEqual({ strikes: 1, coolDownMs: 1_000 });
    expect(await cooldowns.remaining('guest:a', 'ip:x')).toBe(1_000);
    now = 1_500;
    expect(await cooldowns.remaining('guest:a')).toBe(0);
    expect(await cooldowns.strike('guest:a')).toEqual({ strikes: 2, coolDownMs: 2_000 });
    now = 30_000;
    expect(await cooldowns.strike('guest:a')).toEqual({ strikes: 1, coolDownMs: 1_000 });
  });
});

describe('a flooding guest reconnecting', () => {
  it('is refused at the handshake (no work done) for a growing cool-down, with one log line per cool-down', async () => {
    const { lines, logger } = recordingLogger();
    // The cool-downs' own clock, moved by the test: a loaded machine taking 600 ms over twenty reconnections must not
    // end a cool-down the test is still checking.
    let now = Date.now();
    const { url, store } = await startDarky(
      memoryCooldowns(fastRule, () => now),
      logger,
    );
    const { token } = await issueGuestToken();
    await flood(url, '203.0.113.70', token);
    await expect.poll(() => lines.filter((line) => line.level === 'warn').length).toBe(1);
    expect(lines[0]!.data).toMatchObject({ strikes: 1, coolDownMs: 600 });
    const touchesAfterCut = store.touches;

    // The flood's reconnections, as fast as the client can: every one refused, nothing stored, nothing logged.
    const refusals: string[] = [];
    for (let i = 0; i < 20; i += 1) refusals.push(await outcome(open(url, '203.0.113.70', token)));
    expect(new Set(refusals)).toEqual(new Set([COOLING_DOWN]));
    expect(store.touches).toBe(touchesAfterCut);
    // Another token from the same address is refused as well (a new token does not buy a way back in).
    expect(await outcome(open(url, '203.0.113.70', (await issueGuestToken()).token))).toBe(COOLING_DOWN);
    // Another visitor elsewhere is not.
    expect(await outcome(open(url, '198.51.100.9', (await issueGuestToken()).token))).toBe('connected');
    expect(lines).toHaveLength(1);

    // Once the cool-down is over the guest comes back; a second flood earns twice the wait.
    now += 700;
    await flood(url, '203.0.113.70', token);
    await expect.poll(() => lines.filter((line) => line.level === 'warn').length).toBe(2);
    expect(lines[1]!.data).toMatchObject({ strikes: 2, coolDownMs: 1_200 });
    now += 700;
    expect(await outcome(open(url, '203.0.113.70', token))).toBe(COOLING_DOWN);
  });
});

describe.skipIf(!redisUrl)('cool-downs shared through Redis', () => {
  it('a guest cut on one process is refused by another, and logged once', async () => {
    const redis = new Redis(redisUrl!);
    cleanups.push(() => redis.quit());
    const prefix = `test:cooldown:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    cleanups.push(async () => {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    });
    const a = recordingLogger();
    const b = recordingLogger();
    const first = await startDarky(redisCooldowns(redis, fastRule, prefix), a.logger);
    const second = await startDarky(redisCooldowns(redis, fastRule, prefix), b.logger);
    const { token } = await issueGuestToken();
    await flood(first.url, '203.0.113.80', token);
    await expect.poll(() => a.lines.length).toBe(1);
    expect(await outcome(open(second.url, '203.0.113.80', token))).toBe(COOLING_DOWN);
    expect(second.store.touches).toBe(0);
    expect(b.lines).toHaveLength(0);
  });
});
