import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { FeatureLanding } from '@/components/feature-landing';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones/probador', title: t('tryOnTitle'), description: t('tryOnDescription') });
}

export default async function TryOnPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return (
    <FeatureLanding
      eyebrow={t('title')}
      title={t('tryOnTitle')}
      description={t('tryOnDescription')}
      image="/images/innovations/probador.svg"
      points={messageList(t, 'tryOnPoints')}
      actions={<ButtonLink href="/probadores" variant="accent" size="lg">{t('testersTitle')}</ButtonLink>}
      form={{ title: t('formTitle'), formId: 'probador', locale, thankYouBase: '/innovaciones/probador/gracias' }}
    />
  );
}
