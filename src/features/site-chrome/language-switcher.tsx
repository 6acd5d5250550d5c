'use client';
/**
 * Switches to the same page in the other language, keeping query and hash. next-intl's Link writes
 * the choice to the locale cookie (the only place it is written: src/i18n/routing.ts); without JavaScript it is
 * still a plain link to the counterpart (with the query on prerendered query variants, without the hash).
 */
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { publicPathOfVariant } from '@/features/routing/public';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

interface SwitcherProps {
  label: string;
  ariaLabel: string;
  className?: string;
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The URL's hash, known only in the browser (the server renders the link without it). */
function useHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

function SwitcherLink({ label, ariaLabel, className, search }: SwitcherProps & { search: string }) {
  const locale = useLocale() as Locale;
  // A query variant is prerendered under its own path (src/features/routing/query-variants.ts): rendered there, the
  // link points at the public path and query it stands for, so it keeps the query even without JavaScript.
  const pathname = publicPathOfVariant(usePathname());
  const hash = useHash();
  const target: Locale = locale === 'es' ? 'en' : 'es';
  return (
    <Link
      href={`${pathname}${search && !pathname.includes('?') ? `?${search}` : ''}${hash}`}
      locale={target}
      hrefLang={target === 'es' ? 'es-PE' : 'en'}
      data-testid="language-switcher"
      className={className}
    >
      <span lang={target}>{label}</span>
      {/* The visible word stays the start of the accessible name (WCAG 2.5.3, label in name). */}
      <span className="sr-only">: {ariaLabel}</span>
    </Link>
  );
}

/** Reports the current query (known per request, and changed by in-page navigation) without rendering anything. */
function QueryWatcher({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onChange(search), [search, onChange]);
  return null;
}

export function LanguageSwitcher(props: SwitcherProps) {
  // The link renders (and hydrates) without the query, which is added once the watcher reports it. Reading the query
  // in the link itself made static pages render the link on the client alone, replacing the server's element as the
  // page hydrated: a click in that moment was lost and the page stayed in the same language.
  const [search, setSearch] = useState('');
  return (
    <>
      <SwitcherLink {...props} search={search} />
      <Suspense fallback={null}>
        <QueryWatcher onChange={setSearch} />
      </Suspense>
    </>
  );
}
