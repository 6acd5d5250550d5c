/** Where a payment link and its receipt live on the site, in each language (Spanish bare, English under /en). */
export function paymentLinkPath(code: string, locale: 'es' | 'en'): string {
  return `${locale === 'en' ? '/en' : ''}/pagos/${code}`;
}

export function receiptPath(code: string, locale: 'es' | 'en'): string {
  return `${locale === 'en' ? '/en' : ''}/pagos/gracias/${code}`;
}

export function paymentLinkUrl(siteUrl: string, code: string, locale: 'es' | 'en'): string {
  return new URL(paymentLinkPath(code, locale), siteUrl).toString();
}
