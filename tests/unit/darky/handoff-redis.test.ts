/**
 * The live handoff on two servers behind Redis (issue 25): the visitor on one, the operator on the other; the queue,
 * the take, messages both ways and the hand back cross through the streams adapter (rooms on both sockets), and the
 * handoff's state is the one database both read (PGlite shared in-process here, PostgreSQL on the site).
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatEvent, ConversationStatePayload, LiveConversation } from '@/features/darky/protocol';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { openTestDatabase, testDrivers } from '@/server/db/testing';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!redisUrl).each(testDrivers())('Live handoff on two servers with Redis, database on %s', (driver) => {
  it('a visitor on server A and an operator on server B talk, and Darky answers again after the hand back', async () => {
    const model = await trainFixtureModel();
    const database = await openTestDatabase(driver);
    cleanup.push(() => database.destroy());
    const db = async () => database.db;
    const streamName = `handoff-test-${process.pid}-${Date.now()}-${driver}`;
    const servers: { io: Server; url: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(redisUrl!);
      // The operators' adapter blocks on its own stream: its own connection.
      const operatorRedis = new Redis(redisUrl!);
      const { server, url } = await listen();
      const io = attachDarky(server, {
        responder: new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), siteSearch: null, random: () => 0 }),
        store: new DbConversationStore(db),
        adapter: createAdapter(redis, { streamName }),
        handoff: {
          store: new DbHandoffStore(db),
          hours: () => ({ open: true, nextOpen: new Date() }),
          authenticateOperator: async (headers) =>
            headers.get('cookie') === 'session=rosa' ? { id: 'op-rosa', email: 'rosa@darko.pe', name: 'Rosa Quispe', role: 'member' } : undefined,
          operatorAdapter: createAdapter(operatorRedis, { streamName: `${streamName}-operators` }),
        },
      });
      servers.push({ io, url });
      cleanup.push(async () => {
        await io.close();
        // quit, not disconnect: a read the adapter has in flight is answered, not rejected unhandled.
        await Promise.all([redis.quit(), operatorRedis.quit()]).catch(() => {});
      });
    }
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const { token, guestId } = await issueGuestToken();
    const guest = connectGuest(a.url, token, 'es');
    const operator = connect(`${b.url}/operators`, {
      path: '/admin/live/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: b.url, cookie: 'session=rosa' },
    });
    cleanup.push(
      // Runs after the disconnects (cleanups run last first): the presence request an operator's leaving sends to the
      // other server is answered before the servers and their Redis connections close.
      () => new Promise((resolve) => setTimeout(resolve, 500)),
      () => guest.disconnect(),
      () => operator.disconnect(),
    );
    const messages: ChatEvent[] = [];
    const states: ConversationStatePayload[] = [];
    guest.on('talk message', (e: ChatEvent) => messages.push(e));
    guest.on('conversation state', (s: ConversationStatePayload) => states.push(s));
    const changes: LiveConversation[] = [];
    const heard: ChatEvent[] = [];
    operator.on('conversation', (c: LiveConversation) => changes.push(c));
    operator.on('conversation message', ({ event }: { event: ChatEvent }) => heard.push(event));
    await Promise.all([nextEvent(guest, 'history'), nextEvent(operator, 'queue')]);

    await guest.emitWithAck('talk message', { message: 'quiero hablar con una persona', locale: 'es', path: '/' });
    // Queued on A, seen on B.
    await expect.poll(() => changes.at(-1)?.state, { timeout: 8000 }).toBe('waiting');
    expect(await operator.emitWithAck('take', { guestId })).toEqual({ ok: true });
    // Taken on B, told on A.
    await expect.poll(() => states.at(-1), { timeout: 8000 }).toEqual({ state: 'person', operator: { name: 'Rosa' } });
    await guest.emitWithAck('talk message', { message: 'hola Rosa', locale: 'es', path: '/' });
    await expect.poll(() => heard.at(-1)?.message, { timeout: 8000 }).toBe('hola Rosa');
    expect(await operator.emitWithAck('operator message', { guestId, message: 'Hola, te leo' })).toEqual({ ok: true });
    await expect.poll(() => messages.at(-1), { timeout: 8000 }).toMatchObject({ by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, te leo' });
    expect(messages.filter((m) => m.by === 'bot').map((m) => m.message)).toEqual([
      expect.stringMatching(/^Te paso con una persona/),
      'Rosa, del equipo, se unió a la conversación.',
    ]);

    expect(await operator.emitWithAck('hand back', { guestId })).toEqual({ ok: true });
    await expect.poll(() => states.at(-1), { timeout: 8000 }).toEqual({ state: 'darky' });
    const count = messages.length;
    await guest.emitWithAck('talk message', { message: 'muéstrame el portafolio', locale: 'es', path: '/' });
    await expect.poll(() => messages.length, { timeout: 8000 }).toBe(count + 1);
    expect(messages.at(-1)).toMatchObject({ by: 'bot', action: { name: 'navigate' } });
  });
});
