/** Office hours read the same on the contact page and in Darky's answers, in each language. */
import { describe, expect, it } from 'vitest';
import { getSharedCatalogue } from './catalogue.server';
import { formatOpeningHours, openingState } from './opening-hours.server';

describe('formatOpeningHours', () => {
  it('writes a weekday range with local times in each language', () => {
    const hours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'America/Lima' };
    expect(formatOpeningHours(hours, 'es')).toBe('lunes a viernes, 9:00 a 18:00 (hora de Lima)');
    expect(formatOpeningHours(hours, 'en')).toBe('Monday to Friday, 9:00 to 18:00 (Lima time)');
  });

  it('lists days that are not a run', () => {
    const hours = { days: [6, 1, 3], opens: '10:00', closes: '13:30', timeZone: 'America/Lima' };
    expect(formatOpeningHours(hours, 'es')).toBe('lunes, miércoles y sábado, 10:00 a 13:30 (hora de Lima)');
    expect(formatOpeningHours(hours, 'en')).toBe('Monday, Wednesday and Saturday, 10:00 to 13:30 (Lima time)');
  });

  it('reads the real contact catalogue: Monday to Friday, no Saturday', () => {
    const text = formatOpeningHours(getSharedCatalogue('contact').hours, 'es');
    expect(text).toMatch(/^lunes a viernes/);
    expect(text).not.toMatch(/s[aá]bado/i);
  });
});

describe('openingState (Lima time)', () => {
  const hours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'America/Lima' };
  it('is open on a weekday between the hours, and says when it opens next', () => {
    // Wednesday 2026-11-25 10:30 in Lima (UTC-5).
    expect(openingState(hours, new Date('2026-11-25T15:30:00Z'))).toEqual({ open: true, nextOpen: new Date('2026-11-26T14:00:00Z') });
    // 18:00 sharp is closed; the next opening is Thursday 9:00.
    expect(openingState(hours, new Date('2026-11-25T23:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2026-11-26T14:00:00Z') });
    // Before opening the same day: opens today.
    expect(openingState(hours, new Date('2026-11-25T12:00:00Z')).nextOpen).toEqual(new Date('2026-11-25T14:00:00Z'));
    // Friday night (Saturday 02:00 UTC) opens on Monday.
    expect(openingState(hours, new Date('2026-11-28T02:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2026-11-30T14:00:00Z') });
    expect(openingState(hours, new Date('2026-11-29T15:00:00Z')).open).toBe(false);
  });
});
