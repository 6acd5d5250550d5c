/**
 * One-Euro filter (Casiez, Roussel, Vogel, CHI 2012): a low-pass filter whose cut-off rises with speed, so a
 * still face does not jitter and a moving face does not lag. Used for the glasses' position, scale and rotation.
 */
export interface OneEuroOptions {
  /** Cut-off (Hz) when still: lower = steadier, more lag. */
  minCutoff: number;
  /** How fast the cut-off rises with speed: higher = less lag when moving. */
  beta: number;
  /** Cut-off (Hz) of the speed estimate itself. */
  derivativeCutoff: number;
}

const smoothingFactor = (elapsedSeconds: number, cutoffHz: number) => {
  const r = 2 * Math.PI * cutoffHz * elapsedSeconds;
  return r / (r + 1);
};

export class OneEuroFilter {
  private previous: number | undefined;
  private previousSpeed = 0;
  private previousTime = 0;

  constructor(private readonly options: OneEuroOptions = { minCutoff: 1.2, beta: 0.02, derivativeCutoff: 1 }) {}

  /** The filtered value of `value` measured at `timeMs`. */
  filter(value: number, timeMs: number): number {
    if (this.previous === undefined) {
      this.previous = value;
      this.previousTime = timeMs;
      return value;
    }
    if (timeMs <= this.previousTime) return this.previous;
    const elapsed = (timeMs - this.previousTime) / 1000;
    const speed = (value - this.previous) / elapsed;
    const smoothedSpeed = this.previousSpeed + smoothingFactor(elapsed, this.options.derivativeCutoff) * (speed - this.previousSpeed);
    const cutoff = this.options.minCutoff + this.options.beta * Math.abs(smoothedSpeed);
    const smoothed = this.previous + smoothingFactor(elapsed, cutoff) * (value - this.previous);
    this.previous = smoothed;
    this.previousSpeed = smoothedSpeed;
    this.previousTime = timeMs;
    return smoothed;
  }

  reset(): void {
    this.previous = undefined;
    this.previousSpeed = 0;
    this.previousTime = 0;
  }
}

/** One filter per component of a vector (position, quaternion…). */
export class OneEuroVectorFilter {
  private readonly filters: OneEuroFilter[];
  constructor(size: number, options?: OneEuroOptions) {
    this.filters = Array.from({ length: size }, () => new OneEuroFilter(options));
  }
  filter(values: readonly number[], timeMs: number): number[] {
    return values.map((value, index) => this.filters[index]!.filter(value, timeMs));
  }
  reset(): void {
    for (const filter of this.filters) filter.reset();
  }
}
