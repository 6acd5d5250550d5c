/**
 * The 30-minute slots /conversemos offers: local windows of content/scheduling.json turned into UTC instants, from
 * the lead time to the horizon, without excluded dates and slots already booked. Pure (the clock is a parameter).
 */
import type { SchedulingCatalogue } from '@/content/schemas';

export interface Slot {
  /** UTC start, also the value the form posts (`2026-11-24T14:00:00.000Z`). */
  value: string;
  start: Date;
  end: Date;
  /** The local calendar day in the configuration's time zone (YYYY-MM-DD), to group slots by day. */
  localDate: string;
  /** Local start time HH:MM. */
  localTime: string;
}

/** A slot value: an ISO instant on the minute, in UTC. */
export const SLOT_VALUE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Local wall-clock fields of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  // (Formatted once: the slots of a horizon ask this hundreds of times.)
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Minutes the zone is ahead of UTC at an instant (Lima: -300 all year, it keeps no daylight saving time). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The UTC instant of a local date and time in a zone (two passes, so it is right across an offset change too). */
export function zonedTimeToUtc(localDate: string, localTime: string, timeZone: string): Date {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = localTime.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** ISO weekday (1 = Monday) of a calendar date. */
function isoWeekday(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Every slot offered at `now`: the local days from today to today + horizonDays - 1 that are configured weekdays and
 * not excluded, each window cut into slotMinutes pieces, starting no earlier than now + leadTimeHours, minus `booked`
 * (slot values already taken).
 */
export function availableSlots(config: SchedulingCatalogue, now: Date, booked: ReadonlySet<string> = new Set()): Slot[] {
  const today = localParts(now, config.timeZone);
  const earliest = now.getTime() + config.leadTimeHours * 3_600_000;
  const excluded = new Set(config.excludedDates);
  const slots: Slot[] = [];
  for (let offset = 0; offset < config.horizonDays; offset++) {
    // Calendar arithmetic on a UTC date: no time zone can shift the day.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const localDate = `${year}-${pad(month)}-${pad(day)}`;
    if (excluded.has(localDate) || !config.weekdays.includes(isoWeekday(year, month, day))) continue;
    for (const window of config.windows) {
      for (let minute = minutesOf(window.from); minute + config.slotMinutes <= minutesOf(window.to); minute += config.slotMinutes) {
        const start = zonedTimeToUtc(localDate, clock(minute), config.timeZone);
        if (start.getTime() < earliest) continue;
        const value = start.toISOString();
        if (booked.has(value)) continue;
        slots.push({ value, start, end: new Date(start.getTime() + config.slotMinutes * 60_000), localDate, localTime: clock(minute) });
      }
    }
  }
  return slots;
}

/** Whether a posted slot value is one the configuration offers at `now` (booked or not: the database decides that). */
export function isOfferedSlot(config: SchedulingCatalogue, now: Date, value: string): boolean {
  return SLOT_VALUE_PATTERN.test(value) && availableSlots(config, now).some((slot) => slot.value === value);
}
