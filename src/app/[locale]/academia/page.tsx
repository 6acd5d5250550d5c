import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { academyAt } from '@/content/academy-calendar';
import { getCatalogue } from '@/content/catalogue.server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CourseCard, EventCard, NothingScheduled, UpcomingWorkshops } from '@/features/academy/components/academy-cards';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { cardGridColumns } from '@/components/ui/card-grid';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const academy = getCatalogue(locale, 'academy');
  return pageMetadata({ locale, path: '/academia', title: academy.title, description: academy.description.slice(0, 160) });
}

export default async function AcademyPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const academy = getCatalogue(locale, 'academy');
  // What is next depends on today's date: read per request, never frozen at build (src/content/academy-calendar.ts).
  await connection();
  const { nextEvent, workshops } = academyAt(academy, new Date());
  return (
    <>
      <PageHero title={academy.title} description={academy.description} />
      <Section id="proximo-evento" title={t('nextEvent')} lead={academy.events.description}>
        {nextEvent ? <EventCard locale={locale} event={nextEvent} /> : <NothingScheduled text={t('noEventScheduled')} />}
        <ButtonLink href="/eventos" variant="outline" className="mt-6">
          {t('seeEvents')}
        </ButtonLink>
      </Section>
      <Section id="talleres" title={t('workshops')} lead={academy.workshops.description} tone="grey">
        <UpcomingWorkshops locale={locale} workshops={workshops.upcoming} nothingScheduled={t('noWorkshopScheduled')} />
        <ButtonLink href="/academia/talleres" className="mt-8">
          {t('seeWorkshops')}
        </ButtonLink>
      </Section>
      <Section id="cursos" title={t('courses')} lead={academy.courses.description}>
        <ul className={`grid gap-6 ${cardGridColumns(academy.courses.items.length)}`}>
          {academy.courses.items.map((course) => (
            <li key={course.slug}>
              <CourseCard locale={locale} course={course} />
            </li>
          ))}
        </ul>
        <ButtonLink href="/academia/cursos" className="mt-8">
          {t('seeCourses')}
        </ButtonLink>
      </Section>
    </>
  );
}
