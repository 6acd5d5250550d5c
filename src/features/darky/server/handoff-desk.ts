/**
 * The live handoff (issue 25): when a visitor goes from Darky to the queue, to a person of the team and back, what
 * each side is told, and the rules operators act under. Socket-free: the visitor's socket (./darky-socket.ts) and the
 * operators' namespace (./operator-socket.ts) call it; it speaks to both through socket.io rooms, so with the Redis
 * adapter a visitor on one process and an operator on another hear each other.
 */
import 'server-only';
import type { Namespace, Server } from 'socket.io';
import { localeTags } from '@/i18n/routing';
import {
  darkyEvents,
  operatorEvents,
  type ChatEvent,
  type ChatLocale,
  type ConversationStatePayload,
  type LiveConversation,
  type OperatorAckError,
  type OnlineVisitor,
  type VisitorsOnline,
  VISITORS_LISTED,
} from '../protocol';
import type { ConversationStore } from './conversation-store';
import type { DarkyResponder, TurnOutcome } from './darky-responder';
import type { Handoff, HandoffStore } from './handoff-store';
import { composedLiveMessages, type LiveMessages, type StoredVisitorMessage, type VisitorArrival } from './live-messages';
import { suggestionsAction, type DarkyReply } from './reply-composer';
import type { WaitNotice, WaitNoticeStore } from './wait-notices';

/** The operator acting, as the console's session says (never shown to visitors but for `firstName`). */
export interface OperatorActor {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
}

/** Writes the console's audit log (injected: the console owns it). */
export type HandoffAudit = (actor: OperatorActor, action: string, target: string, details?: Record<string, unknown>) => Promise<void>;

/** Whether the team is in now, when it next opens, and today's public holiday when it is one (named in each language). */
export type TeamHours = (now: Date) => { open: boolean; nextOpen: Date; holiday?: { name: Record<ChatLocale, string> } };

export interface HandoffDeskOptions {
  /** The visitors' server (rooms guest:<id>). */
  io: Server;
  /** The operators' namespace (./operator-socket.ts); absent, the team hears nothing (no console wired). */
  operators?: Namespace;
  store: ConversationStore;
  handoffs: HandoffStore;
  /** Messages stored with who holds the conversation (./db-live-messages.ts); absent, the two stores one after the other. */
  messages?: LiveMessages;
  responder: DarkyResponder;
  hours: TeamHours;
  /** How long a visitor waits for a person before Darky takes their details instead. */
  waitMs: number;
  /** Where waits nobody can answer are told to the team (./wait-notices.ts); absent, they are not. */
  waitNotices?: WaitNoticeStore;
  /** How long a visitor waits with nobody online before the team is told (capped at waitMs: the wait ends then). */
  noticeAfterMs?: number;
  audit?: HandoffAudit;
  onError?: (error: unknown, what: string) => void;
}

/** The room every operator socket joins (the operators' namespace): queue changes and live messages go there. */
export const OPERATORS_ROOM = 'operators';
/** How many events and pages a live conversation shows the team. */
const TRANSCRIPT_SIZE = 60;
const PAGES_SIZE = 20;
/** Darky's failed answers in a row after which the visitor is offered a person. */
export const MISSES_BEFORE_HANDOFF = 2;

/** The operator's first name: all the visitor ever learns of them. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] || name;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** What each visitor socket carries (./darky-socket.ts keeps it current): read across processes by the inbox. */
export interface VisitorSocketData {
  guestId: string;
  locale?: ChatLocale;
  path?: string;
  /** Epoch ms the socket connected. */
  since?: number;
}

export class DeskRefusal extends Error {
  constructor(readonly code: OperatorAckError) {
    super(code);
  }
}

export class HandoffDesk {
  private readonly messages: LiveMessages;

  constructor(private readonly options: HandoffDeskOptions) {
    this.messages = options.messages ?? composedLiveMessages(options.store, options.handoffs);
  }

  private get operators(): { emit(event: string, payload: unknown): unknown } {
    return this.options.operators?.to(OPERATORS_ROOM) ?? { emit: () => false };
  }

  private pack(locale: ChatLocale) {
    return this.options.responder.model.packs[locale];
  }

  /** What the visitor's widget is told about who holds the conversation. */
  static statePayload(handoff: Handoff | undefined): ConversationStatePayload {
    if (!handoff) return { state: 'darky' };
    return handoff.state === 'person' && handoff.operator ? { state: 'person', operator: { name: handoff.operator.name } } : { state: handoff.state };
  }

