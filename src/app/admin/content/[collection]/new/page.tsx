import { notFound } from 'next/navigation';
import { EntryView } from '@/features/console/content/components/studio-views';
import { imageChoices, newEntryValues } from '@/features/console/content/server/studio';
import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { collectionById, entryFields, loadPublishedContent } from '@/features/content-studio/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = consoleTitle('content.new');

export default async function NewEntryPage({ params }: { params: Promise<{ collection: string }> }) {
  const { t, locale, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  const collection = collectionById((await params).collection);
  if (!collection || collection.kind === 'pages') notFound();
  const { documents } = await loadPublishedContent(db);
  return <EntryView t={t} locale={locale} collection={collection} fields={entryFields(newEntryValues(collection, documents))} history={[]} images={await imageChoices(db, locale)} languages={collection.kind === 'posts' ? 'both' : undefined} />;
}
