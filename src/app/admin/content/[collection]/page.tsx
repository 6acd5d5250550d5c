import { notFound } from 'next/navigation';
import { EntriesView } from '@/features/console/content/components/studio-views';
import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { collectionById, listEntries, loadPublishedContent, sitePath } from '@/features/content-studio/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = consoleTitle('content.title');

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CollectionPage({ params, searchParams }: Props) {
  const { t, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  const collection = collectionById((await params).collection);
  if (!collection) notFound();
  const { documents } = await loadPublishedContent(db);
  const entries = listEntries(collection, documents).map((entry) => ({ key: entry.key, title: entry.title, site: sitePath(collection, entry.key) }));
  const { done } = await searchParams;
  return <EntriesView t={t} collection={collection} entries={entries} done={typeof done === 'string' ? done : undefined} />;
}
