/**
 * The console's language for the darky-review pages: the `console-locale` cookie, Spanish by default.
 * The console branch owns the real one (its language toggle); this exists so these pages stand alone.
 */
import 'server-only';
import { cookies } from 'next/headers';
import type { ChatLocale } from '@/features/darky/protocol';

export async function consoleLocale(): Promise<ChatLocale> {
  return (await cookies()).get('console-locale')?.value === 'en' ? 'en' : 'es';
}
