import type { Metadata } from 'next';
import { QUERY_PARAMS, variantQuery } from '@/features/routing/query-variants';
import { serviceMetadata, serviceQueries, ServicePage } from '@/features/services/components/service-page';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';

// `/servicios/<slug>?tab=…&subtab=…` prerendered per tab and sub-tab; the server maps the query here
// (src/features/routing/query-variants.ts). Anything else is not a page.
type Props = { params: Promise<{ locale: string; slug: string; seleccion?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return serviceQueries(params.locale).map(({ slug, values }) => ({ slug, seleccion: values }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug, seleccion } = await params;
  return serviceMetadata(locale, slug, variantQuery(QUERY_PARAMS.service, seleccion));
}

export default async function ServiceQueryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug, seleccion } = await params;
  return <ServicePage locale={locale} slug={slug} query={variantQuery(QUERY_PARAMS.service, seleccion)} />;
}
