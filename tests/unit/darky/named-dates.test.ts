import { describe, expect, it } from 'vitest';
import { fallsOn, namedDates, namesADeadline } from '@/features/darky/nlu/named-dates';

describe('days and months a visitor names', () => {
  it.each([
    ['vi que hay un evento el 3 de diciembre', [{ month: 12, day: 3 }]],
    ['el taller del 16 de ene', [{ month: 1, day: 16 }]],
    ['the workshop on Dec 12th', [{ month: 12, day: 12 }]],
    ['December 3rd, is it free?', [{ month: 12, day: 3 }]],
    ['the 21st of January', [{ month: 1, day: 21 }]],
    ['¿hay algo en enero?', [{ month: 1 }]],
    ['anything in February?', [{ month: 2 }]],
    ['algo para setiembre', [{ month: 9 }]],
  ])('%s', (text, dates) => {
    expect(namedDates(text)).toEqual(dates);
  });

  it.each(['may I ask something?', 'mar de dudas', 'tengo 3 tiendas', 'the 2 of us', 'nos vemos el lunes'])('%s names no date', (text) => {
    expect(namedDates(text)).toEqual([]);
  });

  it('a day of a month is not listed again as its month', () => {
    expect(namedDates('el 3 de diciembre, o algo más en diciembre')).toEqual([{ month: 12, day: 3 }]);
  });

  it.each([
    ['la necesito para enero', true],
    ['¿la tienen lista antes del 15 de diciembre?', true],
    ['can you have it ready by December 15th?', true],
    ['before january please', true],
    ['hay algo en enero?', false],
    ['the event on December 3rd', false],
  ])('%s is a deadline: %s', (text, deadline) => {
    expect(namesADeadline(text)).toBe(deadline);
  });

  it("reads a page's date on Lima's wall clock, as the catalogue writes it", () => {
    expect(fallsOn('2026-12-03T18:30:00-05:00', { month: 12, day: 3 })).toBe(true);
    expect(fallsOn('2026-12-03T18:30:00-05:00', { month: 12 })).toBe(true);
    expect(fallsOn('2026-12-03T18:30:00-05:00', { month: 12, day: 4 })).toBe(false);
    expect(fallsOn('2027-01-21', { month: 1 })).toBe(true);
  });
});
