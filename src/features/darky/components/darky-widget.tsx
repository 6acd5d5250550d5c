/** Darky on the page: launcher with unread count, floating bubbles, the full chat and the live announcer. */
'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { currentSuggestions, floatingBotEvents } from '../client/chat-state';
import { isSpeechSynthesisSupported } from '../client/speech';
import { useDarkyChat } from '../client/use-darky-chat';
import { useMicrophone } from '../client/use-microphone';
import { usePageFieldFocus } from '../client/use-page-clearance';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatPanel, type ConnectionStatus } from './chat-panel';
import { DarkyCharacter, type DarkyPose } from './darky-character';
import { FloatingMessages } from './floating-messages';

const PANEL_ID = 'darky-chat';

export function DarkyWidget({ locale }: { locale: Locale }) {
  const t = useTranslations('Darky');
  const chat = useDarkyChat(locale);
  const { state } = chat;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  /** Where focus goes after the next open/close: only when the visitor asked, never on page load. */
  const focusAfterToggle = useRef<'input' | 'launcher' | null>(null);

  // Read once on mount: the widget only ever renders in the browser (loaded after idle).
  const [canSpeak] = useState(() => isSpeechSynthesisSupported());
  const [hasConnected, setHasConnected] = useState(false);
  const fieldFocused = usePageFieldFocus();
  const [talking, setTalking] = useState(false);

  useEffect(() => {
    if (state.connected) setHasConnected(true);
  }, [state.connected]);

  // Darky "talks" for a moment when a reply arrives (longer replies, longer talk), or while reading it aloud.
  const lastEvent = state.events[state.events.length - 1];
  useEffect(() => {
    if (!lastEvent || lastEvent.by !== 'bot' || Date.now() - lastEvent.date > 5000) return;
    setTalking(true);
    const timer = setTimeout(() => setTalking(false), Math.min(4000, 600 + lastEvent.message.length * 30));
    return () => clearTimeout(timer);
  }, [lastEvent]);

  useEffect(() => {
    const target = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (target === 'input') inputRef.current?.focus();
    if (target === 'launcher') launcherRef.current?.focus();
  }, [state.showFullChat]);

  const open = useCallback(() => {
    focusAfterToggle.current = 'input';
    chat.setFullChat(true);
  }, [chat]);
  const close = useCallback(() => {
    focusAfterToggle.current = 'launcher';
    chat.setFullChat(false);
  }, [chat]);

  const microphone = useMicrophone(locale, (text) => chat.sendText(text.slice(0, chat.maxLength)));
  const listening = microphone.state === 'listening';

  const pose: DarkyPose = listening ? 'listening' : state.animation ? 'navigating' : chat.speaking || talking ? 'talking' : 'idle';
  const status: ConnectionStatus = state.connected && state.synced ? 'online' : hasConnected || state.queue.length > 0 ? 'offline' : 'connecting';
  const bubbles = floatingBotEvents(state, 3, locale);
  const unreadLabel = state.unread > 0 ? ` (${t('unread', { count: state.unread })})` : '';

  return (
    <div data-testid="darky" data-connected={state.connected} data-animation={state.animation || undefined}>
      {/* Announces live replies only; the stored history is not read out again on every page. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="darky-announcer">
        {chat.announcement}
      </div>

      {state.showFullChat ? (
        <ChatPanel
          id={PANEL_ID}
          panelRef={panelRef}
          pose={pose}
          status={status}
          onClose={close}
          speakReplies={canSpeak ? { on: chat.speakReplies, toggle: chat.toggleSpeakReplies } : null}
          floatingMessages={{ on: state.showFloatingMessages, toggle: () => chat.setFloatingMessages(!state.showFloatingMessages) }}
          suggestions={currentSuggestions(state.events, locale)}
          onSuggestion={chat.sendText}
          composer={<ChatComposer inputRef={inputRef} maxLength={chat.maxLength} onSend={chat.sendText} onTyping={chat.noteTyping} microphone={microphone} />}
        >
          <ChatMessageList
            events={state.events}
            queue={state.queue}
            typing={state.isSendEvent}
            operatorTyping={state.operatorTyping}
            holder={state.holder}
            notice={state.notice}
            onDismissNotice={chat.dismissNotice}
          />
        </ChatPanel>
      ) : (
        <FloatingMessages events={bubbles} onOpen={open} onHide={() => chat.setFloatingMessages(false)} fieldFocused={fieldFocused} />
      )}

      <button
        ref={launcherRef}
        type="button"
        onClick={state.showFullChat ? close : open}
        aria-expanded={state.showFullChat}
        aria-controls={state.showFullChat ? PANEL_ID : undefined}
        aria-label={`${state.showFullChat ? t('launcherClose') : t('launcherOpen')}${unreadLabel}`}
        data-testid="darky-launcher"
        data-steps-aside={fieldFocused || undefined}
        // On phones the open sheet has its own close button and covers this corner.
        className={`fixed right-[1rem] bottom-[1rem] z-50 grid size-[3.75rem] place-items-center rounded-full bg-brand-dark shadow-xl ring-2 ring-brand-green/60 transition-transform hover:scale-105 md:right-[1.5rem] md:bottom-[1.25rem] ${
          state.showFullChat ? 'max-md:hidden' : ''
        } ${fieldFocused && !state.showFullChat ? 'max-md:invisible' : ''}`}
      >
        <DarkyCharacter pose={state.showFullChat ? 'idle' : pose} className="size-[2.75rem]" />
        {state.unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="darky-unread"
            className="absolute -top-1 -right-1 grid min-w-[1.4rem] place-items-center rounded-full bg-brand-green px-1 text-xs font-bold text-brand-dark"
          >
            {state.unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