  async load(guestId: string): Promise<Handoff | undefined> {
    return this.options.handoffs.load(guestId);
  }

  /** Stores Darky's lines and sends them to the visitor's tabs, and to the team while the conversation is live. */
  async say(guestId: string, replies: readonly DarkyReply[], live: boolean): Promise<void> {
    const { io, store } = this.options;
    const events = await store.appendAll(
      guestId,
      replies.map((reply) => ({ by: 'bot' as const, message: reply.message, ...(reply.action ? { action: reply.action } : {}) })),
    );
    for (const event of events) {
      io.to(`guest:${guestId}`).emit(darkyEvents.talkMessage, event);
      if (live) this.operators.emit(operatorEvents.message, { guestId, event });
    }
  }

  private announce(handoff: Handoff): void {
    this.options.io.to(`guest:${handoff.guestId}`).emit(darkyEvents.conversationState, HandoffDesk.statePayload(handoff));
  }

  /** The conversation as the inbox shows it (transcript and pages read fresh). */
  async live(handoff: Handoff): Promise<LiveConversation> {
    const { store } = this.options;
    const [transcript, pages] = await Promise.all([store.history(handoff.guestId, TRANSCRIPT_SIZE), store.pages(handoff.guestId, PAGES_SIZE)]);
    return {
      guestId: handoff.guestId,
      state: handoff.state,
      locale: handoff.locale,
      ...(handoff.reason ? { reason: handoff.reason } : {}),
      ...(handoff.operator ? { operator: handoff.operator } : {}),
      ...(handoff.waitingSince ? { waitingSince: handoff.waitingSince.getTime() } : {}),
      transcript,
      pages,
    };
  }

  /** Every live conversation, for an operator who connects. */
  async queue(): Promise<LiveConversation[]> {
    return Promise.all((await this.options.handoffs.live()).map((handoff) => this.live(handoff)));
  }

  /** Tells the team a conversation changed (a state of 'darky' or 'resolved' takes it off the inbox). */
  private async publish(handoff: Handoff): Promise<void> {
    const live = handoff.state === 'waiting' || handoff.state === 'person';
    this.operators.emit(
      operatorEvents.conversation,
      live ? await this.live(handoff) : { guestId: handoff.guestId, state: handoff.state, locale: handoff.locale, transcript: [], pages: [] },
    );
  }

  // ---- The visitor's side ---------------------------------------------------------------------------------------

  /** Stores a visitor's message, read together with who holds the conversation (one round trip on the database). */
  async storeVisitorMessage(guestId: string, message: string, path: string): Promise<StoredVisitorMessage> {
    return this.messages.fromVisitor(guestId, message, { path });
  }

  /**
   * A visitor's stored message and who held the conversation when it was stored. While a person holds it (or is
   * awaited) it goes to the team and Darky stays silent: `silent` true. A resolved conversation goes back to Darky
   * with this message.
   */
  async visitorMessage(guestId: string, locale: ChatLocale, event: ChatEvent, handoff: Handoff | undefined): Promise<{ silent: boolean; handoff?: Handoff }> {
    if (handoff && (handoff.state === 'waiting' || handoff.state === 'person')) {
      this.operators.emit(operatorEvents.message, { guestId, event });
      return { silent: true, handoff };
    }
    if (handoff?.state === 'resolved') {
      const back = await this.options.handoffs.move(guestId, { from: ['resolved'] }, { state: 'darky', locale });
      if (back) this.announce(back);
      return { silent: false, handoff: back ?? handoff };
    }
    return { silent: false, handoff };
  }

  /** A guest's socket opened: the guest stored, its last `limit` events and who holds the conversation (one step). */
  async visitorArrives(guestId: string, locale: ChatLocale, limit: number): Promise<VisitorArrival> {
    return this.messages.arrival(guestId, locale, limit);
  }

  /**
   * A page the visitor loaded, recorded with the last `limit` events read: the team sees it while the conversation is
   * live, and then Darky stays silent (`silent` true).
   */
  async visitorPage(guestId: string, locale: ChatLocale, path: string, limit: number): Promise<{ silent: boolean; recent: ChatEvent[] }> {
    const { recent, handoff } = await this.messages.pageView(guestId, locale, path, limit);
    if (!handoff || (handoff.state !== 'waiting' && handoff.state !== 'person')) return { silent: false, recent };
    await this.publish(handoff);
    return { silent: true, recent };
  }

