import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { WorkshopsPage } from '@/features/academy/components/workshops-page';
import { pageMetadata } from '@/features/seo/page-metadata';
import { localizedPath } from '@/features/routing/localized-path';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** Campaign entry for workshops; the same content lives at /academia/talleres, which is canonical. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const metadata = pageMetadata({
    locale,
    path: '/talleres',
    title: t('workshops'),
    description: getCatalogue(locale, 'academy').workshops.description.slice(0, 160),
  });
  return { ...metadata, alternates: { ...metadata.alternates, canonical: localizedPath(locale, '/academia/talleres') } };
}

export default async function WorkshopsRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <WorkshopsPage locale={locale} thankYouBase="/talleres/gracias" />;
}
