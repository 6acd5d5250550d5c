/** One page of conversations, newest first: a list of cards (readable at 375 px), with the page links. */
import { getTranslations } from 'next-intl/server';
import { formatConsoleDate } from '@/features/console/console-locale';
import { plainMessage } from '@/features/darky/public';
import type { ChatLocale } from '@/features/darky/public';
import type { ConversationFilter, ConversationSummary } from '../server/conversations.server';
import { reviewStyles as s } from './review-styles';

function pageHref(filter: ConversationFilter, page: number): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'lang', 'from', 'to'] as const) if (filter[key]) params.set(key, filter[key]!);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/admin/conversations${query ? `?${query}` : ''}`;
}

export async function ConversationList({
  locale,
  filter,
  rows,
  hasMore,
}: {
  locale: ChatLocale;
  filter: ConversationFilter;
  rows: ConversationSummary[];
  hasMore: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'console.conversations' });
  const when = (date: Date | null) => formatConsoleDate(date, locale);
  if (!rows.length) return <p className="mt-6 text-grey-600">{t('empty')}</p>;
  return (
    <>
      <ul className="mt-6 grid gap-3" data-testid="conversation-list">
        {rows.map((row) => {
          const name = row.visitorName ?? t('anonymous', { page: row.firstPage ?? '/' });
          return (
            <li key={row.guestId} className={s.card}>
              <h2 className="mb-2 font-heading text-lg font-bold break-words text-brand-dark">{name}</h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t('columns.lastMessage')}</dt>
                <dd className="break-words text-base">{row.lastMessage ? plainMessage(row.lastMessage) : '—'}</dd>
                <dt className="font-semibold">{t('columns.firstQuestion')}</dt>
                <dd className="break-words">{row.firstQuestion ?? '—'}</dd>
                <dt className="font-semibold">{t('columns.lastSeen')}</dt>
                <dd>{when(row.lastSeenAt)}</dd>
                <dt className="font-semibold">{t('columns.language')}</dt>
                <dd>{row.locale === 'en' ? t('locales.en') : t('locales.es')}</dd>
                <dt className="font-semibold">{t('columns.messages')}</dt>
                <dd>{row.messages}</dd>
                <dt className="font-semibold">{t('columns.lead')}</dt>
                <dd>
                  {row.leadId ? (
                    <a className={s.link} href={`/admin/leads/${row.leadId}`}>
                      {t('leadLink')}
                    </a>
                  ) : (
                    t('noLead')
                  )}
                </dd>
              </dl>
              <a className={`${s.link} mt-3 inline-block`} href={`/admin/conversations/${encodeURIComponent(row.guestId)}`}>
                {t('open')}
                <span className="sr-only"> ({name})</span>
              </a>
            </li>
          );
        })}
      </ul>
      <nav aria-label={t('page', { page: filter.page })} className="mt-6 flex flex-wrap items-center gap-3">
        {filter.page > 1 ? (
          <a className={s.quietButton} href={pageHref(filter, filter.page - 1)} rel="prev">
            {t('previous')}
          </a>
        ) : null}
        <span className={s.muted}>{t('page', { page: filter.page })}</span>
        {hasMore ? (
          <a className={s.quietButton} href={pageHref(filter, filter.page + 1)} rel="next">
            {t('next')}
          </a>
        ) : null}
      </nav>
    </>
  );
}