  visitorTyping(guestId: string, typing: boolean): void {
    this.operators.emit(operatorEvents.visitorTyping, { guestId, typing });
  }

  /**
   * After Darky's turn: a visitor who asked for a person (or whom Darky missed twice in a row) joins the queue in
   * business hours, or, out of hours, is told when the team is back and asked for their details (a lead). The
   * replies to send.
   */
  async afterDarky(guestId: string, locale: ChatLocale, outcome: TurnOutcome, handoff: Handoff | undefined): Promise<void> {
    const misses = outcome.missed ? (handoff?.misses ?? 0) + 1 : 0;
    if (!outcome.wantsPerson) {
      const failed = misses >= MISSES_BEFORE_HANDOFF;
      // Kept past two: the offer stays while Darky keeps missing, and a press on it is queued as 'failed'.
      if (misses !== (handoff?.misses ?? 0)) await this.options.handoffs.setMisses(guestId, locale, misses);
      // Missed twice in a row: Darky says so and offers a person (one press is the request); the visitor chooses.
      return this.say(guestId, failed ? [...outcome.replies, this.offerPerson(locale, outcome.replies.at(-1))] : outcome.replies, false);
    }
    const texts = this.pack(locale).corpus.handoff;
    const now = new Date();
    const hours = this.options.hours(now);
    // Asked for a person, Darky's own answer (phone, WhatsApp) gives way to the handoff. Out of hours, or in hours with
    // nobody of the team online (or everyone away), a wait would be a false promise: Darky takes the details at once.
    if (!hours.open || !(await this.teamAvailable())) {
      if (handoff?.misses) await this.options.handoffs.setMisses(guestId, locale, 0);
      const back = hours.open ? '' : this.backAt(locale, now, hours.nextOpen);
      const intro = hours.open
        ? texts.noOneFree
        : hours.holiday
          ? fill(texts.closedHoliday, { holiday: hours.holiday.name[locale], back })
          : fill(texts.closed, { back });
      return this.say(guestId, await this.options.responder.startLeadCapture(guestId, locale, intro), false);
    }
    const queued = await this.options.handoffs.move(
      guestId,
      { from: ['darky', 'resolved'] },
      { state: 'waiting', locale, reason: (handoff?.misses ?? 0) >= MISSES_BEFORE_HANDOFF ? 'failed' : 'asked', waitingSince: now },
    );
    if (!queued) return this.say(guestId, outcome.replies, false);
    await this.say(guestId, [{ message: fill(texts.waiting, { minutes: String(Math.max(1, Math.round(this.options.waitMs / 60_000))) }) }], false);
    this.announce(queued);
    await this.publish(queued);
  }

  /**
   * Someone can take a visitor now: an operator connected on any process (the adapter asks the others) and not away.
   * Without the console's namespace nobody can. When the question fails (Redis slow), the visitor is queued as before:
   * the wait's expiry still ends a wait nobody answers.
   */
  private async teamAvailable(): Promise<boolean> {
    const operators = this.options.operators;
    if (!operators) return false;
    try {
      const sockets = await operators.in(OPERATORS_ROOM).fetchSockets();
      return sockets.some((socket) => {
        const data = socket.data as { operator?: unknown; away?: boolean };
        return Boolean(data.operator) && !data.away;
      });
    } catch (error) {
      this.options.onError?.(error, 'team presence');
      return true;
    }
  }

  /** "I'm not understanding you well" with the quick replies Darky just offered, plus "talk to a person". */
  private offerPerson(locale: ChatLocale, last: DarkyReply | undefined): DarkyReply {
    const pack = this.pack(locale);
    const offered = last?.action?.name === 'suggestions' && Array.isArray(last.action.params.items) ? (last.action.params.items as unknown[]) : [];
    const person = suggestionsAction(pack, ['human.request'])?.params.items;
    const items = [...offered, ...(Array.isArray(person) ? person : [])];
    return { message: pack.corpus.handoff.missed, ...(items.length ? { action: { name: 'suggestions', params: { items } } } : {}) };
  }

