import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats calendar days without shifting them across time zones', () => {
    expect(formatDate('es', '2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatDate('en', '2026-03-01')).toBe('March 1, 2026');
  });
  it('formats date-times in Lima time', () => {
    expect(formatDate('es', '2026-12-03T18:30:00-05:00', { timeStyle: 'short' })).toMatch(/18:30|6:30/);
  });
});
