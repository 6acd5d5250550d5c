/**
 * The live try-on, loaded by a dynamic import() only after the visitor presses start: tracks the face in the
 * camera (or a photo), smooths the pose with One-Euro filters, draws the chosen glasses over it at a detection
 * rate the device can afford, takes branded snapshots and reports what it measured.
 */
import type { FrameColour, FrameShape } from '@/content/schemas';
import { DetectionPacer } from '../pose/detection-pacer';
import { alignQuaternion, facePose, normaliseQuaternion, type FacePose, type Quaternion } from '../pose/face-pose';
import { OneEuroFilter, OneEuroVectorFilter } from '../pose/one-euro-filter';
import { createFaceTracker, type FaceTracker, type TrackerInput } from './face-tracker';
import { GlassesScene } from './glasses-scene';

/** A face missing from the picture for this long counts as gone (a blink of the detector is not). */
const FACE_LOST_AFTER_MS = 700;

export interface TrackingStats {
  /** Detections per second over the session. */
  trackingFps: number;
  /** Average time of one detection, in ms. */
  detectionMs: number;
  /** From startVideo() to the first frame with a face, in ms (null until then). */
  firstTrackedMs: number | null;
  detections: number;
  /** The GPU/renderer WebGL reports, for the benchmark's record. */
  renderer: string;
}

export interface TryOnEngineOptions {
  canvas: HTMLCanvasElement;
  modelBaseUrl: string;
  /** Called when a face appears or disappears. */
  onFaceChange(found: boolean): void;
  /** Called after every detection with a face: where the page put the glasses. */
  onPose?(pose: FacePose): void;
}

export interface BrandMark {
  label: string;
  logo?: HTMLImageElement;
}

export class TryOnEngine {
  private readonly pacer = new DetectionPacer();
  private readonly positionFilter = new OneEuroVectorFilter(4, { minCutoff: 1.5, beta: 0.015, derivativeCutoff: 1 });
  private readonly rotationFilter = new OneEuroVectorFilter(4, { minCutoff: 1, beta: 0.5, derivativeCutoff: 1 });
  private readonly scaleFilter = new OneEuroFilter({ minCutoff: 1, beta: 0.01, derivativeCutoff: 1 });
  private lastRotation: Quaternion | undefined;
  private running = false;
  private animation = 0;
  private faceSeenAt = -Infinity;
  private faceShown = false;
  private startedAt = 0;
  private firstTrackedAt: number | null = null;
  private detections = 0;
  private detectionTotalMs = 0;
  private video: HTMLVideoElement | undefined;

  private constructor(
    private readonly tracker: FaceTracker,
    private readonly scene: GlassesScene,
    private readonly options: TryOnEngineOptions,
  ) {}

  static async create(options: TryOnEngineOptions): Promise<TryOnEngine> {
    const scene = new GlassesScene(options.canvas);
    const tracker = await createFaceTracker(options.modelBaseUrl);
    return new TryOnEngine(tracker, scene, options);
  }

  setFrame(shape: FrameShape, colour: FrameColour): void {
    this.scene.setFrame(shape, colour);
    this.scene.render();
  }

  /** Tracks the camera's video (shown mirrored) until stop(). */
  startVideo(video: HTMLVideoElement): void {
    this.stop();
    this.video = video;
    this.resetSmoothing();
    this.scene.setPictureSize(video.videoWidth, video.videoHeight);
    this.running = true;
    this.startedAt = performance.now();
    this.firstTrackedAt = null;
    this.detections = 0;
    this.detectionTotalMs = 0;
    let busy = false;
    let nextDetectionAt = 0;
    const tick = (now: number) => {
      if (!this.running) return;
      this.animation = requestAnimationFrame(tick);
      if (busy || now < nextDetectionAt || video.readyState < 2 || video.videoWidth === 0) return;
      busy = true;
      const started = performance.now();
      this.tracker
        .detect(video, video.videoWidth, video.videoHeight)
        .then((face) => {
          const ended = performance.now();
          this.pacer.record(ended - started);
          this.detections += 1;
          this.detectionTotalMs += ended - started;
          nextDetectionAt = ended + this.pacer.pauseMs;
          if (!this.running) return;
          const pose = face ? facePose(face.mesh, face.boxSize, { width: video.videoWidth, height: video.videoHeight, mirrored: true }) : null;
          this.show(pose, ended, true);
        })
        .catch(() => {
          nextDetectionAt = performance.now() + 500;
        })
        .finally(() => {
          busy = false;
        });
    };
    this.animation = requestAnimationFrame(tick);
  }

