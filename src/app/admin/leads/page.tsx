import type { Metadata } from 'next';
import { consoleTranslations } from '@/features/console/console-locale';
import { LeadsInbox } from '@/features/console/components/leads-inbox';
import { leadForms, listLeads, parseLeadFilter } from '@/features/console/server/leads-inbox';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('leads.title') };
}

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator();
  const { t, locale } = await consoleTranslations();
  const filter = parseLeadFilter(await searchParams);
  const db = await getDb();
  const [result, forms] = await Promise.all([listLeads(db, filter), leadForms(db)]);
  return <LeadsInbox t={t} locale={locale} filter={filter} forms={forms} result={result} />;
}
