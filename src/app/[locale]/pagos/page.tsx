import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckList } from '@/components/ui/check-list';
import { PageHero } from '@/components/ui/page-hero';
import { FaqSection, generalFaqs } from '@/features/faqs/ui';
import { OpenLinkForm } from '@/features/payments/components/open-link-form';
import { codeFromInput, loadPaymentLink } from '@/features/payments/server/payment-pages';
import { pageMetadata } from '@/features/seo/page-metadata';
import { redirect } from '@/i18n/navigation';
import { messageList } from '@/i18n/message-list';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ codigo?: string | string[] }> };

/** 'Plataforma de Pagos' / 'Payment Plataform' (the spec's titles, kept as written). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return pageMetadata({ locale, path: '/pagos', title: t('title'), description: t('description') });
}

/** Opens a payment link by its code: a known code goes to /pagos/{code}, anything else is explained beside the field. */
export default async function PaymentsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const { codigo } = await searchParams;
  const typed = typeof codigo === 'string' ? codigo.slice(0, 300) : undefined;
  if (typed !== undefined) {
    const code = codeFromInput(typed);
    if (code && (await loadPaymentLink(code))) redirect({ href: `/pagos/${code}`, locale });
  }
  return (
    <>
      <PageHero title={t('title')} description={t('description')}>
        <CheckList items={messageList(t, 'points')} className="space-y-3" markClassName="text-brand-green" />
      </PageHero>
      <OpenLinkForm locale={locale} value={typed} invalid={typed !== undefined} />
      <FaqSection locale={locale} items={generalFaqs(locale, ['payments', 'support', 'hours'], '/pagos')} />
    </>
  );
}
