/** The console's own language (Spanish by default, English the alternative): a cookie set by the header's toggle. */
import type { Locale } from '@/i18n/routing';
import 'server-only';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';

export const CONSOLE_LOCALE_COOKIE = 'console-locale';
export type ConsoleLocale = Locale;

export async function getConsoleLocale(): Promise<ConsoleLocale> {
  return (await cookies()).get(CONSOLE_LOCALE_COOKIE)?.value === 'en' ? 'en' : 'es';
}

/** The console's messages in its language, and that language. */
export async function consoleTranslations() {
  const locale = await getConsoleLocale();
  const t = await getTranslations({ locale, namespace: 'console' });
  return { locale, t };
}

export type ConsoleT = Awaited<ReturnType<typeof consoleTranslations>>['t'];

/** Dates as the operators read them: Lima time, in the console's language. */
export function formatConsoleDate(date: Date | string | null | undefined, locale: ConsoleLocale): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' }).format(
    new Date(date),
  );
}

/** A Lima day (YYYY-MM-DD) as the operators read it ("24 nov 2026"), in the console's language. */
export function formatConsoleDay(day: string | null | undefined, locale: ConsoleLocale): string {
  if (!day) return '—';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A meeting's start as the sales team reads it: weekday, day and time in Lima ("mar, 24 nov 2026, 11:30"). */
export function formatConsoleSlot(date: Date | null | undefined, locale: ConsoleLocale): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Lima',
  }).format(date);
}
