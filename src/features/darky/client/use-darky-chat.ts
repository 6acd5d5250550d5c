/** The widget's brain: chat state, connection, offline queue, bot actions and spoken replies, wired together. */
'use client';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { chatLimits } from '@/config/site';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { plainMessage } from '../message-links';
import type { ChatEvent } from '../protocol';
import { runChatAction, type PageEffects } from './action-runner';
import { loadPreferences, loadQueue, savePreferences, saveQueue } from './browser-storage';
import { chatReducer, initialChatState, type ChatState } from './chat-state';
import { openDarkyConnection, type DarkyConnection } from './darky-connection';
import { DARKY_MAKE_ROOM_EVENT, chatCoversPage, openFormById, pageNeedsRoom, panelMayOpenHere, scrollToElementId } from './page-dom';
import { isSpeechSynthesisSupported, speak, stopSpeaking } from './speech';

/** The page as the browser shows it (locale prefix and query included): the server reads it as context. */
const currentPagePath = () => `${window.location.pathname}${window.location.search}`;
/** Names a text of this tab until the server receives it (and a queued text, kept in sessionStorage). */
const newLocalId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** How long the character keeps its navigating pose after a navigate action. */
const ANIMATION_MS = 2200;

function initialState(): ChatState {
  const saved = loadPreferences();
  return {
    ...initialChatState,
    // The spec's default is the full chat shown, but a panel that opens by itself hides what the visitor came for
    // (the contact form, the service tabs, the hero's buttons): it starts closed, and reopens on a later page only
    // when the visitor left it open and it covers no form, tab or call to action there. Closed stays closed.
    showFullChat: !pageNeedsRoom() && saved?.showFullChat === true && panelMayOpenHere(),
    showFloatingMessages: saved?.showFloatingMessages ?? true,
    queue: loadQueue(),
  };
}

