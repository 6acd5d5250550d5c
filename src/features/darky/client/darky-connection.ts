/**
 * Darky's socket.io connection: guest token, page-load greeting, history, bot events and refusals,
 * reconnection (2 s, up to 10 s) and renewal of a refused or expired token.
 */
import { io, type Socket } from 'socket.io-client';
import { chatLimits } from '@/config/site';
import {
  DARKY_SOCKET_PATH,
  darkyEvents,
  type ChatErrorPayload,
  type ChatEvent,
  type ChatLocale,
  type ConversationStatePayload,
  type OperatorTypingPayload,
  type TalkMessagePayload,
  type UserActionPayload,
} from '../protocol';
import { getGuestToken } from './guest-token';
import { parseChatError, parseChatEvent, parseConversationState, parseHistory, parseOperatorTyping } from './incoming-events';

export interface DarkyConnectionHandlers {
  /** `recovered`: socket.io restored the session and replayed what was missed, so no history follows. */
  onConnect(recovered: boolean): void;
  onDisconnect(): void;
  onHistory(events: ChatEvent[]): void;
  onBotEvent(event: ChatEvent): void;
  /** What the same guest typed in another tab. */
  onPeerUserEvent(event: ChatEvent): void;
  onChatError(error: ChatErrorPayload): void;
  /** Who holds the conversation (Darky, the queue, a person of the team). */
  onConversationState(state: ConversationStatePayload): void;
  onOperatorTyping(typing: OperatorTypingPayload): void;
}

export interface DarkyConnection {
  /** `onReceived` runs when the server has stored the text (or refused it): what it says after that answers the text. */
  sendMessage(payload: TalkMessagePayload, onReceived?: () => void): void;
  /** The visitor is typing (the server passes it on only while a person holds the conversation). */
  sendTyping(typing: boolean): void;
  close(): void;
}

/** Server middleware refusals of the token carry a code 'token-missing' | 'token-expired' | 'token-invalid'. */
export function isTokenRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { message, data } = error as { message?: unknown; data?: { code?: unknown } };
  if (data && typeof data.code === 'string' && data.code.startsWith('token')) return true;
  return typeof message === 'string' && /token/i.test(message);
}

export function openDarkyConnection(options: { locale: ChatLocale; path: () => string; handlers: DarkyConnectionHandlers }): DarkyConnection {
  const { handlers } = options;
  let socket: Socket | null = null;
  let closed = false;
  let greeted = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = (task: () => void) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!closed) task();
    }, chatLimits.reconnectionDelayMaxMs);
  };

  // A refused token (expired, forged, server secret rotated) gets a fresh one, then we try again.
  const reconnectWithFreshToken = async () => {
    try {
      const token = await getGuestToken({ renew: true });
      if (closed || !socket) return;
      socket.io.opts.query = { token, locale: options.locale };
      socket.connect();
    } catch {
      retryLater(() => void reconnectWithFreshToken());
    }
  };

  const goOffline = () => socket?.disconnect();
  const goOnline = () => {
    if (socket && !socket.connected) socket.connect();
  };

  const start = async () => {
    let token: string;
    try {
      token = await getGuestToken();
    } catch {
      retryLater(() => void start());
      return;
    }
    if (closed) return;
    socket = io({
      path: DARKY_SOCKET_PATH,
      // locale: the server words refusals in the page's language.
      query: { token, locale: options.locale },
      reconnectionDelay: chatLimits.reconnectionDelayMs,
      reconnectionDelayMax: chatLimits.reconnectionDelayMaxMs,
      // WebSocket first (stateless servers need no sticky sessions); long-polling only when it cannot open.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    socket.on('connect', () => {
      handlers.onConnect(socket?.recovered ?? false);
      if (!greeted) {
        greeted = true;
        const payload: UserActionPayload = { value: 'page-load', locale: options.locale, path: options.path() };
        socket?.emit(darkyEvents.userAction, payload);
      }
    });
    socket.on('disconnect', (reason) => {
      handlers.onDisconnect();
      // The server closed us on purpose (token expired on a long visit): socket.io will not retry by itself.
      if (reason === 'io server disconnect') void reconnectWithFreshToken();
    });
    socket.on('connect_error', (error) => {
      // socket.active: a network failure socket.io retries itself with its backoff.
      if (socket?.active) return;
      if (isTokenRefusal(error)) void reconnectWithFreshToken();
      else retryLater(() => socket?.connect());
    });
    socket.on(darkyEvents.history, (raw: unknown) => handlers.onHistory(parseHistory(raw)));
    socket.on(darkyEvents.talkMessage, (raw: unknown) => {
      const event = parseChatEvent(raw);
      if (!event) return;
      // A person of the team answers like Darky does: a reply to the visitor.
      if (event.by === 'user') handlers.onPeerUserEvent(event);
      else handlers.onBotEvent(event);
    });
    socket.on(darkyEvents.conversationState, (raw: unknown) => {
      const state = parseConversationState(raw);
      if (state) handlers.onConversationState(state);
    });
    socket.on(darkyEvents.operatorTyping, (raw: unknown) => {
      const typing = parseOperatorTyping(raw);
      if (typing) handlers.onOperatorTyping(typing);
    });
    socket.on(darkyEvents.chatError, (raw: unknown) => {
      const error = parseChatError(raw);
      if (error) handlers.onChatError(error);
    });
  };

  // The browser knows first when the network goes: show it at once instead of waiting for a ping timeout.
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  void start();

  return {
    sendMessage(payload, onReceived) {
      if (onReceived) socket?.emit(darkyEvents.talkMessage, payload, onReceived);
      else socket?.emit(darkyEvents.talkMessage, payload);
    },
    sendTyping(typing) {
      if (socket?.connected) socket.emit(darkyEvents.visitorTyping, { typing });
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
  };
}
