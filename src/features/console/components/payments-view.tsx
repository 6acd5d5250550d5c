/** Payment links (owners): create one (the CLI's validation), list them with state, attempts and receipt, cancel. */
import { formatAmount, type Currency } from '@/features/payments/public';
import { paymentLinkPath, receiptPath } from '@/features/payments/public';
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import { formatConsoleDate } from '../console-locale';
import type { ConsolePaymentLink } from '../server/payments-console';
import { cancelPaymentLinkAction, createPaymentLinkAction } from '../server/console-actions';
import { ConsoleButton, consoleButton, Field, inputClass, Notice, PageHeading, StatusBadge, TableFrame, td, HeaderRow } from './console-ui';
import { CopyButton } from './copy-button';

const ERRORS = ['invalidAmount', 'invalidConcept', 'invalidExpires', 'invalid', 'notOpen', 'charging'] as const;
export type PaymentsError = (typeof ERRORS)[number];
export function paymentsError(value: unknown): PaymentsError | undefined {
  return (ERRORS as readonly unknown[]).includes(value) ? (value as PaymentsError) : undefined;
}

interface PaymentsViewProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  links: ConsolePaymentLink[];
  created?: { code: string; url: string; concept: string };
  /** Default and bounds of the expiry date picker (Lima days). */
  expiry: { default: string; min: string; max: string };
  cancelled?: boolean;
  error?: PaymentsError;
  /** A notice channel's name in words (lead-labels.ts), and a delivery state's. */
  channelName: (code: string) => string;
  stateName: (status: string) => string;
}

