import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { localizedPath } from '@/features/routing/localized-path';
import { noindexPaths } from '@/features/routing/site-routes.server';
import { siteUrl } from '@/features/seo/page-metadata';

/** Crawlers skip the API, the operator console and the noindex pages (internal, temporary and thank-you pages) in both languages. */
export default function robots(): MetadataRoute.Robots {
  const disallow = ['/api/', '/admin', ...noindexPaths().flatMap((path) => locales.map((locale) => localizedPath(locale, path)))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
