/** Darky's chat state (SPEC.md section 3) as a pure reducer, plus the queue of texts typed while offline. */
import { speaksLanguage, type MessageLanguage } from '../message-language';
import type { ChatErrorPayload, ChatEvent, ConversationStatePayload } from '../protocol';

export interface QueuedMessage {
  /** Local identifier, so a queued text can be rendered and removed once sent. */
  id: string;
  message: string;
  queuedAt: number;
}

export interface ChatNotice {
  code: ChatErrorPayload['code'] | 'offline-queued';
  message: string;
}

/**
 * An event as this tab shows it. `localId` marks a text this tab sent that the server has not yet said it received:
 * the server handles a socket's events one after another and acknowledges a text when it stores it, so a bot message
 * that arrives before that acknowledgement was said before the text (the greeting of an impatient visitor's first
 * visit) and is shown above it.
 */
export type ShownChatEvent = ChatEvent & { localId?: string };

export interface ChatState {
  showFullChat: boolean;
  showFloatingMessages: boolean;
  /** True while the socket is connected (spec: default false). */
  connected: boolean;
  /** True once the server sent this connection's history: only then are texts sent instead of queued. */
  synced: boolean;
  events: ShownChatEvent[];
  /** True between sending a text and the bot's answer (or a refusal). */
  isSendEvent: boolean;
  /** Name of the animation of the last navigate action; empty when none runs. */
  animation: string;
  /** Texts typed while offline, sent on reconnect. */
  queue: QueuedMessage[];
  /** Bot messages that arrived while the full chat was hidden. */
  unread: number;
  /** Last refusal or information for the visitor (too long, rate limited...). */
  notice: ChatNotice | null;
  /** Who holds the conversation: Darky, the queue, or a person of the team (live handoff). */
  holder: ConversationStatePayload;
  /** The first name of the person of the team typing now, or null. */
  operatorTyping: string | null;
}

/** While a person holds the conversation or is awaited, Darky does not answer: no "Darky is typing". */
export const darkyAnswers = (holder: ConversationStatePayload) => holder.state === 'darky' || holder.state === 'resolved';

export const initialChatState: ChatState = {
  showFullChat: true,
  showFloatingMessages: true,
  connected: false,
  synced: false,
  events: [],
  isSendEvent: false,
  animation: '',
  queue: [],
  unread: 0,
  notice: null,
  holder: { state: 'darky' },
  operatorTyping: null,
};

export type ChatStateAction =
  | { type: 'connected'; recovered?: boolean }
  | { type: 'disconnected' }
  | { type: 'history-received'; events: ChatEvent[] }
  | { type: 'bot-event'; event: ChatEvent }
  | { type: 'user-sent'; message: string; date: number; localId?: string }
  | { type: 'user-received'; localId: string }
  | { type: 'peer-user-event'; event: ChatEvent }
  | { type: 'user-queued'; item: QueuedMessage }
  | { type: 'queue-flushed'; ids: string[]; date: number; awaitReceipt?: boolean }
  | { type: 'chat-error'; error: ChatErrorPayload }
  | { type: 'dismiss-notice' }
  | { type: 'set-full-chat'; value: boolean }
  | { type: 'set-floating-messages'; value: boolean }
  | { type: 'set-animation'; value: string }
  | { type: 'conversation-state'; holder: ConversationStatePayload }
  | { type: 'operator-typing'; name: string; typing: boolean };

