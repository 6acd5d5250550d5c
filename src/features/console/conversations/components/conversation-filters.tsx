/**
 * The conversations list's filters: a GET form, so a filter is a URL and needs no JavaScript. The search stays in
 * sight; language and dates fold behind one button (open when one of them is set), so a phone's first screen is the list.
 */
import { getTranslations } from 'next-intl/server';
import type { ChatLocale } from '@/features/darky/public';
import type { ConversationFilter } from '../server/conversations.server';
import { reviewStyles as s } from './review-styles';

export async function ConversationFilters({ locale, filter }: { locale: ChatLocale; filter: ConversationFilter }) {
  const t = await getTranslations({ locale, namespace: 'console.conversations' });
  const folded = Boolean(filter.lang || filter.from || filter.to);
  return (
    <form method="get" action="/admin/conversations" role="search" className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="conversations-q" className={s.label}>
            {t('search')}
          </label>
          <input id="conversations-q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={100} className={s.field} />
        </div>
        <button type="submit" className={s.button}>
          {t('filter')}
        </button>
      </div>
      <details open={folded}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center px-1 text-sm font-semibold text-brand-blue-deep underline focus-visible:outline-2 focus-visible:outline-brand-blue-deep">
          {t('moreFilters')}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3 sm:items-end">
          <div>
            <label htmlFor="conversations-lang" className={s.label}>
              {t('language')}
            </label>
            <select id="conversations-lang" name="lang" defaultValue={filter.lang ?? ''} className={s.field}>
              <option value="">{t('anyLanguage')}</option>
              <option value="es">{t('locales.es')}</option>
              <option value="en">{t('locales.en')}</option>
            </select>
          </div>
          <div>
            <label htmlFor="conversations-from" className={s.label}>
              {t('from')}
            </label>
            <input id="conversations-from" name="from" type="date" defaultValue={filter.from ?? ''} className={s.field} />
          </div>
          <div>
            <label htmlFor="conversations-to" className={s.label}>
              {t('to')}
            </label>
            <input id="conversations-to" name="to" type="date" defaultValue={filter.to ?? ''} className={s.field} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={s.button}>
            {t('filter')}
          </button>
          <a href="/admin/conversations" className={s.quietButton}>
            {t('clear')}
          </a>
        </div>
      </details>
    </form>
  );
}
