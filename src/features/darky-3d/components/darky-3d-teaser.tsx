/**
 * A small living Darky in place of a still picture (the landing's hero, the home's innovation card): the
 * picture stays until the page has settled and the spot is on screen, then the 3D viewer is imported.
 * If the viewer cannot run (no WebGL, slow device) the picture simply stays.
 */
'use client';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenSettled } from '@/features/darky/client/when-settled';
import type { Darky3dViewerLabels } from '../client/labels';
import type { Darky3dViewerProps } from './darky-3d-viewer';

export function Darky3dTeaser({ labels, picture, className }: { labels: Darky3dViewerLabels; picture: ReactNode; className?: string }) {
  const spotRef = useRef<HTMLDivElement>(null);
  const [Viewer, setViewer] = useState<ComponentType<Darky3dViewerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const spot = spotRef.current;
    if (!spot) return;
    let cancelled = false;
    let cancelSettled: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelSettled = whenSettled(
          () => {
            void import('./darky-3d-viewer')
              .then((module) => {
                if (!cancelled) setViewer(() => module.Darky3dViewer);
              })
              .catch(() => undefined);
          },
          { afterLoadMs: 1500, idleTimeoutMs: 2000 },
        );
      },
      { rootMargin: '100px' },
    );
    observer.observe(spot);
    return () => {
      cancelled = true;
      observer.disconnect();
      cancelSettled?.();
    };
  }, []);

  const live = ready && !failed;
  return (
    <div ref={spotRef} data-testid="darky-3d-teaser" data-live={live ? 'true' : 'false'} className={`relative ${className ?? ''}`}>
      <div className={live ? 'invisible' : undefined}>{picture}</div>
      {Viewer && !failed ? (
        <div className={`absolute inset-0 transition-opacity duration-500 ${live ? 'opacity-100' : 'opacity-0'}`}>
          <Viewer variant="teaser" labels={labels} onFallback={() => setFailed(true)} onReady={() => setReady(true)} />
        </div>
      ) : null}
    </div>
  );
}
