import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { consoleTranslations } from '@/features/console/console-locale';
import { SessionsView } from '@/features/console/components/sessions-view';
import { recentAudit } from '@/features/console/server/audit-log';
import { currentOperatorSession, requireOperator } from '@/features/console/server/operator-session';
import { openSessions } from '@/features/console/server/sessions';
import { getDb } from '@/server/db';
import { operatorNames } from '@/features/console/server/leads-inbox';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('sessions.title') };
}

export default async function SessionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator();
  const current = await currentOperatorSession();
  if (!current) redirect('/admin/sign-in');
  const { t, locale } = await consoleTranslations();
  const db = await getDb();
  const owner = operator.role === 'owner';
  const [mine, others, audit, names] = await Promise.all([
    openSessions(db, { of: operator.id }),
    owner ? openSessions(db, { except: operator.id }) : undefined,
    owner ? recentAudit(db, 50) : undefined,
    operatorNames(db),
  ]);
  const revoked = (await searchParams).done === 'revoked';
  return <SessionsView t={t} locale={locale} currentSessionId={current.sessionId} mine={mine} others={others} audit={audit} revoked={revoked} names={names} />;
}
