import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { MediaLibrary } from '@/features/content-studio/media/media-library';
import { listMedia } from '@/features/content-studio/media/media-store';

export const generateMetadata = consoleTitle('media.title');

export default async function MediaPage() {
  const { locale, db } = await openConsolePage({ roles: ['owner', 'editor'] });
  return <MediaLibrary images={await listMedia(db)} locale={locale} />;
}
