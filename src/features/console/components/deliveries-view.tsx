/** The outboxes: a banner per failing channel, the backlog per channel, dead letters and retries (owners retry). */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import type { ChannelBacklog, FailingChannel, ProblemDelivery } from '../server/deliveries';
import type { ChannelHealth } from '../server/channel-health';
import type { LeadLabels } from '../server/lead-labels';
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
  channels: ChannelHealth[];
  labels: LeadLabels;
}

const stateTone = { off: 'muted', failing: 'bad', dead: 'bad', pending: 'warn', ok: 'ok', idle: 'info' } as const;

export function DeliveriesView({ t, locale, backlog, problems, failing, canRetry, retried, channels, labels }: DeliveriesViewProps) {
  const noLeadChannel = !channels.some((c) => c.queue === 'leads' && c.configured);
  const queueName = (queue: string) =>
    queue === 'payments' ? t('deliveries.queuePayments') : queue === 'wait-notices' ? t('deliveries.queueWaitNotices') : t('deliveries.queueLeads');
  /** What a channel that is off lacks: the wait notices' e-mail and webhook have their own settings. */
  const offKey = (queue: string, channel: string) =>
    queue === 'wait-notices'
      ? channel === 'email'
        ? 'waitNoticeEmail'
        : channel === 'webhook'
          ? 'waitNoticeWebhook'
          : 'other'
      : channel === 'hubspot' || channel === 'webhook' || channel === 'email' || channel === 'client_receipt' || channel === 'agency_notice'
        ? channel
        : 'other';
  const deadQueues = [...new Set(backlog.filter((b) => b.dead > 0).map((b) => b.queue))];
  return (
    <>
      <PageHeading>{t('deliveries.title')}</PageHeading>
      <p className="mb-4 text-grey-600">{t('deliveries.intro')}</p>
      {failing.map((f) => (
        <Notice key={`${f.queue}-${f.channel}`} tone="error" role="alert">
          {t('deliveries.failingBanner', { channel: labels.channel(f.channel), queue: queueName(f.queue), tries: f.failedTries, error: f.lastError ?? '—' })}
        </Notice>
      ))}
      {noLeadChannel ? <Notice tone="info">{t('deliveries.noLeadChannel')}</Notice> : null}

      <section className="mb-8" aria-labelledby="channels-title">
        <h2 id="channels-title" className="mb-2 font-heading text-lg font-bold">
          {t('deliveries.channels')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {channels.map((c) => {
            const b = c.backlog;
            const waiting = (b?.pending ?? 0) + (b?.retrying ?? 0);
            return (
              <li
                key={`${c.queue}-${c.channel}`}
                className="rounded-md border border-grey-200 bg-white p-3"
                data-channel-state={c.state}
                data-channel={c.channel}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{labels.channel(c.channel)}</span>
                  <span className="text-sm text-grey-600">({queueName(c.queue)})</span>
                  <StatusBadge tone={stateTone[c.state]}>{t(`deliveries.state.${c.state}`)}</StatusBadge>
                </div>
                <p className="mt-1 text-sm">
                  {c.state === 'off'
                    ? t(`deliveries.explainOff.${offKey(c.queue, c.channel)}`, {
                        waiting,
                      })
                    : t('deliveries.explain', { pending: waiting, dead: b?.dead ?? 0, delivered: b?.delivered ?? 0 })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      {retried !== undefined ? <Notice tone="success">{t('deliveries.retried', { count: retried })}</Notice> : null}

      <section className="mb-8">
        <h2 id="backlog-title" className="mb-2 font-heading text-lg font-bold">
          {t('deliveries.backlog')}
        </h2>
        {backlog.length === 0 ? (
          <p>{t('deliveries.noneYet')}</p>
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
                  <td data-label={t('deliveries.queue')} className={td}>
                    {queueName(b.queue)}
                  </td>
                  <td data-label={t('deliveries.channel')} className={td}>
                    {labels.channel(b.channel)}
                  </td>
                  <td data-label={t('deliveries.pending')} className={td}>
                    {b.pending}
                  </td>
                  <td data-label={t('deliveries.retrying')} className={td}>
                    {b.retrying}
                  </td>
                  <td data-label={t('deliveries.dead')} className={td}>
                    {b.dead > 0 ? <StatusBadge tone="bad">{b.dead}</StatusBadge> : 0}
                  </td>
                  <td data-label={t('deliveries.delivered')} className={td}>
                    {b.delivered}
                  </td>
                  <td data-label={t('deliveries.oldestPending')} className={`${td} whitespace-nowrap`}>
                    {formatConsoleDate(b.oldestPendingAt, locale)}
                  </td>
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
          <p>{t('deliveries.noProblems')}</p>
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
                  <td data-label={t('deliveries.queue')} className={td}>
                    {queueName(p.queue)}
                  </td>
                  <td data-label={t('deliveries.channel')} className={td}>
                    {labels.channel(p.channel)}
                  </td>
                  <td data-label={t('deliveries.subject')} className={td}>
                    {p.queue === 'leads' ? (
                      <a className="text-brand-blue-deep underline" href={`/admin/leads/${p.subjectId}`}>
                        {p.subjectId.slice(0, 8)}
                      </a>
                    ) : (
                      p.subjectId.slice(0, 8)
                    )}
                  </td>
                  <td data-label={t('deliveries.status')} className={td}>
                    <StatusBadge tone={p.status === 'dead' ? 'bad' : 'warn'}>
                      {p.status === 'dead' ? t('deliveries.statusDead') : t('deliveries.statusPending')}
                    </StatusBadge>
                  </td>
                  <td data-label={t('deliveries.attempts')} className={td}>
                    {p.attempts}
                  </td>
                  <td data-label={t('deliveries.lastAttempt')} className={`${td} whitespace-nowrap`}>
                    {formatConsoleDate(p.lastAttemptAt, locale)}
                  </td>
                  <td data-label={t('deliveries.lastError')} className={`${td} max-w-md break-words`}>
                    {p.lastError ?? '—'}
                  </td>
                  {canRetry ? (
                    <td className={td}>
                      <form action={retryDeliveryAction}>
                        <input type="hidden" name="queue" value={p.queue} />
                        <input type="hidden" name="id" value={p.id} />
                        <ConsoleButton
                          type="submit"
                          variant="secondary"
                          aria-label={`${t('deliveries.retry')}: ${labels.channel(p.channel)} ${p.subjectId.slice(0, 8)}`}
                        >
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
