/** Darky's real-time endpoint: socket.io on the site's HTTP server, guest-token auth, one room per guest, stored history. */
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { chatLimits } from '@/config/site';
import {
  DARKY_SOCKET_PATH,
  darkyEvents,
  type ChatAck,
  type ChatErrorPayload,
  type ChatLocale,
  type DarkyServerToClientEvents,
} from '../protocol';
import type { ConversationStore } from './conversation-store';
import type { DarkyResponder } from './darky-responder';
import { GuestTokenError, verifyGuestToken } from './guest-token';
import type { DarkyReply } from './reply-composer';

export interface DarkyLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface DarkySocketOptions {
  responder: DarkyResponder;
  store: ConversationStore;
  rateLimiter: RateLimiterAbstract;
  /** socket.io adapter factory (Redis streams with REDIS_URL); in-memory otherwise. */
  adapter?: ServerOptions['adapter'];
  logger?: DarkyLogger;
  /** Events sent in 'history' on connect. */
  historyLimit?: number;
  /** A page-load greets again when the conversation has been quiet this long (a new visit). */
  greetAfterIdleMs?: number;
}

export const guestRoom = (guestId: string) => `guest:${guestId}`;

const localeSchema = z.enum(['es', 'en']);
const pathSchema = z.string().max(2000).regex(/^\//);
const userActionSchema = z.object({ value: z.literal('page-load'), locale: localeSchema, path: pathSchema });
const talkMessageSchema = z.object({ message: z.string(), locale: localeSchema, path: pathSchema });

type Ack = (answer: ChatAck) => void;

interface GuestSocketData {
  guestId: string;
}

const silentLogger: DarkyLogger = { info() {}, warn() {}, error() {} };

export function attachDarky(httpServer: HttpServer, options: DarkySocketOptions): Server {
  const logger = options.logger ?? silentLogger;
  const historyLimit = options.historyLimit ?? 100;
  const greetAfterIdleMs = options.greetAfterIdleMs ?? 30 * 60 * 1000;
  const { responder, store, rateLimiter } = options;

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

  io.use((socket, next) => {
    const token = socket.handshake.query.token ?? (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    verifyGuestToken(Array.isArray(token) ? token[0] : token).then(
      (guestId) => {
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
    const query = socket.handshake.query;
    const connectLocale: ChatLocale = query.locale === 'en' ? 'en' : 'es';
    const errorText = (locale: ChatLocale, code: ChatErrorPayload['code']) => responder.model.packs[locale].corpus.errors[code];

    // Handlers are registered before any await so an event sent right after connecting is never lost;
    // they wait for `ready` (guest stored, history sent) and run one at a time, in order.
    const ready = (async () => {
      await store.touchGuest(guestId, connectLocale);
      if (!socket.recovered) socket.emit(darkyEvents.history, await store.history(guestId, historyLimit));
    })();
    // Observed here too: a guest who leaves before sending anything must not turn a database hiccup into an
    // unhandled rejection (which ends the process). Events sent after it still get their server error.
    ready.catch((error: unknown) => logger.error({ err: error, guestId }, 'darky connection set-up failed'));
    let queue: Promise<unknown> = ready;
    const serially = (work: () => Promise<void>, ack?: Ack) => {
      queue = queue.then(work).catch((error: unknown) => {
        logger.error({ err: error, guestId }, 'darky turn failed');
        const failure = { code: 'server-error', message: errorText(connectLocale, 'server-error') } satisfies ChatErrorPayload;
        socket.emit(darkyEvents.chatError, failure);
        // A client flushing its offline queue waits for this answer (socket.io ignores it when one was already sent).
        ack?.({ ok: false, error: failure });
      });
    };

    const refuse = (locale: ChatLocale, code: ChatErrorPayload['code'], ack?: Ack) => {
      const error: ChatErrorPayload = { code, message: errorText(locale, code) };
      socket.emit(darkyEvents.chatError, error);
      ack?.({ ok: false, error });
    };

    const sendBot = async (replies: DarkyReply[]) => {
      for (const reply of replies) {
        const event = await store.append(guestId, { by: 'bot', message: reply.message, ...(reply.action ? { action: reply.action } : {}) });
        io.to(room).emit(darkyEvents.talkMessage, event);
      }
    };

    socket.on(darkyEvents.userAction, (raw: unknown, maybeAck?: unknown) => {
      const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined;
      const parsed = userActionSchema.safeParse(raw);
      if (!parsed.success) return refuse(connectLocale, 'invalid-payload', ack);
      serially(async () => {
        const [last] = await store.history(guestId, 1);
        if (!last || Date.now() - last.date > greetAfterIdleMs) await sendBot([responder.greeting(parsed.data.locale)]);
        ack?.({ ok: true });
      }, ack);
    });

    socket.on(darkyEvents.talkMessage, (raw: unknown, maybeAck?: unknown) => {
      const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined;
      const parsed = talkMessageSchema.safeParse(raw);
      if (!parsed.success) return refuse(connectLocale, 'invalid-payload', ack);
      const { locale, path } = parsed.data;
      // PostgreSQL text cannot hold U+0000 (the insert would fail): the character means nothing in a chat, so it goes.
      const message = parsed.data.message.replaceAll('\u0000', '').trim();
      if (!message) return refuse(locale, 'invalid-payload', ack);
      if ([...message].length > chatLimits.maxMessageLength) return refuse(locale, 'message-too-long', ack);
      serially(async () => {
        try {
          await rateLimiter.consume(guestId);
        } catch (rejection) {
          if (rejection instanceof Error) throw rejection;
          return refuse(locale, 'rate-limited', ack);
        }
        const userEvent = await store.append(guestId, { by: 'user', message });
        // The guest's other tabs show what was typed here.
        socket.to(room).emit(darkyEvents.talkMessage, userEvent);
        ack?.({ ok: true });
        const replies = await responder.reply({ guestId, locale, path, text: message, history: () => store.history(guestId, 12) });
        await sendBot(replies);
      }, ack);
    });

    socket.on('disconnect', () => {
      queue = Promise.resolve();
    });
  });

  return io;
}
