import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { siteConfig } from '@/config/site';
import { consoleTranslations } from '@/features/console/console-locale';
import { CONSOLE_PATH_HEADER } from '@/features/console/console-paths';
import { BackupNotice } from '@/features/console/components/backup-notice';
import { ConsoleShell } from '@/features/console/components/console-shell';
import { currentOperator } from '@/features/console/server/operator-session';
import { roboto, saira } from '../fonts';
import '../globals.css';
import './console.css';

/** The operator console's document: its own language (cookie), never indexed, never cached (docs/console.md). */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return {
    title: { template: t('meta.titleTemplate'), default: t('meta.title') },
    robots: { index: false, follow: false, nocache: true },
    icons: { icon: '/images/brand/icon.svg' },
  };
}

export const viewport: Viewport = { themeColor: siteConfig.themeColor, width: 'device-width', initialScale: 1 };

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t, locale } = await consoleTranslations();
  const operator = await currentOperator();
  const path = (await headers()).get(CONSOLE_PATH_HEADER) ?? '/admin';
  return (
    <html lang={locale} className={`${saira.variable} ${roboto.variable}`}>
      <body className="flex min-h-dvh flex-col bg-grey-50 antialiased">
        <ConsoleShell t={t} locale={locale} operator={operator} path={path}>
          {operator ? <BackupNotice t={t} locale={locale} /> : null}
          {children}
        </ConsoleShell>
      </body>
    </html>
  );
}