  /** Puts the glasses on a photo (shown as is). Resolves whether a face was found. */
  async showPhoto(image: TrackerInput, width: number, height: number): Promise<boolean> {
    this.stop();
    this.resetSmoothing();
    this.scene.setPictureSize(width, height);
    const face = await this.tracker.detectStill(image, width, height);
    const pose = face ? facePose(face.mesh, face.boxSize, { width, height, mirrored: false }) : null;
    this.show(pose, performance.now(), false);
    return pose !== null;
  }

  private show(pose: FacePose | null, now: number, smooth: boolean): void {
    if (pose) {
      this.faceSeenAt = now;
      if (this.firstTrackedAt === null && this.running) this.firstTrackedAt = now;
      const placed = smooth ? this.smooth(pose, now) : pose;
      this.scene.place(placed);
      this.options.onPose?.(pose);
      if (!this.faceShown) {
        this.faceShown = true;
        this.options.onFaceChange(true);
      }
    } else if (!smooth || now - this.faceSeenAt > FACE_LOST_AFTER_MS) {
      this.scene.place(null);
      this.resetSmoothing();
      if (this.faceShown || !smooth) {
        this.faceShown = false;
        this.options.onFaceChange(false);
      }
    }
    this.scene.render();
  }

  private smooth(pose: FacePose, now: number): FacePose {
    const [x, y, z] = this.positionFilter.filter([...pose.anchor, 0], now);
    const rotation = normaliseQuaternion(this.rotationFilter.filter(alignQuaternion(pose.rotation, this.lastRotation), now));
    this.lastRotation = rotation;
    return { ...pose, anchor: [x!, y!, z!], rotation, eyeDistance: this.scaleFilter.filter(pose.eyeDistance, now) };
  }

  private resetSmoothing(): void {
    this.positionFilter.reset();
    this.rotationFilter.reset();
    this.scaleFilter.reset();
    this.lastRotation = undefined;
    this.faceSeenAt = -Infinity;
    this.faceShown = false;
  }

  stop(): void {
    this.running = false;
    cancelAnimationFrame(this.animation);
    this.video = undefined;
  }

  /** The picture with the glasses and the brand mark, as a PNG. `picture` is the video or the photo. */
  async snapshot(picture: CanvasImageSource, width: number, height: number, mirrored: boolean, brand: BrandMark): Promise<Blob> {
    this.scene.render();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas unavailable');
    if (mirrored) {
      context.translate(width, 0);
      context.scale(-1, 1);
    }
    context.drawImage(picture, 0, 0, width, height);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(this.scene.renderer.domElement, 0, 0, width, height);
    drawBrandMark(context, width, height, brand);
    return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
  }

  stats(): TrackingStats {
    const elapsedSeconds = (performance.now() - this.startedAt) / 1000;
    const gl = this.scene.renderer.getContext();
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    return {
      trackingFps: elapsedSeconds > 0 ? this.detections / elapsedSeconds : 0,
      detectionMs: this.detections > 0 ? this.detectionTotalMs / this.detections : 0,
      firstTrackedMs: this.firstTrackedAt === null ? null : this.firstTrackedAt - this.startedAt,
      detections: this.detections,
      renderer: String(debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
    };
  }

  /** Whether the engine is currently tracking a video. */
  get tracking(): boolean {
    return this.running && this.video !== undefined;
  }

  dispose(): void {
    this.stop();
    this.tracker.dispose();
    this.scene.dispose();
  }
}

/** The agency's mark in the bottom-right corner: logo and label on a dark pill. */
function drawBrandMark(context: CanvasRenderingContext2D, width: number, height: number, brand: BrandMark): void {
  const unit = Math.max(12, Math.round(Math.min(width, height) / 28));
  context.font = `600 ${unit}px Saira, Roboto, system-ui, sans-serif`;
  const logoWidth = brand.logo ? unit * 1.4 : 0;
  const textWidth = context.measureText(brand.label).width;
  const padding = unit * 0.6;
  const pillWidth = padding * 3 + logoWidth + textWidth;
  const pillHeight = unit * 2;
  const x = width - pillWidth - unit * 0.8;
  const y = height - pillHeight - unit * 0.8;
  context.fillStyle = 'rgba(33, 45, 64, 0.82)';
  context.beginPath();
  context.roundRect(x, y, pillWidth, pillHeight, pillHeight / 2);
  context.fill();
  if (brand.logo) context.drawImage(brand.logo, x + padding, y + (pillHeight - logoWidth) / 2, logoWidth, logoWidth);
  context.fillStyle = '#37ebca';
  context.textBaseline = 'middle';
  context.fillText(brand.label, x + padding * 2 + logoWidth, y + pillHeight / 2);
}

export function createTryOnEngine(options: TryOnEngineOptions): Promise<TryOnEngine> {
  return TryOnEngine.create(options);
}
