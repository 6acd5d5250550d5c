/**
 * The portfolio for a category filter (`?categoria=`): rendered per request by `/portafolio` for values no link
 * reaches and prerendered per category under `/portafolio/consulta/…` (src/features/routing/query-variants.ts).
 */
import type { Metadata } from 'next';
import { getCatalogue } from '@/content/catalogue.server';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/features/seo/public';
import type { Locale } from '@/i18n/routing';
import { parseCategory } from '../portfolio-filter';
import { PortfolioListing } from './portfolio-listing';

export function portfolioMetadata(locale: Locale): Metadata {
  const catalogue = getCatalogue(locale, 'portfolio');
  return pageMetadata({ locale, path: '/portafolio', title: catalogue.title, description: catalogue.description.slice(0, 160) });
}

/** Every filter a link reaches: none and each category. */
export function portfolioQueries(locale: Locale): string[][] {
  return [[], ...getCatalogue(locale, 'portfolio').categories.map((category) => [String(category.code)])];
}

export function PortfolioPage({ locale, categoria }: { locale: Locale; categoria: string | string[] | undefined }) {
  const catalogue = getCatalogue(locale, 'portfolio');
  const category = parseCategory(categoria, catalogue);
  return (
    <>
      <PageHero title={catalogue.title} description={catalogue.description} />
      <PortfolioListing locale={locale} catalogue={catalogue} category={category} />
    </>
  );
}
