/** The outboxes: a banner per failing channel, the backlog per channel, dead letters and retries (owners retry). */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import type { ChannelBacklog, FailingChannel, ProblemDelivery } from '../server/deliveries';
import { retryAllDeadAction, retryDeliveryAction } from '../server/console-actions';
import { ConsoleButton, Notice, PageHeading, StatusBadge, TableFrame, td, HeaderRow } from './console-ui';

interface DeliveriesViewProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  backlog: ChannelBacklog[];
  problems: ProblemDelivery[];
  failing: FailingChannel[];
  canRetry: boolean;
  retried?: number;
}

export function DeliveriesView({ t, locale, backlog, problems, failing, canRetry, retried }: DeliveriesViewProps) {
  const queueName = (queue: string) => (queue === 'payments' ? t('deliveries.queuePayments') : t('deliveries.queueLeads'));
  const deadQueues = [...new Set(backlog.filter((b) => b.dead > 0).map((b) => b.queue))];
  return (
    <>
      <PageHeading>{t('deliveries.title')}</PageHeading>
      <p className="mb-4 text-grey-600">{t('deliveries.intro')}</p>
      {failing.map((f) => (
        <Notice key={`${f.queue}-${f.channel}`} tone="error" role="alert">
          {t('deliveries.failingBanner', { channel: f.channel, queue: queueName(f.queue), tries: f.failedTries, error: f.lastError ?? '—' })}
        </Notice>
      ))}
      {retried !== undefined ? <Notice tone="success">{t('deliveries.retried', { count: retried })}</Notice> : null}

      <section className="mb-8">
        <h2 id="backlog-title" className="mb-2 font-heading text-lg font-bold">
          {t('deliveries.backlog')}
        </h2>
        {backlog.length === 0 ? (
          <p>{t('deliveries.none')}</p>
        ) : (
          <TableFrame label={t('deliveries.backlog')}>
            <HeaderRow
              labels={[
                t('deliveries.queue'),
                t('deliveries.channel'),
                t('deliveries.pending'),
                t('deliveries.retrying'),
                t('deliveries.dead'),
                t('deliveries.delivered'),
                t('deliveries.oldestPending'),
              ]}
            />
            <tbody>
              {backlog.map((b) => (
                <tr key={`${b.queue}-${b.channel}`}>
                  <td className={td}>{queueName(b.queue)}</td>
                  <td className={td}>{b.channel}</td>
                  <td className={td}>{b.pending}</td>
                  <td className={td}>{b.retrying}</td>
                  <td className={td}>{b.dead > 0 ? <StatusBadge tone="bad">{b.dead}</StatusBadge> : 0}</td>
                  <td className={td}>{b.delivered}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatConsoleDate(b.oldestPendingAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>

      <section>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="problems-title" className="font-heading text-lg font-bold">
            {t('deliveries.problems')}
          </h2>
          {canRetry
            ? deadQueues.map((queue) => (
                <form key={queue} action={retryAllDeadAction}>
                  <input type="hidden" name="queue" value={queue} />
                  <ConsoleButton type="submit" variant="secondary">
                    {t('deliveries.retryAll', { queue: queueName(queue) })}
                  </ConsoleButton>
                </form>
              ))
            : null}
        </div>
        {!canRetry && problems.length > 0 ? <p className="mb-2 text-sm text-grey-600">{t('deliveries.ownerOnly')}</p> : null}
        {problems.length === 0 ? (
          <p>{t('deliveries.none')}</p>
        ) : (
          <TableFrame label={t('deliveries.problems')}>
            <HeaderRow
              labels={[
                t('deliveries.queue'),
                t('deliveries.channel'),
                t('deliveries.subject'),
                t('deliveries.status'),
                t('deliveries.attempts'),
                t('deliveries.lastAttempt'),
                t('deliveries.lastError'),
                ...(canRetry ? [<span className="sr-only">{t('deliveries.retry')}</span>] : []),
              ]}
            />
            <tbody>
              {problems.map((p) => (
                <tr key={`${p.queue}-${p.id}`}>
                  <td className={td}>{queueName(p.queue)}</td>
                  <td className={td}>{p.channel}</td>
                  <td className={td}>
                    {p.queue === 'leads' ? (
                      <a className="text-brand-blue-deep underline" href={`/admin/leads/${p.subjectId}`}>
                        {p.subjectId.slice(0, 8)}
                      </a>
                    ) : (
                      p.subjectId.slice(0, 8)
                    )}
                  </td>
                  <td className={td}>
                    <StatusBadge tone={p.status === 'dead' ? 'bad' : 'warn'}>
                      {p.status === 'dead' ? t('deliveries.statusDead') : t('deliveries.statusPending')}
                    </StatusBadge>
                  </td>
                  <td className={td}>{p.attempts}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatConsoleDate(p.lastAttemptAt, locale)}</td>
                  <td className={`${td} max-w-md break-words`}>{p.lastError ?? '—'}</td>
                  {canRetry ? (
                    <td className={td}>
                      <form action={retryDeliveryAction}>
                        <input type="hidden" name="queue" value={p.queue} />
                        <input type="hidden" name="id" value={p.id} />
                        <ConsoleButton type="submit" variant="secondary" aria-label={`${t('deliveries.retry')}: ${p.channel} ${p.subjectId.slice(0, 8)}`}>
                          {t('deliveries.retry')}
                        </ConsoleButton>
                      </form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>
    </>
  );
}
