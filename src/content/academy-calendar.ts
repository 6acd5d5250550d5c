/**
 * What the academy's dated content means at a given instant: which events and workshops are still ahead (they take
 * registrations and may be called "next") and which have taken place. Read against the clock on every request,
 * never frozen at build (docs/content-model.md, "Dated entries read against the clock").
 */
import type { AcademyCatalogue } from './schemas';

/** The academy lists whose items happen on a date, and the registration forms tied to them (content/forms.json `registers`). */
export type DatedList = 'events' | 'workshops';

type DatedItem = { slug: string; title: string; date: string };

/**
 * An item is ahead until it starts: from its start time on it is past, leaves the "upcoming" lists and takes no
 * more registrations (a visitor who arrives during an event has missed it; the agency can move the date).
 */
export function isAhead(item: Pick<DatedItem, 'date'>, now: Date): boolean {
  return Date.parse(item.date) > now.getTime();
}

/** Items still ahead, soonest first. */
export function upcomingOf<T extends DatedItem>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isAhead(item, now)).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** Items that have taken place, most recent first. */
export function pastOf<T extends DatedItem>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => !isAhead(item, now)).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The academy at an instant: each dated list split in upcoming and past, and the next event (if any is scheduled). */
export function academyAt(academy: AcademyCatalogue, now: Date) {
  const events = { upcoming: upcomingOf(academy.events.items, now), past: pastOf(academy.events.items, now) };
  const workshops = { upcoming: upcomingOf(academy.workshops.items, now), past: pastOf(academy.workshops.items, now) };
  return { events, workshops, nextEvent: events.upcoming[0] };
}

/** The items of a dated list a registration may name now, soonest first. */
export function registrableItems(academy: AcademyCatalogue, list: DatedList, now: Date): DatedItem[] {
  return upcomingOf<DatedItem>(academy[list].items, now);
}
