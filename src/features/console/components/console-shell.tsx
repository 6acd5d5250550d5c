/**
 * The console's frame: brand, the sections (a disclosure menu on a phone, a row on wide screens), the operator, the
 * language toggle and sign-out. Server-rendered with no client code: the menu is a <details>, the buttons are forms.
 */
import type { ReactNode } from 'react';
import { sectionsFor } from '../sections';
import type { ConsoleLocale, ConsoleT } from '../console-locale';
import type { Operator } from '../server/operator-session';
import { signOutAction, switchLanguageAction } from '../server/console-actions';
import { consoleButton } from './console-ui';

interface ConsoleShellProps {
  t: ConsoleT;
  locale: ConsoleLocale;
  operator: Operator | undefined;
  /** The path being shown (marks the current section; the language toggle comes back to it). */
  path: string;
  children: ReactNode;
}

function NavLinks({ t, operator, path, idPrefix }: { t: ConsoleT; operator: Operator; path: string; idPrefix: string }) {
  const sections = sectionsFor(operator.role);
  return (
    <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:gap-2" id={`${idPrefix}-list`}>
      {sections.map((section) => {
        const current = path === section.href || path.startsWith(`${section.href}/`) || path.startsWith(`${section.href}?`);
        return (
          <li key={section.href}>
            <a
              href={section.href}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-white ${
                current ? 'bg-white text-brand-dark' : 'text-white hover:bg-white/15'
              }`}
            >
              {t(section.labelKey.replace(/^console\./, '') as 'nav.leads')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function ConsoleShell({ t, locale, operator, path, children }: ConsoleShellProps) {
  const other = locale === 'es' ? 'en' : 'es';
  return (
    <>
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-dark"
      >
        {t('shell.skip')}
      </a>
      <header className="bg-brand-dark text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <a href="/admin" className="font-heading text-lg font-bold focus-visible:outline-2 focus-visible:outline-white">
            {t('shell.brand')}
          </a>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {operator ? (
              <span className="hidden text-sm text-grey-100 md:inline">
                {t('shell.signedInAs', {
                  name: operator.name,
                  role: t(operator.role === 'owner' ? 'shell.roleOwner' : operator.role === 'editor' ? 'shell.roleEditor' : 'shell.roleMember'),
                })}
              </span>
            ) : null}
            <form action={switchLanguageAction}>
              <input type="hidden" name="locale" value={other} />
              <input type="hidden" name="back" value={path} />
              <button
                type="submit"
                lang={other}
                aria-label={t('shell.switchToLabel')}
                className={consoleButton({ variant: 'secondary', className: 'min-h-11' })}
              >
                {t('shell.switchTo')}
              </button>
            </form>
            {operator ? (
              <form action={signOutAction}>
                <button type="submit" className={consoleButton({ variant: 'secondary' })}>
                  {t('shell.signOut')}
                </button>
              </form>
            ) : null}
          </div>
        </div>
        {operator ? (
          <div className="mx-auto max-w-7xl px-4 pb-3">
            <details className="lg:hidden">
              <summary className="flex min-h-11 cursor-pointer items-center rounded-md border border-white/40 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-white">
                <span aria-hidden="true" className="mr-2">
                  ☰
                </span>
                {t('shell.menu')}
              </summary>
              <nav aria-label={t('shell.menu')} className="pt-2">
                <NavLinks t={t} operator={operator} path={path} idPrefix="console-nav-mobile" />
              </nav>
            </details>
            <nav aria-label={t('shell.menu')} className="hidden lg:block">
              <NavLinks t={t} operator={operator} path={path} idPrefix="console-nav" />
            </nav>
          </div>
        ) : null}
      </header>
      <main id="console-main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
    </>
  );
}
