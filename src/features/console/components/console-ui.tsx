/** The console's small building blocks: page heading, notices, buttons and tables (class-variance-authority variants). */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

export const consoleButton = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-deep',
  {
    variants: {
      variant: {
        primary: 'bg-brand-blue-deep text-white hover:bg-brand-dark',
        secondary: 'border border-grey-400 bg-white text-brand-dark hover:bg-grey-100',
        danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export function ConsoleButton({ variant, className, ...props }: ComponentProps<'button'> & VariantProps<typeof consoleButton>) {
  return <button {...props} className={consoleButton({ variant, className })} />;
}

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-heading text-2xl font-bold text-brand-dark">{children}</h1>
      {actions}
    </div>
  );
}

const notice = cva('mb-4 rounded-md border px-4 py-3 text-sm', {
  variants: {
    tone: {
      info: 'border-brand-blue-deep/40 bg-blue-50 text-brand-dark',
      success: 'border-emerald-700/40 bg-emerald-50 text-emerald-900',
      error: 'border-red-700/50 bg-red-50 text-red-900',
    },
  },
  defaultVariants: { tone: 'info' },
});

export function Notice({ tone, children, role }: { children: ReactNode; role?: 'status' | 'alert' } & VariantProps<typeof notice>) {
  return (
    <p className={notice({ tone })} role={role ?? (tone === 'error' ? 'alert' : 'status')}>
      {children}
    </p>
  );
}

export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A phone shows each row as a stacked card (console.css: each cell under its column's name, from data-label), so
    // nothing scrolls sideways; wider screens get the table, scrolling only if a column cannot wrap. Focusable so a
    // keyboard can scroll it. Positioned, so the visually hidden headers (absolute) stay inside it.
    <div className="relative rounded-md border border-grey-200 bg-white md:overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="console-table w-full border-collapse text-left text-sm md:min-w-[40rem]">{children}</table>
    </div>
  );
}

/** A table's column headers: one row of `<th scope="col">`. */
export function HeaderRow({ labels }: { labels: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} className={th} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const th = 'border-b border-grey-200 bg-grey-50 px-3 py-2 font-semibold text-grey-800';
export const td = 'border-b border-grey-100 px-3 py-2 align-top';

export const inputClass =
  'block min-h-11 w-full rounded-md border border-grey-400 bg-white px-3 py-2 text-base text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-blue-deep';
export const labelClass = 'mb-1 block text-sm font-semibold text-grey-800';

export function Field({ label, htmlFor, children, className }: { label: string; htmlFor: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

export type BadgeTone = 'ok' | 'warn' | 'bad' | 'muted' | 'info';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const tones = {
    info: 'bg-blue-100 text-blue-900',
    ok: 'bg-emerald-100 text-emerald-900',
    warn: 'bg-amber-100 text-amber-900',
    bad: 'bg-red-100 text-red-900',
    muted: 'bg-grey-100 text-grey-800',
  };
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/**
 * The end of a form that removes something: a box to tick (the action refuses without `confirm=yes`, so a stray press
 * removes nothing) and the danger button.
 */
export function ConfirmAndSubmit({ confirm, submit }: { confirm: string; submit: string }) {
  return (
    <>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="confirm" value="yes" className="h-5 w-5" />
        {confirm}
      </label>
      <button type="submit" className={consoleButton({ variant: 'danger' })}>
        {submit}
      </button>
    </>
  );
}
