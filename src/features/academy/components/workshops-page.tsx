/** Workshops for entrepreneurs with their registration form (shown at /academia/talleres and /talleres). */
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import type { Locale } from '@/i18n/routing';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { WorkshopCard } from './academy-cards';

export async function WorkshopsPage({ locale, thankYouBase }: { locale: Locale; thankYouBase: string }) {
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const { workshops } = getCatalogue(locale, 'academy');
  return (
    <>
      <PageHero eyebrow={t('title')} title={t('workshops')} description={workshops.description} />
      <Container className="py-12 tab:py-16">
        <ul className="grid gap-6 tab:grid-cols-2 lg:grid-cols-3">
          {workshops.items.map((workshop) => (
            <li key={workshop.slug}>
              <WorkshopCard locale={locale} workshop={workshop} />
            </li>
          ))}
        </ul>
      </Container>
      <LeadFormSection title={t('registerTitle')} formId="talleres" locale={locale} thankYouBase={thankYouBase} />
    </>
  );
}
