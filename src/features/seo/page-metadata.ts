/** Builds a page's metadata: title, description, canonical, hreflang alternates and Open Graph. */
import type { Metadata } from 'next';
import { getEnv } from '@/config/env';
import { siteConfig } from '@/config/site';
import { localeTags, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/features/routing/public';

export interface PageMetadataInput {
  locale: Locale;
  /** Site path without locale, e.g. '/servicios/chatbot-personalizado'. */
  path: string;
  /** Page title; the layout's template turns it into "Brand | Title". Omit for the home page. */
  title?: string;
  description: string;
  image?: string;
  /** Pages whose purpose is internal or temporary stay out of search engines and the sitemap. */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** A page that exists in this language only (a one-language post): no hreflang to the other. */
  onlyIn?: Locale;
}

export function siteUrl(): URL {
  return new URL(getEnv().SITE_URL);
}

/** hreflang alternates of a path: both languages plus x-default (Spanish, the default); one for a one-language page. */
export function languageAlternates(path: string, onlyIn?: Locale): Record<string, string> {
  if (onlyIn === 'es') return { [localeTags.es]: localizedPath('es', path), 'x-default': localizedPath('es', path) };
  if (onlyIn === 'en') return { en: localizedPath('en', path) };
  return {
    [localeTags.es]: localizedPath('es', path),
    en: localizedPath('en', path),
    'x-default': localizedPath('es', path),
  };
}

export function pageMetadata({ locale, path, title, description, image, noindex, type = 'website', onlyIn }: PageMetadataInput): Metadata {
  const url = localizedPath(locale, path);
  const ogImage = image && !image.endsWith('.svg') ? image : siteConfig.defaultOgImage;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: languageAlternates(path, onlyIn) },
    openGraph: {
      type,
      url,
      siteName: siteConfig.name,
      title: title ? `${siteConfig.name} | ${title}` : siteConfig.name,
      description,
      locale: localeTags[locale].replace('-', '_'),
      ...(onlyIn ? {} : { alternateLocale: localeTags[locale === 'es' ? 'en' : 'es'].replace('-', '_') }),
      images: [{ url: ogImage, width: 1200, height: 630, alt: title ?? siteConfig.name }],
    },
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
