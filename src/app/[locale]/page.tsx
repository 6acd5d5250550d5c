import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { FeaturedServices } from '@/features/home/components/featured-services';
import { HomeHero } from '@/features/home/components/home-hero';
import { Innovations } from '@/features/home/components/innovations';
import { SuccessCases } from '@/features/home/components/success-cases';
import { Testimonials } from '@/features/home/components/testimonials';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: '/', description: t('homeDescription') });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const home = getCatalogue(locale, 'home');
  return (
    <>
      <HomeHero hero={home.hero} />
      <SuccessCases data={home.successCases} />
      <Innovations data={home.innovations} />
      <FeaturedServices data={home.featuredServices} />
      <Testimonials data={home.testimonials} />
    </>
  );
}
