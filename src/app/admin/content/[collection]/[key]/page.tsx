import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryView } from '@/features/console/content/components/studio-views';
import { entryHistory, imageChoices } from '@/features/console/content/server/studio';
import { openConsolePage } from '@/features/console/server/console-page';
import { collectionById, entryFields, loadPublishedContent, readEntry, sitePath } from '@/features/content-studio/server';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ collection: string; key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: decodeURIComponent((await params).key) };
}

export default async function EntryPage({ params, searchParams }: Props) {
  const { t, locale, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  const { collection: collectionId, key: rawKey } = await params;
  const collection = collectionById(collectionId);
  const key = decodeURIComponent(rawKey);
  if (!collection) notFound();
  const { documents } = await loadPublishedContent(db);
  const entry = readEntry(collection, documents, key);
  if (!entry) notFound();
  const history = await entryHistory(db, entry, documents);
  const { done, error } = await searchParams;
  return (
    <EntryView
      t={t}
      locale={locale}
      collection={collection}
      entry={entry}
      fields={entryFields(entry.values, entry.documents.length === 1)}
      history={history}
      site={sitePath(collection, entry.key)}
      done={typeof done === 'string' ? done : undefined}
      error={typeof error === 'string' ? error : undefined}
      images={await imageChoices(db, locale)}
    />
  );
}
