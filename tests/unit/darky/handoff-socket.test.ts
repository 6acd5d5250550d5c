/**
 * The live handoff over real sockets (issue 25): a visitor asks for a person, an operator on the /operators namespace
 * takes the conversation, messages go both ways while Darky stays silent, and handing back makes Darky answer again;
 * out of hours and after the wait Darky takes the visitor's details; the namespace refuses anyone but an operator.
 * The conversation flow runs on memory and on the site's database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import type { ChatEvent, ConversationStatePayload, LiveConversation, OnlineOperator, OperatorAck, VisitorsOnline } from '@/features/darky/protocol';
import { sql } from 'drizzle-orm';
import { MemoryConversationStore, type ConversationStore } from '@/features/darky/server/conversation-store';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { attachDarky } from '@/features/darky/server/darky-socket';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import { DbLeadDialogueStore } from '@/features/darky/server/db-lead-dialogue-store';
import { issueGuestToken } from '@/features/darky/server/guest-token';
import type { OperatorActor, TeamHours } from '@/features/darky/server/handoff-desk';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { openingState } from '@/content/opening-hours.server';
import { MemoryHandoffStore, type HandoffStore } from '@/features/darky/server/handoff-store';
import { LeadCaptureDialogues, MemoryLeadDialogueStore, type ChatLeadSubmission } from '@/features/darky/server/lead-capture';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { connectGuest, listen, nextEvent, trainFixtureModel } from './support';

const rosa: OperatorActor = { id: 'op-rosa', email: 'rosa.quispe@darko.pe', name: 'Rosa Quispe', role: 'member' };
const luis: OperatorActor = { id: 'op-luis', email: 'luis@darko.pe', name: 'Luis Pardo', role: 'member' };
const ana: OperatorActor = { id: 'op-ana', email: 'ana@darko.pe', name: 'Ana Ríos', role: 'owner' };
const byCookie: Record<string, OperatorActor> = { 'session=rosa': rosa, 'session=luis': luis, 'session=ana': ana };

interface Running {
  io: Server;
  url: string;
  audit: Array<{ actor: string; action: string; target: string }>;
  /** Leads the chat filed (the lead dialogue's submissions). */
  filed: ChatLeadSubmission[];
}

const running: Server[] = [];
const sockets: Socket[] = [];
const databases: TestDatabase[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const io of running) await io.close();
  for (const db of databases) await db.destroy();
});

async function start(
  options: { open?: boolean; hours?: TeamHours; waitMs?: number; store?: ConversationStore; handoffs?: HandoffStore; leads?: LeadCaptureDialogues } = {},
) {
  const model = await trainFixtureModel();
  const { server, url } = await listen();
  const audit: Running['audit'] = [];
  const filed: ChatLeadSubmission[] = [];
  const io = attachDarky(server, {
    responder: new DarkyResponder(model, {
      leads:
        options.leads ??
        new LeadCaptureDialogues(
          async (lead) => {
            filed.push(lead);
            return { ok: true, id: 'lead-1' };
          },
          30 * 60 * 1000,
          new MemoryLeadDialogueStore(),
        ),
      random: () => 0,
      siteSearch: null,
    }),
    store: options.store ?? new MemoryConversationStore(),
    handoff: {
      store: options.handoffs ?? new MemoryHandoffStore(),
      hours: options.hours ?? (() => ({ open: options.open ?? true, nextOpen: new Date('2026-11-30T14:00:00Z') })),
      waitMs: options.waitMs ?? 60_000,
      sweepEveryMs: 100,
      authenticateOperator: async (headers) => byCookie[headers.get('cookie') ?? ''],
      audit: async (actor, action, target) => {
        audit.push({ actor: actor.id, action, target });
      },
    },
  });
  running.push(io);
  return { io, url, audit, filed } satisfies Running;
}

