import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { academyAt } from '@/content/academy-calendar';
import { getCatalogue } from '@/content/catalogue.server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { EventCard, NothingScheduled, PastItems } from '@/features/academy/components/academy-cards';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** Events (the older menu's 'Eventos'): those ahead, soonest first, with registration; then those held. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return pageMetadata({ locale, path: '/eventos', title: t('eventsTitle'), description: getCatalogue(locale, 'academy').events.description.slice(0, 160) });
}

export default async function EventsRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const academy = getCatalogue(locale, 'academy');
  // Which events are ahead depends on today's date: read per request, never frozen at build.
  await connection();
  const { events } = academyAt(academy, new Date());
  return (
    <>
      <PageHero eyebrow={t('eventsTitle')} title={events.upcoming.length > 0 ? t('nextEvent') : t('eventsTitle')} description={academy.events.description} />
      <Container className="space-y-8 py-12 tab:py-16">
        {events.upcoming.length > 0 ? (
          events.upcoming.map((event) => <EventCard key={event.slug} locale={locale} event={event} headingLevel={2} />)
        ) : (
          <NothingScheduled text={t('noEventScheduled')} />
        )}
        <PastItems locale={locale} title={t('pastEvents')} items={events.past} />
      </Container>
      <LeadFormSection
        title={events.upcoming.length > 0 ? t('registerTitle') : t('notifyTitle')}
        aside={events.upcoming.length > 0 ? undefined : <p className="text-lg text-white/80">{t('notifyNext')}</p>}
        formId="eventos"
        locale={locale}
        thankYouBase="/eventos/gracias"
      />
    </>
  );
}
