/** Darky's message box: text input with a visible 140-character counter, microphone (where supported) and send. */
'use client';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';

interface ChatComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  maxLength: number;
  onSend(text: string): void;
  /** Null where the browser has no speech recognition: the microphone is then not shown. */
  microphone: { listening: boolean; toggle(): void } | null;
}

export function ChatComposer({ inputRef, maxLength, onSend, microphone }: ChatComposerProps) {
  const t = useTranslations('Darky');
  const [text, setText] = useState('');
  const atLimit = text.length >= maxLength;

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
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          aria-describedby="darky-counter"
          className="input-field min-w-0 flex-1 rounded-full border border-grey-200 bg-grey-50 px-4 text-[0.95rem] text-brand-dark placeholder:text-grey-600 focus-visible:border-brand-blue"
        />
        {microphone ? (
          <button
            type="button"
            onClick={microphone.toggle}
            aria-pressed={microphone.listening}
            aria-label={microphone.listening ? t('micStop') : t('micStart')}
            data-testid="darky-mic"
            className={`grid size-[2.5rem] shrink-0 place-items-center rounded-full border ${
              microphone.listening ? 'border-brand-green bg-brand-green text-brand-dark' : 'border-grey-200 bg-white text-brand-dark hover:bg-grey-100'
            }`}
          >
            <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </svg>
          </button>
        ) : null}
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
        <span aria-live="polite">{microphone?.listening ? t('listening') : atLimit ? t('limitReached', { max: maxLength }) : ''}</span>
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
