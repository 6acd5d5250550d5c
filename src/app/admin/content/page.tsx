import { SeedHoldingsView } from '@/features/console/content/components/seed-holdings-view';
import { CollectionsView } from '@/features/console/content/components/studio-views';
import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { COLLECTIONS, listEntries, liveSeedHoldings, loadPublishedContent } from '@/features/content-studio/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = consoleTitle('content.title');

export default async function ContentStudioPage() {
  const { t, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  const { documents } = await loadPublishedContent(db);
  const collections = COLLECTIONS.map((collection) => ({ collection, count: listEntries(collection, documents).length }));
  return (
    <>
      <CollectionsView t={t} collections={collections} />
      <SeedHoldingsView t={t} holdings={liveSeedHoldings(documents)} />
    </>
  );
}
