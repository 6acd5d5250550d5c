/** The console's own language (Spanish by default, English the alternative): a cookie set by the header's toggle. */
import 'server-only';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';

export const CONSOLE_LOCALE_COOKIE = 'console-locale';
export type ConsoleLocale = 'es' | 'en';

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
