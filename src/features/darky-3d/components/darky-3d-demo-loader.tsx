/**
 * The demo page's only first-load code: shows the flat Darky until the page has settled, then imports the
 * 3D chat (socket client, hook, viewer; three.js follows in its own chunk once WebGL is confirmed).
 */
'use client';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { whenSettled } from '@/features/darky/page';
import type { Darky3dChatLabels } from '../client/labels';

type ChatComponent = ComponentType<{ locale: Locale; labels: Darky3dChatLabels }>;

export function Darky3dDemoLoader({ locale, labels, placeholder }: { locale: Locale; labels: Darky3dChatLabels; placeholder: ReactNode }) {
  const [Chat, setChat] = useState<ChatComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The visitor came for Darky: load as soon as the page is idle after its load event.
    const cancel = whenSettled(
      () => {
        void import('./darky-3d-chat')
          .then((module) => {
            if (!cancelled) setChat(() => module.Darky3dChat);
          })
          .catch(() => undefined);
      },
      { afterLoadMs: 0, idleTimeoutMs: 1000 },
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return Chat ? <Chat locale={locale} labels={labels} /> : <>{placeholder}</>;
}
