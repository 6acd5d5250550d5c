/**
 * TEMPORARY contract placeholder: the leads feature replaces this file with the real form
 * (fields, validation, progressive enhancement). Pages already place it with these props.
 */
import type { Locale } from '@/i18n/routing';

export interface LeadFormProps {
  /** Identifier of content/forms.json; decides the CRM form, the thanks text and the service options. */
  formId: string;
  locale: Locale;
  /** Heading shown above the fields. */
  title?: string;
  /** 'send' -> 'Enviar' / 'Send'; 'change' -> '¡Empieza el cambio!' / 'Start the change!' */
  submitLabel?: 'send' | 'change';
  /** Site path (no locale prefix) of the thank-you route; success lands on `${thankYouBase}/${formId}`. */
  thankYouBase: string;
  /** 'panel' shows the thanks panel in place (contact page) instead of navigating. */
  thanksMode?: 'redirect' | 'panel';
}

export function LeadForm({ formId, title }: LeadFormProps) {
  return (
    <section aria-label={title ?? formId} data-form-id={formId}>
      {title ? <h2>{title}</h2> : null}
    </section>
  );
}
