/** Two Darky socket servers sharing rooms through Redis streams: a guest's reply reaches a tab connected to the other server. */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky, guestRoom } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!redisUrl)('Darky on two servers with the Redis streams adapter', () => {
  it('delivers a message emitted to a guest room on one server to a client of the other', async () => {
    const model = await trainFixtureModel();
    const streamName = `darky-test-${process.pid}-${Date.now()}`;
    const store = new MemoryConversationStore();
    const servers: { io: Server; url: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(redisUrl!);
      const { server, url } = await listen();
      const io = attachDarky(server, {
        responder: new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })) }),
        store,
        limits: { messagesPerGuest: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${streamName}:rl`, points: 20, duration: 60 }) },
        adapter: createAdapter(redis, { streamName }),
      });
      servers.push({ io, url });
      cleanup.push(async () => {
        await io.close();
        redis.disconnect();
      });
    }
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const { token, guestId } = await issueGuestToken();
    const onA = connectGuest(a.url, token, 'en');
    const onB = connectGuest(b.url, token, 'en');
    cleanup.push(
      () => onA.disconnect(),
      () => onB.disconnect(),
    );
    await Promise.all([nextEvent(onA, 'history'), nextEvent(onB, 'history')]);
    // Both servers see the guest's two sockets in its room.
    await expect.poll(async () => (await a.io.in(guestRoom(guestId)).fetchSockets()).length, { timeout: 5000 }).toBe(2);

    // An emit to the room on server A reaches the tab connected to server B.
    const direct = nextEvent<ChatEvent>(onB, 'talk message');
    const local = nextEvent<ChatEvent>(onA, 'talk message');
    a.io.to(guestRoom(guestId)).emit('talk message', { by: 'bot', message: 'cross-server hello', date: Date.now() });
    expect((await direct).message).toBe('cross-server hello');
    expect((await local).message).toBe('cross-server hello');

    // A chat turn on server B: the typed message and the reply reach the tab on server A.
    const seenOnA: ChatEvent[] = [];
    onA.on('talk message', (e: ChatEvent) => seenOnA.push(e));
    onB.emit('talk message', { message: 'show me your portfolio', locale: 'en', path: '/en' });
    await expect.poll(() => seenOnA.length, { timeout: 8000 }).toBe(2);
    expect(seenOnA[0]).toMatchObject({ by: 'user', message: 'show me your portfolio' });
    expect(seenOnA[1]).toMatchObject({ by: 'bot', action: { name: 'navigate', params: { path: '/en/portafolio' } } });
  });
});
