/**
 * The review queue: each group of similar questions with its count, every question (with a link to its chat) and the
 * NLU's guess by its topic's name, and the operator's three decisions as plain forms posting to server actions (they
 * work without JavaScript). Topics are offered by name with the start of their answer.
 */
import { getTranslations } from 'next-intl/server';
import { formatConsoleDate } from '@/features/console/console-locale';
import type { ChatLocale } from '@/features/darky/public';
import { reviewStyles as s } from '@/features/console/conversations/components/review-styles';
import type { QuestionGroup } from '../group-questions';
import type { IntentChoice } from '../server/questions.server';
import { answerGroup, assignGroup, dismissGroup } from '../server/question-actions';

export async function QuestionGroups({
  locale,
  groups,
  choices,
}: {
  locale: ChatLocale;
  groups: QuestionGroup[];
  choices: Record<ChatLocale, IntentChoice[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'console.questions' });
  const when = (date: Date) => formatConsoleDate(date, locale);
  const labelOf = (groupLocale: ChatLocale, intent: string) => choices[groupLocale].find((c) => c.intent === intent)?.label ?? intent;
  return (
    <ol className="mt-6 grid gap-4" data-testid="question-groups">
      {groups.map((group, index) => {
        const id = `group-${index}`;
        const ids = group.ids.join(',');
        return (
          <li key={ids} className={s.card} aria-labelledby={`${id}-title`} data-testid="question-group">
            <h2 id={`${id}-title`} className="font-heading text-lg font-bold break-words text-brand-dark">
              “{group.examples[0]}”
            </h2>
            <p className={s.muted}>
              <span data-testid="question-group-count">{t('group', { count: group.count })}</span> · {t(`locales.${group.locale}`)} · {t('lastAt')}{' '}
              <time dateTime={group.lastAt.toISOString()}>{when(group.lastAt)}</time> ·{' '}
              {group.guessedIntent ? t('guessed', { intent: labelOf(group.locale, group.guessedIntent) }) : t('noGuess')}
            </p>
            <h3 className="mt-2 text-sm font-semibold">{t('questionsAsked', { count: group.count })}</h3>
            <ul className="flex flex-col gap-1 text-sm break-words" data-testid="question-group-questions">
              {group.questions.map((question) => (
                <li key={question.id} className="flex flex-wrap items-baseline gap-x-2">
                  <span>“{question.text}”</span>
                  <time className="text-grey-600" dateTime={question.createdAt.toISOString()}>
                    {when(question.createdAt)}
                  </time>
                  {question.guestId ? (
                    <a className={s.link} href={`/admin/conversations/${encodeURIComponent(question.guestId)}`}>
                      {t('openChat')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            {/* No intent is preselected, not even the NLU's guess: a hurried Enter must not teach Darky its own mistake. */}
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <form action={assignGroup} className="grid content-start gap-2">
                <input type="hidden" name="locale" value={group.locale} />
                <input type="hidden" name="ids" value={ids} />
                <label htmlFor={`${id}-intent`} className={s.label}>
                  {t('assignLabel')}
                </label>
                <div className="flex flex-wrap gap-2">
                  <select id={`${id}-intent`} name="intent" required defaultValue="" className={`${s.field} flex-1 sm:min-w-60`}>
                    <option value="" disabled>
                      {t('chooseIntent')}
                    </option>
                    {choices[group.locale].map((choice) => (
                      <option key={choice.intent} value={choice.intent}>
                        {choice.preview ? `${choice.label} — ${choice.preview}` : choice.label}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={s.button}>
                    {t('assign')}
                  </button>
                </div>
              </form>
              <form action={answerGroup} className="grid content-start gap-2">
                <input type="hidden" name="locale" value={group.locale} />
                <input type="hidden" name="ids" value={ids} />
                <label htmlFor={`${id}-answer`} className={s.label}>
                  {t('answerLabel')}
                </label>
                <textarea id={`${id}-answer`} name="answer" required minLength={2} maxLength={1000} rows={2} className={s.field} />
                <button type="submit" className={`${s.button} justify-self-start`}>
                  {t('answer')}
                </button>
              </form>
            </div>
            <form action={dismissGroup} className="mt-3">
              <input type="hidden" name="locale" value={group.locale} />
              <input type="hidden" name="ids" value={ids} />
              <button type="submit" className={s.quietButton}>
                {t('dismiss')}
              </button>
            </form>
          </li>
        );
      })}
    </ol>
  );
}
