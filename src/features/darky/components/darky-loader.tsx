/**
 * Mounts Darky on every page without weighing on the first load: the widget and socket.io-client are a
 * separate chunk, imported once the page has settled (idle after load, or the first interaction; see
 * when-settled.ts). Everything it renders is fixed-position (no layout shift).
 */
'use client';
import { useEffect, useState, type ComponentType } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { whenSettled } from '../client/when-settled';

type WidgetComponent = ComponentType<{ locale: Locale }>;

/** Grace after the load event before the widget loads on its own (an interaction loads it at once). */
const AFTER_LOAD_MS = 4000;
/** Latest moment, after the grace, the widget loads even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Pages where Darky is the page itself (the 3D demo's chat): a second chat there would talk over him. */
const PAGES_WITH_THEIR_OWN_DARKY = ['/innovaciones/darky-3D/demo'];

export function DarkyLoader({ locale }: { locale: Locale }) {
  const [Widget, setWidget] = useState<WidgetComponent | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenSettled(
      () => {
        void import('./darky-widget')
          .then((module) => {
            if (!cancelled) setWidget(() => module.DarkyWidget);
          })
          // A chunk that fails to load (offline on arrival) leaves the page without chat rather than broken.
          .catch(() => undefined);
      },
      { afterLoadMs: AFTER_LOAD_MS, idleTimeoutMs: IDLE_TIMEOUT_MS },
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  return Widget && !PAGES_WITH_THEIR_OWN_DARKY.includes(pathname) ? <Widget locale={locale} /> : null;
}
