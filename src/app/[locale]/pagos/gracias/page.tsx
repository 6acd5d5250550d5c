import type { Metadata } from 'next';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import { thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** The bare thank-you route of SPEC section 2 (its sibling `[code]` holds the receipts). */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return thankYouMetadata(locale, '/pagos/gracias', 'contact');
}

export default async function PaymentsThankYouPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <ThankYouView locale={locale} kind="contact" />;
}
