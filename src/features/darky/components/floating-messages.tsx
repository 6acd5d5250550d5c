/** Darky's latest replies as bubbles beside the launcher while the full chat is hidden. */
'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFloatingClearance } from '../client/use-page-clearance';
import { plainMessage } from '../message-links';
import type { ChatEvent } from '../protocol';

/** A greeting is a moment, not a fixture: after this it folds into the launcher's unread count (phones: sooner). */
const PHONE_PEEK_MS = 7000;

interface FloatingMessagesProps {
  events: ChatEvent[];
  onOpen(): void;
  onHide(): void;
  /** A form field of the page has focus: the teaser steps aside. */
  fieldFocused: boolean;
}

export function FloatingMessages({ events, onOpen, onHide, fieldFocused }: FloatingMessagesProps) {
  const t = useTranslations('Darky');
  const newest = events[events.length - 1];
  const [peeking, setPeeking] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const clearance = useFloatingClearance(ref, events.length > 0, newest);
  const stepsAside = clearance !== 'shown' || fieldFocused;

  useEffect(() => {
    setPeeking(true);
    const timer = setTimeout(() => setPeeking(false), PHONE_PEEK_MS);
    return () => clearTimeout(timer);
  }, [newest]);

  if (events.length === 0) return null;
  return (
    <div
      ref={ref}
      data-testid="darky-floating"
      data-peeking={peeking}
      data-clearance={clearance}
      data-steps-aside={stepsAside ? (fieldFocused ? 'field-focus' : 'covers-content') : undefined}
      aria-hidden={stepsAside || undefined}
      // Above the launcher, right-aligned and narrow so it never spans a phone's width.
      className={`${peeking ? '' : 'max-md:hidden '}${clearance === 'folded' ? 'hidden ' : ''}${stepsAside ? 'invisible ' : ''}fixed right-[1rem] bottom-[5.25rem] z-50 flex max-w-[min(19rem,calc(100vw-5rem))] flex-col items-end gap-1.5 md:right-[1.5rem] md:bottom-[5.75rem]`}
    >
      <button
        type="button"
        onClick={onHide}
        aria-label={t('hideFloating')}
        className="rounded-full bg-white/90 px-2 text-xs text-grey-600 shadow hover:text-brand-dark"
      >
        ×
      </button>
      {events.map((event, index) => (
        <button
          key={`${event.date}-${index}`}
          type="button"
          onClick={onOpen}
          aria-label={t('openFromBubble', { message: plainMessage(event.message) })}
          // Older bubbles only on larger screens; a phone shows the newest one.
          className={`${index < events.length - 1 ? 'max-md:hidden ' : ''}rounded-2xl rounded-br-sm bg-white px-3 py-2 text-left text-sm text-brand-dark shadow-lg ring-1 ring-grey-200 hover:ring-brand-blue`}
        >
          <span className="line-clamp-3">{plainMessage(event.message)}</span>
        </button>
      ))}
    </div>
  );
}
