/**
 * The demo: the chat IS Darky. The visitor types or speaks, Darky answers through the widget's own client
 * (useDarkyChat: same socket protocol, 140-character limit, actions), his mouth follows each reply while it
 * is read aloud (speechSynthesis, resynchronised on `boundary`) or typed out in his speech bubble.
 */
'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { currentSuggestions } from '@/features/darky/ui';
import { isSpeechSynthesisSupported, observeSpokenReplies } from '@/features/darky/ui';
import { useMicrophone } from '@/features/darky/ui';
import { plainMessage } from '@/features/darky/public';
import { useDarkyChat } from '@/features/darky/ui';
import { ChatComposer } from '@/features/darky/ui';
import { ChatMessageList } from '@/features/darky/ui';
import type { ChatEvent } from '@/features/darky/public';
import type { Darky3dChatLabels } from '../client/labels';
import { MouthDriver } from '../client/mouth-driver';
import { SPOKEN_CHARS_PER_SECOND, TYPED_CHARS_PER_SECOND } from '../client/visemes';
import type { DarkyPose } from '../scene/darky-motion';
import { Darky3dViewer } from './darky-3d-viewer';

type Status = 'online' | 'connecting' | 'offline';
const statusDot: Record<Status, string> = { online: 'bg-brand-green', connecting: 'bg-amber-400', offline: 'bg-red-500' };

