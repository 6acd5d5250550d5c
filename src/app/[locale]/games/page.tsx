import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureLanding } from '@/components/feature-landing';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Games' });
  return pageMetadata({ locale, path: '/games', title: t('title'), description: t('description') });
}

export default async function GamesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Games' });
  return (
    <FeatureLanding
      title={t('title')}
      description={t('description')}
      image="/images/innovations/darky-3d.svg"
      points={messageList(t, 'points')}
      form={{ title: t('cta'), formId: 'videojuegos', locale, thankYouBase: '/gracias' }}
    />
  );
}
