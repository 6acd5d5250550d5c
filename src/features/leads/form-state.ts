/** What the form's server action answers; the form renders from it with and without JavaScript. */
export type LeadFormStatus = 'idle' | 'invalid' | 'error' | 'rate-limited' | 'success';

export interface LeadFormState {
  status: LeadFormStatus;
  /** What the visitor typed, sent back so nothing is lost on an error (also without JavaScript). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Message for the whole form (generic error, rate limit). */
  message?: string;
}

export const initialLeadFormState: LeadFormState = { status: 'idle', values: {}, errors: {} };

/** Hidden fields the form posts besides the visitor's fields. */
export const formMetaFields = {
  formId: '_formId',
  locale: '_locale',
  thankYouBase: '_thankYouBase',
  thanksMode: '_thanksMode',
  idempotencyKey: '_key',
  startedAt: '_startedAt',
  page: '_page',
  referrer: '_referrer',
} as const;

/** A field people never see (hidden by CSS, skipped by keyboard and screen readers) but form-filling bots do fill. */
export const HONEYPOT_FIELD = 'website';
