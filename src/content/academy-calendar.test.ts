import { describe, expect, it } from 'vitest';
import { academyAt, isAhead, registrableItems } from './academy-calendar';
import type { AcademyCatalogue } from './schemas';

const event = (slug: string, date: string) => ({ slug, title: slug, date, place: 'Lima', mode: 'En línea', summary: 's', agenda: [{ time: '18:30', title: 'a' }], image: '/i.svg', formId: 'eventos' });
const workshop = (slug: string, date: string) => ({ slug, title: slug, summary: 's', date, duration: '4 h', price: { amount: 150, currency: 'PEN' as const }, seats: 20, image: '/i.svg', formId: 'talleres' });

const academy = {
  title: 't',
  description: 'd',
  events: { title: 't', description: 'd', items: [event('late', '2027-01-21T19:00:00-05:00'), event('early', '2026-12-03T18:30:00-05:00')] },
  workshops: { title: 't', description: 'd', items: [workshop('w1', '2026-12-12T09:30:00-05:00')] },
  courses: { title: 't', description: 'd', items: [] },
} as unknown as AcademyCatalogue;

describe('the academy against the clock', () => {
  it('calls the soonest event ahead "next", until the minute it starts (Lima time)', () => {
    expect(academyAt(academy, new Date('2026-11-24T12:00:00Z')).nextEvent?.slug).toBe('early');
    // 18:29 in Lima is 23:29 UTC: still ahead.
    expect(academyAt(academy, new Date('2026-12-03T23:29:00Z')).nextEvent?.slug).toBe('early');
    expect(academyAt(academy, new Date('2026-12-03T23:30:00Z')).nextEvent?.slug).toBe('late');
  });

  it('moves what has started to the past list, most recent first, and leaves no next event when none is scheduled', () => {
    const later = academyAt(academy, new Date('2027-02-01T00:00:00Z'));
    expect(later.nextEvent).toBeUndefined();
    expect(later.events.upcoming).toEqual([]);
    expect(later.events.past.map((item) => item.slug)).toEqual(['late', 'early']);
    expect(later.workshops.past.map((item) => item.slug)).toEqual(['w1']);
  });

  it('offers for registration only what is still ahead', () => {
    expect(registrableItems(academy, 'events', new Date('2026-12-04T00:00:00Z')).map((item) => item.slug)).toEqual(['late']);
    expect(registrableItems(academy, 'workshops', new Date('2026-12-13T00:00:00Z'))).toEqual([]);
    expect(isAhead({ date: '2026-12-03T18:30:00-05:00' }, new Date('2026-12-03T23:30:00.001Z'))).toBe(false);
  });
});
