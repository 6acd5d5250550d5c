import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { Darky3dDemoLoader } from '@/features/darky-3d/components/darky-3d-demo-loader';
import { darky3dLabels } from '@/features/darky-3d/darky-3d-labels.server';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/darky-3D/demo', title: t('demoTitle'), description: t('demoDescription') });
}

/** The demo stage: the chat is Darky in 3D (loaded once the page has settled; the flat Darky shows until then). */
export default async function Darky3dDemoPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  const labels = await darky3dLabels(locale);
  return (
    <>
      <PageHero eyebrow={t('darky3dTitle')} title={t('demoTitle')} description={t('demoDescription')} />
      <Container className="py-8 tab:py-12">
        <div id="darky-stage">
          <Darky3dDemoLoader
            locale={locale}
            labels={labels}
            placeholder={
              // Same boxes as the chat that replaces it, so nothing jumps when it arrives.
              <div className="grid gap-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
                <div className="flex h-[25rem] items-center justify-center rounded-3xl bg-[radial-gradient(circle_at_50%_38%,#2c3d63,#212d40_72%)] tab:h-[32rem] lg:h-[40rem]">
                  <Image src="/images/brand/darky.svg" alt="Darky" width={320} height={320} priority className="h-1/2 w-auto" />
                </div>
                <div className="h-[34rem] rounded-3xl border border-grey-200 bg-white lg:h-[40rem]" />
              </div>
            }
          />
        </div>
        <p className="mx-auto mt-6 max-w-2xl text-center text-grey-600">{t('demoNote')}</p>
        <div className="mt-6 flex justify-center">
          <ButtonLink href="/innovaciones/darky-3D#formulario">{t('formTitle')}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
