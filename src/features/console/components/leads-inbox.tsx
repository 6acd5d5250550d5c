/**
 * The leads inbox: saved views with their counts, the search (always in sight) and the other filters folded behind one
 * button, bulk mark and assign, and the page of leads: a table on wide screens, cards with call and WhatsApp at hand
 * on a phone. Everything is a GET form or a server action, so it works without JavaScript.
 */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate, formatConsoleDay, formatConsoleSlot } from '../console-locale';
import { displayPhone, telHref } from '../leads/phone';
import { LEAD_SORTS, LEAD_VIEWS, leadFilterQuery, limaToday, type LeadFilter, type LeadListItem, type LeadView } from '../server/leads-inbox';
import type { LeadLabels } from '../server/lead-labels';
import type { Operator } from '../server/operator-session';
import { bulkLeadsAction } from '../server/console-actions';
import { consoleButton, Field, inputClass, Notice, PageHeading, StatusBadge, TableFrame, td, HeaderRow, type BadgeTone } from './console-ui';
import { DeliveryBadges } from './delivery-badges';
import { LeadContactActions } from './lead-contact-actions';

interface LeadsInboxProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  filter: LeadFilter;
  forms: string[];
  labels: LeadLabels;
  counts: Record<LeadView, number>;
  operator: Operator;
  operators: Array<{ id: string; name: string }>;
  result: { items: LeadListItem[]; total: number; page: number; pages: number };
  flash?: { done?: string; count?: number; error?: string };
}

export function deliveryLabels(t: ConsoleT): Record<string, string> {
  return { pending: t('leads.deliveryPending'), delivered: t('leads.deliveryDelivered'), dead: t('leads.deliveryDead') };
}

export function statusLabel(t: ConsoleT, status: string | null): string {
  if (status === 'contacted') return t('leads.statusContacted');
  if (status === 'won') return t('leads.statusWon');
  if (status === 'lost') return t('leads.statusLost');
  return t('leads.statusNew');
}

/** One colour per follow-up state: new blue, contacted amber, won green, lost red. */
export function statusTone(status: string | null): BadgeTone {
  if (status === 'contacted') return 'warn';
  if (status === 'won') return 'ok';
  if (status === 'lost') return 'bad';
  return 'info';
}

const viewKeys = {
  all: 'leads.viewAll',
  new: 'leads.viewNew',
  today: 'leads.viewToday',
  mine: 'leads.viewMine',
  callback: 'leads.viewCallback',
  booked: 'leads.viewBooked',
} as const;

const sortKeys = {
  newest: 'leads.sortNewest',
  oldest: 'leads.sortOldest',
  name: 'leads.sortName',
  callback: 'leads.sortCallback',
  slot: 'leads.sortSlot',
} as const;

function CallBack({ t, locale, day }: { t: ConsoleT; locale: ConsoleLocale; day: string | null }) {
  if (!day) return <span className="text-grey-600">—</span>;
  const overdue = day < limaToday();
  return (
    <span className={overdue ? 'font-semibold text-red-800' : ''}>
      {formatConsoleDay(day, locale)}
      {overdue ? ` (${t('leads.overdue')})` : ''}
    </span>
  );
}

