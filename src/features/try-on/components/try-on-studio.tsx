/**
 * The live glasses try-on: the camera opens only when the visitor presses start, the picture is shown like a
 * mirror, and the 3D glasses follow the face. The tracking library, three.js and the models arrive by a
 * dynamic import() after that press (or a photo upload), so the page's first load stays as light as before.
 */
'use client';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { earlyTapProps, useEarlyTap } from '@/components/ui/early-tap';
import { clsx } from 'clsx';
import type { TryOnFrame } from '@/content/schemas';
import type { FacePose } from '../pose/face-pose';
import type { TryOnEngine } from '../engine/try-on-engine';
import { CameraUnavailable, closeCamera, openCamera, type CameraProblem } from '../client/camera';
import { MODEL_BASE_PATH, watchModelProgress } from '../client/load-progress';
import { FrameThumbnail } from './frame-thumbnail';

export type TryOnLabels = Record<
  | 'stageLabel'
  | 'placeholder'
  | 'privacy'
  | 'start'
  | 'stop'
  | 'retry'
  | 'snapshot'
  | 'uploadPhoto'
  | 'uploadHint'
  | 'frameLegend'
  | 'colourLegend'
  | 'statusIdle'
  | 'statusIdleHint'
  | 'statusLoading'
  | 'statusLoadingHint'
  | 'statusCamera'
  | 'statusCameraHint'
  | 'statusSearching'
  | 'statusSearchingHint'
  | 'statusDetected'
  | 'statusDetectedHint'
  | 'statusUnavailable'
  | 'unavailableDenied'
  | 'unavailableNoDevice'
  | 'unavailableInsecure'
  | 'unavailableBusy'
  | 'statusPhoto'
  | 'statusPhotoHint'
  | 'statusPhotoNoFace'
  | 'statusPhotoNoFaceHint'
  | 'statusUnsupported'
  | 'statusUnsupportedHint'
  | 'statusLoadFailed'
  | 'statusLoadFailedHint'
  | 'brandMark'
  | 'snapshotFile',
  string
>;

type Status =
  | { kind: 'idle' }
  | { kind: 'loading'; percent: number }
  | { kind: 'camera' }
  | { kind: 'searching' }
  | { kind: 'detected' }
  | { kind: 'unavailable'; problem: CameraProblem }
  | { kind: 'photo' }
  | { kind: 'photo-no-face' }
  | { kind: 'unsupported' }
  | { kind: 'load-failed' };

type Picture = { source: 'camera' | 'photo'; width: number; height: number } | null;

const problemHint: Record<CameraProblem, keyof TryOnLabels> = {
  denied: 'unavailableDenied',
  'no-device': 'unavailableNoDevice',
  insecure: 'unavailableInsecure',
  busy: 'unavailableBusy',
};

function statusText(status: Status, labels: TryOnLabels): { title: string; hint: string; tone: 'neutral' | 'good' | 'bad' } {
  switch (status.kind) {
    case 'idle':
      return { title: labels.statusIdle, hint: labels.statusIdleHint, tone: 'neutral' };
    case 'loading':
      return { title: labels.statusLoading.replace('{percent}', String(status.percent)), hint: labels.statusLoadingHint, tone: 'neutral' };
    case 'camera':
      return { title: labels.statusCamera, hint: labels.statusCameraHint, tone: 'neutral' };
    case 'searching':
      return { title: labels.statusSearching, hint: labels.statusSearchingHint, tone: 'neutral' };
    case 'detected':
      return { title: labels.statusDetected, hint: labels.statusDetectedHint, tone: 'good' };
    case 'unavailable':
      return { title: labels.statusUnavailable, hint: labels[problemHint[status.problem]], tone: 'bad' };
    case 'photo':
      return { title: labels.statusPhoto, hint: labels.statusPhotoHint, tone: 'good' };
    case 'photo-no-face':
      return { title: labels.statusPhotoNoFace, hint: labels.statusPhotoNoFaceHint, tone: 'bad' };
    case 'unsupported':
      return { title: labels.statusUnsupported, hint: labels.statusUnsupportedHint, tone: 'bad' };
    case 'load-failed':
      return { title: labels.statusLoadFailed, hint: labels.statusLoadFailedHint, tone: 'bad' };
  }
}

/**
 * Permissions-Policy belongs to the document: a visitor who reached this page by a client-side navigation from
 * a page with camera=() (docs/security.md) still lives in that document, and Chromium refuses the camera there.
 * Then "start" reloads the page as a document of its own and starts once it is back (the press was the request).
 */
