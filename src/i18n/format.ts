/**
 * Language-neutral facts written in a visitor's language: dates, times and prices are stored once (an ISO date, a
 * 24-hour clock time, an amount with its currency) and only formatted here, one way per locale, so the two
 * languages can never state different facts. Clock times are 12-hour in both languages (es-PE "6:30 p. m.",
 * en-US "6:30 PM"), as Peruvian and US readers write them; everything is in Lima time. A clock time is one unit
 * on the page: its spaces are non-breaking, so a line never ends on "6:30 p." or "6:30".
 */
import { localeTags, type Locale } from './routing';

const TIME_ZONE = 'America/Lima';

/** Building an Intl formatter costs far more than using it: one per locale and option set, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    const withClock = options.timeStyle || options.hour ? { hourCycle: 'h12' as const } : {};
    format = new Intl.DateTimeFormat(localeTags[locale], { timeZone: TIME_ZONE, ...withClock, ...options });
    formatters.set(key, format);
  }
  return format;
}

const NO_BREAK_SPACE = '\u00a0';
/** The parts of a time that must stay on one line: the clock and its "a. m." / "PM". */
const CLOCK_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['hour', 'minute', 'dayPeriod']);

/**
 * Formats an instant, gluing each clock time together: an ordinary space inside the day period ("a. m.") or
 * between the clock and it becomes a no-break space; the no-break spaces ICU already writes (U+202F) stay. Built
 * from formatToParts because V8's format() turns ICU's U+202F back into ordinary, breakable spaces.
 * The date around it ("martes, 3 de diciembre de 2026, ") keeps its ordinary spaces and may wrap.
 */
function formatUnbreakable(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const isClock = (index: number) => CLOCK_PARTS.has(parts[index]?.type ?? 'literal');
  return parts
    .map((part, index) => {
      const insideClock = part.type === 'dayPeriod' || (part.type === 'literal' && isClock(index - 1) && isClock(index + 1));
      return insideClock ? part.value.replace(/ /g, NO_BREAK_SPACE) : part.value;
    })
    .join('');
}

/** A calendar day (YYYY-MM-DD) or an instant (ISO with offset), in Lima time. */
export function formatDate(locale: Locale, isoDate: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  // A bare date is a calendar day: format it at noon UTC so no time zone moves it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatUnbreakable(formatter(locale, options), date);
}

/** A local clock time of Lima ("18:30"), as the locale writes it ("6:30 p. m." / "6:30 PM"). */
export function formatClockTime(locale: Locale, clockTime: string): string {
  const [hours, minutes] = clockTime.split(':').map(Number);
  // Lima is UTC-5 all year (no DST since 1994): the clock time on any day, as an instant.
  const instant = new Date(Date.UTC(2026, 0, 1, (hours ?? 0) + 5, minutes ?? 0));
  return formatUnbreakable(formatter(locale, { hour: 'numeric', minute: '2-digit' }), instant);
}

export type Currency = 'PEN' | 'USD';
export interface Price {
  amount: number;
  currency: Currency;
}
/** How many soles one unit of a currency is worth (content/money.json), for the approximate figure shown beside. */
export type ExchangeRates = Partial<Record<Currency, number>>;

const symbols: Record<Currency, string> = { PEN: 'S/', USD: 'US$' };

function money(locale: Locale, amount: number, currency: Currency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const figure = new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  return `${symbols[currency]} ${figure}`;
}

/**
 * A price in the currency it is charged in; in English a price in soles also shows its approximate value in dollars
 * ("S/ 150 (≈ US$ 40)"), computed from the rate, never typed by hand, so it cannot drift from the price.
 */
/** A price's approximate value in dollars ("US$ 667"), from the rate; undefined without one. */
export function formatDollars(locale: Locale, price: Price, rates: ExchangeRates): string | undefined {
  if (price.currency === 'USD') return money(locale, price.amount, 'USD');
  return rates.USD ? money(locale, Math.round(price.amount / rates.USD), 'USD') : undefined;
}

export function formatPrice(locale: Locale, price: Price, rates: ExchangeRates): string {
  const charged = money(locale, price.amount, price.currency);
  const usdRate = rates.USD;
  if (locale !== 'en' || price.currency !== 'PEN' || !usdRate) return charged;
  return `${charged} (≈ ${formatDollars(locale, price, rates)})`;
}
