/** What operators taught Darky: each example with its topic, who taught it and when; edit its words or topic, or remove it. */
import { getTranslations } from 'next-intl/server';
import { formatConsoleDate } from '@/features/console/console-locale';
import type { ChatLocale } from '@/features/darky/public';
import { reviewStyles as s } from '@/features/console/conversations/components/review-styles';
import type { IntentChoice, TaughtExample } from '../server/questions.server';
import { editExample, removeExample } from '../server/question-actions';

export async function TaughtExamples({
  locale,
  examples,
  choices,
  total,
  names,
}: {
  locale: ChatLocale;
  examples: TaughtExample[];
  choices: Record<ChatLocale, IntentChoice[]>;
  total: number;
  /** Operator e-mail -> name. */
  names: Map<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'console.questions' });
  return (
    <section className="mt-10" aria-labelledby="taught-title" data-testid="taught-examples">
      <h2 id="taught-title" className="font-heading text-xl font-bold text-brand-dark">
        {t('taughtTitle')}
      </h2>
      <p className={s.muted}>{t('taught', { count: total })}</p>
      {examples.length === 0 ? null : (
        <ul className="mt-4 grid gap-3">
          {examples.map((example) => {
            const id = `example-${example.id}`;
            const topic = choices[example.locale].find((c) => c.intent === example.intent);
            return (
              <li key={example.id} className={s.card} data-testid="taught-example">
                <p className={s.muted}>
                  {t(`locales.${example.locale}`)} · {t('taughtBy', { who: names.get(example.createdBy) ?? example.createdBy })} ·{' '}
                  <time dateTime={example.createdAt.toISOString()}>{formatConsoleDate(example.createdAt, locale)}</time>
                </p>
                <form action={editExample} className="mt-2 grid gap-2 md:grid-cols-[1fr_1fr_auto] md:items-end">
                  <input type="hidden" name="id" value={example.id} />
                  <div>
                    <label htmlFor={`${id}-text`} className={s.label}>
                      {t('exampleText')}
                    </label>
                    <input id={`${id}-text`} name="utterance" defaultValue={example.utterance} required minLength={2} maxLength={500} className={s.field} />
                  </div>
                  <div>
                    <label htmlFor={`${id}-intent`} className={s.label}>
                      {t('exampleTopic')}
                    </label>
                    <select id={`${id}-intent`} name="intent" defaultValue={example.intent} className={s.field}>
                      {topic ? null : <option value={example.intent}>{example.intent}</option>}
                      {choices[example.locale].map((choice) => (
                        <option key={choice.intent} value={choice.intent}>
                          {choice.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={s.quietButton}>
                    {t('saveExample')}
                  </button>
                </form>
                {topic?.preview ? <p className="mt-2 text-sm text-grey-600">{t('answersWith', { preview: topic.preview })}</p> : null}
                <form action={removeExample} className="mt-2">
                  <input type="hidden" name="id" value={example.id} />
                  <button type="submit" className={s.quietButton} aria-label={t('removeExampleLabel', { text: example.utterance })}>
                    {t('removeExample')}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
