import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { FeatureLanding } from '@/features/leads/components/feature-landing';
import { Darky3dTeaser } from '@/features/darky-3d/components/darky-3d-teaser';
import { darky3dLabels } from '@/features/darky-3d/darky-3d-labels.server';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/darky-3D', title: t('darky3dTitle'), description: t('darky3dDescription') });
}

export default async function Darky3dPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  const labels = await darky3dLabels(locale);
  return (
    <FeatureLanding
      eyebrow={t('title')}
      title={t('darky3dTitle')}
      description={t('darky3dDescription')}
      image="/images/innovations/darky-3d.svg"
      visual={(picture) => <Darky3dTeaser labels={labels} picture={picture} start="on-request" className="mx-auto w-full max-w-md" />}
      points={messageList(t, 'darky3dPoints')}
      actions={
        <ButtonLink href="/innovaciones/darky-3D/demo" variant="accent" size="lg">
          {t('seeDemo')}
        </ButtonLink>
      }
      form={{ title: t('formTitle'), formId: 'darky-3d', locale, thankYouBase: '/innovaciones/darky-3D/gracias' }}
    />
  );
}
