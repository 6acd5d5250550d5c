/** /admin/conversations: Darky's transcripts by guest, newest first, searchable and filterable. */
import { getTranslations } from 'next-intl/server';
import { ConversationFilters } from '@/features/console/conversations/components/conversation-filters';
import { ConversationList } from '@/features/console/conversations/components/conversation-list';
import { reviewStyles as s } from '@/features/console/conversations/components/review-styles';
import { getConsoleLocale } from '@/features/console/console-locale';
import { listConversations, parseConversationFilter } from '@/features/console/conversations/server/conversations.server';
import { requireOperator } from '@/features/console/server/operator-session';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

export default async function ConversationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator();
  const locale = await getConsoleLocale();
  const t = await getTranslations({ locale, namespace: 'console.conversations' });
  const filter = parseConversationFilter(await searchParams);
  const { rows, hasMore } = await listConversations(await getDb(), filter);
  return (
    <>
      <h1 className={s.heading}>{t('title')}</h1>
      <p className="mt-2 max-w-3xl">{t('intro')}</p>
      <div className="mt-4">
        <ConversationFilters locale={locale} filter={filter} />
      </div>
      <ConversationList locale={locale} filter={filter} rows={rows} hasMore={hasMore} />
    </>
  );
}
