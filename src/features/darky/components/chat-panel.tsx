/**
 * The full chat: a labelled, non-modal dialog (full-width sheet on phones, ~380 px panel bottom-right on
 * larger screens) with Darky, connection state, claims, conversation, quick replies and composer.
 */
'use client';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { DarkyCharacter, type DarkyPose } from './darky-character';

export type ConnectionStatus = 'online' | 'connecting' | 'offline';

interface ChatPanelProps {
  id: string;
  pose: DarkyPose;
  status: ConnectionStatus;
  onClose(): void;
  speakReplies: { on: boolean; toggle(): void } | null;
  floatingMessages: { on: boolean; toggle(): void };
  suggestions: { label: string; message: string }[];
  onSuggestion(message: string): void;
  children: ReactNode;
  composer: ReactNode;
  panelRef: RefObject<HTMLElement | null>;
}

const statusDot: Record<ConnectionStatus, string> = {
  online: 'bg-brand-green',
  connecting: 'bg-amber-400',
  offline: 'bg-red-500',
};

function ToggleButton({ on, label, onClick, children }: { on: boolean; label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={on}
      aria-label={label}
      title={label}
      className={`grid size-[2.25rem] place-items-center rounded-full ${on ? 'bg-brand-green text-brand-dark' : 'text-white/80 hover:bg-white/10'}`}
    >
      {children}
    </button>
  );
}

export function ChatPanel(props: ChatPanelProps) {
  const t = useTranslations('Darky');
  const statusLabel = { online: t('statusOnline'), connecting: t('statusConnecting'), offline: t('statusOffline') }[props.status];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog (WAI-ARIA dialog pattern)
    <section
      ref={props.panelRef}
      id={props.id}
      role="dialog"
      aria-modal="false"
      aria-labelledby="darky-title"
      onKeyDown={onKeyDown}
      data-testid="darky-panel"
      className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col overflow-hidden rounded-t-2xl border border-grey-200 bg-white shadow-2xl md:inset-x-auto md:right-[1.5rem] md:bottom-[5.75rem] md:h-[min(600px,calc(100dvh-7.5rem))] md:w-[380px] md:rounded-2xl"
    >
      {/* A div, not <header>: inside a dialog a header would count as a second page banner. */}
      <div className="bg-brand-dark px-3 pt-3 pb-2 text-white">
        <div className="flex items-center gap-2">
          <DarkyCharacter pose={props.pose} className="size-[3rem] shrink-0" />
          <div className="min-w-0 flex-1">
            <h2 id="darky-title" className="font-heading text-lg font-bold leading-tight">
              {t('title')} <span className="sr-only">— {t('panelLabel')}</span>
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-white/80" data-testid="darky-status" data-status={props.status}>
              <span className={`inline-block size-[0.5rem] rounded-full ${statusDot[props.status]}`} aria-hidden="true" />
              <span role="status">{statusLabel}</span>
            </p>
          </div>
          {props.speakReplies ? (
            <ToggleButton on={props.speakReplies.on} label={t('speakReplies')} onClick={props.speakReplies.toggle}>
              <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 9v6h4l5 4V5L8 9zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
              </svg>
            </ToggleButton>
          ) : null}
          <ToggleButton on={props.floatingMessages.on} label={t('floatingMessages')} onClick={props.floatingMessages.toggle}>
            <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              <path d="M4 5h16v10H9l-5 4z" />
            </svg>
          </ToggleButton>
          <button
            type="button"
            onClick={props.onClose}
            aria-label={t('close')}
            title={t('close')}
            className="grid size-[2.25rem] place-items-center rounded-full text-white hover:bg-white/10"
          >
            <svg viewBox="0 0 24 24" className="size-[1.25rem]" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium" aria-label={t('subtitle')}>
          <li className="rounded-full bg-white/10 px-2 py-0.5 text-brand-green">
            <span aria-hidden="true">{t('claimAlways')}</span>
            <span className="sr-only">{t('claimAlwaysLabel')}</span>
          </li>
          <li className="rounded-full bg-white/10 px-2 py-0.5 text-brand-green">{t('claimUsers')}</li>
        </ul>
      </div>
      {props.children}
      {props.suggestions.length > 0 ? (
        <div role="group" aria-label={t('suggestions')} className="flex flex-wrap gap-1.5 px-3 pb-2" data-testid="darky-suggestions">
          {props.suggestions.map((suggestion) => (
            <button
              key={suggestion.label}
              type="button"
              onClick={() => props.onSuggestion(suggestion.message)}
              className="rounded-full border border-brand-blue-deep px-3 py-1 text-sm text-brand-blue-deep hover:bg-brand-blue-deep hover:text-white"
            >
              {suggestion.label}
            </button>
          ))}
        </div>
      ) : null}
      {props.composer}
    </section>
  );
}
