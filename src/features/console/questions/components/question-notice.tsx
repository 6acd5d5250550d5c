/** The outcome of the last decision (from the redirect's query string), announced politely to screen readers. */
import { getTranslations } from 'next-intl/server';
import type { ChatLocale } from '@/features/darky/public';

const notices = ['assigned', 'answered', 'dismissed', 'stale', 'invalid', 'exampleEdited', 'exampleRemoved', 'exampleRefused'] as const;

export async function QuestionNotice({ locale, params }: { locale: ChatLocale; params: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'console.questions.notices' });
  const notice = notices.find((n) => n === params.notice);
  if (!notice) return null;
  const count = (key: string) => Math.max(0, Number.parseInt(String(params[key] ?? '0'), 10) || 0);
  const heldOut = count('heldOut');
  return (
    <div role="status" className="mt-4 rounded-md border border-brand-blue-deep bg-grey-50 p-3" data-testid="question-notice">
      <p>{notice === 'assigned' || notice === 'answered' ? t(notice, { taught: count('taught') }) : t(notice)}</p>
      {heldOut ? <p>{t('heldOut', { count: heldOut })}</p> : null}
    </div>
  );
}
