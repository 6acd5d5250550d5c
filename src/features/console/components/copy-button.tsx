'use client';
/** Copies a text (a payment link) to the clipboard and says so; the console's only client code, loaded on its pages only. */
import { useState } from 'react';
import { consoleButton } from './console-ui';

export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className={consoleButton({ variant: 'secondary' })}
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="text-sm text-emerald-900">
        {copied ? done : ''}
      </span>
    </>
  );
}
