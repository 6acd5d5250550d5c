import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatPrice } from './format';

describe('formatDate', () => {
  it('formats calendar days without shifting them across time zones', () => {
    expect(formatDate('es', '2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatDate('en', '2026-03-01')).toBe('March 1, 2026');
  });
  it('formats date-times in Lima time on a 12-hour clock in both languages', () => {
    expect(formatDate('es', '2026-12-03T18:30:00-05:00', { timeStyle: 'short' })).toMatch(/^6:30\sp\.\s?m\.$/);
    expect(formatDate('en', '2026-12-03T18:30:00-05:00', { timeStyle: 'short' })).toMatch(/^6:30\sPM$/);
  });
});

describe('formatClockTime', () => {
  it('writes an agenda time the way the event time is written', () => {
    expect(formatClockTime('es', '18:30')).toBe(formatDate('es', '2026-12-03T18:30:00-05:00', { timeStyle: 'short' }));
    expect(formatClockTime('en', '09:05')).toMatch(/^9:05\sAM$/);
  });
});

describe('clock times never break across lines', () => {
  // A breakable space is an ordinary one; U+00A0 and U+202F (ICU 72+ writes "6:30\u202fPM") hold the line.
  const breakable = / /;

  it('glues the number to "a. m." / "PM" and the two halves of "a. m." together', () => {
    expect(formatClockTime('es', '09:30')).toMatch(/^9:30[\u00a0\u202f]a\.[\u00a0\u202f]m\.$/);
    expect(formatClockTime('en', '18:05')).toMatch(/^6:05[\u00a0\u202f]PM$/);
    for (const [locale, time] of [
      ['es', '09:30'],
      ['es', '18:05'],
      ['en', '09:30'],
      ['en', '18:05'],
    ] as const) {
      expect(formatClockTime(locale, time)).not.toMatch(breakable);
    }
  });

  it('keeps the time of a date-time on one line while the date itself may still wrap', () => {
    const spanish = formatDate('es', '2026-12-03T18:30:00-05:00', { dateStyle: 'long', timeStyle: 'short' });
    expect(spanish).toMatch(/^3 de diciembre de 2026/);
    expect(spanish.slice(spanish.indexOf('6:30'))).not.toMatch(breakable);
    expect(spanish.slice(0, spanish.indexOf('6:30'))).toMatch(breakable);
    const english = formatDate('en', '2026-12-03T18:30:00-05:00', { dateStyle: 'medium', timeStyle: 'short' });
    expect(english.slice(english.indexOf('6:30'))).not.toMatch(breakable);
  });
});

describe('formatPrice', () => {
  it('states a price in soles in Spanish, and adds the computed dollar figure in English', () => {
    expect(formatPrice('es', { amount: 150, currency: 'PEN' }, { USD: 3.75 })).toBe('S/ 150');
    expect(formatPrice('en', { amount: 150, currency: 'PEN' }, { USD: 3.75 })).toBe('S/ 150 (≈ US$ 40)');
    expect(formatPrice('en', { amount: 490, currency: 'PEN' }, { USD: 3.75 })).toBe('S/ 490 (≈ US$ 131)');
  });
  it('keeps a price charged in dollars as it is, and cents when there are cents', () => {
    expect(formatPrice('es', { amount: 40, currency: 'USD' }, { USD: 3.75 })).toBe('US$ 40');
    expect(formatPrice('es', { amount: 150.5, currency: 'PEN' }, {})).toBe('S/ 150.50');
  });
});
