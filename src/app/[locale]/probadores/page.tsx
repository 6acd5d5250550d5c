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
  return pageMetadata({ locale, path: '/probadores', title: t('testersTitle'), description: t('testersDescription') });
}

export default async function VirtualTestersPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return (
    <FeatureLanding
      title={t('testersTitle')}
      description={t('testersDescription')}
      image="/images/innovations/probador.svg"
      points={messageList(t, 'testersItems')}
      actions={<ButtonLink href="/innovaciones/probador" variant="accent" size="lg">{t('tryOnStart')}</ButtonLink>}
      form={{ title: t('formTitle'), formId: 'probador-virtual', locale, thankYouBase: '/innovaciones/probador/gracias' }}
    />
  );
}
