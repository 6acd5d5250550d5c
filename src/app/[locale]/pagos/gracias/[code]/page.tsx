import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { PaymentReceipt } from '@/features/payments/components/payment-receipt';
import { loadPaymentLink, paidCardLast4 } from '@/features/payments/server/payment-pages';
import { pageMetadata } from '@/features/seo/page-metadata';
import { thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string; code: string }> };

export const dynamic = 'force-dynamic';

/** `/pagos/gracias/{form}` stays the thank-you page of that form; any other slug is a payment link's code. */
function formKindOf(slug: string) {
  return getSharedCatalogue('forms').forms[slug]?.kind;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { code } = await params;
  const kind = formKindOf(code);
  if (kind) return thankYouMetadata(locale, `/pagos/gracias/${code}`, kind);
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return pageMetadata({ locale, path: `/pagos/gracias/${code}`, title: t('receiptTitle'), description: t('description'), noindex: true });
}

export default async function PaymentReceiptRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const { code } = await params;
  const kind = formKindOf(code);
  if (kind) return <ThankYouView locale={locale} kind={kind} />;
  const link = await loadPaymentLink(code);
  if (!link) notFound();
  // No receipt before the money moved: an unpaid link's page says what it is.
  if (link.status !== 'paid') redirect({ href: `/pagos/${link.code}`, locale });
  return <PaymentReceipt link={link} cardLast4={await paidCardLast4(link)} locale={locale} />;
}
