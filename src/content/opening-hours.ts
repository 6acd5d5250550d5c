/** Writes the office hours of content/contact.json in a page's language ("lunes a viernes, 9:00 a 18:00 (hora de Lima)"; lower case, to sit inside a sentence). */
import type { Locale } from '@/i18n/routing';
import type { OpeningHours } from './schemas';

type HoursLocale = Locale;

const words: Record<HoursLocale, { to: string; and: string; zone: (city: string) => string; tag: string }> = {
  es: { to: 'a', and: 'y', zone: (city) => `hora de ${city}`, tag: 'es-PE' },
  en: { to: 'to', and: 'and', zone: (city) => `${city} time`, tag: 'en-US' },
};

/** Weekday names from Intl (2024-01-01 was a Monday, ISO day 1). */
function dayName(isoDay: number, locale: HoursLocale): string {
  const date = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(words[locale].tag, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

function clock(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** Consecutive days become a range ("lunes a viernes"), others a list. */
function daysText(days: number[], locale: HoursLocale): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const w = words[locale];
  const parts = runs.map((run) => (run.length >= 3 ? `${dayName(run[0]!, locale)} ${w.to} ${dayName(run.at(-1)!, locale)}` : run.map((d) => dayName(d, locale)).join(', ')));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}` : parts[0]!;
}

export function formatOpeningHours(hours: OpeningHours, locale: HoursLocale): string {
  const w = words[locale];
  const city = hours.timeZone.split('/')[1]!.replaceAll('_', ' ');
  return `${daysText(hours.days, locale)}, ${clock(hours.opens)} ${w.to} ${clock(hours.closes)} (${w.zone(city)})`;
}