function visitor(url: string, token: string, locale: 'es' | 'en' = 'es') {
  const socket = connectGuest(url, token, locale);
  sockets.push(socket);
  return socket;
}

function operator(url: string, cookie: string | undefined, origin = url) {
  const socket = connect(`${url}/operators`, {
    path: '/admin/live/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
  });
  sockets.push(socket);
  return socket;
}

/** Collects a socket's events of one name. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** A visitor connected, history received; its bot lines, states and operator typing collected. */
async function joinedVisitor(url: string, locale: 'es' | 'en' = 'es') {
  const { token, guestId } = await issueGuestToken();
  const socket = visitor(url, token, locale);
  const messages = collect<ChatEvent>(socket, 'talk message');
  const states = collect<ConversationStatePayload>(socket, 'conversation state');
  const typing = collect<{ name: string; typing: boolean }>(socket, 'operator typing');
  await nextEvent(socket, 'history');
  await expect.poll(() => states.length).toBe(1);
  return { socket, guestId, messages, states, typing };
}

async function joinedOperator(url: string, cookie: string) {
  const socket = operator(url, cookie);
  const queue = await nextEvent<LiveConversation[]>(socket, 'queue');
  const changes = collect<LiveConversation>(socket, 'conversation');
  const messages = collect<{ guestId: string; event: ChatEvent }>(socket, 'conversation message');
  const typing = collect<{ guestId: string; typing: boolean }>(socket, 'visitor typing');
  return { socket, queue, changes, messages, typing };
}

const send = (socket: Socket, message: string) => socket.emitWithAck('talk message', { message, locale: 'es', path: '/servicios' });
const act = (socket: Socket, event: string, payload: object) => socket.emitWithAck(event, payload) as Promise<OperatorAck>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const flows: Array<[string, () => Promise<{ store: ConversationStore; handoffs: HandoffStore; leads: LeadCaptureDialogues }>]> = [
  [
    'memory',
    async () => ({
      store: new MemoryConversationStore(),
      handoffs: new MemoryHandoffStore(),
      leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' }), 30 * 60 * 1000, new MemoryLeadDialogueStore()),
    }),
  ],
  ...testDrivers().map(
    (driver) =>
      [
        driver,
        async () => {
          const database = await openTestDatabase(driver);
          databases.push(database);
          const db = async () => database.db;
          return {
            store: new DbConversationStore(db),
            handoffs: new DbHandoffStore(db),
            leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' }), 30 * 60 * 1000, new DbLeadDialogueStore(db)),
          };
        },
      ] as [string, () => Promise<{ store: ConversationStore; handoffs: HandoffStore; leads: LeadCaptureDialogues }>],
  ),
];

