import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentLinkPage } from '@/features/payments/components/payment-link-page';
import { loadPaymentLink, paymentProviderForPage } from '@/features/payments/server/payment-pages';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string; code: string }> };

export const dynamic = 'force-dynamic';

/** A payment link is private to its client: titled, never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { code } = await params;
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const link = await loadPaymentLink(code);
  return pageMetadata({
    locale,
    path: `/pagos/${code}`,
    title: link ? t('linkTitle', { concept: link.concept }) : t('notFoundTitle'),
    description: t('description'),
    noindex: true,
  });
}

export default async function PaymentLinkRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const { code } = await params;
  const link = await loadPaymentLink(code);
  if (!link) notFound();
  return <PaymentLinkPage link={link} locale={locale} {...paymentProviderForPage()} />;
}
