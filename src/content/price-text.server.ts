/** A catalogue price as the page's language writes it, with the exchange rates of content/money.json. */
import { formatDollars, formatPrice, type Price } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { getSharedCatalogue } from './catalogue.server';

export function priceText(locale: Locale, price: Price): string {
  return formatPrice(locale, price, getSharedCatalogue('money').exchangeRates);
}

/** A catalogue price's approximate value in dollars ("US$ 667"), for a visitor who asks it in dollars. */
export function dollarsText(locale: Locale, price: Price): string | undefined {
  return formatDollars(locale, price, getSharedCatalogue('money').exchangeRates);
}
