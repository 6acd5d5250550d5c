import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureLanding } from '@/features/leads/components/feature-landing';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** The innovation lab: prototypes in beta for visitors to try and rate (noindex: the content changes often). */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/test', title: t('testTitle'), description: t('testDescription'), noindex: true });
}

export default async function InnovationLabPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return (
    <FeatureLanding
      eyebrow={t('title')}
      title={t('testTitle')}
      description={t('testDescription')}
      image="/images/innovations/web-inteligente.svg"
      points={[...messageList(t, 'darky3dPoints').slice(0, 1), ...messageList(t, 'tryOnPoints').slice(0, 2)]}
      form={{ title: t('formTitle'), formId: 'innovaciones-test', locale, thankYouBase: '/innovaciones/test/gracias' }}
    />
  );
}
