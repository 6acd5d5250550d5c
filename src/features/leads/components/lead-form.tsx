/**
 * The lead form every page of the site places (contact, let's talk, services, lessons, events...).
 * Looks up the form's rules on the server and renders the interactive form with them.
 */
import { connection } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db';
import { getFormRules } from '../form-rules';
import { openSlots, schedulingConfig } from '../server/appointments';
import { leadValidationTexts } from '../server/validation-texts';
import type { Slot } from '../scheduling/slots';
import { getCatalogue } from '@/content/catalogue.server';
import { registrableItems } from '@/content/academy-calendar';
import { formatDate } from '@/i18n/format';
import { LeadFormClient, type RegistrationOption, type SerializableFormRules, type SlotGroup } from './lead-form-client';
import type { SubmitLabel } from './submit-label';

export interface LeadFormProps {
  /** Identifier of content/forms.json; decides the CRM form, the thanks text and the service options. */
  formId: string;
  locale: Locale;
  /** Heading shown above the fields. */
  title?: string;
  /** What the button says happens: a message sent, free advice requested, a call booked (messages LeadForm.*). */
  submitLabel?: SubmitLabel;
  /** Site path (no locale prefix) of the thank-you route; success lands on `${thankYouBase}/${formId}`. */
  thankYouBase: string;
  /** 'panel' shows the thanks panel in place (contact page) instead of navigating. */
  thanksMode?: 'redirect' | 'panel';
  /** Extra classes for the form's outer section (spacing, width) chosen by the page. */
  className?: string;
  /**
   * The page's public URL (with its locale prefix and query) when the page is served from a prerendered variant
   * (server/query-variants.ts): a post without JavaScript goes there, and React hands the answer (errors, what was
   * typed) to this form by that URL, though the variant's component tree differs from the page's.
   */
  permalink?: string;
}

/** Free slots grouped by local day, labelled in the page's language ("martes, 24 de noviembre" / "09:00"). */
function groupSlots(slots: Slot[], locale: Locale, timeZone: string): SlotGroup[] {
  const dayFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const groups = new Map<string, SlotGroup>();
  for (const slot of slots) {
    let group = groups.get(slot.localDate);
    if (!group) {
      group = { day: slot.localDate, label: dayFormat.format(slot.start), slots: [] };
      groups.set(slot.localDate, group);
    }
    group.slots.push({ value: slot.value, label: slot.localTime });
  }
  return [...groups.values()];
}

export async function LeadForm({ formId, locale, title, submitLabel = 'send', thankYouBase, thanksMode = 'redirect', className, permalink }: LeadFormProps) {
  const rules = getFormRules(formId);
  // A page naming a form that content/forms.json lacks is a bug to catch at build, not a form that loses leads.
  if (!rules) throw new Error(`LeadForm: unknown formId "${formId}" (add it to content/forms.json)`);
  const serializable: SerializableFormRules = {
    formId,
    kind: rules.kind,
    serviceOptions: rules.serviceOptions,
    fields: [...rules.fields],
    required: [...rules.required],
    oneOf: [...rules.oneOf],
    scheduling: rules.scheduling,
    registers: rules.registers,
  };
  let slotGroups: SlotGroup[] | undefined;
  if (rules.scheduling) {
    // Free slots change with every booking and with the clock: this form is rendered per request, never at build.
    await connection();
    const config = schedulingConfig();
    slotGroups = groupSlots(await openSlots(await getDb(), new Date(), config), locale, config.timeZone);
  }
  let registrationOptions: RegistrationOption[] | undefined;
  if (rules.registers) {
    // Which dates are still ahead changes with the clock: this form, like the slots', is rendered per request.
    await connection();
    registrationOptions = registrableItems(getCatalogue(locale, 'academy'), rules.registers, new Date()).map((item) => ({
      value: item.slug,
      label: `${item.title} · ${formatDate(locale, item.date, { dateStyle: 'long', timeStyle: 'short' })}`,
    }));
  }
  return (
    <LeadFormClient
      rules={serializable}
      locale={locale}
      title={title}
      submitLabel={submitLabel}
      thankYouBase={thankYouBase}
      thanksMode={thanksMode}
      className={className}
      slotGroups={slotGroups}
      registrationOptions={registrationOptions}
      permalink={permalink}
      fieldTexts={leadValidationTexts(locale).fields}
    />
  );
}
