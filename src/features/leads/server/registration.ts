/**
 * Whether a registration may be taken now: on a form tied to an academy list (content/forms.json `registers`), the
 * visitor names an item still ahead; when none is scheduled the form asks to be told of the next date and names none.
 * Checked against the clock at submit, so a page opened before an event started cannot register for it afterwards.
 */
import 'server-only';
import { registrableItems } from '@/content/academy-calendar';
import { getCatalogue } from '@/content/catalogue.server';
import type { Locale } from '@/i18n/routing';
import type { FormRules } from '../form-rules';
import { leadValidationTexts } from './validation-texts';

/** The field's error in the lead's language, or undefined when the registration may be stored. */
export function registrationError(rules: Pick<FormRules, 'registers'>, locale: Locale, registrationFor: string | undefined, now: Date): string | undefined {
  const t = leadValidationTexts(locale);
  if (!rules.registers) return registrationFor === undefined ? undefined : t.fields.unknownField;
  const ahead = registrableItems(getCatalogue(locale, 'academy'), rules.registers, now);
  if (registrationFor === undefined) return ahead.length > 0 ? t.fields.registration : undefined;
  return ahead.some((item) => item.slug === registrationFor) ? undefined : t.registrationClosed;
}
