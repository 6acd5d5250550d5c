import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/features/routing/localized-path';
import { indexablePaths, oneLanguagePaths } from '@/features/routing/site-routes.server';
import { languageAlternates, siteUrl } from '@/features/seo/page-metadata';

/** Both languages of every indexable page, each with its hreflang alternates; a one-language page in its language. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const absolute = (path: string) => new URL(path, base).toString();
  const entry = (path: string, locale: Locale, onlyIn?: Locale) => ({
    url: absolute(localizedPath(locale, path)),
    changeFrequency: path === '/' ? ('weekly' as const) : ('monthly' as const),
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.6,
    alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path, onlyIn)).map(([tag, href]) => [tag, absolute(href)])) },
  });
  return [
    ...indexablePaths().flatMap((path) => locales.map((locale) => entry(path, locale))),
    ...oneLanguagePaths().map(({ path, locale }) => entry(path, locale, locale)),
  ];
}
