import { describe, expect, it } from 'vitest';
import { messagesOf } from '@/i18n/server-messages';
import { registrationError } from './registration';

// Against the real academy catalogue: Darky Day 2026 starts 2026-12-03 18:30 Lima, the meetup 2027-01-21 19:00 Lima,
// the workshops 2026-12-12, 2027-01-16 and 2027-02-06.
const events = { registers: 'events' as const };
const workshops = { registers: 'workshops' as const };

describe('a registration against the clock', () => {
  it('takes a date still ahead and asks for one when dates are offered', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(registrationError(events, 'es', 'darky-day-2026', now)).toBeUndefined();
    expect(registrationError(events, 'es', undefined, now)).toBe(messagesOf('es').LeadValidation.fields.registration);
    expect(registrationError(workshops, 'en', 'no-such-workshop', now)).toBe(messagesOf('en').LeadValidation.registrationClosed);
  });

  it('refuses an event from the minute it starts, in the lead language, while the next one stays open', () => {
    const started = new Date('2026-12-03T23:30:00Z');
    expect(registrationError(events, 'es', 'darky-day-2026', started)).toBe(messagesOf('es').LeadValidation.registrationClosed);
    expect(registrationError(events, 'en', 'darky-day-2026', started)).toBe(messagesOf('en').LeadValidation.registrationClosed);
    expect(registrationError(events, 'es', 'meetup-comercio-conversacional', started)).toBeUndefined();
  });

  it('with nothing scheduled takes a request to hear of the next date, naming none', () => {
    const later = new Date('2027-03-01T00:00:00Z');
    expect(registrationError(events, 'es', undefined, later)).toBeUndefined();
    expect(registrationError(workshops, 'en', undefined, later)).toBeUndefined();
    expect(registrationError(events, 'es', 'meetup-comercio-conversacional', later)).toBe(messagesOf('es').LeadValidation.registrationClosed);
  });

  it('has nothing to say on forms that register for no dated list', () => {
    expect(registrationError({ registers: null }, 'es', undefined, new Date())).toBeUndefined();
  });
});
