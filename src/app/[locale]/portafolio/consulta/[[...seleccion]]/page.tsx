import type { Metadata } from 'next';
import { PortfolioPage, portfolioMetadata, portfolioQueries } from '@/features/portfolio/components/portfolio-page';
import { QUERY_PARAMS, variantQuery } from '@/features/routing/query-variants';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';

// `/portafolio?categoria=…` prerendered per category; the server maps the query here
// (src/features/routing/query-variants.ts). Anything else is not a page.
type Props = { params: Promise<{ locale: string; seleccion?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? portfolioQueries(params.locale).map((values) => ({ seleccion: values })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portfolioMetadata(await pageLocale(params));
}

export default async function PortfolioQueryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { seleccion } = await params;
  return <PortfolioPage locale={locale} categoria={variantQuery(QUERY_PARAMS.portfolio, seleccion).categoria} />;
}
