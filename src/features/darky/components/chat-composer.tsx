/** Darky's message box: text input with a visible 140-character counter, microphone (where supported) and send. */
'use client';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { Microphone } from '../client/use-microphone';

interface ChatComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  maxLength: number;
  onSend(text: string): void;
  /** Told on each keystroke (the person of the team holding the conversation sees the visitor typing). */
  onTyping?(): void;
  /** The microphone's state: ready, listening, unsupported (no speech recognition) or denied (no permission). */
  microphone: Microphone;
}

export function ChatComposer({ inputRef, maxLength, onSend, onTyping, microphone }: ChatComposerProps) {
  const t = useTranslations('Darky');
  const [text, setText] = useState('');
  const atLimit = text.length >= maxLength;
  const micLabel = {
    ready: t('micStart'),
    listening: t('micStop'),
    unsupported: t('micUnavailable'),
    denied: t('micBlocked'),
  }[microphone.state];
  // Said under the input after the visitor presses a microphone that cannot listen.
  const [micHint, setMicHint] = useState<'micUnsupported' | 'micDenied' | null>(null);
  const hint = microphone.state === 'denied' ? 'micDenied' : micHint;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };

  return (
    <form onSubmit={submit} className="border-t border-grey-200 p-3">
      <div className="flex items-center gap-2">
        <label htmlFor="darky-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <input
          ref={inputRef}
          id="darky-input"
          name="message"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          placeholder={t('placeholder')}
          aria-describedby="darky-counter"
          className="input-field min-w-0 flex-1 rounded-full border border-grey-200 bg-grey-50 px-4 text-[0.95rem] text-brand-dark placeholder:text-grey-600 focus-visible:border-brand-blue"
        />
        <button
          type="button"
          onClick={() => {
            if (microphone.state === 'unsupported') setMicHint('micUnsupported');
            microphone.toggle();
          }}
          aria-pressed={microphone.state === 'listening'}
          // Unsupported or denied is not disabled: its label says so, and pressing it explains why (a disabled button says nothing).
          aria-label={micLabel}
          title={micLabel}
          data-testid="darky-mic"
          data-state={microphone.state}
          className={`relative grid size-[2.5rem] shrink-0 place-items-center rounded-full border ${
            microphone.state === 'listening'
              ? 'animate-pulse border-brand-green bg-brand-green text-brand-dark'
              : microphone.state === 'ready'
                ? 'border-grey-200 bg-white text-brand-dark hover:bg-grey-100'
                : 'border-grey-200 bg-grey-100 text-grey-600'
          }`}
        >
          <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="9" y="3" width="6" height="11" rx="3" />
            <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            {microphone.state === 'unsupported' || microphone.state === 'denied' ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
        <button
          type="submit"
          disabled={!text.trim()}
          aria-label={t('send')}
          className="grid size-[2.5rem] shrink-0 place-items-center rounded-full bg-brand-blue text-white hover:bg-brand-blue-deep disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12l-11.61 1.87z" />
          </svg>
        </button>
      </div>
      <p className="mt-1 flex justify-between gap-2 px-2 text-xs text-grey-600">
        <span aria-live="polite" data-testid="darky-composer-hint">
          {microphone.state === 'listening' ? t('listening') : hint ? t(hint) : atLimit ? t('limitReached', { max: maxLength }) : ''}
        </span>
        <span id="darky-counter" data-testid="darky-counter" className={atLimit ? 'font-bold text-red-700' : undefined}>
          <span aria-hidden="true">
            {text.length}/{maxLength}
          </span>
          <span className="sr-only">{t('counter', { count: text.length, max: maxLength })}</span>
        </span>
      </p>
    </form>
  );
}
