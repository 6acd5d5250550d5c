/** One lead: its fields, origin, each delivery (with retry for owners), the chat it came from and its follow-up. */
import type { LeadDelivery, Lead, LeadStatusChange } from '@/server/db/schema';
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import type { LeadStatus } from '../server/leads-inbox';
import { markLeadAction, retryDeliveryAction } from '../server/console-actions';
import { ConsoleButton, Field, inputClass, Notice, PageHeading, StatusBadge, TableFrame, td, HeaderRow } from './console-ui';
import { deliveryTone } from './delivery-badges';
import { deliveryLabels, statusLabel } from './leads-inbox';

interface LeadDetailProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  detail: { lead: Lead; deliveries: LeadDelivery[]; history: LeadStatusChange[]; status: LeadStatus | null; chatGuestId: string | undefined };
  canRetry: boolean;
  flash?: 'marked' | 'retried';
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-grey-100 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-grey-800">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value || '—'}</dd>
    </div>
  );
}

export function LeadDetail({ t, locale, detail, canRetry, flash }: LeadDetailProps) {
  const { lead, deliveries, history, status, chatGuestId } = detail;
  const labels = deliveryLabels(t);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const path = `/admin/leads/${lead.id}`;
  return (
    <>
      <p className="mb-2 text-sm">
        <a className="text-brand-blue-deep underline" href="/admin/leads">
          ← {t('lead.back')}
        </a>
      </p>
      <PageHeading actions={<StatusBadge tone={status === 'won' ? 'ok' : status === 'lost' ? 'bad' : 'muted'}>{statusLabel(t, status)}</StatusBadge>}>
        {t('lead.title', { name })}
      </PageHeading>
      {flash === 'marked' ? <Notice tone="success">{t('lead.marked')}</Notice> : null}
      {flash === 'retried' ? <Notice tone="success">{t('lead.retried')}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-md border border-grey-200 bg-white p-4">
          <h2 id="lead-fields" className="mb-2 font-heading text-lg font-bold">
            {t('lead.fields')}
          </h2>
          <dl>
            <Row label={t('lead.firstName')} value={lead.firstName} />
            <Row label={t('lead.lastName')} value={lead.lastName} />
            <Row label={t('lead.phone')} value={lead.phone} />
            <Row label={t('lead.service')} value={lead.service} />
            <Row label={t('lead.source')} value={lead.source} />
            <Row label={t('lead.message')} value={lead.message} />
          </dl>
        </section>
        <section className="rounded-md border border-grey-200 bg-white p-4">
          <h2 id="lead-origin" className="mb-2 font-heading text-lg font-bold">
            {t('lead.origin')}
          </h2>
          <dl>
            <Row label={t('lead.createdAt')} value={formatConsoleDate(lead.createdAt, locale)} />
            <Row label={t('lead.form')} value={`${lead.formId} (${lead.formKind})`} />
            <Row label={t('lead.language')} value={lead.locale} />
            <Row label={t('lead.page')} value={lead.page} />
            <Row label={t('lead.referrer')} value={lead.referrer} />
            <Row
              label={t('lead.utm')}
              value={
                lead.utm && Object.keys(lead.utm).length > 0
                  ? Object.entries(lead.utm)
                      .map(([k, v]) => `${k}=${v}`)
                      .join('\n')
                  : null
              }
            />
            <Row label={t('lead.ip')} value={lead.ip} />
            <Row label={t('lead.userAgent')} value={lead.userAgent} />
          </dl>
        </section>
      </div>

      <section className="mt-6">
        <h2 id="lead-deliveries" className="mb-2 font-heading text-lg font-bold">
          {t('lead.deliveries')}
        </h2>
        {deliveries.length === 0 ? (
          <p>{t('lead.noDeliveries')}</p>
        ) : (
          <TableFrame label={t('lead.deliveries')}>
            <HeaderRow
              labels={[
                t('lead.channel'),
                t('lead.deliveryStatus'),
                t('lead.attempts'),
                t('lead.lastAttempt'),
                t('lead.lastError'),
                ...(canRetry ? [<span className="sr-only">{t('lead.retry')}</span>] : []),
              ]}
            />
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} data-channel={d.channel}>
                  <td className={td}>{d.channel}</td>
                  <td className={td}>
                    <StatusBadge tone={deliveryTone(d.status)}>{labels[d.status] ?? d.status}</StatusBadge>
                  </td>
                  <td className={td}>{d.attempts}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatConsoleDate(d.lastAttemptAt, locale)}</td>
                  <td className={`${td} max-w-md break-words`}>{d.lastError ?? '—'}</td>
                  {canRetry ? (
                    <td className={td}>
                      {d.status === 'dead' || (d.status === 'pending' && d.lastError) ? (
                        <form action={retryDeliveryAction}>
                          <input type="hidden" name="queue" value="leads" />
                          <input type="hidden" name="id" value={d.id} />
                          <input type="hidden" name="back" value={path} />
                          <ConsoleButton type="submit" variant="secondary" aria-label={`${t('lead.retry')}: ${d.channel}`}>
                            {t('lead.retry')}
                          </ConsoleButton>
                        </form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>

      <section className="mt-6" data-slot="lead-conversation">
        <h2 id="lead-chat" className="mb-2 font-heading text-lg font-bold">
          {t('lead.chat')}
        </h2>
        {chatGuestId ? (
          <a className="font-semibold text-brand-blue-deep underline" href={`/admin/conversations/${encodeURIComponent(chatGuestId)}`}>
            {t('lead.chatLink')}
          </a>
        ) : (
          <p>{t('lead.noChat')}</p>
        )}
      </section>

      <section className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-md border border-grey-200 bg-white p-4">
          <h2 id="lead-follow-up" className="mb-3 font-heading text-lg font-bold">
            {t('lead.followUp')}
          </h2>
          <form action={markLeadAction} className="flex flex-col gap-3">
            <input type="hidden" name="leadId" value={lead.id} />
            <fieldset>
              <legend className="mb-1 text-sm font-semibold text-grey-800">{t('lead.mark')}</legend>
              <div className="flex flex-wrap gap-4">
                {(['contacted', 'won', 'lost'] as const).map((value) => (
                  <label key={value} className="inline-flex min-h-11 items-center gap-2">
                    <input type="radio" name="status" value={value} required defaultChecked={status === value} className="h-5 w-5" />
                    {statusLabel(t, value)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={t('lead.note')} htmlFor="lead-note">
              <textarea id="lead-note" name="note" rows={3} maxLength={2000} className={inputClass} />
            </Field>
            <ConsoleButton type="submit">{t('lead.saveMark')}</ConsoleButton>
          </form>
        </div>
        <div className="rounded-md border border-grey-200 bg-white p-4">
          <h2 className="mb-3 font-heading text-lg font-bold">{t('lead.history')}</h2>
          {history.length === 0 ? (
            <p>{t('lead.noHistory')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {history.map((h) => (
                <li key={h.id} className="border-b border-grey-100 pb-2">
                  <StatusBadge tone={h.status === 'won' ? 'ok' : h.status === 'lost' ? 'bad' : 'muted'}>{statusLabel(t, h.status)}</StatusBadge>{' '}
                  <span className="text-sm text-grey-600">
                    {formatConsoleDate(h.createdAt, locale)} · {t('lead.by', { email: h.operatorEmail })}
                  </span>
                  {h.note ? <p className="mt-1 whitespace-pre-wrap">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
