/** Amounts of payment links: parsed from the operator's "150.00" into integer cents, and shown per language. */
import type { Locale } from '@/i18n/routing';
export const currencies = ['PEN', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** Smallest and largest amount a link may ask for (1.00 and 100,000.00), as the database also checks. */
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 10_000_000;

/** "150", "150.5" or "150.00" (a dot, at most two decimals) into cents; null for anything else or out of range. */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= MIN_AMOUNT_CENTS && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** "S/ 150.00" or "US$ 150.00" in the page's language. */
export function formatAmount(cents: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-PE', { style: 'currency', currency }).format(cents / 100);
}
