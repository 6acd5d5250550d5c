/**
 * A service's page for a query (`?tab=`, `?subtab=`): rendered per request by `/servicios/[slug]` and prerendered per
 * tab and sub-tab by `/servicios/[slug]/consulta/…` (src/features/routing/query-variants.ts), the same page either way.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { pageMetadata, serviceLd, siteUrl } from '@/features/seo/public';
import { FaqSection, faqsOfPage, generalFaqs, serviceFaqs } from '@/features/faqs/ui';
import { Breadcrumbs, JsonLd } from '@/features/seo/ui';
import type { Locale } from '@/i18n/routing';
import { selectServiceTab, serviceTabHref } from '../service-selection';
import { ServiceDetail } from './service-detail';

export type ServiceQuery = { tab?: string | string[]; subtab?: string | string[] };

export function findService(locale: Locale, slug: string) {
  return getCatalogue(locale, 'services').services.find((service) => service.slug === slug);
}

/** Every query a link can reach on each service: none, each tab, each tab with each of its sub-tabs. */
export function serviceQueries(locale: Locale): Array<{ slug: string; values: string[] }> {
  return getCatalogue(locale, 'services').services.flatMap((service) => [
    { slug: service.slug, values: [] },
    ...service.tabs.flatMap((tab) => [
      { slug: service.slug, values: [tab.slug] },
      ...(tab.subtitle ?? []).map((subtab) => ({ slug: service.slug, values: [tab.slug, subtab.slug] })),
    ]),
  ]);
}

export async function serviceMetadata(locale: Locale, slug: string, query: ServiceQuery): Promise<Metadata> {
  const service = findService(locale, slug);
  if (!service) {
    const t = await getTranslations({ locale, namespace: 'Services' });
    return { title: t('notFound'), robots: { index: false } };
  }
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

export async function ServicePage({ locale, slug, query }: { locale: Locale; slug: string; query: ServiceQuery }) {
  const service = findService(locale, slug);
  if (!service) notFound();
  const selection = selectServiceTab(service, query);
  const t = await getTranslations({ locale, namespace: 'Services' });
  // A tab the visitor chose answers for itself when the facts cover it (web-corporativa); else the service does.
  const tabFaqs = query.tab !== undefined ? await serviceFaqs(locale, selection.tab.slug, selection.tab.name) : [];
  const faqs = [
    ...(tabFaqs.length ? tabFaqs : await serviceFaqs(locale, service.slug, service.name)),
    ...faqsOfPage(locale, `/servicios/${service.slug}`),
    ...generalFaqs(locale, ['payments', 'support', 'meetings'], `/servicios/${service.slug}`),
  ];
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
      <FaqSection locale={locale} items={faqs} />
      <JsonLd data={serviceLd(siteUrl(), locale, service)} />
    </>
  );
}
