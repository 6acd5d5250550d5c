/**
 * Issue 12's abuse scenarios, as tests: tokens limited per IP (429 + Retry-After, shared through Redis); chat and
 * page-load limits that a new token does not reset (guest AND IP); a page-load flood that costs counters, not queries;
 * a bounded per-socket queue that drops and tells, and stops when the socket goes.
 */
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { ChatAck, ChatErrorPayload, ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { createDarkyLimiters } from '@/features/darky/server/darky-limits';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky, type DarkySocketOptions } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { serveGuestToken } from '@/features/darky/server/guest-token-endpoint';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { behindOneProxy, listen, nextEvent, trainFixtureModel } from './support';

const redisUrl = process.env.TEST_REDIS_URL;
// One proxy in front: the tests choose each client's address with X-Forwarded-For.
const { cleanups, sockets } = behindOneProxy();

/** Counts the store's reads, and can hold every write until released. */
class CountingStore extends MemoryConversationStore {
  historyReads = 0;
  appends = 0;
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.open?.();
    this.gate = undefined;
  }
  override async history(guestId: string, limit: number): Promise<ChatEvent[]> {
    this.historyReads += 1;
    return super.history(guestId, limit);
  }
  override async append(guestId: string, event: Omit<ChatEvent, 'id' | 'date'>): Promise<ChatEvent> {
    this.appends += 1;
    await this.gate;
    return super.append(guestId, event);
  }
}

