import type { Metadata } from 'next';
import { consoleTranslations } from '@/features/console/console-locale';
import { LeadsInbox } from '@/features/console/components/leads-inbox';
import { leadLabels } from '@/features/console/server/lead-labels';
import { assignableOperators, leadForms, leadViewCounts, listLeads, parseLeadFilter } from '@/features/console/server/leads-inbox';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('leads.title') };
}

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const { t, locale } = await consoleTranslations();
  const query = await searchParams;
  const filter = parseLeadFilter(query);
  const db = await getDb();
  const [result, forms, counts, operators, labels] = await Promise.all([
    listLeads(db, filter, operator.id),
    leadForms(db),
    leadViewCounts(db, operator.id),
    assignableOperators(db),
    leadLabels(locale),
  ]);
  const flag = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  return (
    <LeadsInbox
      t={t}
      locale={locale}
      filter={filter}
      forms={forms}
      labels={labels}
      counts={counts}
      operator={operator}
      operators={operators}
      result={result}
      flash={{ done: flag('done'), error: flag('error'), count: Number(flag('count') ?? 0) }}
    />
  );
}
