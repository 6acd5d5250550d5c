import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { FaqSection, generalFaqs } from '@/features/faqs/ui';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({ locale, path: '/contacto', title: t('title'), description: t('description') });
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <>
      <PageHero title={t('title')} description={t('description')} />
      <LeadFormSection
        id="contacto-formulario"
        title={t('formTitle')}
        aside={<ContactDetails locale={locale} contact={getSharedCatalogue('contact')} />}
        formId="contacto"
        locale={locale}
        thankYouBase="/contacto/gracias"
        thanksMode="panel"
      />
      <FaqSection locale={locale} items={generalFaqs(locale, ['hours', 'weekends', 'location', 'languages', 'meetings'], '/contacto')} />
    </>
  );
}
