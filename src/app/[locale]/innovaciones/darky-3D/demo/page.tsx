import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/darky-3D/demo', title: t('demoTitle'), description: t('demoDescription') });
}

/** The demo stage: Darky in front of the visitor; the WebGL viewer plugs into #darky-stage on this page only. */
export default async function Darky3dDemoPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return (
    <>
      <PageHero eyebrow={t('darky3dTitle')} title={t('demoTitle')} description={t('demoDescription')} />
      <Container className="py-12 tab:py-16">
        <div id="darky-stage" className="relative mx-auto flex aspect-[4/3] max-w-3xl items-center justify-center overflow-hidden rounded-3xl bg-[radial-gradient(circle_at_50%_40%,#2c3d63,#212d40_70%)]">
          <Image src="/images/brand/darky.svg" alt="Darky" width={320} height={320} priority className="h-2/3 w-auto motion-safe:animate-[bounce_3s_ease-in-out_infinite]" />
        </div>
        <p className="mx-auto mt-6 max-w-2xl text-center text-grey-600">{t('demoNote')}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/innovaciones/darky-3D#formulario">{t('formTitle')}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