export function Darky3dChat({ locale, labels }: { locale: Locale; labels: Darky3dChatLabels }) {
  const t = useTranslations('Darky');
  const chat = useDarkyChat(locale);
  const { state } = chat;
  const driver = useMemo(() => new MouthDriver(), []);
  const [reply, setReply] = useState('');
  const [talking, setTalking] = useState(false);
  const [hasConnected, setHasConnected] = useState(false);
  const bubbleTextRef = useRef<HTMLSpanElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [canSpeak] = useState(() => isSpeechSynthesisSupported());
  /** Once Darky is flat (no WebGL, slow device...), he cannot be turned: the hint goes. */
  const [flat, setFlat] = useState(false);
  const reducedMotion = useRef(false);

  useEffect(() => {
    reducedMotion.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }, []);
  useEffect(() => {
    if (state.connected) setHasConnected(true);
  }, [state.connected]);

  // A live reply: Darky types it out in his bubble at once; if it is also read aloud, speech takes over the timing.
  const handled = useRef<ChatEvent | null>(null);
  /** The text the voice is reading now (its `start` may come before this render's effect). */
  const spokenNow = useRef<string | null>(null);
  useEffect(() => {
    const last = state.events[state.events.length - 1];
    if (!last || last.by !== 'bot' || last === handled.current) return;
    // What is announced and read aloud is the reply without its link syntax ("[label](href)" → "label"): so is the bubble.
    const text = plainMessage(last.message);
    if (text !== chat.announcement) return;
    handled.current = last;
    if (spokenNow.current === text) return;
    driver.start(text, performance.now(), { charsPerSecond: TYPED_CHARS_PER_SECOND, untilStopped: false });
    setReply(text);
    setTalking(true);
  }, [state.events, chat.announcement, driver]);

  // Follow what the widget's client reads aloud: start, word boundaries, end or error.
  useEffect(() => {
    let current: SpeechSynthesisUtterance | null = null;
    return observeSpokenReplies((utterance, text) => {
      current = utterance;
      const listen = (type: string, handler: (event: Event) => void) => utterance.addEventListener?.(type, handler);
      listen('start', () => {
        if (current !== utterance) return;
        spokenNow.current = text;
        driver.start(text, performance.now(), { charsPerSecond: SPOKEN_CHARS_PER_SECOND, untilStopped: true });
        setReply(text);
        setTalking(true);
      });
      listen('boundary', (event) => {
        if (current === utterance) driver.resync((event as SpeechSynthesisEvent).charIndex ?? 0, performance.now());
      });
      const finish = () => {
        if (current !== utterance) return;
        current = null;
        spokenNow.current = null;
        driver.stop();
        setTalking(false);
      };
      listen('end', finish);
      listen('error', finish);
    });
  }, [driver]);

  // While Darky talks, reveal his reply letter by letter in step with his mouth (no re-render per frame).
  useEffect(() => {
    if (!talking) {
      if (bubbleTextRef.current) bubbleTextRef.current.textContent = reply;
      return;
    }
    let frame = 0;
    const tick = () => {
      const now = performance.now();
      if (bubbleTextRef.current) {
        const shown = reducedMotion.current ? reply.length : Math.min(reply.length, driver.charsVoiced(now));
        bubbleTextRef.current.textContent = reply.slice(0, shown);
      }
      driver.shapeAt(now);
      if (!driver.active) {
        setTalking(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [talking, reply, driver]);

  const getMouth = useCallback(() => driver.shapeAt(performance.now()), [driver]);
  // The widget's microphone (ready, listening, unsupported, denied), said in the page's language by the composer.
  const microphone = useMicrophone(locale, (text) => chat.sendText(text.slice(0, chat.maxLength)));
  const listening = microphone.state === 'listening';
  const pose: DarkyPose = listening ? 'listening' : state.animation ? 'navigating' : talking ? 'talking' : 'idle';
  const status: Status = state.connected && state.synced ? 'online' : hasConnected || state.queue.length > 0 ? 'offline' : 'connecting';
  const statusLabel = { online: t('statusOnline'), connecting: t('statusConnecting'), offline: t('statusOffline') }[status];
  const suggestions = currentSuggestions(state.events);

  return (
    <div
      data-testid="darky-3d-chat"
      data-connected={state.connected}
      data-animation={state.animation || undefined}
      className="grid gap-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]"
    >
      {/* Live replies are announced once; the log below keeps the history. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="darky-announcer">
        {chat.announcement}
      </div>

      <div className="relative h-[25rem] overflow-hidden rounded-3xl bg-[radial-gradient(circle_at_50%_38%,#2c3d63,#212d40_72%)] tab:h-[32rem] lg:h-[40rem]">
        <Darky3dViewer variant="stage" labels={labels} pose={pose} getMouth={getMouth} onFallback={() => setFlat(true)} />
        {reply ? (
          // The bubble repeats the reply for sighted visitors; screen readers get it from the announcer and the log.
          <p
            aria-hidden="true"
            data-testid="darky-3d-bubble"
            data-talking={talking}
            className="pointer-events-none absolute inset-x-4 top-4 mx-auto max-w-md rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-[0.95rem] leading-snug text-brand-dark shadow-lg tab:inset-x-6"
          >
            <span ref={bubbleTextRef}>{reply}</span>
          </p>
        ) : null}
        {flat ? null : <p className="pointer-events-none absolute inset-x-4 bottom-3 text-center text-xs text-white/75 tab:text-sm">{labels.turnHint}</p>}
      </div>

      <section
        aria-labelledby="darky-3d-chat-title"
        className="flex h-[34rem] flex-col overflow-hidden rounded-3xl border border-grey-200 bg-white shadow-sm lg:h-[40rem]"
      >
        <div className="flex items-center gap-3 bg-brand-dark px-4 py-3 text-white">
          <div className="min-w-0 flex-1">
            <h2 id="darky-3d-chat-title" className="font-heading text-lg font-bold leading-tight">
              {labels.chatTitle}
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-white/80" data-testid="darky-status" data-status={status}>
              <span className={`inline-block size-[0.5rem] rounded-full ${statusDot[status]}`} aria-hidden="true" />
              <span role="status">{statusLabel}</span>
            </p>
          </div>
          {canSpeak ? (
            <button
              type="button"
              onClick={chat.toggleSpeakReplies}
              aria-pressed={chat.speakReplies}
              data-testid="darky-3d-voice"
              className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${chat.speakReplies ? 'bg-brand-green text-brand-dark' : 'bg-white/10 text-white hover:bg-white/20'}`}
            >
              <svg viewBox="0 0 24 24" className="size-[1.1rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 9v6h4l5 4V5L8 9zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
              </svg>
              {/* On a phone the icon alone keeps the title on one line; the name stays for screen readers. */}
              <span className="max-sm:sr-only">{t('speakReplies')}</span>
            </button>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-1.5 px-4 pt-3 text-xs font-medium" aria-label={t('subtitle')}>
          <li className="rounded-full bg-brand-dark px-2 py-0.5 text-brand-green">
            <span aria-hidden="true">{t('claimAlways')}</span>
            <span className="sr-only">{t('claimAlwaysLabel')}</span>
          </li>
          <li className="rounded-full bg-brand-dark px-2 py-0.5 text-brand-green">{t('claimUsers')}</li>
        </ul>
        <ChatMessageList
          events={state.events}
          queue={state.queue}
          typing={state.isSendEvent}
          notice={state.notice}
          onDismissNotice={chat.dismissNotice}
          scrollSelfOnly
          className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
        />
        {suggestions.length > 0 ? (
          <div role="group" aria-label={t('suggestions')} className="flex flex-wrap gap-1.5 px-4 pb-2" data-testid="darky-suggestions">
            {suggestions.map((suggestion) => (
              <button
                key={suggestion.label}
                type="button"
                onClick={() => chat.sendText(suggestion.message)}
                className="rounded-full border border-brand-blue-deep px-3 py-1 text-sm text-brand-blue-deep hover:bg-brand-blue-deep hover:text-white"
              >
                {suggestion.label}
              </button>
            ))}
          </div>
        ) : null}
        <ChatComposer inputRef={inputRef} maxLength={chat.maxLength} onSend={chat.sendText} microphone={microphone} />
      </section>
    </div>
  );
}