const AUTOSTART_KEY = 'try-on:start-after-reload';

function cameraBlockedByDocumentPolicy(): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy?.allowsFeature('camera') === false;
}

/** The longer side a photo is scaled down to: enough for tracking and a sharp snapshot. */
const PHOTO_MAX_SIDE = 1280;

export function TryOnStudio({ frames, labels }: { frames: TryOnFrame[]; labels: TryOnLabels }) {
  const [frameSlug, setFrameSlug] = useState(frames[0]!.slug);
  const frame = frames.find((f) => f.slug === frameSlug) ?? frames[0]!;
  const [colourId, setColourId] = useState(frame.colours[0]!.id);
  const colour = frame.colours.find((c) => c.id === colourId) ?? frame.colours[0]!;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [picture, setPicture] = useState<Picture>(null);
  const [eyes, setEyes] = useState<string>('');
  const [stats, setStats] = useState<string>('');

  const videoRef = useRef<HTMLVideoElement>(null);
  const photoRef = useRef<HTMLCanvasElement>(null);
  const glassesRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<Promise<TryOnEngine> | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const pictureRef = useRef<Picture>(null);
  pictureRef.current = picture;

  // ?modelo= from the catalogue's "try it on" links preselects a frame (read here so the page stays static).
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('modelo');
    const match = frames.find((f) => f.slug === wanted);
    if (match) {
      setFrameSlug(match.slug);
      setColourId(match.colours[0]!.id);
    }
  }, [frames]);

  const onPose = useCallback((pose: FacePose) => {
    const current = pictureRef.current;
    if (!current) return;
    setEyes(pose.eyesOnScreen.map(([x, y]) => `${(x / current.width).toFixed(3)},${(y / current.height).toFixed(3)}`).join(' '));
  }, []);

  const loadEngine = useCallback((): Promise<TryOnEngine> => {
    if (engineRef.current) return engineRef.current;
    const progress = watchModelProgress((percent) => setStatus((s) => (s.kind === 'loading' ? { kind: 'loading', percent } : s)));
    const loading = import('../engine/try-on-engine')
      .then(({ createTryOnEngine }) => {
        progress.codeLoaded();
        return createTryOnEngine({
          canvas: glassesRef.current!,
          modelBaseUrl: new URL(MODEL_BASE_PATH, window.location.href).href,
          onFaceChange: (found) =>
            setStatus((s) => {
              if (pictureRef.current?.source !== 'camera') return s;
              return { kind: found ? 'detected' : 'searching' };
            }),
          onPose,
        });
      })
      .finally(() => progress.stop());
    engineRef.current = loading;
    // A failed load may be retried.
    loading.catch(() => {
      engineRef.current = null;
    });
    return loading;
  }, [onPose]);

  const engineFailed = useCallback((error: unknown) => {
    setStatus({ kind: /webgl/i.test(String(error)) ? 'unsupported' : 'load-failed' });
  }, []);

  const stopCamera = useCallback(() => {
    closeCamera(streamRef.current);
    streamRef.current = null;
    void engineRef.current?.then((engine) => engine.stop()).catch(() => undefined);
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (cameraBlockedByDocumentPolicy()) {
      sessionStorage.setItem(AUTOSTART_KEY, '1');
      window.location.reload();
      return;
    }
    stopCamera();
    setPicture(null);
    setEyes('');
    setStatus({ kind: 'loading', percent: 0 });
    // The camera prompt and the download run side by side: the visitor answers while the models arrive.
    const engine = loadEngine();
    engine.catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await openCamera();
    } catch (error) {
      setStatus({ kind: 'unavailable', problem: error instanceof CameraUnavailable ? error.problem : 'no-device' });
      return;
    }
    streamRef.current = stream;
    let ready: TryOnEngine;
    try {
      ready = await engine;
    } catch (error) {
      stopCamera();
      engineFailed(error);
      return;
    }
    if (streamRef.current !== stream) return; // stopped meanwhile
    setStatus({ kind: 'camera' });
    const video = videoRef.current!;
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    if (video.videoWidth === 0) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    if (streamRef.current !== stream) return;
    setPicture({ source: 'camera', width: video.videoWidth, height: video.videoHeight });
    pictureRef.current = { source: 'camera', width: video.videoWidth, height: video.videoHeight };
    setStatus({ kind: 'searching' });
    ready.setFrame(frame.shape, colour);
    ready.startVideo(video);
  }, [colour, engineFailed, frame.shape, loadEngine, stopCamera]);

  // The second half of a reload asked for by start() (see AUTOSTART_KEY).
  useEffect(() => {
    if (sessionStorage.getItem(AUTOSTART_KEY) !== '1') return;
    sessionStorage.removeItem(AUTOSTART_KEY);
    if (!cameraBlockedByDocumentPolicy()) void start();
  }, [start]);

  // "Activar cámara" pressed before the page's JavaScript was ready starts the camera as soon as it is.
  const startTapRef = useEarlyTap<HTMLButtonElement>(() => void start());

  const stop = useCallback(() => {
    stopCamera();
    setPicture(null);
    setEyes('');
    setStatus({ kind: 'idle' });
  }, [stopCamera]);

  const showPhoto = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      stopCamera();
      setEyes('');
      setStatus({ kind: 'loading', percent: 0 });
      let engine: TryOnEngine;
      try {
        engine = await loadEngine();
      } catch (error) {
        engineFailed(error);
        return;
      }
      const bitmap = await createImageBitmap(file).catch(() => null);
      if (!bitmap) {
        setStatus({ kind: 'photo-no-face' });
        return;
      }
      const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const canvas = photoRef.current!;
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
      bitmap.close();
      const shown = { source: 'photo', width, height } as const;
      setPicture(shown);
      pictureRef.current = shown;
      engine.setFrame(frame.shape, colour);
      const found = await engine.showPhoto(canvas, width, height);
      setStatus({ kind: found ? 'photo' : 'photo-no-face' });
    },
    [colour, engineFailed, frame.shape, loadEngine, stopCamera],
  );

  // Switching frame or colour swaps the 3D model live.
  useEffect(() => {
    void engineRef.current?.then((engine) => engine.setFrame(frame.shape, colour)).catch(() => undefined);
  }, [frame.shape, colour]);

  // Tracking figures for the benchmark, refreshed once a second while the camera runs.
  useEffect(() => {
    if (picture?.source !== 'camera') return;
    const timer = window.setInterval(() => {
      void engineRef.current?.then((engine) => setStats(JSON.stringify(engine.stats()))).catch(() => undefined);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [picture]);

  // Leaving the page turns the camera off.
  useEffect(() => () => stopCamera(), [stopCamera]);

  const chooseFrame = (slug: string) => {
    const next = frames.find((f) => f.slug === slug)!;
    setFrameSlug(slug);
    setColourId(next.colours.some((c) => c.id === colourId) ? colourId : next.colours[0]!.id);
    const url = new URL(window.location.href);
    url.searchParams.set('modelo', slug);
    window.history.replaceState(window.history.state, '', url);
  };

  const snapshot = async () => {
    const engine = await engineRef.current;
    const current = pictureRef.current;
    if (!engine || !current) return;
    const source = current.source === 'camera' ? videoRef.current! : photoRef.current!;
    const logo = new Image();
    logo.src = '/images/brand/icon.svg';
    await logo.decode().catch(() => undefined);
    const blob = await engine.snapshot(source, current.width, current.height, current.source === 'camera', {
      label: labels.brandMark,
      logo: logo.complete && logo.naturalWidth > 0 ? logo : undefined,
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = labels.snapshotFile.replace('{frame}', frame.slug);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const text = statusText(status, labels);
  const cameraOn = picture?.source === 'camera';
  const busy = status.kind === 'loading' || status.kind === 'camera';
  const canSnapshot = status.kind === 'detected' || status.kind === 'photo';

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <div>
        <div
          role="img"
          aria-label={labels.stageLabel}
          data-testid="try-on-stage"
          data-status={status.kind}
          data-frame={`${frame.slug}:${colour.id}`}
          data-eyes={eyes}
          data-stats={stats}
          className="relative w-full overflow-hidden rounded-2xl bg-brand-dark shadow-xl ring-1 ring-black/10"
          style={{ aspectRatio: picture ? `${picture.width} / ${picture.height}` : '4 / 3' }}
        >
          <video ref={videoRef} muted playsInline className={clsx('absolute inset-0 h-full w-full -scale-x-100 object-fill', !cameraOn && 'invisible')} />
          <canvas ref={photoRef} className={clsx('absolute inset-0 h-full w-full', picture?.source !== 'photo' && 'invisible')} />
          <canvas ref={glassesRef} data-testid="try-on-glasses" className={clsx('absolute inset-0 h-full w-full', !picture && 'invisible')} />
          {!picture ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
              <FrameThumbnail shape={frame.shape} colour={colour} className="w-3/5 max-w-xs drop-shadow-lg" />
              <p className="max-w-sm text-white/80">{labels.placeholder}</p>
              {status.kind === 'loading' ? (
                <div className="h-2 w-3/5 max-w-xs overflow-hidden rounded-full bg-white/20" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-green transition-[width]" style={{ width: `${status.percent}%` }} />
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="mt-3 flex items-start gap-2 text-sm text-grey-600">
          <svg viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 flex-none" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4Zm0 10.9h7c-.5 4.1-3.3 7.8-7 8.9V12H5V6.3l7-3.1v8.7Z" />
          </svg>
          {labels.privacy}
        </p>
      </div>

      <div className="space-y-6">
        <div
          role="status"
          data-testid="try-on-status"
          className={clsx(
            'rounded-xl border-l-4 bg-grey-50 p-4',
            text.tone === 'good' && 'border-brand-green',
            text.tone === 'bad' && 'border-red-600',
            text.tone === 'neutral' && 'border-brand-blue',
          )}
        >
          <p className="font-heading text-lg font-semibold text-brand-dark">{text.title}</p>
          <p className="mt-1 text-grey-600">{text.hint}</p>
        </div>

        <div className="flex flex-wrap gap-3">
          {cameraOn || busy ? (
            <button
              type="button"
              onClick={stop}
              className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-blue-deep px-6 py-2 font-semibold text-brand-blue-deep hover:bg-brand-blue-deep hover:text-white"
            >
              {labels.stop}
            </button>
          ) : (
            <button
              ref={startTapRef}
              {...earlyTapProps}
              type="button"
              onClick={() => void start()}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-blue-deep px-6 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {status.kind === 'unavailable' || status.kind === 'load-failed' ? labels.retry : labels.start}
            </button>
          )}
          <button
            type="button"
            onClick={() => void snapshot()}
            disabled={!canSnapshot}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-green px-6 py-2 font-semibold text-brand-dark hover:bg-brand-dark hover:text-white disabled:cursor-not-allowed disabled:bg-grey-100 disabled:text-grey-600"
          >
            {labels.snapshot}
          </button>
          <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 border-grey-200 px-6 py-2 font-semibold text-brand-dark hover:border-brand-blue-deep focus-within:outline-3 focus-within:outline-offset-4 focus-within:outline-brand-blue">
            {labels.uploadPhoto}
            <input type="file" accept="image/*" className="sr-only" onChange={(event) => void showPhoto(event)} data-testid="try-on-photo" />
          </label>
        </div>
        <p className="text-sm text-grey-600">{labels.uploadHint}</p>

        <fieldset>
          <legend className="font-heading text-base font-semibold text-brand-dark">
            {labels.frameLegend}: <span className="font-normal">{frame.name}</span>
          </legend>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {frames.map((option) => (
              <label
                key={option.slug}
                className={clsx(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 bg-white p-2 text-center text-xs font-medium text-brand-dark has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-blue',
                  option.slug === frame.slug ? 'border-brand-blue-deep shadow-md' : 'border-grey-200 hover:border-grey-400',
                )}
              >
                <input
                  type="radio"
                  name="try-on-frame"
                  value={option.slug}
                  checked={option.slug === frame.slug}
                  onChange={() => chooseFrame(option.slug)}
                  className="sr-only"
                />
                <FrameThumbnail shape={option.shape} colour={option.colours[0]!} temples={false} className="h-10 w-full" />
                {option.shapeLabel}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-heading text-base font-semibold text-brand-dark">
            {labels.colourLegend}: <span className="font-normal">{colour.name}</span>
          </legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {frame.colours.map((option) => (
              <label
                key={option.id}
                title={option.name}
                className={clsx(
                  'relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border-2 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-blue',
                  option.id === colour.id ? 'border-brand-blue-deep' : 'border-grey-200',
                )}
              >
                <input
                  type="radio"
                  name="try-on-colour"
                  value={option.id}
                  checked={option.id === colour.id}
                  onChange={() => setColourId(option.id)}
                  className="sr-only"
                  aria-label={option.name}
                />
                <span
                  aria-hidden="true"
                  className="h-8 w-8 rounded-full ring-1 ring-black/10"
                  style={{ background: `linear-gradient(135deg, ${option.frame} 50%, ${option.lens} 50%)` }}
                />
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
