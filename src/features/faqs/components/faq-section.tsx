/**
 * A page's frequently asked questions, from the site's facts (content/facts.json and its words per language): the
 * same facts Darky answers with, so the page and the chat never disagree. Native <details>: it opens with a tap or
 * the keyboard and works before (and without) JavaScript. With its FAQPage structured data.
 */
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/section';
import { JsonLd } from '@/features/seo/ui';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { FaqItem } from '../faq-items';

export async function FaqSection({ locale, items, id = 'preguntas-frecuentes' }: { locale: Locale; items: FaqItem[]; id?: string }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-white py-14 text-brand-dark tab:py-20">
      <Container className="max-w-4xl">
        <h2 id={`${id}-title`} className="font-heading text-3xl font-bold tab:text-4xl">
          {t('title')}
        </h2>
        <div className="mt-8 divide-y divide-brand-dark/15 border-y border-brand-dark/15">
          {items.map((item) => (
            <details key={item.question} className="group py-1">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-heading text-lg font-semibold marker:hidden">
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-2xl leading-none text-brand-blue-deep transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-base text-brand-dark/85">
                {item.answer}
                {item.link ? (
                  <>
                    {' '}
                    <Link href={item.link} className="font-semibold text-brand-blue-deep underline underline-offset-4">
                      {t('more')}
                    </Link>
                  </>
                ) : null}
              </p>
            </details>
          ))}
        </div>
      </Container>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        }}
      />
    </section>
  );
}
