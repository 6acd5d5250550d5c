/**
 * The operators' namespace (/operators) on Darky's socket.io server: the console's live inbox. Only a signed-in
 * operator from this site's origin joins; each action is acknowledged, and what a member may not do is refused.
 */
import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { isSameOrigin } from '@/server/http/same-origin';
import { OPERATORS_NAMESPACE, OPERATORS_SOCKET_PATH, operatorEvents, type OnlineOperator, type OperatorAck } from '../protocol';
import { DeskRefusal, firstName, OPERATORS_ROOM, type HandoffDesk, type OperatorActor } from './handoff-desk';

/** The operator a handshake's cookies sign in (better-auth's session), or undefined. */
export type AuthenticateOperator = (headers: Headers) => Promise<OperatorActor | undefined>;

export interface OperatorSocketOptions {
  /** Filled in once the desk exists (the desk speaks to the namespace this opens). */
  desk: () => HandoffDesk;
  authenticate: AuthenticateOperator;
  /** Each operator's messages per minute. */
  messagesPerMinute: number;
  onError?: (error: unknown, what: string) => void;
}

/** An operator's message may be longer than a visitor's (an address, a short explanation), not a letter. */
export const OPERATOR_MESSAGE_MAX = 1000;

interface OperatorSocketData {
  operator: OperatorActor;
  /** This tab's operator said they are away (read across processes with the rest of the socket's data). */
  away?: boolean;
}

/** The handshake's headers as a Fetch Headers (what better-auth reads). */
function fetchHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/**
 * The site's same-origin rule (`src/server/http/same-origin.ts`), stricter on one point: an Origin is required. Every
 * browser sends one on a WebSocket, so a handshake without it is no page of this site.
 */
export function sameOrigin(raw: IncomingHttpHeaders): boolean {
  const headers = fetchHeaders(raw);
  return headers.has('origin') && isSameOrigin(headers);
}

const guestIdOf = (payload: unknown): string | undefined => {
  const id = (payload as { guestId?: unknown } | null)?.guestId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
};

/** Opens the operators' socket.io server on the site's HTTP server (same port, its own path) and its namespace. */
export function openOperatorSocket(httpServer: HttpServer, adapter?: ServerOptions['adapter']): Server {
  return new Server(httpServer, {
    path: OPERATORS_SOCKET_PATH,
    serveClient: false,
    cors: undefined,
    maxHttpBufferSize: 16 * 1024,
    ...(adapter ? { adapter } : {}),
  });
}

export function attachOperators(io: Server, options: OperatorSocketOptions): void {
  const desk = options.desk;
  const namespace = io.of(OPERATORS_NAMESPACE);
  const messages = new RateLimiterMemory({ keyPrefix: 'darky:operatorMessages', points: options.messagesPerMinute, duration: 60 });

  namespace.use((socket, next) => {
    const refuse = (code: string) => next(Object.assign(new Error('Operators only'), { data: { code } }));
    if (!sameOrigin(socket.handshake.headers)) return refuse('origin');
    options.authenticate(fetchHeaders(socket.handshake.headers)).then(
      (operator) => {
        if (!operator) return refuse('signed-out');
        (socket.data as OperatorSocketData).operator = operator;
        next();
      },
      () => refuse('signed-out'),
    );
  });

  /** Operators online now, on every process (the Redis adapter asks the others). */
  const presence = async () => {
    const sockets = await namespace.in(OPERATORS_ROOM).fetchSockets();
    const online = new Map<string, OnlineOperator>();
    for (const socket of sockets) {
      const { operator, away = false } = socket.data as OperatorSocketData;
      if (!operator) continue;
      // Available on any tab is available: away only when every tab of theirs says so.
      const seen = online.get(operator.id);
      online.set(operator.id, { id: operator.id, name: operator.name, away: (seen?.away ?? true) && away });
    }
    return [...online.values()];
  };
  const tellPresence = () =>
    void presence().then(
      (online) => namespace.to(OPERATORS_ROOM).emit(operatorEvents.presence, online),
      (error: unknown) => options.onError?.(error, 'operator presence'),
    );

  namespace.on('connection', (socket) => {
    const operator = (socket.data as OperatorSocketData).operator;
    void socket.join(OPERATORS_ROOM);
    desk()
      .queue()
      .then(
        (queue) => socket.emit(operatorEvents.queue, queue),
        (error: unknown) => options.onError?.(error, 'live queue'),
      );
    tellPresence();
    socket.on('disconnect', tellPresence);

    /** Runs an action and answers its acknowledgement: ok, or the refusal's code. */
    const act = (event: string, work: (payload: unknown) => Promise<void>) =>
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const answer = (result: OperatorAck) => (typeof ack === 'function' ? (ack as (r: OperatorAck) => void)(result) : undefined);
        work(payload).then(
          () => answer({ ok: true }),
          (error: unknown) => {
            if (error instanceof DeskRefusal) return answer({ ok: false, error: error.code });
            options.onError?.(error, `operator ${event}`);
            answer({ ok: false, error: 'server-error' });
          },
        );
      });
    const need = (payload: unknown): string => {
      const guestId = guestIdOf(payload);
      if (!guestId) throw new DeskRefusal('invalid-payload');
      return guestId;
    };

    // A question, not an action: answered with the list (the inbox asks on connect and every few seconds).
    socket.on(operatorEvents.visitors, (_payload: unknown, ack?: unknown) => {
      if (typeof ack !== 'function') return;
      desk()
        .visitorsOnline()
        .then(
          (online) => (ack as (answer: unknown) => void)(online),
          (error: unknown) => {
            options.onError?.(error, 'visitors online');
            (ack as (answer: unknown) => void)({ total: 0, visitors: [] });
          },
        );
    });
    act(operatorEvents.take, async (payload) => desk().take(operator, need(payload)));
    act(operatorEvents.away, async (payload) => {
      (socket.data as OperatorSocketData).away = (payload as { away?: unknown } | null)?.away === true;
      tellPresence();
    });
    act(operatorEvents.send, async (payload) => {
      const guestId = need(payload);
      const raw = (payload as { message?: unknown }).message;
      const message = typeof raw === 'string' ? raw.replaceAll('\u0000', '').trim() : '';
      if (!message || [...message].length > OPERATOR_MESSAGE_MAX) throw new DeskRefusal('invalid-payload');
      const spent = await messages.consume(operator.id).then(
        () => true,
        () => false,
      );
      if (!spent) throw new DeskRefusal('rate-limited');
      await desk().send(operator, guestId, message);
    });
    act(operatorEvents.typing, async (payload) => desk().typing(operator, need(payload), (payload as { typing?: unknown }).typing === true));
    act(operatorEvents.handBack, async (payload) => desk().handBack(operator, need(payload)));
    act(operatorEvents.resolve, async (payload) => desk().resolve(operator, need(payload)));
    act(operatorEvents.transfer, async (payload) => {
      const guestId = need(payload);
      const to = (payload as { operatorId?: unknown }).operatorId;
      const target = (await presence()).find((online) => online.id === to && !online.away);
      // Only to a colleague online and available now: a conversation handed to someone away would wait unseen.
      if (!target) throw new DeskRefusal('not-found');
      await desk().transfer(operator, guestId, { id: target.id, name: firstName(target.name) });
    });
  });
}
