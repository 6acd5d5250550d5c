// STUB: replaced by the console branch at merge
/** Minimal console document so the darky-review pages render on their own (the console branch owns the real layout). */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { consoleLocale } from '@/features/console/conversations/console-locale';
import { roboto, saira } from '../fonts';
import '../globals.css';

export const metadata: Metadata = { title: 'Console', robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await consoleLocale();
  return (
    <html lang={locale === 'en' ? 'en' : 'es-PE'} className={`${saira.variable} ${roboto.variable}`}>
      <body className="bg-grey-50 font-sans text-grey-800">
        <nav aria-label="Console" className="flex flex-wrap gap-4 bg-brand-dark px-4 py-3 text-white">
          <a className="font-semibold underline" href="/admin/conversations">
            Conversations
          </a>
          <a className="font-semibold underline" href="/admin/questions">
            Questions
          </a>
        </nav>
        <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      </body>
    </html>
  );
}
