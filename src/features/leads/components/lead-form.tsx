/**
 * The lead form every page of the site places (contact, let's talk, services, lessons, events...).
 * Looks up the form's rules on the server and renders the interactive form with them.
 */
import type { Locale } from '@/i18n/routing';
import { getFormRules } from '../form-rules';
import { LeadFormClient, type SerializableFormRules } from './lead-form-client';

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
  /** Extra classes for the form's outer section (spacing, width) chosen by the page. */
  className?: string;
}

export function LeadForm({ formId, locale, title, submitLabel = 'send', thankYouBase, thanksMode = 'redirect', className }: LeadFormProps) {
  const rules = getFormRules(formId);
  // A page naming a form that content/forms.json lacks is a bug to catch at build, not a form that loses leads.
  if (!rules) throw new Error(`LeadForm: unknown formId "${formId}" (add it to content/forms.json)`);
  const serializable: SerializableFormRules = {
    formId,
    kind: rules.kind,
    serviceOptions: rules.serviceOptions,
    fields: [...rules.fields],
    required: [...rules.required],
  };
  return (
    <LeadFormClient
      rules={serializable}
      locale={locale}
      title={title}
      submitLabel={submitLabel}
      thankYouBase={thankYouBase}
      thanksMode={thanksMode}
      className={className}
    />
  );
}
