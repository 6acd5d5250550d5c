/**
 * A small living Darky in place of a still picture (the landing's hero, the home's innovation card). `on-screen` (the
 * home card): the picture stays until the page has settled and the spot is on screen, then the 3D viewer is
 * imported. `on-request` (the landing, where the spot is on screen at once): the picture is a poster with a button,
 * and three.js is fetched only when the visitor presses it. If the viewer cannot run (no WebGL, slow device) the
 * picture simply stays.
 */
'use client';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-link';
import { whenSettled } from '@/features/darky/page';
import type { Darky3dViewerLabels } from '../client/labels';
import type { Darky3dViewerProps } from './darky-3d-viewer';

function importViewer(): Promise<ComponentType<Darky3dViewerProps>> {
  return import('./darky-3d-viewer').then((module) => module.Darky3dViewer);
}

export function Darky3dTeaser({
  labels,
  picture,
  className,
  start = 'on-screen',
}: {
  labels: Darky3dViewerLabels;
  picture: ReactNode;
  className?: string;
  start?: 'on-screen' | 'on-request';
}) {
  const spotRef = useRef<HTMLDivElement>(null);
  const [Viewer, setViewer] = useState<ComponentType<Darky3dViewerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const spot = spotRef.current;
    if (!spot || start !== 'on-screen') return;
    let cancelled = false;
    let cancelSettled: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelSettled = whenSettled(
          () => {
            void importViewer()
              .then((component) => {
                if (!cancelled) setViewer(() => component);
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
  }, [start]);

  const request = () => {
    setRequested(true);
    void importViewer()
      .then((component) => setViewer(() => component))
      .catch(() => setFailed(true));
  };

  const live = ready && !failed;
  return (
    <div ref={spotRef} data-testid="darky-3d-teaser" data-live={live ? 'true' : 'false'} className={`relative ${className ?? ''}`}>
      <div className={live ? 'invisible' : undefined}>{picture}</div>
      {start === 'on-request' && !live && !failed ? (
        <button
          type="button"
          onClick={request}
          disabled={requested}
          aria-busy={requested}
          data-testid="darky-3d-show"
          className={buttonVariants({
            variant: 'accent',
            className: 'absolute bottom-3 left-1/2 -translate-x-1/2 whitespace-nowrap shadow-lg disabled:cursor-wait',
          })}
        >
          {requested ? labels.loading : labels.show}
        </button>
      ) : null}
      {Viewer && !failed ? (
        <div className={`absolute inset-0 transition-opacity duration-500 ${live ? 'opacity-100' : 'opacity-0'}`}>
          <Viewer variant="teaser" labels={labels} onFallback={() => setFailed(true)} onReady={() => setReady(true)} />
        </div>
      ) : null}
    </div>
  );
}
