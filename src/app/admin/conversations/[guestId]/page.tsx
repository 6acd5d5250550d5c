/** /admin/conversations/<guestId>: one guest's transcript (messages, pages visited, actions, linked leads). */
import { getTranslations } from 'next-intl/server';
import { TranscriptView } from '@/features/console/conversations/components/transcript-view';
import { reviewStyles as s } from '@/features/console/conversations/components/review-styles';
import { getConsoleLocale } from '@/features/console/console-locale';
import { readTranscript } from '@/features/console/conversations/server/conversations.server';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

export default async function TranscriptPage({ params }: { params: Promise<{ guestId: string }> }) {
  await requireOperator();
  const locale = await getConsoleLocale();
  const t = await getTranslations({ locale, namespace: 'console.conversations.transcript' });
  const { guestId } = await params;
  const transcript = await readTranscript(await getDb(), decodeURIComponent(guestId).slice(0, 200));
  return (
    <>
      <a className={s.link} href="/admin/conversations">
        ← {t('back')}
      </a>
      <h1 className={`${s.heading} mt-3 break-words`}>
        {t('titleOf', { name: transcript?.visitorName ?? t('anonymous', { page: transcript?.pages[0] ?? '/' }) })}
      </h1>
      {transcript ? <TranscriptView locale={locale} transcript={transcript} /> : <p className="mt-4">{t('notFound')}</p>}
    </>
  );
}
