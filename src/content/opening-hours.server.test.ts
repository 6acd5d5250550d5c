/** Office hours read the same on the contact page and in Darky's answers, in each language. */
import { describe, expect, it } from 'vitest';
import { getSharedCatalogue } from './catalogue.server';
import { formatOpeningHours, openingState } from './opening-hours.server';
import { openingHoursSchema } from './schemas';

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

describe('openingState on public holidays (content/contact.json)', () => {
  const hours = getSharedCatalogue('contact').hours;
  it('is closed all day on a holiday, names it, and opens on the next working day that is not one', () => {
    // Tuesday 28 July 2026, 10:00 in Lima: Fiestas Patrias (28 and 29); back on Thursday the 30th at 9:00.
    expect(openingState(hours, new Date('2026-07-28T15:00:00Z'))).toEqual({
      open: false,
      nextOpen: new Date('2026-07-30T14:00:00Z'),
      holiday: { date: '2026-07-28', name: { es: 'Fiestas Patrias', en: 'Independence Day' } },
    });
    // The evening before (Monday after closing) is not a holiday, but tomorrow and the day after are.
    expect(openingState(hours, new Date('2026-07-27T23:30:00Z'))).toEqual({ open: false, nextOpen: new Date('2026-07-30T14:00:00Z') });
    // Holy Week 2027: Maundy Thursday and Good Friday, then the weekend: back on Monday 29 March.
    expect(openingState(hours, new Date('2027-03-24T23:30:00Z')).nextOpen).toEqual(new Date('2027-03-29T14:00:00Z'));
    // Christmas Eve 2026 after hours: Friday the 25th is Christmas, so Monday the 28th.
    expect(openingState(hours, new Date('2026-12-24T23:30:00Z')).nextOpen).toEqual(new Date('2026-12-28T14:00:00Z'));
    // A working day that is no holiday stays open.
    expect(openingState(hours, new Date('2026-07-30T15:00:00Z'))).toEqual({ open: true, nextOpen: new Date('2026-07-31T14:00:00Z') });
  });

  it('lists the national holidays of 2026 and 2027 once each, named in both languages', () => {
    const dates = (hours.holidays ?? []).map((holiday) => holiday.date);
    for (const year of ['2026', '2027']) expect(dates.filter((date) => date.startsWith(year))).toHaveLength(16);
    expect(dates).toEqual(expect.arrayContaining(['2026-04-02', '2026-04-03', '2027-03-25', '2027-03-26', '2026-12-09', '2027-06-07']));
    for (const holiday of hours.holidays ?? []) {
      expect(holiday.name.es).not.toBe('');
      expect(holiday.name.en).not.toBe('');
    }
  });

  it('the content schema refuses a holiday that is not a real date, or a date listed twice', () => {
    const base = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'America/Lima' };
    const named = { es: 'Feriado', en: 'Holiday' };
    expect(openingHoursSchema.safeParse({ ...base, holidays: [{ date: '2026-02-30', name: named }] }).success).toBe(false);
    expect(
      openingHoursSchema.safeParse({
        ...base,
        holidays: [
          { date: '2026-05-01', name: named },
          { date: '2026-05-01', name: named },
        ],
      }).success,
    ).toBe(false);
    expect(openingHoursSchema.safeParse({ ...base, holidays: [{ date: '2026-05-01', name: { es: 'Día del Trabajo' } }] }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ ...base, holidays: [{ date: '2026-05-01', name: named }] }).success).toBe(true);
  });
});
