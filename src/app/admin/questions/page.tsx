/** /admin/questions: what Darky did not understand, grouped; assign, answer or dismiss each group. */
import { getTranslations } from 'next-intl/server';
import { reviewStyles as s } from '@/features/console/conversations/components/review-styles';
import { getConsoleLocale } from '@/features/console/console-locale';
import { QuestionGroups } from '@/features/console/questions/components/question-groups';
import { QuestionNotice } from '@/features/console/questions/components/question-notice';
import { TaughtExamples } from '@/features/console/questions/components/taught-examples';
import { intentChoices, listQuestionGroups, listTaughtExamples, taughtExampleCount } from '@/features/console/questions/server/questions.server';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';
import { operatorNames } from '@/features/console/server/leads-inbox';

export const dynamic = 'force-dynamic';

export default async function QuestionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator();
  const locale = await getConsoleLocale();
  const t = await getTranslations({ locale, namespace: 'console.questions' });
  const params = await searchParams;
  const lang = params.lang === 'es' || params.lang === 'en' ? params.lang : undefined;
  const db = await getDb();
  const [{ groups, open }, taught, examples, es, en, names] = await Promise.all([
    listQuestionGroups(db, lang),
    taughtExampleCount(db),
    listTaughtExamples(db),
    intentChoices(db, 'es'),
    intentChoices(db, 'en'),
    operatorNames(db),
  ]);
  return (
    <>
      <h1 className={s.heading}>{t('title')}</h1>
      <p className="mt-2 max-w-3xl">{t('intro')}</p>
      <QuestionNotice locale={locale} params={params} />
      <form method="get" action="/admin/questions" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="questions-lang" className={s.label}>
            {t('language')}
          </label>
          <select id="questions-lang" name="lang" defaultValue={lang ?? ''} className={s.field}>
            <option value="">{t('anyLanguage')}</option>
            <option value="es">{t('locales.es')}</option>
            <option value="en">{t('locales.en')}</option>
          </select>
        </div>
        <button type="submit" className={s.button}>
          {t('filter')}
        </button>
      </form>
      <p className="mt-4 font-semibold" data-testid="questions-open">
        {t('open', { count: open })}
      </p>
      <QuestionGroups locale={locale} groups={groups} choices={{ es, en }} />
      <TaughtExamples locale={locale} examples={examples} choices={{ es, en }} total={taught} names={names} />
    </>
  );
}
