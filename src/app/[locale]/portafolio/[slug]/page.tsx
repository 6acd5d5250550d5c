import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/features/seo/breadcrumbs';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { ClientStory } from '@/features/portfolio/components/client-story';
import { findActiveClient } from '@/features/portfolio/portfolio-filter';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale } from '@/i18n/page-locale';
import { THANKS_SEGMENT, thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import { routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    getCatalogue(locale, 'portfolio')
      .clients.filter((client) => client.active)
      .map((client) => ({ locale, slug: client.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (slug === THANKS_SEGMENT) return thankYouMetadata(locale, '/portafolio/gracias', 'contact');
  const client = findActiveClient(getCatalogue(locale, 'portfolio'), slug);
  if (!client) {
    const t = await getTranslations({ locale, namespace: 'Portfolio' });
    return { title: t('notFound'), robots: { index: false } };
  }
  return pageMetadata({
    locale,
    path: `/portafolio/${client.slug}`,
    title: client.title,
    description: client.section1.description.slice(0, 160),
    image: client.portrait || undefined,
  });
}

export default async function ClientPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  // `/portafolio/gracias` is the section's thank-you page, not a client.
  if (slug === THANKS_SEGMENT) return <ThankYouView locale={locale} kind="contact" />;
  const catalogue = getCatalogue(locale, 'portfolio');
  const client = findActiveClient(catalogue, slug);
  if (!client) notFound();
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: catalogue.title, path: '/portafolio' },
          { name: client.title, path: `/portafolio/${client.slug}` },
        ]}
      />
      <ClientStory locale={locale} client={client} />
      <LeadFormSection title={t('formTitle')} formId="portafolio" locale={locale} thankYouBase="/portafolio/gracias" />
    </>
  );
}
