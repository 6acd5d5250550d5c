/** Dates of posts, events and lessons in the page's language (Lima time). */
import type { Locale } from '@/i18n/routing';
import { localeTags } from '@/i18n/routing';

export function formatDate(locale: Locale, isoDate: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  // A bare date (YYYY-MM-DD) is a calendar day: format it at noon UTC so no time zone moves it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(localeTags[locale], { timeZone: 'America/Lima', ...options }).format(date);
}
