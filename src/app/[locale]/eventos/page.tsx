import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { EventCard } from '@/features/academy/components/academy-cards';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** Events (the older menu's 'Eventos'): the next event first, with registration. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return pageMetadata({ locale, path: '/eventos', title: t('eventsTitle'), description: getCatalogue(locale, 'academy').events.description.slice(0, 160) });
}

export default async function EventsRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const { events } = getCatalogue(locale, 'academy');
  return (
    <>
      <PageHero eyebrow={t('eventsTitle')} title={t('nextEvent')} description={events.description} />
      <Container className="space-y-8 py-12 tab:py-16">
        {events.items.map((event) => (
          <EventCard key={event.slug} locale={locale} event={event} headingLevel={2} />
        ))}
      </Container>
      <LeadFormSection title={t('registerTitle')} formId="eventos" locale={locale} thankYouBase="/eventos/gracias" />
    </>
  );
}
