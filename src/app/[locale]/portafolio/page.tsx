import type { Metadata } from 'next';
import { getCatalogue } from '@/content/catalogue.server';
import { PageHero } from '@/components/ui/page-hero';
import { PortfolioListing } from '@/features/portfolio/components/portfolio-listing';
import { parseCategory } from '@/features/portfolio/portfolio-filter';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

type Props = LocaleParams & { searchParams: Promise<{ categoria?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const catalogue = getCatalogue(locale, 'portfolio');
  return pageMetadata({ locale, path: '/portafolio', title: catalogue.title, description: catalogue.description.slice(0, 160) });
}

export default async function PortfolioPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const catalogue = getCatalogue(locale, 'portfolio');
  const category = parseCategory((await searchParams).categoria, catalogue);
  return (
    <>
      <PageHero title={catalogue.title} description={catalogue.description} />
      <PortfolioListing locale={locale} catalogue={catalogue} category={category} />
    </>
  );
}
