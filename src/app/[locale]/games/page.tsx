import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GamesPage } from '@/features/games/components/games-page';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

/** The leaderboard is live: rendered per request so it shows the latest scores even without JavaScript. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Games' });
  return pageMetadata({ locale, path: '/games', title: t('title'), description: t('description') });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <GamesPage locale={locale} />;
}
