import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { LeadsInbox } from '@/features/console/components/leads-inbox';
import { leadLabels } from '@/features/console/server/lead-labels';
import { assignableOperators, leadForms, leadViewCounts, listLeads, parseLeadFilter } from '@/features/console/server/leads-inbox';

export const generateMetadata = consoleTitle('leads.title');

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { operator, t, locale, db } = await openConsolePage();
  const query = await searchParams;
  const filter = parseLeadFilter(query);
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
