/**
 * What every console page does first: the operator (or the sign-in page), the console's language and the database;
 * and its title. One place, so a new page cannot forget the guard.
 */
import 'server-only';
import type { Metadata } from 'next';
import { getDb } from '@/server/db';
import { consoleTranslations, type ConsoleT } from '../console-locale';
import { requireOperator } from './operator-session';

/** Guards the page (see requireOperator for `role` and `roles`), then opens the console's translations and the database together. */
export async function openConsolePage(options: Parameters<typeof requireOperator>[0] = {}) {
  const operator = await requireOperator(options);
  const [{ t, locale }, db] = await Promise.all([consoleTranslations(), getDb()]);
  return { operator, t, locale, db };
}

/** A console page's `generateMetadata`: its title in the console's language. */
export function consoleTitle(key: Parameters<ConsoleT>[0]): () => Promise<Metadata> {
  return async () => {
    const { t } = await consoleTranslations();
    return { title: t(key) };
  };
}
