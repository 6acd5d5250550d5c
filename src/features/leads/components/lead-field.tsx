/** One labelled field of the lead form: asterisk when required, red border and message beneath when invalid. */
import type { ReactNode } from 'react';

export interface LeadFieldFrameProps {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  /** A short help text beneath the label (why the field is asked, its format). */
  hint?: string;
  /** The control, rendered with the ids and ARIA attributes `controlProps` gives it. */
  children: (controlProps: {
    id: string;
    'aria-invalid': boolean;
    'aria-required': boolean;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
  className?: string;
}

export const controlBase =
  'w-full rounded-md border bg-white px-3 text-base text-brand-dark placeholder:text-grey-400 focus:border-brand-blue focus:outline-none focus:ring-2 focus:ring-brand-blue/30';

export function LeadFieldFrame({ id, label, required, error, hint, children, className }: LeadFieldFrameProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-brand-dark">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-grey-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required,
        'aria-describedby': describedBy,
        className: `${controlBase} ${error ? 'border-red-600' : 'border-grey-200'}`,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