export function useDarkyChat(locale: Locale) {
  const [state, dispatch] = useReducer(chatReducer, undefined, initialState);
  const [speakReplies, setSpeakReplies] = useState(() => loadPreferences()?.speakReplies ?? false);
  const [speaking, setSpeaking] = useState(false);
  /** Text of the latest live bot message, for the aria-live region (history is not re-announced). */
  const [announcement, setAnnouncement] = useState('');
  const router = useRouter();
  const pathname = usePathname();

  const connectionRef = useRef<DarkyConnection | null>(null);
  // Event handlers of the socket live longer than a render: they read the latest values through refs.
  const latest = useRef({ state, pathname, speakReplies, router });
  latest.current = { state, pathname, speakReplies, router };

  // Saved when the visitor changes something, not on mount: a panel kept closed on this page (it would cover a form)
  // must not be remembered as closed by the visitor.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    savePreferences({ showFullChat: state.showFullChat, showFloatingMessages: state.showFloatingMessages, speakReplies });
  }, [state.showFullChat, state.showFloatingMessages, speakReplies]);

  useEffect(() => saveQueue(state.queue), [state.queue]);

  // The game asks for room when a run starts: an open chat panel would cover the playing field.
  useEffect(() => {
    const makeRoom = () => dispatch({ type: 'set-full-chat', value: false });
    window.addEventListener(DARKY_MAKE_ROOM_EVENT, makeRoom);
    return () => window.removeEventListener(DARKY_MAKE_ROOM_EVENT, makeRoom);
  }, []);

  useEffect(() => {
    if (!state.animation) return;
    const timer = setTimeout(() => dispatch({ type: 'set-animation', value: '' }), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state.animation]);

  const pageEffects = useMemo<PageEffects>(
    () => ({
      navigate: (path, target) => latest.current.router.push(path, { locale: target }),
      changeLanguage: (target) => {
        // Same page, other language; keep the query (service tabs) and the section hash.
        const { search, hash } = window.location;
        latest.current.router.replace(`${latest.current.pathname}${search}${hash}`, { locale: target });
      },
      scrollToId: scrollToElementId,
      openForm: openFormById,
      setAnimation: (name) => dispatch({ type: 'set-animation', value: name }),
      revealPage: () => {
        if (chatCoversPage()) dispatch({ type: 'set-full-chat', value: false });
      },
      defer: (task) => setTimeout(task, 0),
    }),
    [],
  );

  const flushQueue = useCallback(() => {
    const connection = connectionRef.current;
    const { queue } = latest.current.state;
    if (!connection || queue.length === 0) return;
    dispatch({ type: 'queue-flushed', ids: queue.map((item) => item.id), date: Date.now(), awaitReceipt: true });
    for (const item of queue) {
      connection.sendMessage({ message: item.message, locale, path: currentPagePath() }, () => dispatch({ type: 'user-received', localId: item.id }));
    }
  }, [locale]);

  const onLiveBotEvent = useCallback(
    (event: ChatEvent) => {
      dispatch({ type: 'bot-event', event });
      setAnnouncement(plainMessage(event.message));
      if (latest.current.speakReplies && isSpeechSynthesisSupported()) {
        speak(plainMessage(event.message), locale, { onStart: () => setSpeaking(true), onEnd: () => setSpeaking(false) });
      }
      runChatAction(event.action, locale, pageEffects);
    },
    [locale, pageEffects],
  );

  useEffect(() => {
    const connection = openDarkyConnection({
      locale,
      path: currentPagePath,
      handlers: {
        onConnect: (recovered) => {
          dispatch({ type: 'connected', recovered });
          if (recovered) setTimeout(flushQueue, 0);
        },
        onDisconnect: () => dispatch({ type: 'disconnected' }),
        onHistory: (events) => {
          dispatch({ type: 'history-received', events });
          // Only now is the conversation in sync: texts typed offline go after what the server has.
          setTimeout(flushQueue, 0);
        },
        onBotEvent: onLiveBotEvent,
        onPeerUserEvent: (event) => dispatch({ type: 'peer-user-event', event }),
        // Refusals render in a role="alert" notice, which announces itself.
        onChatError: (error) => dispatch({ type: 'chat-error', error }),
        onConversationState: (holder) => dispatch({ type: 'conversation-state', holder }),
        onOperatorTyping: ({ name, typing }) => dispatch({ type: 'operator-typing', name, typing }),
      },
    });
    connectionRef.current = connection;
    return () => {
      connection.close();
      connectionRef.current = null;
      stopSpeaking();
    };
  }, [locale, flushQueue, onLiveBotEvent]);

  /** Sends a text now when the conversation is in sync, or queues it (kept in sessionStorage) until reconnection. */
  const sendText = useCallback(
    (raw: string) => {
      const message = raw.trim();
      if (!message) return;
      const connection = connectionRef.current;
      const { state: current } = latest.current;
      if (connection && current.connected && current.synced) {
        const localId = newLocalId();
        dispatch({ type: 'user-sent', message, date: Date.now(), localId });
        connection.sendMessage({ message, locale, path: currentPagePath() }, () => dispatch({ type: 'user-received', localId }));
      } else {
        dispatch({ type: 'user-queued', item: { id: newLocalId(), message, queuedAt: Date.now() } });
      }
    },
    [locale],
  );

  // The visitor's typing reaches the person holding the conversation: "typing" at most every 2 s, "stopped" after 3 s.
  const typingSince = useRef(0);
  const typingStop = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noteTyping = useCallback(() => {
    const connection = connectionRef.current;
    if (!connection || latest.current.state.holder.state !== 'person') return;
    const now = Date.now();
    if (now - typingSince.current > 2000) {
      typingSince.current = now;
      connection.sendTyping(true);
    }
    clearTimeout(typingStop.current);
    typingStop.current = setTimeout(() => {
      typingSince.current = 0;
      connectionRef.current?.sendTyping(false);
    }, 3000);
  }, []);
  useEffect(() => () => clearTimeout(typingStop.current), []);

  const setFullChat = useCallback((value: boolean) => dispatch({ type: 'set-full-chat', value }), []);
  const setFloatingMessages = useCallback((value: boolean) => dispatch({ type: 'set-floating-messages', value }), []);
  const dismissNotice = useCallback(() => dispatch({ type: 'dismiss-notice' }), []);
  const toggleSpeakReplies = useCallback(() => {
    setSpeakReplies((on) => {
      if (on) stopSpeaking();
      return !on;
    });
  }, []);

  return {
    state,
    maxLength: chatLimits.maxMessageLength,
    announcement,
    speaking,
    speakReplies,
    sendText,
    noteTyping,
    setFullChat,
    setFloatingMessages,
    dismissNotice,
    toggleSpeakReplies,
  };
}
