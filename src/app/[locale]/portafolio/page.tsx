import type { Metadata } from 'next';
import { PortfolioPage as PortfolioPageView, portfolioMetadata } from '@/features/portfolio/components/portfolio-page';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

// The filters links reach are prerendered under ./consulta (src/features/routing/query-variants.ts); this page
// answers the rest (an unknown category shows every project).
type Props = LocaleParams & { searchParams: Promise<{ categoria?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portfolioMetadata(await pageLocale(params));
}

export default async function PortfolioPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <PortfolioPageView locale={locale} categoria={(await searchParams).categoria} />;
}
