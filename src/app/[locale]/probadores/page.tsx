import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getCatalogue } from '@/content/catalogue.server';
import { FrameCatalogue } from '@/features/try-on/components/frame-catalogue';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/probadores', title: t('testersTitle'), description: t('testersDescription') });
}

export default async function VirtualTestersPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  const tTryOn = await getTranslations({ locale, namespace: 'TryOn' });
  const { frames } = getCatalogue(locale, 'try-on');
  return (
    <>
      <PageHero eyebrow={t('title')} title={t('testersTitle')} description={t('testersDescription')}>
        <ButtonLink href="/innovaciones/probador" variant="accent" size="lg">
          {tTryOn('openTryOn')}
        </ButtonLink>
      </PageHero>
      <Section id="monturas" title={tTryOn('catalogueTitle')} lead={tTryOn('catalogueLead')} tone="grey">
        <FrameCatalogue
          frames={frames}
          labels={{ tryItOn: tTryOn('tryItOn'), tryItOnLabel: tTryOn('tryItOnLabel', { name: '{name}' }), coloursLabel: tTryOn('coloursLabel') }}
        />
      </Section>
      <LeadFormSection
        title={t('formTitle')}
        intro={tTryOn('formIntro')}
        formId="probador-virtual"
        locale={locale}
        thankYouBase="/innovaciones/probador/gracias"
      />
    </>
  );
}
