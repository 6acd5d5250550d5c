import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { redirect } from 'next/navigation';
import { SessionsView } from '@/features/console/components/sessions-view';
import { recentAudit } from '@/features/console/server/audit-log';
import { currentOperatorSession } from '@/features/console/server/operator-session';
import { OPERATOR_ROLES } from '@/features/console/server/operator-identity';
import { openSessions } from '@/features/console/server/sessions';
import { operatorNames } from '@/features/console/server/leads-inbox';

export const generateMetadata = consoleTitle('sessions.title');

export default async function SessionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { operator, t, locale, db } = await openConsolePage({ roles: OPERATOR_ROLES });
  const current = await currentOperatorSession();
  if (!current) redirect('/admin/sign-in');
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
