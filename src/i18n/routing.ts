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

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Spanish lives at the spec's bare paths; English under /en.
  localePrefix: 'as-needed',
  // No Accept-Language redirect: a visitor only changes language by choosing it.
  localeDetection: false,
  // Written by the browser too (switcher, Darky), so not HttpOnly; Secure where the page is on HTTPS (the server adds it to its own).
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', ...browserCookieSecurity() },
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