describe.each(flows)('Live handoff on %s', (_, stores) => {
  it('queues a visitor who asks for a person, hands them to an operator with Darky silent, and back to Darky', async () => {
    const site = await start(await stores());
    const guest = await joinedVisitor(site.url);
    const rosaDesk = await joinedOperator(site.url, 'session=rosa');
    expect(rosaDesk.queue).toEqual([]);

    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'waiting' });
    expect(guest.messages.at(-1)!.message).toMatch(/^Te paso con una persona del equipo\..*en 1 minutos/);
    // The team sees the visitor in the queue with the transcript so far.
    await expect.poll(() => rosaDesk.changes.at(-1)?.state).toBe('waiting');
    const waiting = rosaDesk.changes.at(-1)!;
    expect(waiting).toMatchObject({ guestId: guest.guestId, reason: 'asked', locale: 'es' });
    expect(typeof waiting.waitingSince).toBe('number');
    expect(waiting.transcript.map((e) => e.by)).toEqual(['user', 'bot']);

    // A second operator connecting now gets it in the queue's snapshot.
    const luisDesk = await joinedOperator(site.url, 'session=luis');
    expect(luisDesk.queue.map((c) => c.guestId)).toEqual([guest.guestId]);

    expect(await act(rosaDesk.socket, 'take', { guestId: guest.guestId })).toEqual({ ok: true });
    // Taken once: the second take is told.
    expect(await act(luisDesk.socket, 'take', { guestId: guest.guestId })).toEqual({ ok: false, error: 'taken' });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'person', operator: { name: 'Rosa' } });
    expect(guest.messages.at(-1)!.message).toBe('Rosa, del equipo, se unió a la conversación.');
    // The visitor never learns an operator's e-mail or surname.
    expect(JSON.stringify([guest.messages, guest.states])).not.toMatch(/rosa\.quispe|Quispe/);

    // Visitor -> operator; Darky says nothing.
    const before = guest.messages.length;
    await send(guest.socket, '¿cuánto cuesta una web?');
    await expect.poll(() => rosaDesk.messages.at(-1)?.event.message).toBe('¿cuánto cuesta una web?');
    await settle();
    expect(guest.messages.length).toBe(before);

    // Operator -> visitor, attributed by first name; typing both ways.
    expect(await act(rosaDesk.socket, 'operator typing', { guestId: guest.guestId, typing: true })).toEqual({ ok: true });
    await expect.poll(() => guest.typing.at(-1)).toEqual({ name: 'Rosa', typing: true });
    guest.socket.emit('visitor typing', { typing: true });
    await expect.poll(() => rosaDesk.typing.at(-1)).toEqual({ guestId: guest.guestId, typing: true });
    expect(await act(rosaDesk.socket, 'operator message', { guestId: guest.guestId, message: 'Hola, soy Rosa. Desde S/ 1 500.' })).toEqual({ ok: true });
    await expect.poll(() => guest.messages.at(-1)).toMatchObject({ by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, soy Rosa. Desde S/ 1 500.' });
    // Only the holder replies.
    expect(await act(luisDesk.socket, 'operator message', { guestId: guest.guestId, message: 'hola' })).toEqual({ ok: false, error: 'not-allowed' });
    // A member may not resolve a colleague's conversation.
    expect(await act(luisDesk.socket, 'resolve', { guestId: guest.guestId })).toEqual({ ok: false, error: 'not-allowed' });

    // Stored: a reload shows the operator's message, attributed.
    const { token } = guest.socket.io.opts.query as { token: string };
    const again = visitor(site.url, token);
    const [history, state] = await Promise.all([nextEvent<ChatEvent[]>(again, 'history'), nextEvent<ConversationStatePayload>(again, 'conversation state')]);
    expect(history.at(-1)).toMatchObject({ by: 'operator', operator: { name: 'Rosa' } });
    expect(state).toEqual({ state: 'person', operator: { name: 'Rosa' } });

    // Hand back: Darky answers again.
    expect(await act(rosaDesk.socket, 'hand back', { guestId: guest.guestId })).toEqual({ ok: true });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'darky' });
    expect(guest.messages.at(-1)!.message).toMatch(/^Rosa me devolvió la conversación/);
    await expect.poll(() => rosaDesk.changes.at(-1)).toMatchObject({ guestId: guest.guestId, state: 'darky' });
    const reply = nextEvent<ChatEvent>(guest.socket, 'talk message');
    await send(guest.socket, 'muéstrame el portafolio');
    expect(await reply).toMatchObject({ by: 'bot', action: { name: 'navigate' } });
    expect(site.audit).toEqual([
      { actor: 'op-rosa', action: 'handoff.take', target: guest.guestId },
      { actor: 'op-rosa', action: 'handoff.hand-back', target: guest.guestId },
    ]);
  });
});

