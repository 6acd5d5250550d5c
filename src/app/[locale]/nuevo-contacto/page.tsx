import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'LeadForm.newContactPage' });
  return pageMetadata({ locale, path: '/nuevo-contacto', title: t('title'), description: t('description') });
}

/** The newer contact page: a short intro and the lead form, landing on /nuevo-contacto/gracias/nuevo-contacto. */
export default async function NewContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'LeadForm.newContactPage' });
  return (
    <>
      <PageHero title={t('title')} description={t('intro')} />
      <LeadFormSection id="nuevo-contacto-formulario" title={t('formTitle')} formId="nuevo-contacto" locale={locale} thankYouBase="/nuevo-contacto/gracias" />
    </>
  );
}
