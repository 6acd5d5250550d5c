/**
 * The wire protocol between Darky's widget and the server (socket.io, same origin).
 * Shared by both sides; the full description with errors lives in docs/darky-protocol.md.
 */
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
  /** client -> server: { value: 'page-load' | ... } */
  userAction: 'user action',
  /** both ways: client sends { message, locale, path }, server sends ChatEvent with by 'bot' */
  talkMessage: 'talk message',
  /** server -> client: the stored conversation, sent once per connection */
  history: 'history',
  /** server -> client: a refused message or action (too long, rate limited, ...) */
  chatError: 'chat error',
} as const;

export type ChatLocale = 'es' | 'en';

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

export interface UserActionPayload {
  value: 'page-load';
  locale: ChatLocale;
  path: string;
}

export interface TalkMessagePayload {
  message: string;
  locale: ChatLocale;
  path: string;
}

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
  'user action': (payload: UserActionPayload, ack?: (answer: ChatAck) => void) => void;
  'talk message': (payload: TalkMessagePayload, ack?: (answer: ChatAck) => void) => void;
}

/** `data.code` of the connect_error a refused socket receives. */
export type GuestTokenErrorCode = 'token-missing' | 'token-expired' | 'token-invalid';
