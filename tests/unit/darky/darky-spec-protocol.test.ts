/**
 * SPEC §7's own client against Darky's socket: 'talk message' (and its alias 'user message') with the bare text,
 * 'user action' with 'page-load' or { value: 'page-load' }; locale and path from the handshake (query, Referer, 'es').
 * The site widget's object payloads keep working beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatAck, ChatEvent } from '@/features/darky/protocol';
import { MemoryConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { handshakeDefaults, parseTalkMessage, parseUserAction } from '@/features/darky/server/socket-payloads';
import { listen, nextEvent, trainFixtureModel } from './support';

const GREETING = { es: 'Hola, soy Darky. ¿Cómo te puedo ayudar?', en: 'Hello, this is Darky. How may I help you?' };

let io: Server;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  const listening = await listen();
  url = listening.url;
  io = attachDarky(listening.server, {
    responder: new DarkyResponder(await trainFixtureModel(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), random: () => 0 }),
    store: new MemoryConversationStore(),
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await io.close();
});

/** A client as the spec describes it: the token as a query parameter, nothing else unless given. */
async function specClient(query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Socket> {
  const { token } = await issueGuestToken();
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token, ...query },
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await nextEvent(socket, 'history');
  return socket;
}

const botReply = (socket: Socket) => nextEvent<ChatEvent>(socket, 'talk message');

describe("the spec's client (SPEC §7)", () => {
  it('is greeted in Spanish on { value: "page-load" } with no locale anywhere, and answered for the bare text', async () => {
    const socket = await specClient();
    const greeting = botReply(socket);
    socket.emit('user action', { value: 'page-load' });
    expect(await greeting).toMatchObject({ by: 'bot', message: GREETING.es });

    const reply = botReply(socket);
    const ack: ChatAck = await socket.emitWithAck('talk message', 'muéstrame el portafolio');
    expect(ack).toEqual({ ok: true });
    expect(await reply).toMatchObject({ by: 'bot', action: { name: 'navigate', params: { path: '/portafolio' } } });
  });

  it("is greeted in English on 'page-load' with the locale query, and answered on the 'user message' alias", async () => {
    const socket = await specClient({ locale: 'en' });
    const greeting = botReply(socket);
    socket.emit('user action', 'page-load');
    expect((await greeting).message).toBe(GREETING.en);

    const reply = botReply(socket);
    socket.emit('user message', 'what are your opening hours');
    expect((await reply).message).toMatch(/Monday to Friday/);
  });

  it('takes the language and page from the Referer when the query has none', async () => {
    const socket = await specClient({}, { referer: 'http://127.0.0.1/en/servicios?tab=x' });
    const greeting = botReply(socket);
    socket.emit('user action', { value: 'page-load' });
    expect((await greeting).message).toBe(GREETING.en);
  });

  it("words refusals of the bare text in the handshake's language", async () => {
    const socket = await specClient({ locale: 'en' });
    const ack: ChatAck = await socket.emitWithAck('talk message', 'x'.repeat(141));
    expect(ack).toEqual({ ok: false, error: { code: 'message-too-long', message: 'Your message is over 140 characters. Could you make it shorter?' } });
    expect(await socket.emitWithAck('user action', { value: 'reload' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it("keeps the site widget's object payloads, whose locale and path win over the handshake's", async () => {
    const socket = await specClient({ locale: 'es' });
    const greeting = botReply(socket);
    socket.emit('user action', { value: 'page-load', locale: 'en', path: '/en' });
    expect((await greeting).message).toBe(GREETING.en);
    const reply = botReply(socket);
    expect(await socket.emitWithAck('talk message', { message: 'muéstrame el portafolio', locale: 'es', path: '/' })).toEqual({ ok: true });
    expect((await reply).action?.params).toMatchObject({ path: '/portafolio' });
  });
});

describe('handshake defaults and payload shapes', () => {
  const handshake = (query: Record<string, unknown>, headers: Record<string, string> = {}) => ({ query, headers, address: '127.0.0.1' });

  it('reads the locale from the query, then the Referer path, then Spanish; the path likewise', () => {
    expect(handshakeDefaults(handshake({ locale: 'en' }))).toEqual({ locale: 'en', path: '/en' });
    expect(handshakeDefaults(handshake({}, { referer: 'https://darko.digital/en/nosotros' }))).toEqual({ locale: 'en', path: '/en/nosotros' });
    expect(handshakeDefaults(handshake({ locale: 'es' }, { referer: 'https://darko.digital/en/nosotros' }))).toEqual({ locale: 'es', path: '/en/nosotros' });
    expect(handshakeDefaults(handshake({}, { referer: 'https://darko.digital/english' }))).toEqual({ locale: 'es', path: '/english' });
    expect(handshakeDefaults(handshake({ locale: 'fr', path: 'x' }, { referer: 'not a url' }))).toEqual({ locale: 'es', path: '/' });
    expect(handshakeDefaults(handshake({ path: '/en/servicios' }))).toEqual({ locale: 'en', path: '/en/servicios' });
  });

  it('accepts exactly the spec shapes and the widget objects', () => {
    const defaults = { locale: 'en' as const, path: '/en' };
    expect(parseUserAction('page-load', defaults)).toEqual(defaults);
    expect(parseUserAction({ value: 'page-load' }, defaults)).toEqual(defaults);
    expect(parseUserAction({ value: 'page-load', locale: 'es', path: '/' }, defaults)).toEqual({ locale: 'es', path: '/' });
    for (const bad of ['PAGE-LOAD', { value: 'x' }, { value: 'page-load', locale: 'fr' }, { value: 'page-load', path: 'x' }, null, ['page-load']]) {
      expect(parseUserAction(bad, defaults)).toBeUndefined();
    }
    expect(parseTalkMessage('hola', defaults)).toEqual({ message: 'hola', ...defaults });
    expect(parseTalkMessage({ message: 'hola' }, defaults)).toEqual({ message: 'hola', ...defaults });
    expect(parseTalkMessage({ message: 'hi', locale: 'es' }, defaults)).toEqual({ message: 'hi', locale: 'es', path: '/en' });
    for (const bad of [{ text: 'hola' }, 1, null, ['hola'], { message: 1 }, { message: 'x', locale: 'pt' }])
      expect(parseTalkMessage(bad, defaults)).toBeUndefined();
  });
});
