/** A bot message's text with its links (site pages, tel:, mailto:, WhatsApp) as real links; never HTML. */
'use client';
import Link from 'next/link';
import { parseMessage } from '../message-links';

export function MessageText({ message }: { message: string }) {
  return (
    <>
      {parseMessage(message).map((part, index) => {
        if (part.kind === 'text') return part.text;
        const className = 'font-semibold text-brand-blue-deep underline underline-offset-2 hover:text-brand-blue';
        // A file the server answers (the booked time's .ics): a plain download, not a page of the app's router.
        if (part.href.startsWith('/api/')) {
          return (
            <a key={index} href={part.href} download className={className}>
              {part.text}
            </a>
          );
        }
        if (part.href.startsWith('/')) {
          return (
            <Link key={index} href={part.href} className={className}>
              {part.text}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} className={className} {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
