import type { Metadata } from 'next';
import { getEnv } from '@/config/env';
import { paymentLinkUrl } from '@/features/payments/payment-paths';
import { consoleTranslations } from '@/features/console/console-locale';
import { paymentsError, PaymentsView } from '@/features/console/components/payments-view';
import { requireOperator } from '@/features/console/server/operator-session';
import { consolePaymentLinks } from '@/features/console/server/payments-console';
import { getDb } from '@/server/db';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('payments.title') };
}

/** Owners only: link codes are the links' only secret. */
export default async function PaymentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator({ role: 'owner' });
  const { t, locale } = await consoleTranslations();
  const links = await consolePaymentLinks(await getDb());
  const query = await searchParams;
  const createdCode = typeof query.created === 'string' ? links.find((l) => l.code === query.created) : undefined;
  const created = createdCode
    ? { code: createdCode.code, url: paymentLinkUrl(getEnv().SITE_URL, createdCode.code, createdCode.locale === 'en' ? 'en' : 'es') }
    : undefined;
  return <PaymentsView t={t} locale={locale} links={links} created={created} cancelled={query.done === 'cancelled'} error={paymentsError(query.error)} />;
}
