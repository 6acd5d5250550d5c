/** The receipt of a paid link (/pagos/gracias/{code}): receipt number, what was paid, when, and the card's last digits. */
import type { Locale } from '@/i18n/routing';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';
import type { PaymentLink } from '@/features/payments/tables';
import { formatAmount, type Currency } from '../money';

export async function PaymentReceipt({ link, cardLast4, locale }: { link: PaymentLink; cardLast4: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const format = await getFormatter({ locale });
  const rows: Array<[string, string]> = [
    [t('receiptNumber'), link.receiptNumber ?? ''],
    [t('concept'), link.concept],
    [t('amount'), formatAmount(link.amountCents, link.currency as Currency, locale)],
    [t('paidAt'), link.paidAt ? format.dateTime(link.paidAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' }) : ''],
    ...(cardLast4 ? ([[t('card'), `•••• ${cardLast4}`]] as Array<[string, string]>) : []),
  ];
  return (
    <div className="bg-grey-50 py-14 tab:py-20" data-testid="payment-receipt">
      <Container className="max-w-2xl">
        <div className="rounded-lg bg-white p-6 shadow-sm tab:p-10">
          <svg className="text-brand-blue-deep" width="56" height="56" viewBox="0 0 72 72" aria-hidden="true">
            <circle cx="36" cy="36" r="34" fill="none" stroke="currentColor" strokeWidth="4" />
            <path d="M22 37l10 10 18-22" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 className="mt-5 font-heading text-3xl font-bold text-brand-dark tab:text-4xl">{t('receiptTitle')}</h1>
          {link.clientEmail ? <p className="mt-2 text-grey-600">{t('receiptLead')}</p> : null}
          <dl className="mt-8 grid gap-4">
            {rows.map(([term, value]) => (
              <div key={term} className="grid gap-1 border-b border-grey-100 pb-4 last:border-0 tab:grid-cols-[12rem_1fr]">
                <dt className="text-sm font-medium text-grey-600">{term}</dt>
                <dd className="text-lg break-words text-brand-dark" data-testid={term === t('receiptNumber') ? 'receipt-number' : undefined}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <ButtonLink href="/" variant="outline" className="mt-8">
            {t('backHome')}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
