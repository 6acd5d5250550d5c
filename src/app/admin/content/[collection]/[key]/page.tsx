import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { EntryView } from '@/features/console/content/components/studio-views';
import { entryHistory, entryStatus, imageChoices } from '@/features/console/content/server/studio';
import { openConsolePage } from '@/features/console/server/console-page';
import { collectionById, entryDraft, entryFields, loadPublishedContent, PREVIEW_PATH, previewToken, readEntry, sitePath } from '@/features/content-studio/server';

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
  const draft = await entryDraft(db, collection.id, key);
  if (!entry && !draft?.values) notFound();
  const history = entry ? await entryHistory(db, entry, documents) : [];
  const { done, error } = await searchParams;
  const values = draft?.values ?? entry!.values;
  const words = values.es;
  // The link a colleague opens: on the address the editor is using (the site's own, behind its proxy).
  const requestHeaders = await headers();
  const origin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host')}`;
  return (
    <EntryView
      t={t}
      locale={locale}
      collection={collection}
      entry={{ key, title: entry?.title ?? String(words.title ?? words.name ?? words.author ?? key), values }}
      fields={entryFields(values, entry ? entry.documents.length === 1 : false)}
      history={history}
      site={entry ? sitePath(collection, key) : undefined}
      status={entryStatus(entry !== undefined, draft)}
      draft={
        draft?.values
          ? { savedAt: draft.updatedAt, savedBy: draft.updatedBy, previewUrl: new URL(`${PREVIEW_PATH}/${previewToken(collection.id, key)}`, origin).href }
          : undefined
      }
      done={typeof done === 'string' ? done : undefined}
      error={typeof error === 'string' ? error : undefined}
      images={await imageChoices(db, locale)}
      languages={collection.kind === 'posts' ? (values.es.onlyIn === 'es' || values.es.onlyIn === 'en' ? values.es.onlyIn : 'both') : undefined}
    />
  );
}
