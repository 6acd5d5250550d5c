import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { notFound } from 'next/navigation';
import { LeadDetail } from '@/features/console/components/lead-detail';
import { TranscriptView } from '@/features/console/conversations/components/transcript-view';
import { readTranscript } from '@/features/console/conversations/server/conversations.server';
import { leadLabels } from '@/features/console/server/lead-labels';
import { assignableOperators, leadDetail, operatorNames } from '@/features/console/server/leads-inbox';

export const generateMetadata = consoleTitle('leads.title');

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { operator, t, locale, db } = await openConsolePage();
  const { id } = await params;
  const detail = await leadDetail(db, id);
  if (!detail) notFound();
  const [labels, operators, names, transcript] = await Promise.all([
    leadLabels(locale),
    assignableOperators(db),
    operatorNames(db),
    detail.chatGuestId ? readTranscript(db, detail.chatGuestId) : undefined,
  ]);
  const query = await searchParams;
  return (
    <LeadDetail
      t={t}
      locale={locale}
      detail={detail}
      labels={labels}
      operator={operator}
      operators={operators}
      names={names}
      canRetry={operator.role === 'owner'}
      conversation={transcript ? <TranscriptView locale={locale} transcript={transcript} /> : undefined}
      flash={typeof query.done === 'string' ? query.done : undefined}
      error={typeof query.error === 'string' ? query.error : undefined}
    />
  );
}
