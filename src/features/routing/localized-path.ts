/** Maps a site path (written without locale) to its URL in a language: Spanish bare, English under /en. */
import type { Locale } from '@/i18n/routing';

export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'es') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The site path of a URL path, and its language. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) || '/' };
  return { locale: 'es', path: pathname || '/' };
}
