/** Where a payment link and its receipt live on the site, in each language (Spanish bare, English under /en). */
import type { Locale } from '@/i18n/routing';
export function paymentLinkPath(code: string, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/pagos/${code}`;
}

export function receiptPath(code: string, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/pagos/gracias/${code}`;
}

export function paymentLinkUrl(siteUrl: string, code: string, locale: Locale): string {
  return new URL(paymentLinkPath(code, locale), siteUrl).toString();
}
