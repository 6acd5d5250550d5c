/**
 * The wire protocol between Darky's widget and the server (socket.io, same origin).
 * Shared by both sides; the full description with errors lives in docs/darky-protocol.md.
 */
import type { Locale } from '@/i18n/routing';

export const DARKY_SOCKET_PATH = '/socket.io';

/** POST here for a guest token (answered by the custom server, not a Next route). */
export const GUEST_TOKEN_PATH = '/api/guest/generate-token';

/** Body of a successful guest-token answer. */
export interface GuestTokenResponse {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export const darkyEvents = {
  /** client -> server: 'page-load', { value: 'page-load' } (SPEC §7) or { value: 'page-load', locale, path } */
  userAction: 'user action',
  /** both ways: client sends the text (SPEC §7) or { message, locale?, path? }, server sends ChatEvent with by 'bot' */
  talkMessage: 'talk message',
  /** client -> server: SPEC §7's other name for 'talk message' (same payloads, same answers) */
  userMessage: 'user message',
  /** server -> client: the stored conversation, sent once per connection */
  history: 'history',
  /** server -> client: a refused message or action (too long, rate limited, ...) */
  chatError: 'chat error',
  /** server -> client: who holds the conversation (ConversationStatePayload), on connect and on every change */
  conversationState: 'conversation state',
  /** server -> client: the operator holding the conversation is typing (OperatorTypingPayload) */
  operatorTyping: 'operator typing',
  /** client -> server: the visitor is typing ({ typing }); passed on to the operator only while a person holds or is awaited */
  visitorTyping: 'visitor typing',
} as const;

/**
 * The operators' socket (the console's live inbox, /admin/live): its own socket.io path under /admin, because the
 * console's session cookie is sent to /admin only; the namespace says who it is for.
 */
export const OPERATORS_SOCKET_PATH = '/admin/live/socket.io';
export const OPERATORS_NAMESPACE = '/operators';

/** Events of the operators' namespace (docs/darky-protocol.md §8). */
export const operatorEvents = {
  /** server -> operator: every live conversation (waiting or with a person), sent on connect */
  queue: 'queue',
  /** server -> operator: one conversation changed (state, holder, pages); `state` 'darky' or 'resolved' removes it */
  conversation: 'conversation',
  /** server -> operator: a message of a live conversation ({ guestId, event }) */
  message: 'conversation message',
  /** server -> operator: the visitor of a live conversation is typing ({ guestId, typing }) */
  visitorTyping: 'visitor typing',
  /** server -> operator: operators online now ([{ id, name }]) */
  presence: 'operators online',
  /** operator -> server, each with an acknowledgement (OperatorAck) */
  take: 'take',
  send: 'operator message',
  typing: 'operator typing',
  handBack: 'hand back',
  transfer: 'transfer',
  resolve: 'resolve',
  /** operator -> server ({ away: boolean }, acknowledged): this tab's operator is away or available again */
  away: 'set away',
  /** operator -> server, acknowledged with VisitorsOnline: the visitors with Darky's widget open now, on every process */
  visitors: 'visitors online',
} as const;

export type ChatLocale = Locale;

export type ChatActionName = 'navigate' | 'change-language' | 'scroll-to' | 'open-form' | 'suggestions';

export interface ChatAction {
  name: ChatActionName;
  params: Record<string, unknown>;
}

export interface ChatEvent {
  /** Stable id of the stored event (optional, added later): lets a client drop duplicates after a reconnect. */
  id?: string;
  /** 'operator': a person of the team wrote it (live handoff); `operator` then names them (first name only). */
  by: 'user' | 'bot' | 'operator';
  operator?: { name: string };
  message: string;
  action?: ChatAction;
  /** Epoch milliseconds, set when the event is stored. */
  date: number;
}

/** What the site's widget sends on page-load. */
export interface UserActionPayload {
  value: 'page-load';
  locale: ChatLocale;
  path: string;
}

/** What the site's widget sends for a visitor's message. */
export interface TalkMessagePayload {
  message: string;
  locale: ChatLocale;
  path: string;
}

/**
 * Every page-load the server accepts: the spec's ('page-load' or { value: 'page-load' }) and the widget's. A missing
 * locale or path comes from the socket's handshake (`locale`/`path` query, else the Referer's path, else 'es').
 */
export type AcceptedUserAction = 'page-load' | { value: 'page-load'; locale?: ChatLocale; path?: string };

/** Every message the server accepts on 'talk message' / 'user message': the spec's plain text or the widget's object. */
export type AcceptedTalkMessage = string | { message: string; locale?: ChatLocale; path?: string };

export interface ChatErrorPayload {
  code: 'message-too-long' | 'rate-limited' | 'invalid-payload' | 'server-error';
  message: string;
}

/** Answer of the optional acknowledgement callback of 'user action' and 'talk message'. */
export type ChatAck = { ok: true } | { ok: false; error: ChatErrorPayload };

/** Who holds a conversation: Darky, the queue, a person of the team, or resolved by one (Darky answers the next message). */
export type ConversationHolder = 'darky' | 'waiting' | 'person' | 'resolved';

export interface ConversationStatePayload {
  state: ConversationHolder;
  /** The person holding it (state 'person'): first name only, never an e-mail. */
  operator?: { name: string };
}

export interface OperatorTypingPayload {
  name: string;
  typing: boolean;
}

/** A live conversation as the console's inbox shows it. */
export interface LiveConversation {
  guestId: string;
  state: ConversationHolder;
  locale: ChatLocale;
  /** Why it was queued: the visitor asked for a person, or Darky missed twice in a row. */
  reason?: 'asked' | 'failed';
  operator?: { id: string; name: string };
  /** Epoch ms the visitor joined the queue. */
  waitingSince?: number;
  transcript: ChatEvent[];
  pages: { path: string; at: number }[];
}

/** A visitor with Darky's widget open now (their chat socket): what the live inbox lists. */
export interface OnlineVisitor {
  guestId: string;
  locale: ChatLocale;
  /** The page they are on (the last page-load or message). */
  path: string;
  /** Epoch ms their first open tab connected: the time on site, as the chat sees it. */
  since: number;
  /** They left their details (a lead filed from the chat). */
  lead: boolean;
}

export interface VisitorsOnline {
  /** Every visitor online, on every process. */
  total: number;
  /** The longest on site first, at most VISITORS_LISTED. */
  visitors: OnlineVisitor[];
}

/** How many online visitors the inbox lists (the count is of all). */
export const VISITORS_LISTED = 50;

export interface OnlineOperator {
  id: string;
  name: string;
  /** Signed in but away (the inbox's toggle, on every tab of theirs): not offered transfers. */
  away: boolean;
}

export type OperatorAckError = 'not-found' | 'not-allowed' | 'taken' | 'invalid-payload' | 'rate-limited' | 'server-error';
export type OperatorAck = { ok: true } | { ok: false; error: OperatorAckError };

/** Typed event maps for socket.io's Server and Socket generics (both sides). */
export interface DarkyServerToClientEvents {
  'talk message': (event: ChatEvent) => void;
  history: (events: ChatEvent[]) => void;
  'chat error': (error: ChatErrorPayload) => void;
  'conversation state': (payload: ConversationStatePayload) => void;
  'operator typing': (payload: OperatorTypingPayload) => void;
}
export interface DarkyClientToServerEvents {
  'user action': (payload: AcceptedUserAction, ack?: (answer: ChatAck) => void) => void;
  'talk message': (payload: AcceptedTalkMessage, ack?: (answer: ChatAck) => void) => void;
  'user message': (payload: AcceptedTalkMessage, ack?: (answer: ChatAck) => void) => void;
}

/** `data.code` of the connect_error a refused socket receives. */
export type GuestTokenErrorCode = 'token-missing' | 'token-expired' | 'token-invalid';
