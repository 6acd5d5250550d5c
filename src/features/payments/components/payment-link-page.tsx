/**
 * The page of one payment link: what is paid (concept, amount and currency from the database only) and,
 * while the link is open, the card panel; a paid, expired or cancelled link says so and takes no payment.
 */
import type { Locale } from '@/i18n/routing';
import type { Messages } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import type { PaymentLink } from '@/features/payments/tables';
import { formatAmount, type Currency } from '../money';
import { receiptPath } from '../payment-paths';
import { PayPanel, type PayPanelText } from './pay-panel';

/** The pay panel's words: only what it shows, each decline code's of messages Payments.declined included. */
async function payPanelText(locale: Locale, amount: string): Promise<PayPanelText> {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const declineCodes = Object.keys(t.raw('declined') as Messages['Payments']['declined']) as Array<keyof Messages['Payments']['declined']>;
  return {
    sandboxNote: t('sandboxNote'),
    cardNumber: t('cardNumber'),
    cardExpiry: t('cardExpiry'),
    cardExpiryPlaceholder: t('cardExpiryPlaceholder'),
    cardCvv: t('cardCvv'),
    email: t('email'),
    payButton: t('payButton', { amount }),
    paying: t('paying'),
    cardNumberInvalid: t('cardNumberInvalid'),
    cardExpiryInvalid: t('cardExpiryInvalid'),
    cardCvvInvalid: t('cardCvvInvalid'),
    emailInvalid: t('emailInvalid'),
    culqiButton: t('culqiButton', { amount }),
    culqiFailed: t('culqiFailed'),
    threeDsTitle: t('threeDsTitle'),
    threeDsText: t('threeDsText', { amount }),
    threeDsApprove: t('threeDsApprove'),
    threeDsCancel: t('threeDsCancel'),
    declined: Object.fromEntries(declineCodes.map((code) => [code, t(`declined.${code}`)])),
    tryAgain: t('tryAgain'),
    pending: t('pending'),
    genericError: t('genericError'),
    state: {
      paid: t('state.paid'),
      expired: t('state.expired'),
      cancelled: t('state.cancelled'),
      not_found: t('state.not_found'),
      too_many_attempts: t('state.too_many_attempts'),
    },
  };
}

export async function PaymentLinkPage({
  link,
  locale,
  provider,
  culqiPublicKey,
}: {
  link: PaymentLink;
  locale: Locale;
  provider: 'sandbox' | 'culqi';
  culqiPublicKey?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  const format = await getFormatter({ locale });
  const amount = formatAmount(link.amountCents, link.currency as Currency, locale);
  const open = link.status === 'open';
  const details: Array<[string, string]> = [
    [t('concept'), link.concept],
    ...(link.clientName ? ([[t('client'), link.clientName]] as Array<[string, string]>) : []),
    [t('amount'), amount],
    ...(open
      ? ([[t('expires'), format.dateTime(link.expiresAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' })]] as Array<[string, string]>)
      : []),
    ...(link.note ? ([[t('note'), link.note]] as Array<[string, string]>) : []),
  ];
  return (
    <>
      <PageHero eyebrow={t('linkEyebrow')} title={t('linkTitle', { concept: link.concept })}>
        <p className="font-heading text-4xl font-bold text-brand-green tab:text-5xl" data-testid="pay-amount">
          {amount}
        </p>
      </PageHero>
      <div className="bg-grey-50 py-10 tab:py-16">
        <Container className="grid items-start gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
          <dl className="grid gap-4 rounded-lg bg-white p-6 shadow-sm tab:p-8">
            {details.map(([term, value]) => (
              <div key={term} className="grid gap-1 border-b border-grey-100 pb-4 last:border-0 last:pb-0 tab:grid-cols-[10rem_1fr]">
                <dt className="text-sm font-medium text-grey-600">{term}</dt>
                <dd className="text-lg break-words text-brand-dark">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="pay-title" className="rounded-lg bg-white p-6 shadow-sm tab:p-8">
            <h2 id="pay-title" className="font-heading text-2xl font-bold text-brand-dark">
              {t('payTitle')}
            </h2>
            {open ? (
              <>
                <p className="mt-2 mb-5 text-sm text-grey-600">{t('secureNote')}</p>
                {/* Shown only when the browser runs no scripts (CSS `scripting: none`), where the card panel is hidden. */}
                <p className="mb-4 hidden rounded-md bg-amber-50 p-4 font-semibold text-amber-900 noscript:block" data-testid="pay-needs-js">
                  {t('needsJs')}
                </p>
                <PayPanel
                  code={link.code}
                  locale={locale}
                  provider={provider}
                  culqiPublicKey={culqiPublicKey}
                  amountCents={link.amountCents}
                  currency={link.currency}
                  concept={link.concept}
                  askEmail={!link.clientEmail}
                  receiptPath={receiptPath(link.code, locale)}
                  text={await payPanelText(locale, amount)}
                />
              </>
            ) : (
              <div className="mt-4" data-testid="pay-closed" data-status={link.status}>
                <p className="rounded-md border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900">
                  {t(`state.${link.status as 'paid' | 'expired' | 'cancelled'}`)}
                </p>
                {link.status === 'paid' ? (
                  <ButtonLink href={`/pagos/gracias/${link.code}`} variant="outline" className="mt-5">
                    {t('seeReceipt')}
                  </ButtonLink>
                ) : (
                  <ButtonLink href="/contacto" variant="outline" className="mt-5">
                    {t('contactLink')}
                  </ButtonLink>
                )}
              </div>
            )}
          </section>
        </Container>
      </div>
    </>
  );
}
