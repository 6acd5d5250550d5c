/** Locales, default and URL prefix rules shared by the proxy, navigation and metadata. */
import { defineRouting } from 'next-intl/routing';
import { browserCookieSecurity } from '@/config/cookie-policy';

export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/** BCP 47 tags used for hreflang, Open Graph and the chat's speech APIs. */
export const localeTags: Record<Locale, string> = { es: 'es-PE', en: 'en-US' };

/** Written when the visitor explicitly changes language (switcher or Darky). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The proxy's routing: the language comes from the path alone and the proxy never writes the cookie, so a page's
 * answer never depends on the request (a first visit, a crawler and a returning visitor get the same bytes, which the
 * server then sends from memory: server/prerendered-pages.ts). Only the front door reads the cookie (src/proxy.ts).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  // Spanish lives at the spec's bare paths; English under /en.
  localePrefix: 'as-needed',
  // No Accept-Language redirect: a visitor only changes language by choosing it.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/**
 * The navigation's routing: the same paths, and next-intl's Link and router write the cookie in the browser when the
 * visitor switches language (the switcher, Darky). Not HttpOnly for that reason; Secure where the page is on HTTPS.
 */
export const navigationRouting = defineRouting({
  ...routing,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', ...browserCookieSecurity() },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
