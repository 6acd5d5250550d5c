import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({ locale, path: '/conversemos', title: t('talkTitle'), description: t('talkDescription') });
}

export default async function LetsTalkPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const tBooking = await getTranslations({ locale, namespace: 'Appointment' });
  const points = messageList(t, 'talkPoints');
  return (
    <>
      <PageHero title={t('talkTitle')} description={t('talkDescription')}>
        <ul className="grid gap-3 tab:grid-cols-3">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3">
              <span aria-hidden="true" className="text-brand-green">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
      </PageHero>
      <LeadFormSection
        title={tBooking('formTitle')}
        intro={tBooking('formIntro')}
        aside={<ContactDetails locale={locale} contact={getSharedCatalogue('contact')} />}
        formId="conversemos"
        locale={locale}
        thankYouBase="/conversemos/gracias"
        submitLabel="book"
      />
    </>
  );
}
