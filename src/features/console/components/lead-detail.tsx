/**
 * One lead, in the order the sales team works it: who it is and how to reach them (call, WhatsApp, e-mail, the booked
 * meeting), the follow-up (mark, owner, call-back day) right after, then duplicates, the chat, origin, deliveries and
 * the history of marks.
 */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate, formatConsoleDay, formatConsoleSlot } from '../console-locale';
import { displayPhone, telHref } from '../leads/phone';
import type { LeadDetailData } from '../server/leads-inbox';
import type { LeadLabels } from '../server/lead-labels';
import type { Operator } from '../server/operator-session';
import { markLeadAction, mergeLeadAction, retryDeliveryAction, saveLeadWorkAction } from '../server/console-actions';
import { ConsoleButton, Field, inputClass, Notice, PageHeading, StatusBadge } from './console-ui';
import { deliveryTone } from './delivery-badges';
import { LeadContactActions } from './lead-contact-actions';
import { deliveryLabels, statusLabel, statusTone } from './leads-inbox';

interface LeadDetailProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  detail: LeadDetailData;
  labels: LeadLabels;
  operator: Operator;
  operators: Array<{ id: string; name: string; email?: string }>;
  /** Operator e-mail -> name, for the history (marks keep the e-mail they were made with). */
  names: Map<string, string>;
  canRetry: boolean;
  /** The chat this lead came from, as the conversations page shows it (a server component the page renders). */
  conversation?: React.ReactNode;
  flash?: string;
  error?: string;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-grey-100 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-grey-800">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

const panel = 'rounded-md border border-grey-200 bg-white p-4';
const heading = 'mb-2 font-heading text-lg font-bold';

