/**
 * One guest's transcript: language, pages visited, linked leads, then messages both ways and page loads in time order,
 * with what each bot reply did (navigation, quick replies). Message text is shown as text (React escapes it).
 */
import { getTranslations } from 'next-intl/server';
import { formatConsoleDate } from '@/features/console/console-locale';
import { plainMessage } from '@/features/darky/public';
import type { ChatAction, ChatLocale } from '@/features/darky/public';
import type { Transcript } from '../server/conversations.server';
import { reviewStyles as s } from './review-styles';

type Translate = Awaited<ReturnType<typeof getTranslations<'console.conversations.transcript'>>>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function describeAction(t: Translate, action: ChatAction): string {
  const p = action.params;
  switch (action.name) {
    case 'navigate':
      return t('actions.navigate', { path: str(p.path) });
    case 'scroll-to':
      return t('actions.scrollTo', { id: str(p.id) });
    case 'open-form':
      return t('actions.openForm', { form: str(p.formId) });
    case 'change-language':
      return t('actions.changeLanguage', { locale: str(p.locale) });
    case 'suggestions': {
      const items = Array.isArray(p.items) ? p.items.map((i) => str((i as { label?: unknown }).label)).filter(Boolean) : [];
      return t('actions.suggestions', { items: items.join(' · ') });
    }
    default:
      return t('actions.other', { name: String(action.name) });
  }
}

export async function TranscriptView({ locale, transcript }: { locale: ChatLocale; transcript: Transcript }) {
  const t = await getTranslations({ locale, namespace: 'console.conversations.transcript' });
  const tl = await getTranslations({ locale, namespace: 'console.conversations' });
  // One date format across the console's conversation pages: medium date, short time, Lima.
  const when = (date: Date | null) => formatConsoleDate(date, locale);
  const time = (date: Date) => when(date);
  const visitor = transcript.visitorName ?? t('visitor');

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
      <aside className={`${s.card} grid gap-4`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">{t('language')}</dt>
          <dd>{transcript.locale === 'en' ? tl('locales.en') : tl('locales.es')}</dd>
          <dt className="font-semibold">{t('started')}</dt>
          <dd>{when(transcript.startedAt)}</dd>
          <dt className="font-semibold">{t('lastSeen')}</dt>
          <dd>{when(transcript.lastSeenAt)}</dd>
        </dl>
        <section aria-labelledby="transcript-leads">
          <h2 id="transcript-leads" className="font-heading text-lg font-bold text-brand-dark">
            {t('leads')}
          </h2>
          {transcript.leadIds.length ? (
            <ul className="mt-1 grid gap-1" data-testid="transcript-leads">
              {transcript.leadIds.map((id) => (
                <li key={id}>
                  <a className={s.link} href={`/admin/leads/${id}`}>
                    {tl('leadLink')} <span className="font-mono text-xs">{id.slice(0, 8)}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.muted}>{t('noLeads')}</p>
          )}
        </section>
        <section aria-labelledby="transcript-pages">
          <h2 id="transcript-pages" className="font-heading text-lg font-bold text-brand-dark">
            {t('pages')}
          </h2>
          {transcript.pages.length ? (
            <ul className="mt-1 grid gap-1 text-sm">
              {transcript.pages.map((path) => (
                <li key={path} className="font-mono break-all">
                  {path}
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.muted}>{t('noPages')}</p>
          )}
        </section>
      </aside>
      <section aria-labelledby="transcript-messages">
        <h2 id="transcript-messages" className="font-heading text-xl font-bold text-brand-dark">
          {t('messages')}
        </h2>
        <ol className="mt-3 grid gap-3" data-testid="transcript">
          {transcript.entries.map((entry) =>
            entry.kind === 'page' ? (
              <li key={`p${entry.id}`} className="text-center text-sm text-grey-600">
                <time dateTime={entry.at.toISOString()}>{time(entry.at)}</time> · {t('pageLoad', { path: entry.path })}
              </li>
            ) : (
              <li
                key={`m${entry.id}`}
                data-by={entry.by}
                data-unanswered={entry.unanswered ? 'true' : undefined}
                className={`max-w-[42rem] rounded-lg p-3 ${entry.by === 'user' ? 'justify-self-end bg-brand-blue-deep text-white' : entry.by === 'operator' ? 'justify-self-start border border-brand-blue-deep bg-white text-grey-800' : 'justify-self-start border border-grey-200 bg-grey-50 text-grey-800'} ${entry.unanswered ? 'outline-3 outline-offset-2 outline-amber-500' : ''}`}
              >
                <p className="text-xs font-semibold">
                  {entry.by === 'user' ? visitor : entry.by === 'operator' ? t('operator', { name: entry.operatorName ?? '' }) : t('darky')} ·{' '}
                  <time dateTime={entry.at.toISOString()}>{time(entry.at)}</time>
                  {entry.path ? ` · ${t('wroteFrom', { path: entry.path })}` : ''}
                </p>
                {entry.unanswered ? (
                  <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t('unanswered')}{' '}
                    <a className="underline" href="/admin/questions">
                      {t('teach')}
                    </a>
                  </p>
                ) : null}
                {/* Darky's links read as the visitor saw them (their labels); a visitor's text exactly as typed. */}
                <p className="mt-1 break-words whitespace-pre-wrap">{entry.by === 'bot' ? plainMessage(entry.message) : entry.message}</p>
                {entry.action ? <p className="mt-2 border-t border-grey-200 pt-2 text-sm">{describeAction(t, entry.action)}</p> : null}
              </li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}
