import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * The metadata of a 404 a page answers itself (an unknown slug): the 404's own title instead of the layout's default,
 * read with the page's locale. Without it Next falls back to not-found.tsx's metadata, which reads the locale from
 * the request headers: on a static page rendered on demand (an entry published after the build) that is an error.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}
