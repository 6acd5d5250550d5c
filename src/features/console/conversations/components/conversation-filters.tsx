/** The conversations list's filters: a GET form (search, language, dates), so a filter is a URL and needs no JavaScript. */
import { getTranslations } from 'next-intl/server';
import type { ChatLocale } from '@/features/darky/protocol';
import type { ConversationFilter } from '../server/conversations.server';
import { reviewStyles as s } from './review-styles';

export async function ConversationFilters({ locale, filter }: { locale: ChatLocale; filter: ConversationFilter }) {
  const t = await getTranslations({ locale, namespace: 'console.conversations' });
  return (
    <form method="get" action="/admin/conversations" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="conversations-q" className={s.label}>
          {t('search')}
        </label>
        <input id="conversations-q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={100} className={s.field} />
      </div>
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
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={s.button}>
          {t('filter')}
        </button>
        <a href="/admin/conversations" className={s.quietButton}>
          {t('clear')}
        </a>
      </div>
    </form>
  );
}
