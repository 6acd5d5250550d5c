/** Office hours read the same on the contact page and in Darky's answers, in each language. */
import { describe, expect, it } from 'vitest';
import { getSharedCatalogue } from './catalogue.server';
import { formatOpeningHours } from './opening-hours.server';

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
