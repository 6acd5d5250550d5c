/** A conversation that goes on after the page changes language switches Darky, which says so once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import type { ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

let io: Server;
let url: string;
let store: MemoryConversationStore;
const sockets: Socket[] = [];

beforeAll(async () => {
  const model = await trainFixtureModel();
  store = new MemoryConversationStore();
  const listening = await listen();
  url = listening.url;
  io = attachDarky(listening.server, {
    responder: new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
    store,
    limits: { messagesPerGuest: new RateLimiterMemory({ points: 20, duration: 60 }) },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await io.close();
});

async function pageLoad(token: string, locale: 'es' | 'en'): Promise<Socket> {
  const socket = connectGuest(url, token, locale);
  sockets.push(socket);
  await nextEvent(socket, 'history');
  await socket.emitWithAck('user action', { value: 'page-load', locale, path: locale === 'en' ? '/en' : '/' });
  return socket;
}

describe('language switch mid-conversation', () => {
  it('greets in Spanish, then says once in English that it switched, with English quick replies', async () => {
    const { token, guestId } = await issueGuestToken();
    await pageLoad(token, 'es');
    const es = await pageLoad(token, 'en');
    const reply = nextEvent<ChatEvent>(es, 'talk message');
    await es.emitWithAck('talk message', { message: 'how much does an online store cost', locale: 'en', path: '/en' });
    // Answered in English from the facts catalogue (its starting price), though the conversation began in Spanish.
    expect((await reply).message).toMatch(/^\[E-commerce\]\([^)]+\): from S\/ [\d,]+ .*quote/);
    await pageLoad(token, 'en');

    const bot = (await store.history(guestId, 20)).filter((e) => e.by === 'bot');
    expect(bot[0]!.message).toBe('Hola, soy Darky. ¿Cómo te puedo ayudar?');
    expect(bot[1]!.message).toBe("I'll speak English now.");
    const labels = (bot[1]!.action?.params as { items: { label: string }[] }).items.map((i) => i.label);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.join(' ')).not.toMatch(/[áéíóúñ]|Servicios|Cotiza/);
    // Said once: the later English page-load adds nothing.
    expect(bot.filter((e) => e.message === "I'll speak English now.")).toHaveLength(1);
    // The price, then the first question of the quote it starts.
    expect(bot).toHaveLength(4);
  });
});
