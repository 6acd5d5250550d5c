/**
 * Writes the office hours of content/contact.json in a page's language ("lunes a viernes, 9:00 a 18:00 (hora de Lima)";
 * lower case, to sit inside a sentence). Day names come from Intl, the words around them are messages OpeningHours,
 * read with createTranslator: Darky's answers are written outside any page's request.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import { localeTags, type Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import type { Holiday, OpeningHours } from './schemas';

function hoursWords(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale), namespace: 'OpeningHours' });
}

/** Weekday names from Intl (2024-01-01 was a Monday, ISO day 1), by locale: a formatter costs far more than a format. */
const weekdayNames = new Map<Locale, string[]>();
function dayName(isoDay: number, locale: Locale): string {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(localeTags[locale], { weekday: 'long', timeZone: 'UTC' });
    names = [1, 2, 3, 4, 5, 6, 7].map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
    weekdayNames.set(locale, names);
  }
  return names[isoDay - 1]!;
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

/** Weekdays (ISO, 1 = Monday) as a sentence writes them: "lunes a viernes", "Monday, Wednesday and Saturday". */
export function formatWeekdays(days: number[], locale: Locale): string {
  return daysText(days, locale, hoursWords(locale));
}

export function formatOpeningHours(hours: OpeningHours, locale: Locale): string {
  const t = hoursWords(locale);
  const city = hours.timeZone.split('/')[1]!.replaceAll('_', ' ');
  return t('hours', { days: daysText(hours.days, locale, t), opens: clock(hours.opens), closes: clock(hours.closes), city });
}

/** A moment's wall clock in a time zone: ISO weekday (1 Monday … 7 Sunday), "HH:MM", and the zone's offset from UTC. */
function wallClock(date: Date, timeZone: string): { isoDay: number; time: string; offsetMs: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { isoDay, time: `${parts.hour}:${parts.minute}`, offsetMs: asUtc - Math.floor(date.getTime() / 1000) * 1000 };
}

/** Whether the team is in, when it next opens, and today's holiday when it is one (Darky names it). */
export interface OpeningState {
  open: boolean;
  nextOpen: Date;
  holiday?: Holiday;
}

/**
 * Whether the team is in at `now` (the content's days and hours, in its time zone; never on one of its holidays), and
 * when it next opens: the next working day that is not a holiday. The live chat queues a visitor only while someone
 * can answer.
 */
export function openingState(hours: OpeningHours, now: Date): OpeningState {
  const here = wallClock(now, hours.timeZone);
  const holidays = new Map((hours.holidays ?? []).map((holiday) => [holiday.date, holiday]));
  const local = new Date(now.getTime() + here.offsetMs);
  /** The zone's calendar date `ahead` days from today ("2026-07-28"). */
  const dateAhead = (ahead: number) => new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + ahead)).toISOString().slice(0, 10);
  const holiday = holidays.get(dateAhead(0));
  const open = !holiday && hours.days.includes(here.isoDay) && hours.opens <= here.time && here.time < hours.closes;
  const [openHour, openMinute] = hours.opens.split(':').map(Number) as [number, number];
  // The zone's midnight today, then each next day's opening time until one is a working day after now (holidays
  // skipped: Fiestas Patrias and a weekend are four days in a row).
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - here.offsetMs;
  const today = holiday ? { holiday } : {};
  for (let ahead = 0; ahead <= 31; ahead += 1) {
    const isoDay = ((here.isoDay - 1 + ahead) % 7) + 1;
    const start = new Date(midnight + ahead * 86_400_000 + (openHour * 60 + openMinute) * 60_000);
    if (hours.days.includes(isoDay) && !holidays.has(dateAhead(ahead)) && start.getTime() > now.getTime()) return { open, nextOpen: start, ...today };
  }
  return { open, nextOpen: new Date(now.getTime() + 86_400_000), ...today };
}
