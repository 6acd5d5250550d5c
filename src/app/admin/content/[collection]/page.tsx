import { notFound } from 'next/navigation';
import { EntriesView } from '@/features/console/content/components/studio-views';
import { collectionRows } from '@/features/console/content/server/studio';
import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { collectionById, loadPublishedContent } from '@/features/content-studio/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = consoleTitle('content.title');

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CollectionPage({ params, searchParams }: Props) {
  const { t, locale, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  const collection = collectionById((await params).collection);
  if (!collection) notFound();
  const { documents } = await loadPublishedContent(db);
  const entries = await collectionRows(db, collection, documents);
  const { done } = await searchParams;
  return <EntriesView t={t} locale={locale} collection={collection} entries={entries} done={typeof done === 'string' ? done : undefined} />;
}
