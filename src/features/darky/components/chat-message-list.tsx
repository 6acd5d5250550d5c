/**
 * The conversation: load message, stored and live events, texts queued offline, typing indicator and refusals. The
 * widget's panel and the 3D demo (src/features/darky-3d) both show it.
 */
'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ChatEvent, ConversationStatePayload } from '../protocol';
import type { ChatNotice, QueuedMessage } from '../client/chat-state';
import { MessageText } from './message-text';

interface ChatMessageListProps {
  events: ChatEvent[];
  queue: QueuedMessage[];
  typing: boolean;
  /** The first name of the person of the team typing now (live handoff). */
  operatorTyping?: string | null;
  /** Who holds the conversation: a line says when the visitor waits for a person or talks with one. */
  holder?: ConversationStatePayload;
  notice: ChatNotice | null;
  onDismissNotice(): void;
  /**
   * Follow the newest message by scrolling this list only. The widget scrolls the newest message into view (which
   * also brings its fixed panel's content along); on the 3D demo that would drag the whole page away from Darky.
   */
  scrollSelfOnly?: boolean;
  className?: string;
}

export function ChatMessageList({
  events,
  queue,
  typing,
  operatorTyping = null,
  holder,
  notice,
  onDismissNotice,
  scrollSelfOnly = false,
  className = 'flex-1 overflow-y-auto px-3 py-3',
}: ChatMessageListProps) {
  const t = useTranslations('Darky');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view, as in any chat.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scrollSelfOnly) endRef.current?.scrollIntoView({ block: 'end' });
    else if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [events.length, queue.length, typing, operatorTyping, notice, scrollSelfOnly]);

  return (
    <div ref={scrollerRef} className={className} tabIndex={0} role="region" aria-label={t('newMessages')}>
      <p className="mb-3 text-center font-heading text-sm font-semibold text-brand-blue-deep">{t('loadMessage')}</p>
      <ol className="flex flex-col gap-2" data-testid="darky-messages">
        {events.map((event, index) => (
          <li
            key={event.id ?? `${event.date}-${index}`}
            data-by={event.by}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-[0.95rem] leading-snug break-words whitespace-pre-line ${
              event.by === 'user'
                ? 'self-end rounded-br-sm bg-brand-blue-deep text-white'
                : event.by === 'operator'
                  ? 'self-start rounded-bl-sm border border-brand-green bg-white text-brand-dark'
                  : 'self-start rounded-bl-sm bg-grey-100 text-brand-dark'
            }`}
          >
            {event.by === 'operator' ? (
              // A person of the team: named (first name only), visibly not Darky.
              <span className="mb-0.5 block text-xs font-semibold text-grey-700" data-testid="darky-operator-name">
                {t('fromTeam', { name: event.operator?.name ?? '' })}
              </span>
            ) : (
              <span className="sr-only">{event.by === 'user' ? t('you') : t('title')}: </span>
            )}
            {event.by === 'user' ? event.message : <MessageText message={event.message} />}
          </li>
        ))}
        {queue.map((item) => (
          <li
            key={item.id}
            data-by="user"
            data-queued="true"
            className="max-w-[85%] self-end rounded-2xl rounded-br-sm border border-dashed border-brand-blue-deep bg-white px-3 py-2 text-[0.95rem] text-brand-dark"
          >
            {item.message}
            <span className="mt-1 block text-xs text-grey-600">{t('queued')}</span>
          </li>
        ))}
      </ol>
      {operatorTyping ? (
        <p className="mt-2 text-sm text-grey-600" data-testid="darky-operator-typing">
          {t('operatorTyping', { name: operatorTyping })}
        </p>
      ) : typing ? (
        <p className="mt-2 text-sm text-grey-600" data-testid="darky-typing">
          {t('typing')}
        </p>
      ) : null}
      {holder && (holder.state === 'waiting' || holder.state === 'person') ? (
        <p className="mt-2 text-center text-xs text-grey-600" data-testid="darky-holder" data-state={holder.state}>
          {holder.state === 'person' ? t('withPerson', { name: holder.operator?.name ?? '' }) : t('waitingForPerson')}
        </p>
      ) : null}
      {notice ? (
        <div
          role="alert"
          data-testid="darky-notice"
          data-code={notice.code}
          className="mt-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span className="flex-1">{notice.message}</span>
          <button type="button" onClick={onDismissNotice} aria-label={t('dismiss')} className="rounded px-1 font-bold leading-none">
            ×
          </button>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
