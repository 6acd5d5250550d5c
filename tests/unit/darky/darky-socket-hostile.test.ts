// Regressions found by the fuzz suite (tests/fuzz): a NUL in a chat message failed the PostgreSQL insert and the
// acknowledgement never came; a failing store at connect time could end the process with an unhandled rejection.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import type { ChatAck, ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

/** Refuses what PostgreSQL refuses, so the memory store behaves like the real one for NUL. */
class PostgresLikeStore extends MemoryConversationStore {
  failTouch = false;
  failAppend = false;
  override async touchGuest(guestId: string, locale: 'es' | 'en'): Promise<void> {
    if (this.failTouch) throw new Error('database unavailable');
    return super.touchGuest(guestId, locale);
  }
  override async append(guestId: string, event: Omit<ChatEvent, 'id' | 'date'>): Promise<ChatEvent> {
    if (this.failAppend) throw new Error('database unavailable');
    if (event.message.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    return super.append(guestId, event);
  }
}

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const io of servers) await io.close();
});

async function startDarky() {
  const store = new PostgresLikeStore();
  const { server, url } = await listen();
  const io = attachDarky(server, {
    responder: new DarkyResponder(await trainFixtureModel(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
    store,
    limits: { messagesPerGuest: new RateLimiterMemory({ points: 20, duration: 60 }) },
  });
  servers.push(io);
  return { store, url };
}

async function guest(url: string) {
  const { token, guestId } = await issueGuestToken();
  const socket = connectGuest(url, token);
  sockets.push(socket);
  return { socket, guestId };
}

describe('Darky socket with hostile text and a failing store', () => {
  it('drops NUL characters from a message, and refuses a message made of them', async () => {
    const { store, url } = await startDarky();
    const { socket, guestId } = await guest(url);
    await nextEvent(socket, 'history');
    expect(await socket.timeout(5000).emitWithAck('talk message', { message: 'hola\u0000darky', locale: 'es', path: '/' })).toEqual({ ok: true });
    const refused: ChatAck = await socket.timeout(5000).emitWithAck('talk message', { message: '\u0000 \u0000', locale: 'es', path: '/' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const users = (await store.history(guestId, 100)).filter((e) => e.by === 'user').map((e) => e.message);
    expect(users).toEqual(['holadarky']);
  });

  it('answers the acknowledgement with a server error when storing fails', async () => {
    const { store, url } = await startDarky();
    const { socket } = await guest(url);
    await nextEvent(socket, 'history');
    store.failAppend = true;
    const ack: ChatAck = await socket.timeout(5000).emitWithAck('talk message', { message: 'hola', locale: 'es', path: '/' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'server-error' } });
  });

  it('leaves no unhandled rejection when the store fails for a guest who sends nothing', async () => {
    const { store, url } = await startDarky();
    store.failTouch = true;
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { socket } = await guest(url);
      await nextEvent(socket, 'connect');
      socket.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
