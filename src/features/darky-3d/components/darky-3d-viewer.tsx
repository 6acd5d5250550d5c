/**
 * Darky in 3D, or the SVG Darky with a line saying why: checks WebGL before downloading the 3D chunk, falls
 * back when the context is lost or the first frames are too slow, follows the pointer and the focused
 * control, and (on the demo stage) turns with a drag or the arrow keys.
 */
'use client';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { DarkyCharacter } from '@/features/darky/ui';
import { MIN_FPS } from '../client/frame-rate';
import type { Darky3dViewerLabels, FallbackReason } from '../client/labels';
import { followLookTarget, type LookTarget } from '../client/look-target';
import { RESTING_MOUTH, type MouthShape } from '../client/mouth-driver';
import { hasWebGL } from '../client/webgl-support';
import type { DarkyPose } from '../scene/darky-motion';
import type { DarkyStage, StageMeasurements } from '../scene/darky-stage';

type ViewState = { kind: 'loading' } | { kind: '3d' } | { kind: 'fallback'; reason: FallbackReason };

const TURN_STEP_DEGREES = 15;
const MAX_TURN_DEGREES = 180;
const DRAG_DEGREES_PER_PIXEL = 0.6;

export interface Darky3dViewerProps {
  /** `stage`: the demo's large, turnable Darky. `teaser`: a small decorative one (landing, home card). */
  variant: 'stage' | 'teaser';
  labels: Darky3dViewerLabels;
  pose?: DarkyPose;
  /** Read every frame while Darky talks. */
  getMouth?: () => MouthShape;
  onFallback?(reason: FallbackReason): void;
  /** The first 3D frame is on screen. */
  onReady?(): void;
  className?: string;
}

const wrapTurn = (degrees: number) => ((((degrees + MAX_TURN_DEGREES) % 360) + 360) % 360) - MAX_TURN_DEGREES;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function Darky3dViewer({ variant, labels, pose = 'idle', getMouth, onFallback, onReady, className }: Darky3dViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [view, setView] = useState<ViewState>({ kind: 'loading' });
  const [turn, setTurn] = useState(0);
  const [measurements, setMeasurements] = useState<Partial<StageMeasurements>>({});
  const reducedMotion = useReducedMotion();

  // The loop reads the latest wishes through a ref: a render per frame would be wasted work.
  const live = useRef({ pose, turn, reducedMotion, getMouth, look: { x: 0, y: 0 } as LookTarget, onFallback, onReady });
  live.current = { ...live.current, pose, turn, reducedMotion, getMouth, onFallback, onReady };

  useEffect(() => {
    const host = hostRef.current;
    const canvas = canvasRef.current;
    if (!host || !canvas) return;
    let stage: DarkyStage | null = null;
    let cancelled = false;
    const fallBack = (reason: FallbackReason) => {
      if (cancelled) return;
      cancelled = true;
      stage?.dispose();
      stage = null;
      setView({ kind: 'fallback', reason });
      live.current.onFallback?.(reason);
    };
    const stopLooking = followLookTarget(host, (target) => (live.current.look = target));

    if (!hasWebGL()) fallBack('no-webgl');
    else {
      import('../scene/darky-stage')
        .then(({ createDarkyStage }) => {
          if (cancelled) return;
          stage = createDarkyStage(canvas, {
            waveOnArrival: true,
            input: () => ({
              pose: live.current.pose,
              look: live.current.look,
              yaw: (live.current.turn * Math.PI) / 180,
              mouth: live.current.getMouth?.() ?? RESTING_MOUTH,
              reducedMotion: live.current.reducedMotion,
            }),
            onFirstFrame: (ms) => {
              if (cancelled) return;
              setView({ kind: '3d' });
              live.current.onReady?.();
              setMeasurements((current) => ({ ...current, firstFrameMs: ms }));
            },
            onMeasured: (measured, tooSlow) => {
              setMeasurements((current) => ({ ...current, frameIntervalMs: measured.frameIntervalMs, renderMs: measured.renderMs }));
              if (tooSlow) fallBack('slow');
            },
            onContextLost: () => fallBack('context-lost'),
          });
        })
        .catch(() => fallBack('error'));
    }
    return () => {
      cancelled = true;
      stopLooking();
      stage?.dispose();
    };
  }, []);

  const interactive = variant === 'stage' && view.kind === '3d';
  const drag = useRef<{ pointerId: number; x: number; startTurn: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, startTurn: turn };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setTurn(wrapTurn(Math.round(current.startTurn + (event.clientX - current.x) * DRAG_DEGREES_PER_PIXEL)));
  };
  const endDrag = () => (drag.current = null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key in steps) setTurn((current) => wrapTurn(current + steps[event.key]! * TURN_STEP_DEGREES));
    else if (event.key === 'Home') setTurn(0);
    else return;
    event.preventDefault();
  };

  const stateAttributes = {
    'data-testid': 'darky-3d',
    'data-state': view.kind,
    'data-reason': view.kind === 'fallback' ? view.reason : undefined,
    'data-pose': pose,
    'data-turn': turn,
    'data-first-frame-ms': measurements.firstFrameMs?.toFixed(1),
    'data-frame-ms': measurements.frameIntervalMs?.toFixed(2),
    'data-render-ms': measurements.renderMs?.toFixed(2),
  };

  if (view.kind === 'fallback') {
    const reason = labels.fallback[view.reason].replace('{fps}', String(MIN_FPS));
    return (
      <div
        {...stateAttributes}
        className={`flex h-full flex-col items-center justify-center gap-3 ${variant === 'stage' ? 'px-4 pt-20 pb-4' : ''} ${className ?? ''}`}
      >
        <DarkyCharacter pose={pose} className={variant === 'stage' ? 'h-[55%] w-auto max-w-[70%]' : 'h-full w-auto'} />
        {variant === 'stage' ? (
          <p data-testid="darky-3d-fallback" className="max-w-md rounded-xl bg-white/10 px-4 py-2 text-center text-sm text-white">
            {reason}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div {...stateAttributes} className={`relative h-full w-full ${className ?? ''}`}>
      <div
        ref={hostRef}
        {...(interactive
          ? {
              role: 'slider',
              tabIndex: 0,
              'aria-label': labels.turn,
              'aria-valuemin': -MAX_TURN_DEGREES,
              'aria-valuemax': MAX_TURN_DEGREES,
              'aria-valuenow': turn,
              'aria-valuetext': labels.turnValue.replace('{degrees}', String(turn)),
              'aria-orientation': 'horizontal' as const,
              onKeyDown,
            }
          : { 'aria-hidden': true })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={`h-full w-full rounded-[inherit] outline-none focus-visible:ring-4 focus-visible:ring-brand-green ${interactive ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''}`}
      >
        <canvas ref={canvasRef} className="block h-full w-full" />
      </div>
      {view.kind === 'loading' && variant === 'stage' ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <DarkyCharacter pose="idle" className="h-1/2 w-auto opacity-60" />
          <p className="sr-only" role="status">
            {labels.loading}
          </p>
        </div>
      ) : null}
    </div>
  );
}
