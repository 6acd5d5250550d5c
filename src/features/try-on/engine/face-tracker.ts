/**
 * Face tracking with @vladmandic/human on the WebGL backend, with only the face detector and the face mesh
 * loaded, from our own origin (public/try-on/models/, copied from the npm package at build time): no CDN,
 * no wasm, no other model. Returns the mesh of the one face it sees, or null.
 */
import { Human, type Config } from '@vladmandic/human';

export interface TrackedFace {
  /** Human's meshRaw: 468 landmarks normalised to the picture. */
  mesh: Array<[number, number, number?]>;
  /** The larger side of the face box, in pixels of the picture. */
  boxSize: number;
  score: number;
}

export type TrackerInput = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap;

export function trackerConfig(modelBaseUrl: string): Partial<Config> {
  return {
    backend: 'webgl',
    modelBasePath: modelBaseUrl,
    // Never used with the webgl backend; empty so nothing ever points at a CDN.
    wasmPath: '',
    debug: false,
    async: true,
    warmup: 'none',
    // Models stay in the browser's IndexedDB after the first visit: a second try-on starts without downloading.
    cacheModels: true,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      // Re-run the detector every 10 frames or 500 ms; in between, the mesh follows the face from its last box.
      detector: { rotation: false, maxDetected: 1, skipFrames: 10, skipTime: 500, minConfidence: 0.3, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
  };
}

export interface FaceTracker {
  detect(input: TrackerInput, width: number, height: number): Promise<TrackedFace | null>;
  /** A photo is a single picture: detect from scratch, without the video's frame-to-frame shortcuts. */
  detectStill(input: TrackerInput, width: number, height: number): Promise<TrackedFace | null>;
  dispose(): void;
}

export async function createFaceTracker(modelBaseUrl: string): Promise<FaceTracker> {
  const human = new Human(trackerConfig(modelBaseUrl));
  await human.init();
  if (human.tf.getBackend() !== 'webgl') throw new Error(`WebGL backend unavailable (got ${String(human.tf.getBackend())})`);
  await human.load();

  const run = async (input: TrackerInput, width: number, height: number, still: boolean): Promise<TrackedFace | null> => {
    const result = await human.detect(
      input as never,
      still ? { face: { detector: { skipFrames: 0, skipTime: 0 } } as Config['face'], cacheSensitivity: 0 } : undefined,
    );
    const face = result.face[0];
    if (!face || face.meshRaw.length < 468) return null;
    return {
      mesh: face.meshRaw as TrackedFace['mesh'],
      boxSize: Math.max(face.boxRaw[2] * width, face.boxRaw[3] * height),
      score: face.score,
    };
  };

  return {
    detect: (input, width, height) => run(input, width, height, false),
    detectStill: (input, width, height) => run(input, width, height, true),
    dispose: () => {
      human.tf.engine().disposeVariables?.();
    },
  };
}
