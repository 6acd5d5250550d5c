import { describe, expect, it } from 'vitest';
import type { LessonsCatalogue } from '@/content/schemas';
import { categoryOf, categoryParamOf, lessonsIn, parseLessonCategory } from './lesson-filter';

const catalogue = {
  categories: [
    { code: '', name: 'General', formId: 'lessons' },
    { code: 'ux', name: 'UX', formId: 'lessons-ux' },
  ],
  lessons: [
    { id: 'a', category: '' },
    { id: 'b', category: 'ux' },
  ],
} as unknown as LessonsCatalogue;

describe('lessons category filter', () => {
  it('maps the general category to a readable parameter and back', () => {
    expect(categoryParamOf('')).toBe('general');
    expect(parseLessonCategory('general', catalogue)).toBe('');
    expect(parseLessonCategory('ux', catalogue)).toBe('ux');
  });
  it('ignores unknown categories', () => {
    expect(parseLessonCategory('zz', catalogue)).toBeUndefined();
    expect(parseLessonCategory(undefined, catalogue)).toBeUndefined();
  });
  it('filters lessons and finds the form of a category', () => {
    expect(lessonsIn(catalogue, 'ux').map((l) => l.id)).toEqual(['b']);
    expect(lessonsIn(catalogue, undefined)).toHaveLength(2);
    expect(categoryOf(catalogue, 'ux').formId).toBe('lessons-ux');
  });
});
