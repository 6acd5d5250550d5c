/** Sessions: the operator's own (end one, or all the others); owners also see and end everyone's, and the audit log. */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import type { OperatorSessionRow } from '../server/sessions';
import { revokeOtherSessionsAction, revokeSessionAction } from '../server/console-actions';
import { AuditTarget, auditActionText, auditActorName } from './audit-entry';
import { ConsoleButton, Notice, PageHeading, TableFrame, td, th, HeaderRow } from './console-ui';

interface SessionsViewProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  currentSessionId: string;
  mine: OperatorSessionRow[];
  others: OperatorSessionRow[] | undefined;
  audit: Array<{ id: number; actorId: string | null; actorEmail: string; action: string; target: string; createdAt: Date }> | undefined;
  revoked: boolean;
  /** Operator e-mail -> name (the audit log shows people by name). */
  names: Map<string, string>;
}

function SessionTable({
  t,
  locale,
  rows,
  currentSessionId,
  showOperator,
  label,
}: {
  t: ConsoleT;
  locale: ConsoleLocale;
  rows: OperatorSessionRow[];
  currentSessionId: string;
  showOperator: boolean;
  label: string;
}) {
  if (rows.length === 0) return <p>{t('sessions.none')}</p>;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          {showOperator ? (
            <th className={th} scope="col">
              {t('sessions.operator')}
            </th>
          ) : null}
          <th className={th} scope="col">
            {t('sessions.device')}
          </th>
          <th className={th} scope="col">
            {t('sessions.ip')}
          </th>
          <th className={th} scope="col">
            {t('sessions.started')}
          </th>
          <th className={th} scope="col">
            {t('sessions.expires')}
          </th>
          <th className={th} scope="col">
            <span className="sr-only">{t('sessions.revoke')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.id}>
            {showOperator ? (
              <td data-label={t('sessions.operator')} className={td}>
                {s.email}
              </td>
            ) : null}
            <td data-label={t('sessions.device')} className={`${td} max-w-xs break-words`}>
              {s.userAgent ?? '—'}
              {s.id === currentSessionId ? <strong className="ml-1">({t('sessions.current')})</strong> : null}
            </td>
            <td data-label={t('sessions.ip')} className={td}>
              {s.ipAddress ?? '—'}
            </td>
            <td data-label={t('sessions.started')} className={`${td} whitespace-nowrap`}>
              {formatConsoleDate(s.createdAt, locale)}
            </td>
            <td data-label={t('sessions.expires')} className={`${td} whitespace-nowrap`}>
              {formatConsoleDate(s.expiresAt, locale)}
            </td>
            <td className={td}>
              {s.id === currentSessionId ? null : (
                <form action={revokeSessionAction}>
                  <input type="hidden" name="sessionId" value={s.id} />
                  <ConsoleButton type="submit" variant="danger" aria-label={`${t('sessions.revoke')}: ${s.email} ${formatConsoleDate(s.createdAt, locale)}`}>
                    {t('sessions.revoke')}
                  </ConsoleButton>
                </form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function SessionsView({ t, locale, currentSessionId, mine, others, audit, revoked, names }: SessionsViewProps) {
  return (
    <>
      <PageHeading>{t('sessions.title')}</PageHeading>
      {revoked ? <Notice tone="success">{t('sessions.revoked')}</Notice> : null}
      <section className="mb-8">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="my-sessions" className="font-heading text-lg font-bold">
            {t('sessions.mine')}
          </h2>
          {mine.length > 1 ? (
            <form action={revokeOtherSessionsAction}>
              <ConsoleButton type="submit" variant="secondary">
                {t('sessions.revokeOthers')}
              </ConsoleButton>
            </form>
          ) : null}
        </div>
        <SessionTable t={t} locale={locale} rows={mine} currentSessionId={currentSessionId} showOperator={false} label={t('sessions.mine')} />
      </section>
      {others ? (
        <section className="mb-8">
          <h2 id="other-sessions" className="mb-2 font-heading text-lg font-bold">
            {t('sessions.others')}
          </h2>
          <SessionTable t={t} locale={locale} rows={others} currentSessionId={currentSessionId} showOperator label={t('sessions.others')} />
        </section>
      ) : null}
      {audit ? (
        <section>
          <h2 id="audit-log" className="mb-2 font-heading text-lg font-bold">
            {t('sessions.audit')}
          </h2>
          <TableFrame label={t('sessions.audit')}>
            <HeaderRow labels={[t('sessions.auditWhen'), t('sessions.auditWho'), t('sessions.auditWhat'), t('sessions.auditTarget')]} />
            <tbody>
              {audit.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('sessions.auditWhen')} className={`${td} whitespace-nowrap`}>
                    {formatConsoleDate(entry.createdAt, locale)}
                  </td>
                  <td data-label={t('sessions.auditWho')} className={td}>
                    {auditActorName(t, entry, names)}
                  </td>
                  <td data-label={t('sessions.auditWhat')} className={td} data-action={entry.action}>
                    {auditActionText(t, entry.action)}
                  </td>
                  <td data-label={t('sessions.auditTarget')} className={td}>
                    <AuditTarget t={t} target={entry.target} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </section>
      ) : null}
    </>
  );
}
