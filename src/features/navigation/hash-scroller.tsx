'use client';
/** After each navigation, scrolls smoothly to the hash target once it has rendered (see hash-scroll.ts). */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { scrollToHashTarget } from './hash-scroll';

export function HashScroller() {
  const pathname = usePathname();

  useEffect(() => {
    const controller = new AbortController();
    const run = () => {
      if (!window.location.hash) return;
      void scrollToHashTarget(
        window.location.hash,
        {
          find: (id) => document.getElementById(id),
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        },
        controller.signal,
      );
    };
    run();
    window.addEventListener('hashchange', run);
    return () => {
      controller.abort();
      window.removeEventListener('hashchange', run);
    };
  }, [pathname]);

  return null;
}
