/**
 * The lessons for a category filter (`?categoria=`): rendered per request by `/lessons` for values no link reaches
 * and prerendered per category under `/lessons/consulta/…` (src/features/routing/query-variants.ts).
 */
import type { Metadata } from 'next';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/ui';
import { localizedPath } from '@/features/routing/public';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { cardGridColumns } from '@/components/ui/card-grid';
import { pageMetadata } from '@/features/seo/public';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { categoryOf, categoryParamOf, lessonsIn, parseLessonCategory } from '../lesson-filter';
import { ContentImage } from '@/features/content-studio/ui';

export function lessonsMetadata(locale: Locale): Metadata {
  const lessons = getCatalogue(locale, 'lessons');
  return pageMetadata({ locale, path: '/lessons', title: lessons.title, description: lessons.description.slice(0, 160) });
}

/** Every filter a link reaches: none and each category. */
export function lessonsQueries(locale: Locale): string[][] {
  return [[], ...getCatalogue(locale, 'lessons').categories.map((category) => [categoryParamOf(category.code)])];
}

export async function LessonsPage({ locale, categoria }: { locale: Locale; categoria: string | string[] | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Lessons' });
  const catalogue = getCatalogue(locale, 'lessons');
  const category = parseLessonCategory(categoria, catalogue);
  const lessons = lessonsIn(catalogue, category);
  const chips = [{ code: undefined as string | undefined, name: t('allCategories') }, ...catalogue.categories];
  return (
    <>
      <PageHero title={catalogue.title} description={catalogue.description} />
      <Container className="py-12 tab:py-16">
        <nav aria-label={t('categoryLabel')}>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = chip.code === category;
              return (
                <li key={chip.name}>
                  <Link
                    href={chip.code === undefined ? '/lessons' : `/lessons?categoria=${categoryParamOf(chip.code)}`}
                    scroll={false}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold',
                      active ? 'border-brand-blue-deep bg-brand-blue-deep text-white' : 'border-grey-200 hover:border-brand-blue-deep',
                    )}
                  >
                    {chip.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ul className={`mt-8 grid gap-6 ${cardGridColumns(lessons.length)}`}>
          {lessons.map((lesson, index) => (
            <li key={lesson.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100 hover:shadow-lg">
                <ContentImage src={lesson.image} alt="" width={480} height={300} priority={index < 3} className="aspect-[8/5] w-full bg-grey-50 object-cover" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold tracking-wider text-brand-blue-deep uppercase">{categoryOf(catalogue, lesson.category).name}</p>
                  <h2 className="mt-1 font-heading text-xl font-bold">
                    <Link href={`/lessons/${lesson.id}`} className="after:absolute after:inset-0 group-hover:text-brand-blue-deep">
                      {lesson.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-grey-600">{lesson.summary}</p>
                  <p className="mt-4 text-sm text-grey-600">
                    {lesson.duration} · {lesson.level}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
      <LeadFormSection
        title={t('formTitle')}
        formId={categoryOf(catalogue, category ?? '').formId}
        locale={locale}
        thankYouBase="/lessons/gracias"
        permalink={localizedPath(locale, category === undefined ? '/lessons' : `/lessons?categoria=${categoryParamOf(category)}`)}
      />
    </>
  );
}
