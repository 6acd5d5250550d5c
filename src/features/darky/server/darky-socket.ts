/**
 * Darky's real-time endpoint: socket.io on the site's HTTP server, guest-token auth, one room per guest, stored history,
 * and a bounded cost per visitor (limits per guest and IP, a bounded queue per socket).
 */
import 'server-only';
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { chatLimits } from '@/config/site';
import {
  DARKY_SOCKET_PATH,
  darkyEvents,
  OPERATORS_NAMESPACE,
  type ChatAck,
  type ChatErrorPayload,
  type ChatLocale,
  type DarkyServerToClientEvents,
} from '../protocol';
import { memoryCooldowns, type AbuseCooldowns } from './abuse-cooldown';
import type { ConversationStore } from './conversation-store';
import { chatRateLimit, pageLoadRateLimit, spend, type DarkyLimiters } from './darky-limits';
import type { DarkyResponder } from './darky-responder';
import { GuestTokenError, verifyGuestToken } from './guest-token';
import { handshakeDefaults, handshakeIp, parseTalkMessage, parseUserAction } from './socket-payloads';
import type { DarkyReply } from './reply-composer';
import { HandoffDesk, type HandoffAudit, type TeamHours, type VisitorSocketData } from './handoff-desk';
import { MemoryHandoffStore, type HandoffStore } from './handoff-store';
import type { LiveMessages } from './live-messages';
import { attachOperators, openOperatorSocket, type AuthenticateOperator } from './operator-socket';
import { teamHoursFromContent } from './team-hours';
import type { WaitNoticeStore } from './wait-notices';

export interface DarkyLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface DarkySocketOptions {
  responder: DarkyResponder;
  store: ConversationStore;
  /** Page-loads and messages per guest and per IP; a missing one gets an in-memory limiter with the default rule. */
  limits?: Partial<Pick<DarkyLimiters, 'messagesPerGuest' | 'messagesPerIp' | 'pageLoadsPerGuest' | 'pageLoadsPerIp'>>;
  /** socket.io adapter factory (Redis streams with REDIS_URL); in-memory otherwise. */
  adapter?: ServerOptions['adapter'];
  logger?: DarkyLogger;
  /** Events sent in 'history' on connect. */
  historyLimit?: number;
  /** A page-load greets again when the conversation has been quiet this long (a new visit). */
  greetAfterIdleMs?: number;
  /** Events one socket may have waiting, the one in hand included; more are dropped and answered 'rate-limited'. */
  maxQueuedEvents?: number;
  /** Dropped events within DROP_WINDOW_MS after which the socket is disconnected. */
  maxDropsPerWindow?: number;
  /** A guest or IP cut for flooding is refused at the handshake for a growing cool-down (./abuse-cooldown.ts). */
  cooldowns?: AbuseCooldowns;
  /** The live handoff to a person (issue 25); in memory, with the content's hours and a 3-minute wait, when absent. */
  handoff?: HandoffSocketOptions;
}

export interface HandoffSocketOptions {
  store?: HandoffStore;
  /** Messages stored with who holds the conversation in one statement (./db-live-messages.ts); absent, two steps. */
  messages?: LiveMessages;
  hours?: TeamHours;
  /** How long a visitor waits for a person before Darky takes their details. */
  waitMs?: number;
  /** How often waits are checked against waitMs. */
  sweepEveryMs?: number;
  /** Waits nobody online can answer, told to the team through the outbox (./wait-notices.ts). */
  waitNotices?: WaitNoticeStore;
  /** How long a visitor waits with nobody online before the team is told (capped at waitMs). */
  noticeAfterMs?: number;
  /** Without it the operators' socket is not opened (nobody can sign in). */
  authenticateOperator?: AuthenticateOperator;
  /** The operators' socket's adapter (Redis streams, its own stream, with REDIS_URL). */
  operatorAdapter?: ServerOptions['adapter'];
  audit?: HandoffAudit;
  operatorMessagesPerMinute?: number;
}

