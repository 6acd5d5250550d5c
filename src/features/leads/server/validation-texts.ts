/**
 * The lead pipeline's error texts in one language (messages LeadValidation): the field rules' for the schema (also
 * handed to the form, which validates in the browser) and the pipeline's own. Read through next-intl's
 * createTranslator, as the pipeline runs both in Next (the form's server action, where the catalogues arrive
 * precompiled) and in the custom server (the API), outside any page's request.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import { checkLeadField as checkWithTexts, type LeadFieldTexts } from '../schema';

export interface LeadValidationTexts {
  fields: LeadFieldTexts;
  slotTaken: string;
  registrationClosed: string;
  unknownForm: string;
  generic: string;
  rateLimited: string;
}

/** One object per language, for the life of the process: the schema caches its built schemas by it. */
const byLocale = new Map<Locale, LeadValidationTexts>();

export function leadValidationTexts(locale: Locale): LeadValidationTexts {
  let texts = byLocale.get(locale);
  if (!texts) {
    const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'LeadValidation' });
    const fieldKeys = Object.keys(messagesOf(locale).LeadValidation.fields) as Array<keyof LeadFieldTexts>;
    texts = {
      // The limit stays a literal `{max}`: the schema fills it per field.
      fields: Object.fromEntries(fieldKeys.map((key) => [key, t(`fields.${key}`, { max: '{max}' })])) as LeadFieldTexts,
      slotTaken: t('slotTaken'),
      registrationClosed: t('registrationClosed'),
      unknownForm: t('unknownForm'),
      generic: t('generic'),
      rateLimited: t('rateLimited'),
    };
    byLocale.set(locale, texts);
  }
  return texts;
}

/** One field checked by the rule every form uses for it, its error in `locale` (Darky's dialogue asks field by field). */
export function checkLeadField(field: Parameters<typeof checkWithTexts>[0], locale: Locale, value: string): ReturnType<typeof checkWithTexts> {
  return checkWithTexts(field, leadValidationTexts(locale).fields, value);
}
