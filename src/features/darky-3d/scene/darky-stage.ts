/**
 * The 3D stage (the heavy chunk, imported on demand): renderer, camera, lights and Darky, an animation
 * loop that runs only while the stage is on screen, and the measurements the fallbacks and the bench use
 * (time to first frame, frame intervals, render time).
 */
import { AmbientLight, DirectionalLight, HemisphereLight, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { buildDarky } from './build-darky';
import { DarkyMotion, type MotionInput } from './darky-motion';
import { FRAMES_TO_MEASURE, isTooSlow, medianFrameMs, MIN_FPS_STORAGE_KEY, minFpsFrom } from '../client/frame-rate';

export interface StageMeasurements {
  /** From the call to createDarkyStage to the first frame drawn, ms. */
  firstFrameMs: number;
  /** Median interval between animation frames over the first frames, ms. */
  frameIntervalMs: number;
  /** Median time spent drawing one frame on the main thread, ms. */
  renderMs: number;
}

export interface StageOptions {
  /** The visitor's wishes and Darky's state, read every frame. */
  input(): MotionInput;
  onFirstFrame?(ms: number): void;
  /** Called once the first frames are measured; `tooSlow` when the device cannot animate smoothly. */
  onMeasured?(measurements: StageMeasurements, tooSlow: boolean): void;
  onContextLost?(): void;
  /** Wave hello when first shown (not with reduced motion). */
  waveOnArrival?: boolean;
}

export interface DarkyStage {
  wave(): void;
  dispose(): void;
}

function minFpsFloor(): number {
  try {
    return minFpsFrom(window.localStorage.getItem(MIN_FPS_STORAGE_KEY));
  } catch {
    return minFpsFrom(null);
  }
}

export function createDarkyStage(canvas: HTMLCanvasElement, options: StageOptions): DarkyStage {
  const createdAt = performance.now();
  // Throws where WebGL is unavailable: the caller falls back to the SVG Darky.
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.setClearColor(0x000000, 0);

  const scene = new Scene();
  const camera = new PerspectiveCamera(28, 1, 0.1, 50);
  camera.position.set(0, 1.75, 7.8);
  // Aimed a little above his middle: the speech bubble sits over the top of the view.
  camera.lookAt(0, 1.45, 0);
  scene.add(new HemisphereLight(0xffffff, 0x212d40, 1.3));
  scene.add(new AmbientLight(0xffffff, 0.5));
  const key = new DirectionalLight(0xffffff, 2.4);
  key.position.set(3, 5, 5);
  scene.add(key);
  const rim = new DirectionalLight(0x37ebca, 0.8);
  rim.position.set(-4, 2, -3);
  scene.add(rim);

  const darky = buildDarky();
  scene.add(darky.root);
  const motion = new DarkyMotion(darky);

  const resize = () => {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // A narrow view moves the camera back so Darky still fits.
    camera.position.z = camera.aspect < 0.8 ? 7.8 / Math.max(0.55, camera.aspect / 0.8) : 7.8;
    camera.updateProjectionMatrix();
  };
  resize();
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(canvas);

  let frame = 0;
  let lastFrameAt = Number.NaN;
  /** After a pause the first interval is not a frame interval. */
  let resumed = true;
  let firstDrawn = false;
  let onScreen = true;
  let disposed = false;
  const intervals: number[] = [];
  const renderTimes: number[] = [];
  let measured = false;
  let arrived = false;

  const draw = (now: number) => {
    frame = 0;
    if (disposed) return;
    const dt = resumed ? 16 : now - lastFrameAt;
    const input = options.input();
    if (!arrived) {
      arrived = true;
      if (options.waveOnArrival && !input.reducedMotion) motion.wave();
    }
    motion.update(dt, input);
    const renderStart = performance.now();
    renderer.render(scene, camera);
    const renderEnd = performance.now();
    if (!firstDrawn) {
      firstDrawn = true;
      options.onFirstFrame?.(renderEnd - createdAt);
    } else if (!measured && !resumed) {
      intervals.push(dt);
      renderTimes.push(renderEnd - renderStart);
      if (intervals.length >= FRAMES_TO_MEASURE) {
        measured = true;
        const measurements = { firstFrameMs: 0, frameIntervalMs: medianFrameMs(intervals), renderMs: medianFrameMs(renderTimes) };
        options.onMeasured?.(measurements, isTooSlow(intervals, minFpsFloor()));
      }
    }
    lastFrameAt = now;
    resumed = false;
    schedule();
  };
  const schedule = () => {
    if (!frame && onScreen && !disposed && document.visibilityState === 'visible') frame = requestAnimationFrame(draw);
  };
  // A hidden or scrolled-away stage costs nothing; the measurement restarts its clock when it comes back.
  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    resumed = true;
  };
  const visibility = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    if (onScreen) schedule();
    else pause();
  });
  visibility.observe(canvas);
  const onVisibilityChange = () => (document.visibilityState === 'visible' ? schedule() : pause());
  document.addEventListener('visibilitychange', onVisibilityChange);

  const onContextLost = (event: Event) => {
    event.preventDefault();
    pause();
    options.onContextLost?.();
  };
  canvas.addEventListener('webglcontextlost', onContextLost);
  schedule();

  return {
    wave: () => motion.wave(),
    dispose() {
      disposed = true;
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      visibility.disconnect();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      canvas.removeEventListener('webglcontextlost', onContextLost);
      darky.dispose();
      renderer.dispose();
    },
  };
}