function Views({ t, filter, counts }: { t: ConsoleT; filter: LeadFilter; counts: Record<LeadView, number> }) {
  return (
    <nav aria-label={t('leads.views')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {LEAD_VIEWS.map((view) => {
          const current = filter.view === view;
          return (
            <li key={view} className="shrink-0">
              <a
                href={`/admin/leads${leadFilterQuery({ ...filter, view, page: 1 })}`}
                aria-current={current ? 'page' : undefined}
                data-view={view}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-deep ${
                  current ? 'border-brand-blue-deep bg-brand-blue-deep text-white' : 'border-grey-400 bg-white text-brand-dark hover:bg-grey-100'
                }`}
              >
                {t(viewKeys[view])}
                <span className={`rounded-full px-2 text-xs ${current ? 'bg-white text-brand-dark' : 'bg-grey-100 text-grey-800'}`}>{counts[view]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Filters({ t, filter, forms, labels }: { t: ConsoleT; filter: LeadFilter; forms: string[]; labels: LeadLabels }) {
  const select = `${inputClass} pr-8`;
  const folded = Boolean(filter.form || filter.locale || filter.from || filter.to || filter.delivery || filter.status || filter.sort !== 'newest');
  return (
    <form method="get" action="/admin/leads" className="mb-4 rounded-md border border-grey-200 bg-white p-4" aria-label={t('leads.filters')}>
      {filter.view !== 'all' ? <input type="hidden" name="view" value={filter.view} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t('leads.search')} htmlFor="lead-q" className="flex-1">
          <input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ''} className={inputClass} autoComplete="off" />
        </Field>
        <button type="submit" className={consoleButton()}>
          {t('common.apply')}
        </button>
      </div>
      <details className="mt-3" open={folded}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-1 text-sm font-semibold text-brand-blue-deep underline focus-visible:outline-2 focus-visible:outline-brand-blue-deep">
          {t('leads.moreFilters')}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('leads.form')} htmlFor="lead-form">
            <select id="lead-form" name="form" defaultValue={filter.form ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              {forms.map((form) => (
                <option key={form} value={form}>
                  {labels.form(form)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('leads.language')} htmlFor="lead-locale">
            <select id="lead-locale" name="locale" defaultValue={filter.locale ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              <option value="es">{labels.language('es')}</option>
              <option value="en">{labels.language('en')}</option>
            </select>
          </Field>
          <Field label={t('leads.from')} htmlFor="lead-from">
            <input id="lead-from" name="from" type="date" defaultValue={filter.from ?? ''} className={inputClass} />
          </Field>
          <Field label={t('leads.to')} htmlFor="lead-to">
            <input id="lead-to" name="to" type="date" defaultValue={filter.to ?? ''} className={inputClass} />
          </Field>
          <Field label={t('leads.delivery')} htmlFor="lead-delivery">
            <select id="lead-delivery" name="delivery" defaultValue={filter.delivery ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              <option value="pending">{t('leads.deliveryPending')}</option>
              <option value="delivered">{t('leads.deliveryDelivered')}</option>
              <option value="dead">{t('leads.deliveryDead')}</option>
              <option value="none">{t('leads.deliveryNone')}</option>
            </select>
          </Field>
          <Field label={t('leads.status')} htmlFor="lead-status">
            <select id="lead-status" name="status" defaultValue={filter.status ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              <option value="new">{t('leads.statusNew')}</option>
              <option value="contacted">{t('leads.statusContacted')}</option>
              <option value="won">{t('leads.statusWon')}</option>
              <option value="lost">{t('leads.statusLost')}</option>
            </select>
          </Field>
          <Field label={t('leads.sort')} htmlFor="lead-sort">
            <select id="lead-sort" name="sort" defaultValue={filter.sort} className={select}>
              {LEAD_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortKeys[sort])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={consoleButton()}>
            {t('common.apply')}
          </button>
          <a href="/admin/leads" className={consoleButton({ variant: 'secondary' })}>
            {t('common.clear')}
          </a>
        </div>
      </details>
    </form>
  );
}

function BulkBar({ t, operators, operator, back }: { t: ConsoleT; operators: Array<{ id: string; name: string }>; operator: Operator; back: string }) {
  return (
    <form id="lead-bulk" action={bulkLeadsAction} className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="back" value={back} />
      <Field label={t('leads.bulk')} htmlFor="lead-bulk-operation">
        <select id="lead-bulk-operation" name="operation" className={`${inputClass} pr-8`} required defaultValue="">
          <option value="" disabled>
            —
          </option>
          {(['contacted', 'won', 'lost'] as const).map((status) => (
            <option key={status} value={`mark:${status}`}>
              {t('leads.bulkMark', { status: statusLabel(t, status) })}
            </option>
          ))}
          <option value="assign:me">{t('leads.bulkAssignMe')}</option>
          {operators
            .filter((o) => o.id !== operator.id)
            .map((o) => (
              <option key={o.id} value={`assign:${o.id}`}>
                {t('leads.bulkAssign', { name: o.name })}
              </option>
            ))}
          <option value="assign:nobody">{t('leads.bulkUnassign')}</option>
        </select>
      </Field>
      <button type="submit" className={consoleButton({ variant: 'secondary' })}>
        {t('leads.bulkApply')}
      </button>
    </form>
  );
}

function SelectBox({ t, id, name, suffix }: { t: ConsoleT; id: string; name: string; suffix: string }) {
  return (
    <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
      <input type="checkbox" name="ids" value={id} form="lead-bulk" className="h-5 w-5" id={`select-${suffix}-${id}`} />
      <span className="sr-only">{t('leads.select', { name })}</span>
    </label>
  );
}

export function LeadsInbox({ t, locale, filter, forms, labels, counts, operator, operators, result, flash }: LeadsInboxProps) {
  const back = `/admin/leads${leadFilterQuery(filter, result.page)}`;
  return (
    <>
      <PageHeading
        actions={
          <a className={consoleButton({ variant: 'secondary' })} href={`/admin/leads/export${leadFilterQuery(filter)}`} download>
            {t('leads.exportCsv')}
          </a>
        }
      >
        {t('leads.title')}
      </PageHeading>
      {flash?.done === 'bulk' ? <Notice tone="success">{t('leads.bulkDone', { count: flash.count ?? 0 })}</Notice> : null}
      {flash?.error === 'noneSelected' ? <Notice tone="error">{t('leads.noneSelected')}</Notice> : null}
      {flash?.error === 'invalid' ? <Notice tone="error">{t('leads.invalid')}</Notice> : null}
      <Views t={t} filter={filter} counts={counts} />
      <Filters t={t} filter={filter} forms={forms} labels={labels} />
      <p className="mb-2 text-sm text-grey-600" role="status">
        {t('common.total', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-md border border-grey-200 bg-white p-4">{t('leads.empty')}</p>
      ) : (
        <>
          <BulkBar t={t} operators={operators} operator={operator} back={back} />
          {/* Cards on a phone: the name, the state, and call / WhatsApp one thumb away. */}
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('leads.title')} data-slot="lead-cards">
            {result.items.map(({ lead, status, owner, callBackOn, duplicate }) => {
              const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
              return (
                <li key={lead.id} className="rounded-md border border-grey-200 bg-white p-3" data-lead={lead.id}>
                  <div className="flex items-start gap-2">
                    <SelectBox t={t} id={lead.id} name={name} suffix="card" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <a className="min-w-0 font-semibold break-words text-brand-blue-deep underline" href={`/admin/leads/${lead.id}`}>
                          {name}
                        </a>
                        <StatusBadge tone={statusTone(status)}>{statusLabel(t, status)}</StatusBadge>
                        {duplicate ? <StatusBadge tone="warn">{t('leads.duplicate')}</StatusBadge> : null}
                      </div>
                      <p className="text-sm text-grey-600">
                        {formatConsoleDate(lead.createdAt, locale)} · {labels.form(lead.formId)}
                      </p>
                      <p className="text-sm break-all">{[displayPhone(lead.phone), lead.email].filter(Boolean).join(' · ')}</p>
                      {lead.slotStart ? (
                        <p className="text-sm font-semibold">{t('leads.booked', { when: formatConsoleSlot(lead.slotStart, locale) })}</p>
                      ) : null}
                      <p className="text-sm text-grey-600">
                        {owner ? owner.name : t('leads.unassigned')}
                        {callBackOn ? (
                          <>
                            {' · '}
                            <CallBack t={t} locale={locale} day={callBackOn} />
                          </>
                        ) : null}
                      </p>
                    </div>
                  </div>
                  <div className="mt-2">
                    <LeadContactActions t={t} lead={lead} compact />
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="hidden md:block">
            <TableFrame label={t('leads.title')}>
              <HeaderRow
                labels={[
                  <span className="sr-only">{t('leads.colSelect')}</span>,
                  t('leads.colDate'),
                  t('leads.colName'),
                  t('leads.colPhone'),
                  t('leads.colForm'),
                  t('leads.colOwner'),
                  t('leads.colCallBack'),
                  t('leads.colDeliveries'),
                  t('leads.colStatus'),
                ]}
              />
              <tbody>
                {result.items.map(({ lead, status, owner, callBackOn, duplicate, deliveries }) => {
                  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
                  return (
                    <tr key={lead.id} data-lead={lead.id}>
                      <td className={`${td} w-12`}>
                        <SelectBox t={t} id={lead.id} name={name} suffix="row" />
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatConsoleDate(lead.createdAt, locale)}</td>
                      <td className={td}>
                        <a className="font-semibold text-brand-blue-deep underline" href={`/admin/leads/${lead.id}`}>
                          {name}
                        </a>
                        {lead.email ? <div className="text-grey-600 break-all">{lead.email}</div> : null}
                        {lead.slotStart ? <div className="font-semibold">{t('leads.booked', { when: formatConsoleSlot(lead.slotStart, locale) })}</div> : null}
                        {duplicate ? <StatusBadge tone="warn">{t('leads.duplicate')}</StatusBadge> : null}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>
                        {/* A chat lead may leave only an e-mail: no phone, no call link (an empty link would still be announced). */}
                        {lead.phone ? (
                          <a className="text-brand-blue-deep underline" href={telHref(lead.phone)} aria-label={t('leads.callName', { name })}>
                            {displayPhone(lead.phone)}
                          </a>
                        ) : null}
                      </td>
                      <td className={td}>{labels.form(lead.formId)}</td>
                      <td className={td}>{owner ? owner.name : <span className="text-grey-600">{t('leads.unassigned')}</span>}</td>
                      <td className={`${td} whitespace-nowrap`}>
                        <CallBack t={t} locale={locale} day={callBackOn} />
                      </td>
                      <td className={td}>
                        <DeliveryBadges deliveries={deliveries} labels={deliveryLabels(t)} channel={labels.channel} />
                      </td>
                      <td className={td}>
                        <StatusBadge tone={statusTone(status)}>{statusLabel(t, status)}</StatusBadge>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </TableFrame>
          </div>
        </>
      )}
      {result.pages > 1 ? (
        <nav aria-label={t('common.pageOf', { page: result.page, pages: result.pages })} className="mt-4 flex flex-wrap items-center gap-3">
          {result.page > 1 ? (
            <a className={consoleButton({ variant: 'secondary' })} href={`/admin/leads${leadFilterQuery(filter, result.page - 1)}`} rel="prev">
              {t('common.previous')}
            </a>
          ) : null}
          <span className="text-sm">{t('common.pageOf', { page: result.page, pages: result.pages })}</span>
          {result.page < result.pages ? (
            <a className={consoleButton({ variant: 'secondary' })} href={`/admin/leads${leadFilterQuery(filter, result.page + 1)}`} rel="next">
              {t('common.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
