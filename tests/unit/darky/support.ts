/** Shared set-up of Darky's tests: models trained on the fixture knowledge (the spec's services), and socket helpers. */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetEnvCache } from '@/config/env';
import type { DarkyKnowledge } from '@/features/darky/nlu/knowledge';
import type { ChatEvent, ChatLocale } from '@/features/darky/protocol';
import { parseMessage, plainMessage } from '@/features/darky/message-links';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { availableSlots } from '@/features/leads/scheduling/slots';
import { schedulingConfig } from '@/features/leads/server/appointments';
import type { DarkyReply } from '@/features/darky/server/reply-composer';
import { fixtureKnowledge } from './fixtures/knowledge';

let shared: Promise<TrainedDarkyModel> | undefined;

/** One model per test file, trained on the fixture knowledge. */
export function trainFixtureModel(): Promise<TrainedDarkyModel> {
  shared ??= trainDarkyModel(fixtureKnowledge);
  return shared;
}

/** Darky's replies to the last of `turns`, said one after the other in one conversation of a new guest. */
export async function repliesTo(model: TrainedDarkyModel, locale: ChatLocale, ...turns: string[]): Promise<DarkyReply[]> {
  const responder = new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })), random: () => 0 });
  const guestId = `guest-${Math.random()}`;
  let replies: DarkyReply[] = [];
  // The stored events, as the site hands them to each turn: the visitor's message is stored before Darky answers it
  // (darky-socket.ts), so the history ends with it.
  const history: ChatEvent[] = [];
  for (const text of turns) {
    history.push({ by: 'user', message: text, date: Date.now() });
    replies = await responder.reply({ guestId, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [...history] });
    history.push(...replies.map((reply) => ({ by: 'bot' as const, ...reply, date: Date.now() })));
  }
  return replies;
}

/**
 * Darky as the site runs it (darky-runtime.ts), over an empty calendar: the free times a fresh site offers, so a
 * booking offers its times in the chat. `onUnanswered` hears when Darky could not answer.
 */
export function responderWithSlots(model: TrainedDarkyModel, onUnanswered?: () => void): { responder: DarkyResponder; leads: LeadCaptureDialogues } {
  const openSlots = async () => availableSlots(schedulingConfig(), new Date());
  const leads = new LeadCaptureDialogues(
    async () => ({ ok: true, id: 'lead-1' }),
    undefined,
    undefined,
    async () => (await openSlots()).map((slot) => slot.start),
  );
  return { responder: new DarkyResponder(model, { leads, random: () => 0, openSlots, ...(onUnanswered ? { onUnanswered } : {}) }), leads };
}

/** Darky's replies to one message of a new guest, with the free times of `responderWithSlots`. */
export async function repliesWithSlots(model: TrainedDarkyModel, locale: ChatLocale, text: string): Promise<DarkyReply[]> {
  const { responder } = responderWithSlots(model);
  return responder.reply({ guestId: `guest-${Math.random()}`, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });
}

/**
 * A conversation as the site holds it (each message stored before Darky answers it, darky-socket.ts), with the free
 * times of `responderWithSlots`: the last turn's replies and the lead dialogues, on `path` (the home by default).
 */
export async function converse(model: TrainedDarkyModel, locale: ChatLocale, turns: readonly string[], path = '/') {
  const { responder, leads } = responderWithSlots(model);
  const guestId = `conversation-${Math.random()}`;
  const history: ChatEvent[] = [];
  let last: DarkyReply[] = [];
  for (const text of turns) {
    history.push({ by: 'user', message: text, date: Date.now() });
    last = await responder.reply({ guestId, locale, path, text, history: async () => [...history] });
    history.push(...last.map((reply) => ({ by: 'bot' as const, ...reply, date: Date.now() })));
  }
  return { leads, guestId, last };
}

/** A conversation on the home page of its language, and whether it left a lead dialogue open. */
export async function converseOnItsPage(model: TrainedDarkyModel, locale: ChatLocale, turns: readonly string[]) {
  const { leads, guestId, last } = await converse(model, locale, turns, locale === 'en' ? '/en' : '/');
  return { started: await leads.isActive(guestId), last };
}

/**
 * The site's model on one fixed Wednesday morning in Lima (the blind sets' judging clock), trained once for the file:
 * `converse` holds a conversation on the home page of its language. Only the clock is fixed; timers run as usual.
 */
export function onAWednesdayMorning(): { converse: (locale: ChatLocale, turns: readonly string[]) => ReturnType<typeof converseOnItsPage> } {
  let model: TrainedDarkyModel;
  beforeAll(async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
    model = await trainDarkyModel();
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return { converse: (locale, turns) => converseOnItsPage(model, locale, turns) };
}

/** What the replies say, as plain text (links by their labels). */
export const saidIn = (replies: readonly { message: string }[]): string => replies.map((reply) => plainMessage(reply.message)).join(' ');

/** The pages the replies link (their messages' links). */
export const linksOf = (replies: readonly DarkyReply[]): string[] =>
  replies.flatMap((reply) => parseMessage(reply.message).flatMap((part) => (part.kind === 'link' ? [part.href] : [])));

/** Every page the replies link or open (a navigate action's path). */
export const pagesOf = (replies: readonly DarkyReply[]): string[] => [
  ...linksOf(replies),
  ...replies.flatMap((reply) => (reply.action?.name === 'navigate' ? [String(reply.action.params.path)] : [])),
];

export function trainModelOn(knowledgeFor: (locale: ChatLocale) => DarkyKnowledge): Promise<TrainedDarkyModel> {
  return trainDarkyModel(knowledgeFor);
}

export async function listen(server: HttpServer = createServer()): Promise<{ server: HttpServer; url: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function connectGuest(url: string, token: string | undefined, locale: ChatLocale = 'es'): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], query: token ? { token, locale } : { locale }, reconnection: false, forceNew: true });
}

/** Resolves with the next `event` payload (or rejects after `ms`). */
export function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * For socket tests behind one trusted proxy (each client picks its address with X-Forwarded-For): registers the
 * hooks, disconnects the test's sockets after each test and runs the cleanups (last first) after the file.
 */
export function behindOneProxy(): { cleanups: Array<() => unknown>; sockets: Socket[] } {
  const cleanups: Array<() => unknown> = [];
  const sockets: Socket[] = [];
  const savedHops = process.env.TRUSTED_PROXY_HOPS;
  beforeAll(() => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvCache();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (savedHops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = savedHops;
    resetEnvCache();
  });
  return { cleanups, sockets };
}
