/** The lessons' category filter (`?categoria=ux`); '' is the general category. */
import type { LessonsCatalogue } from '@/content/schemas';

export function parseLessonCategory(value: string | string[] | undefined, catalogue: LessonsCatalogue): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const code = raw === 'general' ? '' : raw;
  return catalogue.categories.some((category) => category.code === code) ? code : undefined;
}

export function categoryParamOf(code: string): string {
  return code === '' ? 'general' : code;
}

export function lessonsIn(catalogue: LessonsCatalogue, category: string | undefined) {
  return category === undefined ? catalogue.lessons : catalogue.lessons.filter((lesson) => lesson.category === category);
}

export function categoryOf(catalogue: LessonsCatalogue, code: string) {
  return catalogue.categories.find((category) => category.code === code)!;
}
