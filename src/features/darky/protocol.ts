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
  by: 'user' | 'bot';
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

/** Typed event maps for socket.io's Server and Socket generics (both sides). */
export interface DarkyServerToClientEvents {
  'talk message': (event: ChatEvent) => void;
  history: (events: ChatEvent[]) => void;
  'chat error': (error: ChatErrorPayload) => void;
}
export interface DarkyClientToServerEvents {
  'user action': (payload: AcceptedUserAction, ack?: (answer: ChatAck) => void) => void;
  'talk message': (payload: AcceptedTalkMessage, ack?: (answer: ChatAck) => void) => void;
  'user message': (payload: AcceptedTalkMessage, ack?: (answer: ChatAck) => void) => void;
}

/** `data.code` of the connect_error a refused socket receives. */
export type GuestTokenErrorCode = 'token-missing' | 'token-expired' | 'token-invalid';
