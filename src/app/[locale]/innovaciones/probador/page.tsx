import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormSection } from '@/features/leads/components/lead-form-section';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { getCatalogue } from '@/content/catalogue.server';
import { TryOnStudio } from '@/features/try-on/components/try-on-studio';
import { tryOnLabels } from '@/features/try-on/try-on-labels.server';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/probador', title: t('tryOnTitle'), description: t('tryOnDescription') });
}

export default async function TryOnPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TryOn' });
  const tInnovations = await getTranslations({ locale, namespace: 'Innovations' });
  const { frames } = getCatalogue(locale, 'try-on');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={t('intro')}>
        <ButtonLink href="/probadores" variant="ghostLight">
          {t('catalogueTitle')}
        </ButtonLink>
      </PageHero>
      <section aria-label={t('eyebrow')} className="py-10 tab:py-14">
        <Container>
          <TryOnStudio frames={frames} labels={await tryOnLabels(locale)} />
        </Container>
      </section>
      <LeadFormSection
        title={tInnovations('formTitle')}
        intro={t('formIntro')}
        formId="probador"
        locale={locale}
        thankYouBase="/innovaciones/probador/gracias"
      />
    </>
  );
}
