/**
 * Mounts Darky on every page without weighing on the first load: the widget and socket.io-client are a
 * separate chunk, imported when the browser is idle. Everything it renders is fixed-position (no layout shift).
 */
'use client';
import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import { whenIdle } from '../client/when-idle';

type WidgetComponent = ComponentType<{ locale: Locale }>;

/** Latest moment the widget loads even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 4000;

export function DarkyLoader({ locale }: { locale: Locale }) {
  const [Widget, setWidget] = useState<WidgetComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./darky-widget')
        .then((module) => {
          if (!cancelled) setWidget(() => module.DarkyWidget);
        })
        // A chunk that fails to load (offline on arrival) leaves the page without chat rather than broken.
        .catch(() => undefined);
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  return Widget ? <Widget locale={locale} /> : null;
}