async function startDarky(options: Partial<DarkySocketOptions> = {}) {
  const store = new CountingStore();
  const { server, url } = await listen();
  const io: Server = attachDarky(server, {
    responder: new DarkyResponder(await trainFixtureModel(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
    store,
    ...options,
  });
  cleanups.push(() => io.close());
  return { store, url, io };
}

/** A guest with a fresh token, connecting from `ip` (as the proxy reports it). */
async function guestFrom(url: string, ip: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token: token ?? (await issueGuestToken()).token, locale: 'es' },
    extraHeaders: { 'x-forwarded-for': ip },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await nextEvent(socket, 'history');
  return socket;
}

const codes = (acks: ChatAck[]) => acks.map((a) => (a.ok ? 'ok' : a.error.code));

describe('guest tokens per IP', () => {
  async function tokenServer(limiter: RateLimiterMemory | ReturnType<typeof createDarkyLimiters>['tokensPerIp']) {
    const http = createServer((req, res) => {
      if (!serveGuestToken(req, res, undefined, limiter)) res.writeHead(404).end();
    });
    const { url } = await listen(http);
    cleanups.push(() => new Promise((resolve) => http.close(resolve)));
    return (ip: string) => fetch(`${url}/api/guest/generate-token`, { method: 'POST', headers: { 'x-forwarded-for': `${ip}, 127.0.0.1` } });
  }

  it('answers 429 with Retry-After past the allowance, per IP', async () => {
    const post = await tokenServer(new RateLimiterMemory({ points: 3, duration: 60 }));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post('203.0.113.9');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    // Another address is not affected.
    expect((await post('198.51.100.4')).status).toBe(200);
  });

  it.skipIf(!redisUrl)('shares the count between processes through Redis', async () => {
    const rules = {
      tokensPerIp: { points: 2, duration: 60 },
      messagesPerGuest: { points: 1, duration: 1 },
      messagesPerIp: { points: 1, duration: 1 },
      pageLoadsPerGuest: { points: 1, duration: 1 },
      pageLoadsPerIp: { points: 1, duration: 1 },
    };
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    cleanups.push(() => clients.forEach((client) => client.disconnect()));
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${process.pid}-${Date.now()}`;
    const [a, b] = await Promise.all(clients.map((client) => tokenServer(createDarkyLimiters(rules, client).tokensPerIp)));
    expect([(await a!(ip)).status, (await b!(ip)).status, (await a!(ip)).status, (await b!(ip)).status]).toEqual([200, 200, 429, 429]);
  });
});

describe('chat and page-load limits keyed by guest and IP', () => {
  it('a new token does not buy a new allowance: messages are counted per IP too', async () => {
    const { url } = await startDarky({
      limits: { messagesPerGuest: new RateLimiterMemory({ points: 20, duration: 60 }), messagesPerIp: new RateLimiterMemory({ points: 3, duration: 60 }) },
    });
    const first = await guestFrom(url, '203.0.113.20');
    const acks: ChatAck[] = [];
    for (let i = 0; i < 2; i += 1) acks.push(await first.emitWithAck('talk message', `hola ${i}`));
    // The abuser's trick: a fresh token.
    const second = await guestFrom(url, '203.0.113.20');
    for (let i = 0; i < 3; i += 1) acks.push(await second.emitWithAck('talk message', `hola ${i}`));
    expect(codes(acks)).toEqual(['ok', 'ok', 'ok', 'rate-limited', 'rate-limited']);
    // A visitor elsewhere is answered.
    const elsewhere = await guestFrom(url, '198.51.100.20');
    expect(await elsewhere.emitWithAck('talk message', 'hola')).toEqual({ ok: true });
  });

  it('page-loads are limited per guest and per IP, and a refused one reads nothing from the database', async () => {
    const { url, store } = await startDarky({
      limits: { pageLoadsPerGuest: new RateLimiterMemory({ points: 2, duration: 60 }), pageLoadsPerIp: new RateLimiterMemory({ points: 3, duration: 60 }) },
    });
    const socket = await guestFrom(url, '203.0.113.30');
    const readsBefore = store.historyReads;
    const acks: ChatAck[] = [];
    for (let i = 0; i < 6; i += 1) acks.push(await socket.emitWithAck('user action', 'page-load'));
    expect(codes(acks)).toEqual(['ok', 'ok', 'rate-limited', 'rate-limited', 'rate-limited', 'rate-limited']);
    expect(store.historyReads - readsBefore).toBe(2);
    // A second token from the same IP gets the IP's last point, then nothing.
    const other = await guestFrom(url, '203.0.113.30');
    expect(codes([await other.emitWithAck('user action', 'page-load'), await other.emitWithAck('user action', 'page-load')])).toEqual(['ok', 'rate-limited']);
  });
});

describe("a socket's queue", () => {
  it('holds at most maxQueuedEvents: the excess is dropped at once and answered "rate-limited" (told once a second)', async () => {
    const { url, store } = await startDarky({ maxQueuedEvents: 3 });
    const socket = await guestFrom(url, '203.0.113.40');
    const errors: ChatErrorPayload[] = [];
    socket.on('chat error', (error: ChatErrorPayload) => errors.push(error));
    store.hold();
    const acks = Array.from({ length: 10 }, (_, i) => socket.timeout(10_000).emitWithAck('talk message', `mensaje ${i}`) as Promise<ChatAck>);
    // The seven beyond the bound are refused while the first three still wait for the database.
    const dropped = acks.slice(3);
    expect(codes(await Promise.all(dropped))).toEqual(Array(7).fill('rate-limited'));
    expect(errors).toEqual([{ code: 'rate-limited', message: 'Vas muy rápido. Espera unos segundos y vuelve a escribirme.' }]);
    store.release();
    expect(codes(await Promise.all(acks.slice(0, 3)))).toEqual(['ok', 'ok', 'ok']);
  });

  it('disconnects a socket that keeps flooding past its queue', async () => {
    const { url, store } = await startDarky({ maxQueuedEvents: 2, maxDropsPerWindow: 20 });
    const socket = await guestFrom(url, '203.0.113.45');
    store.hold();
    const disconnected = nextEvent<string>(socket, 'disconnect');
    for (let i = 0; i < 100; i += 1) socket.emit('user action', 'page-load');
    expect(await disconnected).toBe('io server disconnect');
    store.release();
  });

  it('stops when the socket disconnects: what was waiting is never run', async () => {
    const { url, store } = await startDarky();
    const { token, guestId } = await issueGuestToken();
    const socket = await guestFrom(url, '203.0.113.50', token);
    store.hold();
    for (let i = 0; i < 5; i += 1) socket.emit('talk message', `mensaje ${i}`);
    // The first message is in hand (its append waits); four wait behind it.
    await expect.poll(() => store.appends).toBe(1);
    socket.disconnect();
    await expect.poll(() => socket.connected).toBe(false);
    // The server notices the disconnect before the database answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    store.release();
    // The one in hand finishes: its reply is stored (and sent to the guest's other tabs).
    await expect.poll(async () => (await store.history(guestId, 10)).some((event) => event.by === 'bot'), { timeout: 5000 }).toBe(true);
    // Had the queue gone on, the next message would be stored within the same turn of work; it never is.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const users = (await store.history(guestId, 10)).filter((event) => event.by === 'user').map((event) => event.message);
    expect(users).toEqual(['mensaje 0']);
  });

  it('closing the server waits for the turn in hand: its replies are stored before the database may close', async () => {
    const { url, store, io } = await startDarky();
    const { token, guestId } = await issueGuestToken();
    const socket = await guestFrom(url, '203.0.113.51', token);
    store.hold();
    socket.emit('talk message', 'hola');
    await expect.poll(() => store.appends).toBe(1);
    let closed = false;
    const closing = io.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The visitor's message is still being stored: closing waits.
    expect(closed).toBe(false);
    store.release();
    await closing;
    expect((await store.history(guestId, 10)).map((event) => event.by)).toEqual(['user', 'bot']);
  });
});
