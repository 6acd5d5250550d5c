import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { WorkshopsPage } from '@/features/academy/components/workshops-page';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return pageMetadata({
    locale,
    path: '/academia/talleres',
    title: t('workshops'),
    description: getCatalogue(locale, 'academy').workshops.description.slice(0, 160),
  });
}

export default async function AcademyWorkshopsRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <WorkshopsPage locale={locale} thankYouBase="/talleres/gracias" />;
}
