/**
 * Judges whether the device can animate Darky smoothly: frame intervals measured over the first frames
 * after the scene appears. The median resists a single hiccup (a tab switch, garbage collection).
 */

/** Frames measured before deciding. */
export const FRAMES_TO_MEASURE = 40;
/** Below this many frames per second the 3D Darky looks broken; the SVG Darky animates smoothly anywhere. */
export const MIN_FPS = 20;

export function medianFrameMs(intervals: readonly number[]): number {
  if (intervals.length === 0) return Number.NaN;
  const sorted = [...intervals].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function isTooSlow(intervals: readonly number[], minFps = MIN_FPS): boolean {
  const median = medianFrameMs(intervals);
  return Number.isFinite(median) && median > 1000 / minFps;
}

/** Where a tester may lower (or raise) the floor for this browser, e.g. a loaded CI machine rendering in software. */
export const MIN_FPS_STORAGE_KEY = 'darky-3d:min-fps';

export function minFpsFrom(stored: string | null): number {
  const value = Number(stored);
  return stored !== null && Number.isFinite(value) && value >= 0 ? value : MIN_FPS;
}
