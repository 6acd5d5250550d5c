import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { CourseCard } from '@/features/academy/components/academy-cards';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { cardGridColumns } from '@/components/ui/card-grid';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { courses } = getCatalogue(locale, 'academy');
  return pageMetadata({ locale, path: '/academia/cursos', title: courses.title, description: courses.description.slice(0, 160) });
}

export default async function CoursesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const { courses } = getCatalogue(locale, 'academy');
  return (
    <>
      <PageHero eyebrow={t('title')} title={courses.title} description={courses.description} />
      <Container className="py-12 tab:py-16">
        <ul className={`grid gap-6 ${cardGridColumns(courses.items.length)}`}>
          {courses.items.map((course) => (
            <li key={course.slug}>
              <CourseCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
      </Container>
      <LeadFormSection title={t('registerTitle')} formId="cursos" locale={locale} thankYouBase="/gracias" />
    </>
  );
}
