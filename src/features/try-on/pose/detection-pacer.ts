/**
 * Adapts how often the face is detected to the device: each detection is followed by a pause as long as it
 * took (at most half the main thread goes to tracking), so a slow phone tracks fewer times per second
 * instead of freezing the page. Drawing continues every frame with the smoothed pose in between.
 */
export class DetectionPacer {
  private averageMs: number | undefined;

  constructor(
    private readonly options = {
      /** Share of the time detection may take (0.5 = pause as long as it ran). */
      busyShare: 0.5,
      /** Never detect more often than this (ms): a camera gives ~30 frames per second anyway. */
      minIntervalMs: 30,
      /** Never wait longer than this, however slow the device. */
      maxIntervalMs: 1000,
    },
  ) {}

  record(durationMs: number): void {
    // Exponential average over ~8 detections: one slow frame does not halve the rate.
    this.averageMs = this.averageMs === undefined ? durationMs : this.averageMs + (durationMs - this.averageMs) / 8;
  }

  /** Milliseconds between the end of a detection and the start of the next. */
  get pauseMs(): number {
    if (this.averageMs === undefined) return 0;
    const pause = (this.averageMs * (1 - this.options.busyShare)) / this.options.busyShare;
    return Math.min(this.options.maxIntervalMs, Math.max(this.options.minIntervalMs - this.averageMs, pause));
  }

  get averageDetectionMs(): number {
    return this.averageMs ?? 0;
  }
}
