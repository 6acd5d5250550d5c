import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { getEnv } from '@/config/env';
import { paymentLinkUrl } from '@/features/payments/payment-paths';
import { paymentsError, PaymentsView } from '@/features/console/components/payments-view';
import { deliveryLabels } from '@/features/console/components/leads-inbox';
import { leadLabels } from '@/features/console/server/lead-labels';
import { consolePaymentLinks } from '@/features/console/server/payments-console';
import { limaToday } from '@/features/console/server/leads-inbox';

export const generateMetadata = consoleTitle('payments.title');

/** Owners only: link codes are the links' only secret. */
export default async function PaymentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t, locale, db } = await openConsolePage({ role: 'owner' });
  const links = await consolePaymentLinks(db);
  const query = await searchParams;
  const createdCode = typeof query.created === 'string' ? links.find((l) => l.code === query.created) : undefined;
  const created = createdCode
    ? {
        code: createdCode.code,
        concept: createdCode.concept,
        url: paymentLinkUrl(getEnv().SITE_URL, createdCode.code, createdCode.locale === 'en' ? 'en' : 'es'),
      }
    : undefined;
  const labels = await leadLabels(locale);
  const states = deliveryLabels(t);
  const today = limaToday();
  const day = (plus: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + plus);
    return date.toISOString().slice(0, 10);
  };
  return (
    <PaymentsView
      t={t}
      locale={locale}
      links={links}
      created={created}
      expiry={{ default: day(7), min: today, max: day(365) }}
      cancelled={query.done === 'cancelled'}
      error={paymentsError(query.error)}
      channelName={labels.channel}
      stateName={(status) => states[status] ?? status}
    />
  );
}