export function PaymentsView({ t, locale, links, created, expiry, cancelled, error, channelName, stateName }: PaymentsViewProps) {
  const statusText = (status: string) =>
    ({ open: t('payments.statusOpen'), paid: t('payments.statusPaid'), expired: t('payments.statusExpired'), cancelled: t('payments.statusCancelled') })[
      status
    ] ?? status;
  return (
    <>
      <PageHeading>{t('payments.title')}</PageHeading>
      {created ? (
        <div className="mb-4 rounded-md border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-900" role="status" data-slot="payment-created">
          <p className="mb-2 font-semibold">{t('payments.created')}</p>
          <label htmlFor="pay-created-url" className="sr-only">
            {t('payments.linkUrl')}
          </label>
          <input id="pay-created-url" readOnly value={created.url} className={`${inputClass} mb-2 text-sm`} />
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={created.url} label={t('payments.copy')} done={t('payments.copied')} />
            <a
              className={consoleButton({ variant: 'secondary' })}
              href={`https://wa.me/?text=${encodeURIComponent(t('payments.shareText', { concept: created.concept, url: created.url }))}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('payments.shareWhatsapp')}
            </a>
            <a className="text-sm underline" href={created.url}>
              {t('payments.open')}
            </a>
          </div>
        </div>
      ) : null}
      {cancelled ? <Notice tone="success">{t('payments.cancelled')}</Notice> : null}
      {error ? <Notice tone="error">{t(`payments.${error}`)}</Notice> : null}

      <section className="mb-8 rounded-md border border-grey-200 bg-white p-4">
        <h2 id="create-link" className="mb-3 font-heading text-lg font-bold">
          {t('payments.create')}
        </h2>
        <form action={createPaymentLinkAction} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('payments.concept')} htmlFor="pay-concept" className="sm:col-span-2 lg:col-span-3">
            <input id="pay-concept" name="concept" required minLength={3} maxLength={140} className={inputClass} />
          </Field>
          <Field label={t('payments.amount')} htmlFor="pay-amount">
            <input id="pay-amount" name="amount" required inputMode="decimal" pattern="\d{1,6}(\.\d{1,2})?" placeholder="150.00" className={inputClass} />
          </Field>
          <Field label={t('payments.currency')} htmlFor="pay-currency">
            <select id="pay-currency" name="currency" defaultValue="PEN" className={inputClass}>
              <option value="PEN">PEN</option>
              <option value="USD">USD</option>
            </select>
          </Field>
          <Field label={t('payments.expiresOn')} htmlFor="pay-expires">
            <input
              id="pay-expires"
              name="expiresOn"
              type="date"
              defaultValue={expiry.default}
              min={expiry.min}
              max={expiry.max}
              required
              className={inputClass}
            />
          </Field>
          <Field label={t('payments.clientName')} htmlFor="pay-name">
            <input id="pay-name" name="clientName" maxLength={120} className={inputClass} />
          </Field>
          <Field label={t('payments.clientEmail')} htmlFor="pay-email">
            <input id="pay-email" name="clientEmail" type="email" maxLength={200} className={inputClass} />
          </Field>
          <Field label={t('payments.receiptLanguage')} htmlFor="pay-locale">
            <select id="pay-locale" name="locale" defaultValue="es" className={inputClass}>
              <option value="es">Español</option>
              <option value="en">English</option>
            </select>
          </Field>
          <Field label={t('payments.note')} htmlFor="pay-note" className="sm:col-span-2 lg:col-span-3">
            <input id="pay-note" name="note" maxLength={500} className={inputClass} />
          </Field>
          <div>
            <ConsoleButton type="submit">{t('payments.submit')}</ConsoleButton>
          </div>
        </form>
      </section>

      <section>
        <h2 id="links-title" className="mb-2 font-heading text-lg font-bold">
          {t('payments.list')}
        </h2>
        {links.length === 0 ? (
          <p>{t('payments.empty')}</p>
        ) : (
          <TableFrame label={t('payments.list')}>
            <HeaderRow
              labels={[
                t('payments.createdAt'),
                t('payments.concept'),
                t('payments.amount'),
                t('payments.status'),
                t('payments.attempts'),
                t('payments.receipt'),
                t('payments.notices'),
                t('payments.expiresAt'),
                <>
                  <span className="sr-only">{t('payments.cancel')}</span>
                </>,
              ]}
            />
            <tbody>
              {links.map((link) => (
                <tr key={link.id}>
                  <td data-label={t('payments.createdAt')} className={`${td} whitespace-nowrap`}>
                    {formatConsoleDate(link.createdAt, locale)}
                  </td>
                  <td data-label={t('payments.concept')} className={td}>
                    <a className="text-brand-blue-deep underline" href={paymentLinkPath(link.code, link.locale === 'en' ? 'en' : 'es')}>
                      {link.concept}
                    </a>
                    {link.clientName || link.clientEmail ? (
                      <div className="text-xs text-grey-600">{[link.clientName, link.clientEmail].filter(Boolean).join(' · ')}</div>
                    ) : null}
                  </td>
                  <td data-label={t('payments.amount')} className={`${td} whitespace-nowrap`}>
                    {formatAmount(link.amountCents, link.currency as Currency, locale)}
                  </td>
                  <td data-label={t('payments.status')} className={td}>
                    <StatusBadge tone={link.status === 'paid' ? 'ok' : link.status === 'open' ? 'warn' : 'muted'}>{statusText(link.status)}</StatusBadge>
                  </td>
                  <td data-label={t('payments.attempts')} className={td}>
                    {link.attemptRows.length === 0 ? (
                      t('payments.noAttempts')
                    ) : (
                      <details>
                        <summary className="cursor-pointer">{link.attemptRows.length}</summary>
                        <ul className="mt-1 text-xs">
                          {link.attemptRows.map((a) => (
                            <li key={a.id}>
                              {formatConsoleDate(a.createdAt, locale)} · {a.provider} · {a.status}
                              {a.cardLast4 ? ` · •••• ${a.cardLast4}` : ''}
                              {a.failureCode ? ` · ${a.failureCode}` : ''}
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td data-label={t('payments.receipt')} className={td}>
                    {link.receiptNumber ? (
                      <a className="text-brand-blue-deep underline" href={receiptPath(link.code, link.locale === 'en' ? 'en' : 'es')}>
                        {link.receiptNumber}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label={t('payments.notices')} className={td}>
                    {link.notices.map((n) => `${channelName(n.channel)}: ${stateName(n.status)}`).join(', ') || '—'}
                  </td>
                  <td data-label={t('payments.expiresAt')} className={`${td} whitespace-nowrap`}>
                    {formatConsoleDate(link.expiresAt, locale)}
                  </td>
                  <td className={td}>
                    {link.status === 'open' ? (
                      <form action={cancelPaymentLinkAction}>
                        <input type="hidden" name="code" value={link.code} />
                        <ConsoleButton type="submit" variant="danger" aria-label={`${t('payments.cancel')}: ${link.concept}`}>
                          {t('payments.cancel')}
                        </ConsoleButton>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </section>
    </>
  );
}