describe('Live handoff rules', () => {
  // "Back on Monday" is said from a Friday evening: on a Sunday it would rightly be "tomorrow". Only the clock is fixed.
  const fridayEvening = () => vi.useFakeTimers({ now: new Date('2026-11-27T23:30:00Z'), toFake: ['Date'] });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('out of hours says when the team is back and takes the details as a lead', async () => {
    fridayEvening();
    const site = await start({ open: false });
    const guest = await joinedVisitor(site.url);
    const desk = await joinedOperator(site.url, 'session=rosa');
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => guest.messages.length).toBe(2);
    expect(guest.messages[0]!.message).toBe(
      'Ahora el equipo está fuera de horario; vuelve el lunes a las 9:00. Déjame tus datos y te escriben apenas vuelvan.',
    );
    expect(guest.messages[1]!.message).toMatch(/nombre/i);
    await settle();
    // Nobody is queued, and the state stays with Darky.
    expect(desk.changes).toEqual([]);
    expect(guest.states).toEqual([{ state: 'darky' }]);

    // The visitor's answers make a lead (the chat's lead dialogue, filed through the forms' path).
    const answer = async (text: string, expected: RegExp) => {
      const count = guest.messages.length;
      await send(guest.socket, text);
      await expect.poll(() => guest.messages.length).toBeGreaterThan(count);
      expect(guest.messages.at(-1)!.message).toMatch(expected);
    };
    // One question for an e-mail or a phone: the e-mail alone is enough.
    await answer('Ana Torres', /Déjame tu correo o tu teléfono/);
    await answer('ana@empresa.pe', /servicio/i);
    await answer('Chatbot Personalizado', /Ana Torres · ana@empresa\.pe · Chatbot/);
    await answer('Sí, enviar', /Listo, Ana.*ana@empresa\.pe/);
    expect(site.filed).toEqual([
      expect.objectContaining({ formId: 'chatbot', fields: expect.objectContaining({ firstName: 'Ana', lastName: 'Torres', email: 'ana@empresa.pe' }) }),
    ]);
    expect(site.filed[0]!.fields).not.toHaveProperty('phone');
  });

  it('in English, the state lines speak English', async () => {
    fridayEvening();
    const site = await start({ open: false });
    const guest = await joinedVisitor(site.url, 'en');
    await guest.socket.emitWithAck('talk message', { message: 'I want to talk to a human', locale: 'en', path: '/en' });
    await expect.poll(() => guest.messages.length).toBe(2);
    expect(guest.messages[0]!.message).toBe(
      "The team is out of office right now; they're back on Monday at 9:00. Leave me your details and they'll write to you as soon as they're back.",
    );
  });

  it('on a public holiday of the contact content Darky names it and says the team is back on the next working day', async () => {
    // Tuesday 28 July 2026, 10:00 in Lima: Fiestas Patrias, and the 29th too; back on Thursday the 30th.
    const holiday = () => openingState(getSharedCatalogue('contact').hours, new Date('2026-07-28T15:00:00Z'));
    expect(holiday()).toMatchObject({ open: false, nextOpen: new Date('2026-07-30T14:00:00Z'), holiday: { name: { es: 'Fiestas Patrias' } } });
    const site = await start({ hours: holiday });
    await joinedOperator(site.url, 'session=rosa');
    const guest = await joinedVisitor(site.url);
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => guest.messages.length).toBe(2);
    expect(guest.messages[0]!.message).toBe(
      'Hoy es feriado (Fiestas Patrias) y el equipo no está; vuelve el jueves a las 9:00. Déjame tus datos y te escriben apenas vuelvan.',
    );
    expect(guest.states).toEqual([{ state: 'darky' }]);
    const english = await joinedVisitor(site.url, 'en');
    await english.socket.emitWithAck('talk message', { message: 'I want to talk to a human', locale: 'en', path: '/en' });
    await expect.poll(() => english.messages.length).toBe(2);
    expect(english.messages[0]!.message).toMatch(
      /^Today is a public holiday in Peru \(Independence Day\) and the team is off; they're back on Thursday at 9:00\./,
    );
  });

  it('when nobody takes the visitor within the wait, Darky takes their details', async () => {
    const site = await start({ waitMs: 1_000 });
    // Rosa is online (so the visitor is queued) but does not take it.
    await joinedOperator(site.url, 'session=rosa');
    const guest = await joinedVisitor(site.url);
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'waiting' });
    await expect.poll(() => guest.states.at(-1), { timeout: 5_000 }).toEqual({ state: 'darky' });
    await expect.poll(() => guest.messages.some((m) => m.message.startsWith('Nadie del equipo pudo unirse ahora'))).toBe(true);
    expect(guest.messages.at(-1)!.message).toMatch(/nombre/i);
  });

  it('in hours with nobody of the team online, or everyone away, Darky takes the details at once instead of a wait', async () => {
    const site = await start();
    const lonely = await joinedVisitor(site.url);
    await send(lonely.socket, 'quiero hablar con una persona');
    await expect.poll(() => lonely.messages.length).toBe(2);
    expect(lonely.messages[0]!.message).toBe('Nadie del equipo pudo unirse ahora, lo siento. Déjame tus datos y te escriben pronto.');
    expect(lonely.messages[1]!.message).toMatch(/nombre/i);
    expect(lonely.states).toEqual([{ state: 'darky' }]);

    const desk = await joinedOperator(site.url, 'session=rosa');
    expect(await act(desk.socket, 'set away', { away: true })).toEqual({ ok: true });
    const second = await joinedVisitor(site.url);
    await send(second.socket, 'quiero hablar con una persona');
    await expect.poll(() => second.messages.length).toBe(2);
    expect(second.messages[0]!.message).toMatch(/^Nadie del equipo pudo unirse ahora/);
    await settle();
    expect(desk.changes).toEqual([]);

    // Back from away: the next visitor who asks is queued.
    expect(await act(desk.socket, 'set away', { away: false })).toEqual({ ok: true });
    const third = await joinedVisitor(site.url);
    await send(third.socket, 'quiero hablar con una persona');
    await expect.poll(() => third.states.at(-1)).toEqual({ state: 'waiting' });
  });

  it('offers a person after Darky misses twice in a row; one press queues the visitor', async () => {
    const site = await start();
    const guest = await joinedVisitor(site.url);
    const desk = await joinedOperator(site.url, 'session=rosa');
    await send(guest.socket, 'zqxw blorft');
    await expect.poll(() => guest.messages.length).toBe(1);
    await send(guest.socket, 'plimbo zorgax');
    await expect.poll(() => guest.messages.length).toBe(3);
    // Darky answers, says it is not understanding, and offers a person as a button; nobody is queued yet.
    const offer = guest.messages.at(-1)!;
    expect(offer.message).toBe('Creo que no te estoy entendiendo bien. Si prefieres, te paso con una persona del equipo.');
    const items = offer.action?.params.items as Array<{ label: string; message: string }>;
    expect(items.at(-1)).toEqual({ label: 'Hablar con una persona', message: 'Quiero hablar con una persona' });
    expect(guest.states.at(-1)).toEqual({ state: 'darky' });
    await settle();
    expect(desk.changes).toEqual([]);
    await send(guest.socket, items.at(-1)!.message);
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'waiting' });
    await expect.poll(() => desk.changes.at(-1)).toMatchObject({ state: 'waiting', reason: 'failed' });
  });

  it('lets an owner transfer and resolve a colleague’s conversation, audited; the next message goes to Darky', async () => {
    const site = await start();
    const guest = await joinedVisitor(site.url);
    const rosaDesk = await joinedOperator(site.url, 'session=rosa');
    const luisDesk = await joinedOperator(site.url, 'session=luis');
    const anaDesk = await joinedOperator(site.url, 'session=ana');
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => anaDesk.changes.length).toBe(1);
    expect(await act(rosaDesk.socket, 'take', { guestId: guest.guestId })).toEqual({ ok: true });
    // A member may not move a colleague's conversation; an owner may.
    expect(await act(luisDesk.socket, 'transfer', { guestId: guest.guestId, operatorId: 'op-luis' })).toEqual({ ok: false, error: 'not-allowed' });
    expect(await act(anaDesk.socket, 'transfer', { guestId: guest.guestId, operatorId: 'op-luis' })).toEqual({ ok: true });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'person', operator: { name: 'Luis' } });
    expect(guest.messages.at(-1)!.message).toBe('Luis, del equipo, sigue la conversación contigo.');
    // Rosa no longer holds it.
    expect(await act(rosaDesk.socket, 'operator message', { guestId: guest.guestId, message: 'sigo aquí' })).toEqual({ ok: false, error: 'not-allowed' });
    expect(await act(luisDesk.socket, 'resolve', { guestId: guest.guestId })).toEqual({ ok: true });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'resolved' });
    const reply = nextEvent<ChatEvent>(guest.socket, 'talk message');
    await send(guest.socket, 'muéstrame el portafolio');
    expect(await reply).toMatchObject({ by: 'bot' });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'darky' });
    expect(site.audit.map((a) => [a.actor, a.action])).toEqual([
      ['op-rosa', 'handoff.take'],
      ['op-ana', 'handoff.transfer'],
      ['op-luis', 'handoff.resolve'],
    ]);
  });

  it('lists the visitors online now for the team: page, language, time on site, lead or not, one per guest', async () => {
    const database = await openTestDatabase(testDrivers()[0]!);
    databases.push(database);
    const db = async () => database.db;
    const site = await start({ store: new DbConversationStore(db), handoffs: new DbHandoffStore(db) });
    const desk = await joinedOperator(site.url, 'session=rosa');
    const visitors = () => desk.socket.emitWithAck('visitors online', {}) as Promise<VisitorsOnline>;
    expect(await visitors()).toEqual({ total: 0, visitors: [] });

    const before = Date.now();
    const ana = await joinedVisitor(site.url, 'en');
    ana.socket.emit('user action', { value: 'page-load', locale: 'en', path: '/en/services' });
    const luis = await joinedVisitor(site.url);
    await send(luis.socket, 'hola');
    // A second tab of Ana's on another page: still one visitor, on the page she opened last.
    const { token } = ana.socket.io.opts.query as { token: string };
    const secondTab = visitor(site.url, token, 'en');
    await nextEvent(secondTab, 'history');
    secondTab.emit('user action', { value: 'page-load', locale: 'en', path: '/en/contact' });
    await database.db.execute(sql`insert into chat_guest_leads (lead_id, guest_id) values ('6f1c0c3e-0000-4000-8000-0000000000a1', ${luis.guestId})`);

    await expect.poll(async () => (await visitors()).visitors.find((v) => v.guestId === ana.guestId)?.path).toBe('/en/contact');
    const online = await visitors();
    expect(online.total).toBe(2);
    expect(online.visitors.map(({ since: _since, ...v }) => v)).toEqual([
      { guestId: ana.guestId, locale: 'en', path: '/en/contact', lead: false },
      { guestId: luis.guestId, locale: 'es', path: '/servicios', lead: true },
    ]);
    for (const v of online.visitors) expect(v.since).toBeGreaterThanOrEqual(before - 1000);
    // Ana's time on site runs from her first tab, not the second.
    expect(online.visitors[0]!.since).toBeLessThanOrEqual(online.visitors[1]!.since);

    luis.socket.disconnect();
    await expect.poll(async () => (await visitors()).total).toBe(1);
  });

  it('shows each operator online or away; an away colleague is offered no transfer until they are back', async () => {
    const site = await start();
    const rosaDesk = await joinedOperator(site.url, 'session=rosa');
    const presence = collect<OnlineOperator[]>(rosaDesk.socket, 'operators online');
    const luisDesk = await joinedOperator(site.url, 'session=luis');
    const team = () => [...(presence.at(-1) ?? [])].sort((a, b) => a.id.localeCompare(b.id));
    await expect.poll(team).toEqual([
      { id: 'op-luis', name: 'Luis Pardo', away: false },
      { id: 'op-rosa', name: 'Rosa Quispe', away: false },
    ]);
    expect(await act(luisDesk.socket, 'set away', { away: true })).toEqual({ ok: true });
    await expect.poll(() => team().find((o) => o.id === 'op-luis')?.away).toBe(true);
    // A second tab of Luis's, available: Luis is available.
    const luisTab = await joinedOperator(site.url, 'session=luis');
    await expect.poll(() => team().find((o) => o.id === 'op-luis')?.away).toBe(false);
    luisTab.socket.disconnect();
    await expect.poll(() => team().find((o) => o.id === 'op-luis')?.away).toBe(true);

    const guest = await joinedVisitor(site.url);
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => rosaDesk.changes.length).toBe(1);
    expect(await act(rosaDesk.socket, 'take', { guestId: guest.guestId })).toEqual({ ok: true });
    expect(await act(rosaDesk.socket, 'transfer', { guestId: guest.guestId, operatorId: 'op-luis' })).toEqual({ ok: false, error: 'not-found' });
    expect(await act(luisDesk.socket, 'set away', { away: false })).toEqual({ ok: true });
    await expect.poll(() => team().find((o) => o.id === 'op-luis')?.away).toBe(false);
    expect(await act(rosaDesk.socket, 'transfer', { guestId: guest.guestId, operatorId: 'op-luis' })).toEqual({ ok: true });
    await expect.poll(() => guest.states.at(-1)).toEqual({ state: 'person', operator: { name: 'Luis' } });
  });

  it('refuses a socket without an operator session, or from another origin', async () => {
    const site = await start();
    const anonymous = operator(site.url, undefined);
    expect((await nextEvent<Error & { data?: { code: string } }>(anonymous, 'connect_error')).data?.code).toBe('signed-out');
    const forged = operator(site.url, 'session=nobody');
    expect((await nextEvent<Error & { data?: { code: string } }>(forged, 'connect_error')).data?.code).toBe('signed-out');
    const elsewhere = operator(site.url, 'session=rosa', 'https://evil.example');
    expect((await nextEvent<Error & { data?: { code: string } }>(elsewhere, 'connect_error')).data?.code).toBe('origin');
    // A visitor's guest token does not open the operators' namespace either.
    const { token } = await issueGuestToken();
    const guestThere = connect(`${site.url}/operators`, {
      path: '/admin/live/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: { token },
    });
    sockets.push(guestThere);
    expect((await nextEvent<Error & { data?: { code: string } }>(guestThere, 'connect_error')).data?.code).toBe('origin');
    // Nor is there an operators' namespace on the visitors' socket.
    const wrongDoor = connect(`${site.url}/operators`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: { token },
      extraHeaders: { origin: site.url, cookie: 'session=rosa' },
    });
    sockets.push(wrongDoor);
    expect((await nextEvent<Error>(wrongDoor, 'connect_error')).message).toMatch(/namespace/i);
  });

  it('limits an operator’s messages', async () => {
    const model = await trainFixtureModel();
    const { server, url } = await listen();
    const io = attachDarky(server, {
      responder: new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'l' })), siteSearch: null }),
      store: new MemoryConversationStore(),
      handoff: { hours: () => ({ open: true, nextOpen: new Date() }), authenticateOperator: async () => rosa, operatorMessagesPerMinute: 3 },
    });
    running.push(io);
    const guest = await joinedVisitor(url);
    const desk = await joinedOperator(url, 'session=rosa');
    await send(guest.socket, 'quiero hablar con una persona');
    await expect.poll(() => desk.changes.length).toBe(1);
    await act(desk.socket, 'take', { guestId: guest.guestId });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await act(desk.socket, 'operator message', { guestId: guest.guestId, message: `m${i}` }));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ ok: false, error: 'rate-limited' });
  });
});
