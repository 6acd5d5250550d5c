import type { Metadata } from 'next';
import { priceText } from '@/content/price-text.server';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/features/seo/breadcrumbs';
import { notFoundMetadata } from '@/features/seo/not-found-metadata';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { Container } from '@/components/ui/section';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale } from '@/i18n/page-locale';
import { routing, type Locale } from '@/i18n/routing';
import { ContentImage } from '@/features/content-studio/ui';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Entries published after the build are rendered on their first visit (an unknown one answers 404). Rendered on
// demand, the page stays static: the 404's own lookup of the request's locale must not make it dynamic (an error).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => getCatalogue(locale, 'academy').courses.items.map((course) => ({ locale, slug: course.slug })));
}

const findCourse = (locale: Locale, slug: string) => getCatalogue(locale, 'academy').courses.items.find((course) => course.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const course = findCourse(locale, (await params).slug);
  if (!course) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/academia/cursos/${course.slug}`, title: course.title, description: course.summary });
}

export default async function CoursePage({ params }: Props) {
  const locale = await pageLocale(params);
  const course = findCourse(locale, (await params).slug);
  if (!course) notFound();
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const facts = [
    [t('duration'), course.duration],
    [t('level'), course.level],
    [t('price'), priceText(locale, course.price)],
  ] as const;
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: t('title'), path: '/academia' },
          { name: t('courses'), path: '/academia/cursos' },
          { name: course.title, path: `/academia/cursos/${course.slug}` },
        ]}
      />
      <article className="py-12 tab:py-16">
        <Container className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="font-heading text-4xl font-bold tab:text-5xl">{course.title}</h1>
            <p className="mt-4 text-xl text-grey-600">{course.summary}</p>
            <p className="mt-6 text-lg leading-relaxed text-grey-800">{course.description}</p>
            <h2 className="mt-10 font-heading text-2xl font-bold">{t('modules')}</h2>
            <ol className="mt-4 space-y-4">
              {course.modules.map((module, index) => (
                <li key={module.title} className="rounded-xl bg-grey-50 p-5">
                  <h3 className="font-heading text-lg font-semibold">
                    <span className="text-brand-blue-deep">{index + 1}.</span> {module.title}
                  </h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-grey-800">
                    {module.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </div>
          <aside className="space-y-6">
            <ContentImage src={course.image} alt="" width={480} height={300} priority className="w-full rounded-2xl bg-grey-50" />
            <dl className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-grey-100">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold tracking-wider text-brand-blue-deep uppercase">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </Container>
      </article>
      <LeadFormSection title={t('registerTitle')} formId={course.formId} locale={locale} thankYouBase="/gracias" />
    </>
  );
}
