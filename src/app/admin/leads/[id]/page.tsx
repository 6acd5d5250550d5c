import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { consoleTranslations } from '@/features/console/console-locale';
import { LeadDetail } from '@/features/console/components/lead-detail';
import { leadLabels } from '@/features/console/server/lead-labels';
import { assignableOperators, leadDetail, operatorNames } from '@/features/console/server/leads-inbox';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('leads.title') };
}

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await requireOperator();
  const { id } = await params;
  const db = await getDb();
  const detail = await leadDetail(db, id);
  if (!detail) notFound();
  const { t, locale } = await consoleTranslations();
  const [labels, operators, names] = await Promise.all([leadLabels(locale), assignableOperators(db), operatorNames(db)]);
  const query = await searchParams;
  return (
    <LeadDetail
      t={t}
      locale={locale}
      detail={detail}
      labels={labels}
      operator={operator}
      operators={operators}
      names={names}
      canRetry={operator.role === 'owner'}
      flash={typeof query.done === 'string' ? query.done : undefined}
      error={typeof query.error === 'string' ? query.error : undefined}
    />
  );
}