export function LeadDetail({ t, locale, detail, labels, operator, operators, names, canRetry, conversation, flash, error }: LeadDetailProps) {
  const { lead, deliveries, history, status, chatGuestId, owner, callBackOn, mergedInto, duplicates } = detail;
  const delivery = deliveryLabels(t);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const path = `/admin/leads/${lead.id}`;
  const tel = telHref(lead.phone);
  const flashes: Record<string, string> = { marked: t('lead.marked'), retried: t('lead.retried'), saved: t('lead.saved'), merged: t('lead.merged') };
  return (
    <>
      <p className="mb-2 text-sm">
        <a className="text-brand-blue-deep underline" href="/admin/leads">
          ← {t('lead.back')}
        </a>
      </p>
      <PageHeading actions={<StatusBadge tone={statusTone(status)}>{statusLabel(t, status)}</StatusBadge>}>{t('lead.title', { name })}</PageHeading>
      {flash && flashes[flash] ? <Notice tone="success">{flashes[flash]}</Notice> : null}
      {error ? <Notice tone="error">{t('lead.invalid')}</Notice> : null}
      {mergedInto ? (
        <Notice tone="info">
          {t('lead.mergedInto')}
          <a className="font-semibold underline" href={`/admin/leads/${mergedInto}`}>
            {t('lead.mergedLink')}
          </a>
        </Notice>
      ) : null}
      <div className="mb-6">
        <LeadContactActions t={t} lead={lead} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={panel} aria-labelledby="lead-contact">
          <h2 id="lead-contact" className={heading}>
            {t('lead.contact')}
          </h2>
          <dl>
            <Row label={t('lead.firstName')}>{lead.firstName}</Row>
            <Row label={t('lead.lastName')}>{lead.lastName}</Row>
            <Row label={t('lead.phone')}>
              {tel ? (
                <a className="text-brand-blue-deep underline" href={tel} data-slot="lead-phone">
                  {displayPhone(lead.phone)}
                </a>
              ) : (
                lead.phone
              )}
            </Row>
            <Row label={t('lead.email')}>
              {lead.email ? (
                <a className="break-all text-brand-blue-deep underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              ) : null}
            </Row>
            {lead.slotStart ? (
              <Row label={t('lead.slot')}>
                <span data-slot="lead-slot" className="font-semibold">
                  {t('lead.slotValue', { when: formatConsoleSlot(lead.slotStart, locale) })}
                </span>{' '}
                <a className="text-brand-blue-deep underline" href={`/api/appointments/${lead.id}`} download>
                  {t('lead.addToCalendar')}
                </a>
              </Row>
            ) : null}
            {lead.registrationFor ? <Row label={t('lead.registrationFor')}>{labels.registration(lead.registrationFor)}</Row> : null}
            <Row label={t('lead.service')}>{labels.service(lead.service)}</Row>
            <Row label={t('lead.source')}>{labels.source(lead.source)}</Row>
            <Row label={t('lead.message')}>{lead.message}</Row>
          </dl>
        </section>

        <section className={panel} aria-labelledby="lead-follow-up">
          <h2 id="lead-follow-up" className={heading}>
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
          <h3 className="mt-6 mb-2 font-heading font-bold">{t('lead.work')}</h3>
          <form action={saveLeadWorkAction} className="grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="leadId" value={lead.id} />
            <Field label={t('lead.owner')} htmlFor="lead-owner">
              <select id="lead-owner" name="owner" defaultValue={owner?.id ?? ''} className={`${inputClass} pr-8`}>
                <option value="">{t('lead.nobody')}</option>
                {operators.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.id === operator.id ? t('lead.me', { name: o.name }) : o.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('lead.callBackOn')} htmlFor="lead-call-back">
              <input id="lead-call-back" name="callBackOn" type="date" defaultValue={callBackOn ?? ''} className={inputClass} />
            </Field>
            <ConsoleButton type="submit" variant="secondary" className="sm:col-span-2">
              {t('lead.saveWork')}
            </ConsoleButton>
          </form>
          {owner || callBackOn ? (
            <p className="mt-2 text-sm text-grey-600" data-slot="lead-work">
              {owner ? `${t('lead.owner')}: ${owner.name}` : ''}
              {owner && callBackOn ? ' · ' : ''}
              {callBackOn ? `${t('lead.callBackOn')}: ${formatConsoleDay(callBackOn, locale)}` : ''}
            </p>
          ) : null}
        </section>
      </div>

      {duplicates.length > 0 ? (
        <section className={`${panel} mt-6 border-amber-400`} aria-labelledby="lead-duplicates">
          <h2 id="lead-duplicates" className={heading}>
            {t('lead.duplicates')}
          </h2>
          <ul className="flex flex-col gap-3">
            {duplicates.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-3">
                <a className="font-semibold text-brand-blue-deep underline" href={`/admin/leads/${d.id}`}>
                  {[d.firstName, d.lastName].filter(Boolean).join(' ')}
                </a>
                <span className="text-sm text-grey-600">
                  {formatConsoleDate(d.createdAt, locale)} · {displayPhone(d.phone)}
                  {d.email ? ` · ${d.email}` : ''}
                </span>
                <form action={mergeLeadAction}>
                  <input type="hidden" name="keepId" value={lead.id} />
                  <input type="hidden" name="duplicateId" value={d.id} />
                  <ConsoleButton type="submit" variant="secondary">
                    {t('lead.mergeInto')}
                  </ConsoleButton>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-6" data-slot="lead-conversation" aria-labelledby="lead-chat">
        <h2 id="lead-chat" className={heading}>
          {t('lead.chat')}
        </h2>
        {chatGuestId ? (
          <a className="font-semibold text-brand-blue-deep underline" href={`/admin/conversations/${encodeURIComponent(chatGuestId)}`}>
            {t('lead.chatLinkName', { name })}
          </a>
        ) : (
          <p>{t('lead.noChat')}</p>
        )}
        {/* The transcript itself, so that a lead taken from the chat (out of hours, nobody free) reads with its context. */}
        {chatGuestId && conversation ? <div data-testid="lead-transcript">{conversation}</div> : null}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className={panel} aria-labelledby="lead-origin">
          <h2 id="lead-origin" className={heading}>
            {t('lead.origin')}
          </h2>
          <dl>
            <Row label={t('lead.createdAt')}>{formatConsoleDate(lead.createdAt, locale)}</Row>
            <Row label={t('lead.form')}>{labels.form(lead.formId)}</Row>
            <Row label={t('lead.language')}>{labels.language(lead.locale)}</Row>
            <Row label={t('lead.page')}>{lead.page}</Row>
            <Row label={t('lead.referrer')}>{lead.referrer}</Row>
            <Row label={t('lead.utm')}>
              {lead.utm && Object.keys(lead.utm).length > 0
                ? Object.entries(lead.utm)
                    .map(([k, v]) => `${k}=${v}`)
                    .join('\n')
                : null}
            </Row>
            <Row label={t('lead.ip')}>{lead.ip}</Row>
            <Row label={t('lead.userAgent')}>{lead.userAgent}</Row>
          </dl>
        </section>
        <section className={panel} aria-labelledby="lead-history">
          <h2 id="lead-history" className={heading}>
            {t('lead.history')}
          </h2>
          {history.length === 0 ? (
            <p>{t('lead.noHistory')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {history.map((h) => (
                <li key={h.id} className="border-b border-grey-100 pb-2">
                  <StatusBadge tone={statusTone(h.status)}>{statusLabel(t, h.status)}</StatusBadge>{' '}
                  <span className="text-sm text-grey-600">
                    {formatConsoleDate(h.createdAt, locale)} · {t('lead.by', { name: names.get(h.operatorEmail) ?? h.operatorEmail })}
                  </span>
                  {h.note ? <p className="mt-1 whitespace-pre-wrap">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <section className="mt-6" aria-labelledby="lead-deliveries">
        <h2 id="lead-deliveries" className={heading}>
          {t('lead.deliveries')}
        </h2>
        {deliveries.length === 0 ? (
          <p>{t('lead.noDeliveries')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {deliveries.map((d) => (
              <li key={d.id} data-channel={d.channel} className={`${panel} flex flex-col gap-1`}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{labels.channel(d.channel)}</span>
                  <StatusBadge tone={deliveryTone(d.status)}>{delivery[d.status] ?? d.status}</StatusBadge>
                </div>
                <p className="text-sm text-grey-600">
                  {t('lead.attempts')}: {d.attempts} · {t('lead.lastAttempt')}: {formatConsoleDate(d.lastAttemptAt, locale)}
                </p>
                {d.lastError ? <p className="text-sm break-words text-red-900">{d.lastError}</p> : null}
                {canRetry && (d.status === 'dead' || (d.status === 'pending' && d.lastError)) ? (
                  <form action={retryDeliveryAction}>
                    <input type="hidden" name="queue" value="leads" />
                    <input type="hidden" name="id" value={d.id} />
                    <input type="hidden" name="back" value={path} />
                    <ConsoleButton type="submit" variant="secondary" aria-label={`${t('lead.retry')}: ${labels.channel(d.channel)}`}>
                      {t('lead.retry')}
                    </ConsoleButton>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