  /** "el lunes a las 9:00" / "on Monday at 9:00", "hoy" / "mañana" when it is. */
  private backAt(locale: ChatLocale, now: Date, nextOpen: Date): string {
    const texts = this.pack(locale).corpus.handoff;
    const tag = localeTags[locale];
    const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', dateStyle: 'short' }).format(date);
    const days = Math.round((Date.parse(day(nextOpen)) - Date.parse(day(now))) / 86_400_000);
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'America/Lima' }).format(nextOpen);
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Lima' })
      .format(nextOpen)
      .replace(/^0(\d)/, '$1');
    const when = days === 0 ? texts.today : days === 1 ? texts.tomorrow : locale === 'en' ? `on ${weekday}` : `el ${weekday}`;
    return fill(texts.backAt, { day: when, time });
  }

  /**
   * Visitors waiting past the notice time while nobody of the team is online (or everyone is away): told to the team
   * through the outbox, once per wait whichever process sweeps first (the store's unique row decides). Runs before
   * `expireWaiting` in the same sweep, so a notice time equal to the wait still sees the visitor waiting.
   */
  async noticeUnanswered(now = Date.now()): Promise<WaitNotice[]> {
    const notices = this.options.waitNotices;
    if (!notices) return [];
    const cutoff = new Date(now - Math.min(this.options.noticeAfterMs ?? this.options.waitMs, this.options.waitMs));
    const overdue = (await this.options.handoffs.live()).filter(
      (handoff) => handoff.state === 'waiting' && handoff.waitingSince && handoff.waitingSince < cutoff,
    );
    // Someone can still take them (or presence is unknown: asked again at the next sweep).
    if (overdue.length === 0 || (await this.teamAvailable())) return [];
    return notices.record(overdue, cutoff);
  }

  /** Visitors nobody took within the wait: back to Darky, who asks for their details (each expired once, any process). */
  async expireWaiting(now = Date.now()): Promise<number> {
    const expired = await this.options.handoffs.expireWaiting(new Date(now - this.options.waitMs));
    for (const handoff of expired) {
      try {
        this.announce(handoff);
        await this.publish(handoff);
        const intro = this.pack(handoff.locale).corpus.handoff.noOneFree;
        await this.say(handoff.guestId, await this.options.responder.startLeadCapture(handoff.guestId, handoff.locale, intro), false);
      } catch (error) {
        this.options.onError?.(error, 'expired handoff not told');
      }
    }
    return expired.length;
  }

  // ---- The team's side ------------------------------------------------------------------------------------------

  /**
   * Visitors with the widget open now, one per guest (their tabs merged: the latest page, the first connection), on
   * every process (the adapter asks the others); whether each left a lead is read once for the listed ones.
   */
  async visitorsOnline(): Promise<VisitorsOnline> {
    const sockets = await this.options.io.fetchSockets();
    const guests = new Map<string, OnlineVisitor>();
    for (const socket of sockets) {
      const data = socket.data as Partial<VisitorSocketData>;
      if (!data.guestId) continue;
      const since = data.since ?? Date.now();
      const seen = guests.get(data.guestId);
      // The tab that connected last is the page they are on now; the first one is how long they have been here.
      if (!seen || since > seen.since) {
        guests.set(data.guestId, {
          guestId: data.guestId,
          locale: data.locale ?? seen?.locale ?? 'es',
          path: data.path ?? seen?.path ?? '/',
          since: Math.min(since, seen?.since ?? since),
          lead: false,
        });
      } else seen.since = Math.min(seen.since, since);
    }
    const listed = [...guests.values()].sort((a, b) => a.since - b.since).slice(0, VISITORS_LISTED);
    const leads = (await this.options.handoffs.withLeads?.(listed.map((visitor) => visitor.guestId))) ?? new Set<string>();
    return { total: guests.size, visitors: listed.map((visitor) => ({ ...visitor, lead: leads.has(visitor.guestId) })) };
  }

  private async held(guestId: string): Promise<Handoff> {
    const handoff = await this.options.handoffs.load(guestId);
    if (!handoff || handoff.state === 'darky' || handoff.state === 'resolved') throw new DeskRefusal('not-found');
    return handoff;
  }

  /** The holder may act on a conversation; an owner may act on anyone's. */
  private mayAct(actor: OperatorActor, handoff: Handoff): boolean {
    return actor.role === 'owner' || handoff.operator?.id === actor.id;
  }

  async take(actor: OperatorActor, guestId: string): Promise<void> {
    const waiting = await this.held(guestId);
    if (waiting.state !== 'waiting') throw new DeskRefusal('taken');
    const operator = { id: actor.id, name: firstName(actor.name) };
    const taken = await this.options.handoffs.move(
      guestId,
      { from: ['waiting'] },
      { state: 'person', locale: waiting.locale, operator, reason: waiting.reason, waitingSince: waiting.waitingSince },
    );
    if (!taken) throw new DeskRefusal('taken');
    await this.options.audit?.(actor, 'handoff.take', guestId, { waitedMs: waiting.waitingSince ? Date.now() - waiting.waitingSince.getTime() : null });
    await this.say(guestId, [{ message: fill(this.pack(taken.locale).corpus.handoff.joined, { name: operator.name }) }], true);
    this.announce(taken);
    await this.publish(taken);
  }

  async send(actor: OperatorActor, guestId: string, message: string): Promise<ChatEvent> {
    // Stored only while the actor holds it, checked in the same statement: sent to the visitor only once stored.
    const event = await this.messages.fromHolder(guestId, actor.id, message);
    if (!event) {
      // Why not (the refusal's code): read only on this rare path.
      await this.held(guestId);
      throw new DeskRefusal('not-allowed');
    }
    this.options.io.to(`guest:${guestId}`).emit(darkyEvents.talkMessage, event);
    this.operators.emit(operatorEvents.message, { guestId, event });
    return event;
  }

  async typing(actor: OperatorActor, guestId: string, typing: boolean): Promise<void> {
    const handoff = await this.held(guestId);
    if (handoff.state !== 'person' || handoff.operator?.id !== actor.id) throw new DeskRefusal('not-allowed');
    this.options.io.to(`guest:${guestId}`).emit(darkyEvents.operatorTyping, { name: handoff.operator.name, typing });
  }

  async handBack(actor: OperatorActor, guestId: string): Promise<void> {
    const handoff = await this.held(guestId);
    if (handoff.state === 'person' && !this.mayAct(actor, handoff)) throw new DeskRefusal('not-allowed');
    const back = await this.options.handoffs.move(guestId, { from: [handoff.state], heldBy: handoff.operator?.id }, { state: 'darky', locale: handoff.locale });
    if (!back) throw new DeskRefusal('taken');
    await this.options.audit?.(actor, 'handoff.hand-back', guestId, { from: handoff.operator?.id ?? null });
    await this.say(guestId, [{ message: fill(this.pack(back.locale).corpus.handoff.handedBack, { name: firstName(actor.name) }) }], false);
    this.announce(back);
    await this.publish(back);
  }

  async transfer(actor: OperatorActor, guestId: string, to: { id: string; name: string }): Promise<void> {
    const handoff = await this.held(guestId);
    if (handoff.state !== 'person' || !this.mayAct(actor, handoff)) throw new DeskRefusal('not-allowed');
    if (handoff.operator?.id === to.id) return;
    const operator = { id: to.id, name: firstName(to.name) };
    const moved = await this.options.handoffs.move(
      guestId,
      { from: ['person'], heldBy: handoff.operator?.id },
      { state: 'person', locale: handoff.locale, operator, reason: handoff.reason, waitingSince: handoff.waitingSince },
    );
    if (!moved) throw new DeskRefusal('taken');
    await this.options.audit?.(actor, 'handoff.transfer', guestId, { from: handoff.operator?.id ?? null, to: to.id });
    await this.say(guestId, [{ message: fill(this.pack(moved.locale).corpus.handoff.transferred, { name: operator.name }) }], true);
    this.announce(moved);
    await this.publish(moved);
  }

  async resolve(actor: OperatorActor, guestId: string): Promise<void> {
    const handoff = await this.held(guestId);
    if (handoff.state !== 'person' || !this.mayAct(actor, handoff)) throw new DeskRefusal('not-allowed');
    const resolved = await this.options.handoffs.move(
      guestId,
      { from: ['person'], heldBy: handoff.operator?.id },
      { state: 'resolved', locale: handoff.locale },
    );
    if (!resolved) throw new DeskRefusal('taken');
    await this.options.audit?.(actor, 'handoff.resolve', guestId, { by: handoff.operator?.id ?? null });
    await this.say(guestId, [{ message: fill(this.pack(resolved.locale).corpus.handoff.resolved, { name: firstName(actor.name) }) }], false);
    this.announce(resolved);
    await this.publish(resolved);
  }
}
