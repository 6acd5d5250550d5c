'use client';
/** A link to hand to someone: shown whole (selectable), copied with one button, opened in a new tab. */
import { useId, useState } from 'react';
import { consoleButton, inputClass, labelClass } from '../../components/console-ui';

export function CopyLinkField({ label, value, copy, copied, open }: { label: string; value: string; copy: string; copied: string; open: string }) {
  const id = useId();
  const [done, setDone] = useState(false);
  return (
    <div className="mt-3">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} readOnly value={value} className={`${inputClass} basis-full font-mono text-xs`} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className={consoleButton({ variant: 'secondary' })}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setDone(true));
          }}
        >
          {copy}
        </button>
        <a className={consoleButton({ variant: 'secondary' })} href={value} target="_blank" rel="noopener noreferrer" data-testid="open-preview">
          {open}
        </a>
      </div>
      <p role="status" className="mt-1 text-sm text-emerald-800">
        {done ? copied : ''}
      </p>
    </div>
  );
}
