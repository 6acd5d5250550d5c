/** A catalogue price as the page's language writes it, with the exchange rates of content/money.json. */
import { formatPrice, type Price } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { getSharedCatalogue } from './catalogue.server';

export function priceText(locale: Locale, price: Price): string {
  return formatPrice(locale, price, getSharedCatalogue('money').exchangeRates);
}
