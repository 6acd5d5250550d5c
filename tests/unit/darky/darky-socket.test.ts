/** Darky's socket endpoint end to end over real sockets: auth, greeting, replies, history, limits, tabs, LLM fallback. */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import type { ChatErrorPayload, ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { createLlmResponder } from '@/features/darky/server/llm-responder';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

interface Running {
  io: Server;
  http: HttpServer;
  url: string;
  store: MemoryConversationStore;
}

async function startDarky(options: { points?: number; llm?: ReturnType<typeof createLlmResponder> } = {}): Promise<Running> {
  const model = await trainFixtureModel();
  const store = new MemoryConversationStore();
  const { server, url } = await listen();
  const io = attachDarky(server, {
    responder: new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), llm: options.llm, random: () => 0 }),
    store,
    limits: { messagesPerGuest: new RateLimiterMemory({ points: options.points ?? 20, duration: 60 }) },
  });
  return { io, http: server, url, store };
}

const sockets: Socket[] = [];
function guest(url: string, token: string | undefined, locale: 'es' | 'en' = 'es') {
  const socket = connectGuest(url, token, locale);
  sockets.push(socket);
  return socket;
}

let darky: Running;
beforeAll(async () => {
  darky = await startDarky();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await darky.io.close();
});

describe('Darky socket', () => {
  it.each([
    ['a missing token', undefined, 'token-missing'],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', 'token-invalid'],
  ])('refuses %s with a clear error and stores nothing', async (_, token, code) => {
    const touched = vi.spyOn(darky.store, 'touchGuest');
    const appended = vi.spyOn(darky.store, 'append');
    try {
      const socket = guest(darky.url, token);
      const error = await nextEvent<Error & { data?: { code: string } }>(socket, 'connect_error');
      expect(error.data?.code).toBe(code);
      expect(error.message).toMatch(/token/i);
      expect(socket.connected).toBe(false);
      // The forged token names guest "x": nothing was written for it, nor for anyone else.
      expect(await darky.store.history('x', 10)).toEqual([]);
      expect(touched).not.toHaveBeenCalled();
      expect(appended).not.toHaveBeenCalled();
    } finally {
      touched.mockRestore();
      appended.mockRestore();
    }
  });

  it('sends the history, greets on page-load and answers a message with an action', async () => {
    const { token } = await issueGuestToken();
    const socket = guest(darky.url, token);
    expect(await nextEvent<ChatEvent[]>(socket, 'history')).toEqual([]);
    const greeting = nextEvent<ChatEvent>(socket, 'talk message');
    socket.emit('user action', { value: 'page-load', locale: 'es', path: '/' });
    expect((await greeting).message).toBe('Hola, soy Darky. ¿Cómo te puedo ayudar?');

    const reply = nextEvent<ChatEvent>(socket, 'talk message');
    const ack = await socket.emitWithAck('talk message', { message: 'muéstrame el portafolio', locale: 'es', path: '/' });
    expect(ack).toEqual({ ok: true });
    const bot = await reply;
    expect(bot).toMatchObject({ by: 'bot', action: { name: 'navigate', params: { path: '/portafolio', animation: 'navigating' } } });
    expect(typeof bot.date).toBe('number');
    expect(bot.id).toBeTruthy();
  });

  it("keeps the history across reconnects and shares replies between the guest's tabs", async () => {
    const { token } = await issueGuestToken();
    const first = guest(darky.url, token, 'en');
    await nextEvent(first, 'history');
    const greeting = nextEvent<ChatEvent>(first, 'talk message');
    first.emit('user action', { value: 'page-load', locale: 'en', path: '/en' });
    await greeting;
    first.disconnect();

    const second = guest(darky.url, token, 'en');
    const history = await nextEvent<ChatEvent[]>(second, 'history');
    expect(history.map((e) => e.message)).toEqual(['Hello, this is Darky. How may I help you?']);
    // Reloading right away does not greet again.
    second.emit('user action', { value: 'page-load', locale: 'en', path: '/en' });

    const third = guest(darky.url, token, 'en');
    await nextEvent(third, 'history');
    const seenByThird: ChatEvent[] = [];
    third.on('talk message', (e: ChatEvent) => seenByThird.push(e));
    const replyOnSecond = nextEvent<ChatEvent>(second, 'talk message');
    second.emit('talk message', { message: 'what are your opening hours', locale: 'en', path: '/en' });
    const bot = await replyOnSecond;
    await expect.poll(() => seenByThird.length).toBe(2);
    // The other tab sees what was typed and the reply; no second greeting was sent.
    expect(seenByThird).toEqual([expect.objectContaining({ by: 'user', message: 'what are your opening hours' }), bot]);
    expect(bot.message).toMatch(/Monday to Friday/);
  });

  it("refuses a message over 140 characters in the visitor's language, and stores nothing", async () => {
    const { token, guestId } = await issueGuestToken();
    const socket = guest(darky.url, token, 'en');
    await nextEvent(socket, 'history');
    const refusal = nextEvent<ChatErrorPayload>(socket, 'chat error');
    const ack = await socket.emitWithAck('talk message', { message: 'x'.repeat(141), locale: 'en', path: '/en' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'message-too-long' } });
    expect(await refusal).toEqual({ code: 'message-too-long', message: 'Your message is over 140 characters. Could you make it shorter?' });
    const accepted = await socket.emitWithAck('talk message', { message: 'y'.repeat(140), locale: 'en', path: '/en' });
    expect(accepted).toEqual({ ok: true });
    expect((await darky.store.history(guestId, 10)).filter((e) => e.by === 'user').map((e) => e.message.length)).toEqual([140]);
  });

  it('refuses malformed payloads', async () => {
    const { token } = await issueGuestToken();
    const socket = guest(darky.url, token);
    await nextEvent(socket, 'history');
    const ack = await socket.emitWithAck('talk message', { text: 'hola' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});

describe('Darky limits and the optional LLM', () => {
  it('rate-limits each guest', async () => {
    const limited = await startDarky({ points: 3 });
    try {
      const { token } = await issueGuestToken();
      const socket = guest(limited.url, token);
      await nextEvent(socket, 'history');
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await socket.emitWithAck('talk message', { message: `hola ${i}`, locale: 'es', path: '/' }));
      expect(answers.map((a) => (a.ok ? 'ok' : a.error.code))).toEqual(['ok', 'ok', 'ok', 'rate-limited', 'rate-limited']);
      // Another guest is not affected.
      const other = guest(limited.url, (await issueGuestToken()).token);
      await nextEvent(other, 'history');
      expect(await other.emitWithAck('talk message', { message: 'hola', locale: 'es', path: '/' })).toEqual({ ok: true });
    } finally {
      await limited.io.close();
    }
  });

  it('answers from a fake OpenAI-compatible endpoint and falls back to the NLU when it times out', async () => {
    let mode: 'answer' | 'hang' = 'answer';
    const received: { model: string; messages: { role: string; content: string }[] }[] = [];
    const fake = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        if (mode === 'hang') return; // never answers: the client must time out
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Somos una agencia en Lima. Escríbenos por WhatsApp.' } }] }));
      });
    });
    const { url: fakeUrl } = await listen(fake);
    const llm = createLlmResponder({ baseUrl: `${fakeUrl}/v1`, apiKey: 'test-key', model: 'tiny', timeoutMs: 300 });
    const withLlm = await startDarky({ llm });
    try {
      const { token } = await issueGuestToken();
      const socket = guest(withLlm.url, token);
      await nextEvent(socket, 'history');
      let reply = nextEvent<ChatEvent>(socket, 'talk message');
      socket.emit('talk message', { message: 'el cielo es azul y el mar profundo', locale: 'es', path: '/' });
      expect((await reply).message).toBe('Somos una agencia en Lima. Escríbenos por WhatsApp.');
      expect(received[0]!.model).toBe('tiny');
      expect(received[0]!.messages[0]!.content).toContain('Chatbot Personalizado');

      mode = 'hang';
      reply = nextEvent<ChatEvent>(socket, 'talk message');
      const started = Date.now();
      socket.emit('talk message', { message: 'el cielo es verde y el mar profundo', locale: 'es', path: '/' });
      const fallback = await reply;
      expect(fallback.action?.name).toBe('suggestions');
      expect(Date.now() - started).toBeLessThan(3000);
      // A question the NLU knows well never waits for the LLM.
      const before = received.length;
      reply = nextEvent<ChatEvent>(socket, 'talk message');
      socket.emit('talk message', { message: 'muéstrame el portafolio', locale: 'es', path: '/' });
      expect((await reply).action?.name).toBe('navigate');
      expect(received.length).toBe(before);
    } finally {
      await withLlm.io.close();
      fake.closeAllConnections();
      fake.close();
    }
  });
});
