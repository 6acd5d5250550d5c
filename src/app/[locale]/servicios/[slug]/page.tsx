import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/features/seo/breadcrumbs';
import { ServiceDetail } from '@/features/services/components/service-detail';
import { selectServiceTab, serviceTabHref } from '@/features/services/service-selection';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata, siteUrl } from '@/features/seo/page-metadata';
import { serviceLd } from '@/features/seo/structured-data';
import { pageLocale } from '@/i18n/page-locale';
import { THANKS_SEGMENT, thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import type { Locale } from '@/i18n/routing';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<{ tab?: string | string[]; subtab?: string | string[] }>;
};

function findService(locale: Locale, slug: string) {
  return getCatalogue(locale, 'services').services.find((service) => service.slug === slug);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (slug === THANKS_SEGMENT) return thankYouMetadata(locale, '/servicios/gracias', 'contact');
  const service = findService(locale, slug);
  if (!service) {
    const t = await getTranslations({ locale, namespace: 'Services' });
    return { title: t('notFound'), robots: { index: false } };
  }
  const query = await searchParams;
  const { tab, subtab } = selectServiceTab(service, query);
  const explicitTab = query.tab !== undefined;
  return pageMetadata({
    locale,
    path: explicitTab ? serviceTabHref(service.slug, tab.slug, query.subtab ? subtab?.slug : undefined) : `/servicios/${service.slug}`,
    title: explicitTab ? (subtab?.metaTitle ?? tab.metaTitle) : service.metaTitle,
    description: explicitTab ? tab.description.slice(0, 160) : service.metaDescription,
    image: explicitTab ? (subtab?.metaImage ?? tab.metaImage) : service.metaImage,
  });
}

export default async function ServicePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  // `/servicios/gracias` is the section's thank-you page, not a service.
  if (slug === THANKS_SEGMENT) return <ThankYouView locale={locale} kind="contact" />;
  const service = findService(locale, slug);
  if (!service) notFound();
  const selection = selectServiceTab(service, await searchParams);
  const t = await getTranslations({ locale, namespace: 'Services' });
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[
          { name: t('title'), path: '/servicios' },
          { name: service.name, path: `/servicios/${service.slug}` },
        ]}
      />
      <ServiceDetail locale={locale} service={service} selection={selection} />
      <JsonLd data={serviceLd(siteUrl(), locale, service)} />
    </>
  );
}