/** The handshake refusal's code during a cool-down (the client retries later; it is not a token problem). */
export const COOLING_DOWN = 'cooling-down';

export const guestRoom = (guestId: string) => `guest:${guestId}`;

/**
 * Per socket: a minute's allowance of messages (chatRateLimit, 20) and a few page-loads may wait, so a widget flushing
 * its offline queue is answered in full; past that the socket is sending faster than any allowance and the excess goes.
 */
export const MAX_QUEUED_EVENTS = 24;

/** A socket that has more than MAX_DROPS_PER_WINDOW events dropped within 10 s is flooding: it is disconnected. */
export const DROP_WINDOW_MS = 10_000;
export const MAX_DROPS_PER_WINDOW = 200;

type Ack = (answer: ChatAck) => void;

type GuestSocketData = VisitorSocketData;

const silentLogger: DarkyLogger = { info() {}, warn() {}, error() {} };

/** The optional acknowledgement callback: socket.io passes it last, after the payload (or alone, without one). */
function ackOf(args: unknown[]): Ack | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
}

export function attachDarky(httpServer: HttpServer, options: DarkySocketOptions): Server {
  const logger = options.logger ?? silentLogger;
  const historyLimit = options.historyLimit ?? 100;
  const greetAfterIdleMs = options.greetAfterIdleMs ?? 30 * 60 * 1000;
  const maxQueuedEvents = options.maxQueuedEvents ?? MAX_QUEUED_EVENTS;
  const maxDropsPerWindow = options.maxDropsPerWindow ?? MAX_DROPS_PER_WINDOW;
  const { responder, store } = options;
  const cooldowns = options.cooldowns ?? memoryCooldowns();
  const limits = {
    messagesPerGuest: options.limits?.messagesPerGuest ?? new RateLimiterMemory({ keyPrefix: 'darky:messagesPerGuest', ...chatRateLimit }),
    messagesPerIp: options.limits?.messagesPerIp ?? new RateLimiterMemory({ keyPrefix: 'darky:messagesPerIp', points: 300, duration: 60 }),
    pageLoadsPerGuest: options.limits?.pageLoadsPerGuest ?? new RateLimiterMemory({ keyPrefix: 'darky:pageLoadsPerGuest', ...pageLoadRateLimit }),
    pageLoadsPerIp: options.limits?.pageLoadsPerIp ?? new RateLimiterMemory({ keyPrefix: 'darky:pageLoadsPerIp', points: 300, duration: 60 }),
  };

  const io = new Server<Record<string, (...args: unknown[]) => void>, DarkyServerToClientEvents, Record<string, never>, GuestSocketData>(httpServer, {
    path: DARKY_SOCKET_PATH,
    serveClient: false,
    // Same origin only: the widget is served by this very server.
    cors: undefined,
    maxHttpBufferSize: 16 * 1024,
    ...(options.adapter ? { adapter: options.adapter } : {}),
    // A tab that drops for a moment gets the events it missed; auth already ran for that session.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
  });

  const handoffOptions = options.handoff ?? {};
  const waitMs = handoffOptions.waitMs ?? 180_000;
  // The console's cookie goes to /admin only: the operators have their own socket.io path there (same port).
  const operatorIo = handoffOptions.authenticateOperator ? openOperatorSocket(httpServer, handoffOptions.operatorAdapter) : undefined;
  const desk: HandoffDesk = new HandoffDesk({
    io: io as unknown as Server,
    operators: operatorIo?.of(OPERATORS_NAMESPACE),
    store,
    handoffs: handoffOptions.store ?? new MemoryHandoffStore(),
    messages: handoffOptions.messages,
    responder,
    hours: handoffOptions.hours ?? teamHoursFromContent,
    waitMs,
    waitNotices: handoffOptions.waitNotices,
    noticeAfterMs: handoffOptions.noticeAfterMs,
    audit: handoffOptions.audit,
    onError: (error, what) => logger.error({ err: error }, what),
  });
  if (operatorIo && handoffOptions.authenticateOperator) {
    attachOperators(operatorIo, {
      desk: () => desk,
      authenticate: handoffOptions.authenticateOperator,
      messagesPerMinute: handoffOptions.operatorMessagesPerMinute ?? 40,
      onError: (error, what) => logger.error({ err: error }, what),
    });
  }
  // Waits nobody online can answer are told to the team first; then visitors nobody took within the wait go back to
  // Darky, who takes their details (one process wins each).
  const sweep = async () => {
    const told = await desk.noticeUnanswered().catch((error: unknown) => {
      logger.warn({ err: error }, 'handoff wait notice failed');
      return [];
    });
    if (told.length > 0) logger.info({ notices: told.length }, 'unanswered waits told to the team');
    await desk.expireWaiting();
  };
  const sweeper = setInterval(
    () => void sweep().catch((error: unknown) => logger.warn({ err: error }, 'handoff queue sweep failed')),
    handoffOptions.sweepEveryMs ?? Math.min(5_000, Math.max(250, Math.floor(waitMs / 4))),
  );
  sweeper.unref();
  // Each socket's set-up and queue of turns while it has work: closing waits for them, so the process closes the
  // database only after the turn in hand has stored its replies (a turn still running then would reopen it).
  const unfinished = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    unfinished.add(work);
    void work.then(
      () => unfinished.delete(work),
      () => unfinished.delete(work),
    );
  };
  // Closing Darky's server closes the operators' one and the sweep with it (one close for the process and tests).
  const closeVisitors = io.close.bind(io);
  io.close = async (done) => {
    clearInterval(sweeper);
    // Together: each waits for the shared HTTP server to close, which needs both servers' connections gone.
    await Promise.all([operatorIo?.close(), closeVisitors(done)]);
    // The sockets are gone, so what waited behind the turn in hand is skipped; the turn in hand finishes.
    while (unfinished.size > 0) await Promise.allSettled([...unfinished]);
  };

  io.use((socket, next) => {
    const token = socket.handshake.query.token ?? (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    verifyGuestToken(Array.isArray(token) ? token[0] : token).then(
      async (guestId) => {
        // Cut for flooding a moment ago: refused before any work (no guest stored, no history read), silently (the
        // cut was logged once for its whole cool-down).
        const waitMs = await cooldowns.remaining(`guest:${guestId}`, `ip:${handshakeIp(socket.handshake)}`).catch(() => 0);
        if (waitMs > 0) {
          const refusal = new Error('Cooling down after a flood; try again later') as Error & { data?: unknown };
          refusal.data = { code: COOLING_DOWN, retryAfterMs: waitMs };
          return next(refusal);
        }
        socket.data.guestId = guestId;
        next();
      },
      (error: unknown) => {
        const code = error instanceof GuestTokenError ? error.code : 'token-invalid';
        const refusal = new Error(error instanceof Error ? error.message : 'Unauthorized') as Error & { data?: unknown };
        refusal.data = { code };
        next(refusal);
      },
    );
  });

  io.on('connection', (socket) => {
    const guestId = socket.data.guestId;
    const room = guestRoom(guestId);
    void socket.join(room);
    // What the spec's client leaves out (locale, path) comes from the handshake; the IP shares the limits of a guest's tokens.
    const defaults = handshakeDefaults(socket.handshake);
    const ip = handshakeIp(socket.handshake);
    // What the live inbox's "visitors online" reads (fetchSockets, across processes): kept current on each page and message.
    socket.data.locale = defaults.locale;
    socket.data.path = defaults.path;
    socket.data.since = Date.now();
    const seenOn = (locale: ChatLocale, path: string) => {
      socket.data.locale = locale;
      socket.data.path = path;
    };
    const errorText = (locale: ChatLocale, code: ChatErrorPayload['code']) => responder.model.packs[locale].corpus.errors[code];

    // Handlers are registered before any await so an event sent right after connecting is never lost;
    // they wait for `ready` (guest stored, history sent) and run one at a time, in order.
    const ready = (async () => {
      // A recovered socket already has its history: only the guest's visit and the holder are read then.
      const { recent, handoff } = await desk.visitorArrives(guestId, defaults.locale, socket.recovered ? 0 : historyLimit);
      if (!socket.recovered) socket.emit(darkyEvents.history, recent);
      socket.emit(darkyEvents.conversationState, HandoffDesk.statePayload(handoff));
    })();
    // Observed here too: a guest who leaves before sending anything must not turn a database hiccup into an
    // unhandled rejection (which ends the process). Events sent after it still get their server error.
    ready.catch((error: unknown) => logger.error({ err: error, guestId }, 'darky connection set-up failed'));
    track(ready);

    const refuse = (locale: ChatLocale, code: ChatErrorPayload['code'], ack?: Ack) => {
      const error: ChatErrorPayload = { code, message: errorText(locale, code) };
      socket.emit(darkyEvents.chatError, error);
      ack?.({ ok: false, error });
    };

    // A socket sending far past its allowance is told once a second (an acknowledgement still gets its answer), and
    // one that keeps at it is disconnected: each dropped event still costs its decoding.
    let toldRateLimitedAt = 0;
    let dropWindowStart = Date.now();
    let dropsInWindow = 0;
    const drop = (locale: ChatLocale, ack?: Ack) => {
      const now = Date.now();
      if (now - dropWindowStart > DROP_WINDOW_MS) {
        dropWindowStart = now;
        dropsInWindow = 0;
      }
      dropsInWindow += 1;
      if (dropsInWindow > maxDropsPerWindow && !gone) {
        const drops = dropsInWindow;
        gone = true;
        socket.disconnect(true);
        // One line per cool-down: its reconnections are refused at the handshake without another word.
        void Promise.all([cooldowns.strike(`guest:${guestId}`), cooldowns.strike(`ip:${ip}`)]).then(
          ([guest, address]) =>
            logger.warn(
              { guestId, ip, drops, strikes: Math.max(guest.strikes, address.strikes), coolDownMs: Math.max(guest.coolDownMs, address.coolDownMs) },
              'darky socket flooding; disconnected and refused for a cool-down',
            ),
          (error: unknown) => logger.warn({ err: error, guestId, ip, drops }, 'darky socket flooding; disconnected'),
        );
        return;
      }
      const error: ChatErrorPayload = { code: 'rate-limited', message: errorText(locale, 'rate-limited') };
      if (now - toldRateLimitedAt >= 1000) {
        toldRateLimitedAt = now;
        socket.emit(darkyEvents.chatError, error);
      }
      ack?.({ ok: false, error });
    };

    // A bounded queue per socket: `waiting` counts the events accepted and not finished. A socket that sends faster
    // than it is answered has the excess dropped (and is told so), and what is still waiting when it goes is skipped.
    let queue: Promise<unknown> = ready;
    let waiting = 0;
    let gone = false;
    const serially = (locale: ChatLocale, work: () => Promise<void>, ack?: Ack) => {
      if (waiting >= maxQueuedEvents) return drop(locale, ack);
      waiting += 1;
      queue = queue
        .then(() => (gone ? undefined : work()))
        .catch((error: unknown) => {
          logger.error({ err: error, guestId }, 'darky turn failed');
          const failure = { code: 'server-error', message: errorText(locale, 'server-error') } satisfies ChatErrorPayload;
          socket.emit(darkyEvents.chatError, failure);
          // A client flushing its offline queue waits for this answer (socket.io ignores it when one was already sent).
          ack?.({ ok: false, error: failure });
        })
        .finally(() => {
          waiting -= 1;
        });
      track(queue);
    };

    const sendBot = (replies: DarkyReply[]) => desk.say(guestId, replies, false);

    socket.on(darkyEvents.userAction, (...args: unknown[]) => {
      const ack = ackOf(args);
      // A full queue refuses before anything is read.
      if (waiting >= maxQueuedEvents) return drop(defaults.locale, ack);
      const action = parseUserAction(args[0], defaults);
      if (!action) return refuse(defaults.locale, 'invalid-payload', ack);
      serially(
        action.locale,
        async () => {
          // Counted before the database is read: a socket repeating page-loads costs a counter, not a query.
          const verdict = await spend([limits.pageLoadsPerGuest, guestId], [limits.pageLoadsPerIp, ip]);
          if (!verdict.allowed) return refuse(action.locale, 'rate-limited', ack);
          // Recorded with the last events and the holder read in the same step.
          const { silent, recent } = await desk.visitorPage(guestId, action.locale, action.path, 5);
          seenOn(action.locale, action.path);
          // While a person holds the conversation (or is awaited) the team sees the page and Darky says nothing.
          if (silent) return ack?.({ ok: true });
          // Greeting on a new visit; a note (once) when the page's language changed (see DarkyResponder.pageLoad).
          await sendBot(responder.pageLoad(action.locale, recent, Date.now(), greetAfterIdleMs));
          ack?.({ ok: true });
        },
        ack,
      );
    });

    const onMessage = (...args: unknown[]) => {
      const receivedAt = Date.now();
      const ack = ackOf(args);
      if (waiting >= maxQueuedEvents) return drop(defaults.locale, ack);
      const parsed = parseTalkMessage(args[0], defaults);
      if (!parsed) return refuse(defaults.locale, 'invalid-payload', ack);
      const { locale, path } = parsed;
      // PostgreSQL text cannot hold U+0000 (the insert would fail): the character means nothing in a chat, so it goes.
      const message = parsed.message.replaceAll('\u0000', '').trim();
      if (!message) return refuse(locale, 'invalid-payload', ack);
      if ([...message].length > chatLimits.maxMessageLength) return refuse(locale, 'message-too-long', ack);
      serially(
        locale,
        async () => {
          const verdict = await spend([limits.messagesPerGuest, guestId], [limits.messagesPerIp, ip]);
          if (!verdict.allowed) return refuse(locale, 'rate-limited', ack);
          // Stored and read with who holds the conversation in one step (one round trip on the database).
          const stored = await desk.storeVisitorMessage(guestId, message, path);
          const userEvent = stored.event;
          seenOn(locale, path);
          // The guest's other tabs show what was typed here.
          socket.to(room).emit(darkyEvents.talkMessage, userEvent);
          ack?.({ ok: true });
          // Darky is silent while a person holds the conversation or is awaited: the message went to the team.
          const { silent, handoff } = await desk.visitorMessage(guestId, locale, userEvent, stored.handoff);
          if (silent) return;
          const outcome = await responder.turn({
            guestId,
            locale,
            path,
            ip,
            receivedAt,
            text: message,
            history: () => store.history(guestId, 12),
            remembered: stored.remembered,
          });
          await desk.afterDarky(guestId, locale, outcome, handoff);
        },
        ack,
      );
    };
    socket.on(darkyEvents.talkMessage, onMessage);
    socket.on(darkyEvents.userMessage, onMessage);

    // Typing reaches the team only while a person holds the conversation or is awaited; at most every 400 ms.
    let typingToldAt = 0;
    let typingTold = false;
    socket.on(darkyEvents.visitorTyping, (payload: unknown) => {
      const typing = (payload as { typing?: unknown } | null)?.typing === true;
      const now = Date.now();
      if (typing === typingTold && now - typingToldAt < 400) return;
      typingToldAt = now;
      typingTold = typing;
      void desk
        .load(guestId)
        .then((handoff) => {
          if (handoff?.state === 'waiting' || handoff?.state === 'person') desk.visitorTyping(guestId, typing);
        })
        .catch(() => {});
    });

    socket.on('disconnect', () => {
      gone = true;
    });
  });

  return io;
}
