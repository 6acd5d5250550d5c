'use client';
/**
 * The hero's particle field. tsParticles is loaded only after the page is idle, and only on screens
 * 800 px and wider without reduced motion or data saving: on phones its animation kept the main thread
 * busy for over a second of a Lighthouse mobile run (TBT 1,000 ms) and drains batteries, for a decoration.
 */
import { useEffect, useRef } from 'react';
import { particleBackgroundOptions } from '../particles-options';

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1500);
  return () => clearTimeout(handle);
}

export function ParticleBackground({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (saveData || !window.matchMedia('(min-width: 800px) and (prefers-reduced-motion: no-preference)').matches) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    const cancel = whenIdle(async () => {
      const [{ tsParticles }, { loadSlim }] = await Promise.all([import('@tsparticles/engine'), import('@tsparticles/slim')]);
      if (disposed) return;
      await loadSlim(tsParticles);
      const container = await tsParticles.load({ id, options: particleBackgroundOptions as never });
      if (disposed) container?.destroy();
      else destroy = () => container?.destroy();
      ref.current?.setAttribute('data-ready', 'true');
    });
    return () => {
      disposed = true;
      cancel();
      destroy?.();
    };
  }, [id]);

  return <div id={id} ref={ref} aria-hidden="true" className="absolute inset-0 opacity-0 transition-opacity duration-1000 data-[ready=true]:opacity-100" />;
}
