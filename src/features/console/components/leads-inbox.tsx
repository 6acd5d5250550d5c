/** The leads inbox: the filter (a GET form, so the URL holds it), the page of leads, pagination and the CSV export. */
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import { leadFilterQuery, type LeadFilter, type LeadListItem } from '../server/leads-inbox';
import { consoleButton, Field, inputClass, PageHeading, StatusBadge, TableFrame, td, HeaderRow } from './console-ui';
import { DeliveryBadges } from './delivery-badges';

interface LeadsInboxProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  filter: LeadFilter;
  forms: string[];
  result: { items: LeadListItem[]; total: number; page: number; pages: number };
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

export function LeadsInbox({ t, locale, filter, forms, result }: LeadsInboxProps) {
  const labels = deliveryLabels(t);
  const select = `${inputClass} pr-8`;
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
      <form method="get" action="/admin/leads" className="mb-6 rounded-md border border-grey-200 bg-white p-4" aria-label={t('leads.filters')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('leads.search')} htmlFor="lead-q" className="sm:col-span-2">
            <input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ''} className={inputClass} />
          </Field>
          <Field label={t('leads.form')} htmlFor="lead-form">
            <select id="lead-form" name="form" defaultValue={filter.form ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              {forms.map((form) => (
                <option key={form} value={form}>
                  {form}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('leads.language')} htmlFor="lead-locale">
            <select id="lead-locale" name="locale" defaultValue={filter.locale ?? ''} className={select}>
              <option value="">{t('leads.any')}</option>
              <option value="es">es</option>
              <option value="en">en</option>
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
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={consoleButton()}>
            {t('common.apply')}
          </button>
          <a href="/admin/leads" className={consoleButton({ variant: 'secondary' })}>
            {t('common.clear')}
          </a>
        </div>
      </form>
      <p className="mb-2 text-sm text-grey-600" role="status">
        {t('common.total', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-md border border-grey-200 bg-white p-4">{t('leads.empty')}</p>
      ) : (
        <TableFrame label={t('leads.title')}>
          <HeaderRow
            labels={[
              t('leads.colDate'),
              t('leads.colName'),
              t('leads.colPhone'),
              t('leads.colForm'),
              t('leads.colLanguage'),
              t('leads.colDeliveries'),
              t('leads.colStatus'),
            ]}
          />
          <tbody>
            {result.items.map(({ lead, status, deliveries }) => (
              <tr key={lead.id}>
                <td className={`${td} whitespace-nowrap`}>{formatConsoleDate(lead.createdAt, locale)}</td>
                <td className={td}>
                  <a className="font-semibold text-brand-blue-deep underline" href={`/admin/leads/${lead.id}`}>
                    {[lead.firstName, lead.lastName].filter(Boolean).join(' ')}
                  </a>
                </td>
                <td className={`${td} whitespace-nowrap`}>{lead.phone}</td>
                <td className={td}>{lead.formId}</td>
                <td className={td}>{lead.locale}</td>
                <td className={td}>
                  <DeliveryBadges deliveries={deliveries} labels={labels} />
                </td>
                <td className={td}>
                  <StatusBadge tone={status === 'won' ? 'ok' : status === 'lost' ? 'bad' : 'muted'}>{statusLabel(t, status)}</StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
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
