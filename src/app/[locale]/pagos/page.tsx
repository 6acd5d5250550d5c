import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureLanding } from '@/components/feature-landing';
import { pageMetadata } from '@/features/seo/page-metadata';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** 'Plataforma de Pagos' / 'Payment Plataform' (the spec's titles, kept as written). */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return pageMetadata({ locale, path: '/pagos', title: t('title'), description: t('description') });
}

export default async function PaymentsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return (
    <FeatureLanding
      title={t('title')}
      description={t('description')}
      image="/images/innovations/web-inteligente.svg"
      points={messageList(t, 'points')}
      form={{ title: t('formTitle'), formId: 'pagos', locale, thankYouBase: '/pagos/gracias' }}
    >
      <p className="mx-auto max-w-3xl px-4 py-10 text-center text-lg text-grey-600">{t('note')}</p>
    </FeatureLanding>
  );
}
