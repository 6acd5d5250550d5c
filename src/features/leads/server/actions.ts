'use server';
/**
 * The lead form's server action: works as a plain form post without JavaScript (redirect 303 to
 * the thank-you route, or the page re-rendered with errors) and through useActionState with it.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formMetaFields, type LeadFormState } from '../form-state';
import { leadFieldNames } from '../form-rules';
import { HONEYPOT_FIELD } from './abuse';
import { isSameOrigin } from '@/server/http/same-origin';
import { clientIpFrom } from '@/server/client-ip';
import { receiveLead } from './receive-lead';
import { leadValidationTexts } from './validation-texts';
import { utmFromUrl } from './submit-lead';

/** Thank-you routes of the spec all end in /gracias; anything else would make the form an open redirect. */
const THANK_YOU_BASE = /^(\/[a-z0-9-]+)*\/gracias$/;

function text(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The page's own path and query, from a same-origin URL (the Referer of a post without JavaScript). */
function sitePathOf(url: string | undefined | null, host: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (host && parsed.host !== host) return undefined;
    return parsed.pathname + parsed.search;
  } catch {
    return url.startsWith('/') ? url : undefined;
  }
}

export async function submitLeadForm(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const locale = text(formData, formMetaFields.locale) === 'en' ? 'en' : 'es';
  const t = leadValidationTexts(locale);
  const values: Record<string, string> = {};
  for (const name of leadFieldNames) {
    const value = text(formData, name);
    if (value !== undefined) values[name] = value.slice(0, 5000);
  }
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders)) {
    return { status: 'error', values, errors: {}, message: t.generic };
  }

  const formId = text(formData, formMetaFields.formId) ?? '';
  const thankYouBase = text(formData, formMetaFields.thankYouBase) ?? '';
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  const page = sitePathOf(text(formData, formMetaFields.page), host) ?? sitePathOf(requestHeaders.get('referer'), host);

  const outcome = await receiveLead({
    formId,
    locale,
    fields: values,
    honeypot: text(formData, HONEYPOT_FIELD),
    startedAt: text(formData, formMetaFields.startedAt),
    context: {
      page,
      referrer: text(formData, formMetaFields.referrer),
      utm: utmFromUrl(page),
      ip: clientIpFrom(requestHeaders),
      userAgent: requestHeaders.get('user-agent') ?? undefined,
      idempotencyKey: text(formData, formMetaFields.idempotencyKey),
    },
  });

  switch (outcome.kind) {
    case 'invalid':
      return { status: 'invalid', values, errors: outcome.errors, message: outcome.errors.formId ? t.generic : undefined };
    case 'rate-limited':
      return { status: 'rate-limited', values, errors: {}, message: t.rateLimited };
    case 'failed':
      return { status: 'error', values, errors: {}, message: t.generic };
    case 'created':
    case 'ignored':
      break;
  }
  // A booked session is shown (and offered as .ics) on the thanks page, found by the lead's id.
  const booking = values.slot ? `?cita=${encodeURIComponent(outcome.id)}` : '';
  if (text(formData, formMetaFields.thanksMode) === 'panel' || !THANK_YOU_BASE.test(thankYouBase)) {
    return { status: 'success', values: {}, errors: {} };
  }
  // Outside the try/switch on purpose: redirect() throws the navigation Next turns into a 303.
  redirect(`${locale === 'en' ? '/en' : ''}${thankYouBase}/${encodeURIComponent(formId)}${booking}`);
}
