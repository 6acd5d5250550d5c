import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { consoleTranslations } from '@/features/console/console-locale';
import { LeadDetail } from '@/features/console/components/lead-detail';
import { leadDetail } from '@/features/console/server/leads-inbox';
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
  const detail = await leadDetail(await getDb(), id);
  if (!detail) notFound();
  const { t, locale } = await consoleTranslations();
  const done = (await searchParams).done;
  return (
    <LeadDetail t={t} locale={locale} detail={detail} canRetry={operator.role === 'owner'} flash={done === 'marked' || done === 'retried' ? done : undefined} />
  );
}
