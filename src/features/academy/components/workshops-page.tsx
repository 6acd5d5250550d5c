/** Workshops for entrepreneurs with their registration form (shown at /academia/talleres and /talleres). */
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { academyAt } from '@/content/academy-calendar';
import { getCatalogue } from '@/content/catalogue.server';
import type { Locale } from '@/i18n/routing';
import { LeadFormSection } from '@/features/leads/ui';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { PastItems, UpcomingWorkshops } from './academy-cards';

export async function WorkshopsPage({ locale, thankYouBase }: { locale: Locale; thankYouBase: string }) {
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const academy = getCatalogue(locale, 'academy');
  // Which workshops are ahead depends on today's date: read per request, never frozen at build.
  await connection();
  const { workshops } = academyAt(academy, new Date());
  return (
    <>
      <PageHero eyebrow={t('title')} title={t('workshops')} description={academy.workshops.description} />
      <Container className="py-12 tab:py-16">
        <UpcomingWorkshops locale={locale} workshops={workshops.upcoming} nothingScheduled={t('noWorkshopScheduled')} />
        <PastItems locale={locale} title={t('pastWorkshops')} items={workshops.past} />
      </Container>
      <LeadFormSection
        title={workshops.upcoming.length > 0 ? t('registerTitle') : t('notifyTitle')}
        aside={workshops.upcoming.length > 0 ? undefined : <p className="text-lg text-white/80">{t('notifyNext')}</p>}
        formId="talleres"
        locale={locale}
        thankYouBase={thankYouBase}
      />
    </>
  );
}
