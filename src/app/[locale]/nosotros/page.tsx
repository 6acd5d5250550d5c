import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue, getSharedCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { AboutPage } from '@/features/about/components/about-page';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const about = getCatalogue(locale, 'about');
  return pageMetadata({ locale, path: '/nosotros', title: about.title, description: about.description.slice(0, 160) });
}

export default async function AboutRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <>
      <AboutPage locale={locale} about={getCatalogue(locale, 'about')} contact={getSharedCatalogue('contact')} />
      <LeadFormSection title={t('formTitle')} formId="nosotros" locale={locale} thankYouBase="/nosotros/gracias" />
    </>
  );
}