export function chatReducer(state: ChatState, action: ChatStateAction): ChatState {
  switch (action.type) {
    case 'connected':
      // A recovered session replays what it missed instead of sending the history again.
      return { ...state, connected: true, synced: action.recovered === true };
    case 'disconnected':
      // An answer that was in flight will not come on this connection (nor a receipt: the history will replace all).
      return { ...state, connected: false, synced: false, isSendEvent: false, events: state.events.map(withoutLocalId) };
    case 'history-received':
      // The server's store is the truth: it replaces what this tab had (reload, reconnect, other tab).
      return { ...state, synced: true, events: [...action.events].sort((a, b) => a.date - b.date) };
    case 'bot-event': {
      const firstOnItsWay = state.events.findIndex((event) => event.localId !== undefined);
      if (firstOnItsWay >= 0) {
        // Said before the server received this tab's last texts: shown above them, and their answer is still awaited.
        const events = [...state.events.slice(0, firstOnItsWay), action.event, ...state.events.slice(firstOnItsWay)];
        return { ...state, events, unread: state.showFullChat ? 0 : state.unread + 1 };
      }
      return {
        ...state,
        events: [...state.events, action.event],
        isSendEvent: false,
        unread: state.showFullChat ? 0 : state.unread + 1,
        operatorTyping: action.event.by === 'operator' ? null : state.operatorTyping,
      };
    }
    case 'user-sent':
      return {
        ...state,
        events: [...state.events, { by: 'user', message: action.message, date: action.date, ...(action.localId ? { localId: action.localId } : {}) }],
        isSendEvent: darkyAnswers(state.holder),
        notice: null,
      };
    case 'user-received': {
      if (!state.events.some((event) => event.localId === action.localId)) return state;
      return { ...state, events: state.events.map((event) => (event.localId === action.localId ? withoutLocalId(event) : event)) };
    }
    case 'peer-user-event':
      return { ...state, events: [...state.events, action.event] };
    case 'user-queued':
      return { ...state, queue: [...state.queue, action.item] };
    case 'queue-flushed': {
      const flushed = state.queue.filter((item) => action.ids.includes(item.id));
      if (flushed.length === 0) return state;
      return {
        ...state,
        queue: state.queue.filter((item) => !action.ids.includes(item.id)),
        events: [
          ...state.events,
          ...flushed.map((item, index) => ({
            by: 'user' as const,
            message: item.message,
            date: action.date + index,
            ...(action.awaitReceipt ? { localId: item.id } : {}),
          })),
        ],
        isSendEvent: darkyAnswers(state.holder),
      };
    }
    case 'chat-error':
      return { ...state, isSendEvent: false, notice: { code: action.error.code, message: action.error.message } };
    case 'dismiss-notice':
      return { ...state, notice: null };
    case 'set-full-chat':
      return { ...state, showFullChat: action.value, unread: action.value ? 0 : state.unread };
    case 'set-floating-messages':
      return { ...state, showFloatingMessages: action.value };
    case 'set-animation':
      return { ...state, animation: action.value };
    case 'conversation-state':
      return {
        ...state,
        holder: action.holder,
        operatorTyping: action.holder.state === 'person' ? state.operatorTyping : null,
        isSendEvent: darkyAnswers(action.holder) ? state.isSendEvent : false,
      };
    case 'operator-typing':
      return { ...state, operatorTyping: action.typing ? action.name : null };
  }
}

function withoutLocalId(event: ShownChatEvent): ShownChatEvent {
  if (event.localId === undefined) return event;
  const { localId: _received, ...rest } = event;
  return rest;
}

/** The bot messages to show as floating bubbles: only those not yet read in the full chat, newest last. */
export function floatingBotEvents(state: ChatState, max = 3, locale?: MessageLanguage): ChatEvent[] {
  if (state.showFullChat || !state.showFloatingMessages) return [];
  // The teaser speaks the page's language: messages Darky said in the other one (before a switch) stay in the panel.
  // A person's message shows as written (the team answers in the visitor's language).
  const bot = state.events.filter((event) => event.by === 'operator' || (event.by === 'bot' && (!locale || speaksLanguage(event.message, locale))));
  // With nothing unread, keep showing the last message (the greeting on first visit).
  const count = Math.max(1, Math.min(state.unread, max));
  return bot.slice(-count);
}

/** Suggestions of the last bot event, if it offers quick replies and the visitor has not answered yet. */
export function currentSuggestions(events: ChatEvent[], locale?: MessageLanguage): { label: string; message: string }[] {
  const last = events[events.length - 1];
  if (!last || last.by !== 'bot' || last.action?.name !== 'suggestions') return [];
  // Quick replies of a message in the other language (before the switch note arrives) are not offered.
  if (locale && !speaksLanguage(last.message, locale)) return [];
  const items = last.action.params.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { label, message } = item as Record<string, unknown>;
    if (typeof label !== 'string' || label.length === 0) return [];
    return [{ label, message: typeof message === 'string' && message ? message : label }];
  });
}
