/**
 * Writes the office hours of content/contact.json in a page's language ("lunes a viernes, 9:00 a 18:00 (hora de Lima)";
 * lower case, to sit inside a sentence). Day names come from Intl, the words around them are messages OpeningHours,
 * read with createTranslator: Darky's answers are written outside any page's request.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import { localeTags, type Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import type { OpeningHours } from './schemas';

function hoursWords(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale), namespace: 'OpeningHours' });
}

/** Weekday names from Intl (2024-01-01 was a Monday, ISO day 1). */
function dayName(isoDay: number, locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(localeTags[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

function clock(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** Consecutive days become a range ("lunes a viernes"), others a list. */
function daysText(days: number[], locale: Locale, t: ReturnType<typeof hoursWords>): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.map((run) =>
    run.length >= 3 ? t('dayRange', { first: dayName(run[0]!, locale), last: dayName(run.at(-1)!, locale) }) : run.map((d) => dayName(d, locale)).join(', '),
  );
  return parts.length > 1 ? t('dayList', { others: parts.slice(0, -1).join(', '), last: parts.at(-1)! }) : parts[0]!;
}

export function formatOpeningHours(hours: OpeningHours, locale: Locale): string {
  const t = hoursWords(locale);
  const city = hours.timeZone.split('/')[1]!.replaceAll('_', ' ');
  return t('hours', { days: daysText(hours.days, locale, t), opens: clock(hours.opens), closes: clock(hours.closes), city });
}
