import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/features/seo/breadcrumbs';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { Container } from '@/components/ui/section';
import { formatDate } from '@/i18n/format';
import { categoryOf } from '@/features/lessons/lesson-filter';
import { pageMetadata } from '@/features/seo/page-metadata';
import { notFoundMetadata } from '@/features/seo/not-found-metadata';
import { pageLocale } from '@/i18n/page-locale';
import { routing, type Locale } from '@/i18n/routing';
import { ContentImage } from '@/features/content-studio/ui';

type Props = { params: Promise<{ locale: string; id: string }> };

// Lessons published after the build are rendered on their first visit (an unknown one answers 404), like posts;
// rendered on demand, the page stays static. `/lessons/gracias` has its own route (a static segment wins).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => getCatalogue(locale, 'lessons').lessons.map((lesson) => ({ locale, id: lesson.id })));
}

const findLesson = (locale: Locale, id: string) => getCatalogue(locale, 'lessons').lessons.find((lesson) => lesson.id === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const lesson = findLesson(locale, (await params).id);
  if (!lesson) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/lessons/${lesson.id}`, title: lesson.title, description: lesson.summary.slice(0, 160), type: 'article' });
}

export default async function LessonPage({ params }: Props) {
  const locale = await pageLocale(params);
  const lesson = findLesson(locale, (await params).id);
  if (!lesson) notFound();
  const t = await getTranslations({ locale, namespace: 'Lessons' });
  const catalogue = getCatalogue(locale, 'lessons');
  const category = categoryOf(catalogue, lesson.category);
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: catalogue.title, path: '/lessons' },
          { name: lesson.title, path: `/lessons/${lesson.id}` },
        ]}
      />
      <article className="py-12 tab:py-16">
        <Container className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-brand-blue-deep uppercase">{category.name}</p>
          <h1 className="mt-2 font-heading text-4xl font-bold tab:text-5xl">{lesson.title}</h1>
          <p className="mt-3 text-grey-600">
            <time dateTime={lesson.date}>{formatDate(locale, lesson.date)}</time> · {lesson.duration} · {lesson.level}
          </p>
          <p className="mt-5 text-xl text-grey-800">{lesson.summary}</p>
          <ContentImage src={lesson.image} alt="" width={960} height={600} priority className="mt-8 w-full rounded-2xl bg-grey-50" />
          <div className="article-body mt-10">
            {lesson.body.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="takeaways-title" className="mt-10 rounded-2xl bg-grey-50 p-6">
            <h2 id="takeaways-title" className="font-heading text-2xl font-bold">
              {t('takeaways')}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5">
              {lesson.takeaways.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </Container>
      </article>
      <LeadFormSection title={t('formTitle')} formId={category.formId} locale={locale} thankYouBase="/lessons/gracias" />
    </>
  );
}
