import { describe, expect, it } from 'vitest';
import { OneEuroFilter, OneEuroVectorFilter } from './one-euro-filter';

describe('OneEuroFilter', () => {
  it('returns the first value as is', () => {
    expect(new OneEuroFilter().filter(42, 0)).toBe(42);
  });

  it('damps jitter around a still value', () => {
    const filter = new OneEuroFilter({ minCutoff: 1, beta: 0, derivativeCutoff: 1 });
    let worst = 0;
    for (let frame = 0; frame < 120; frame += 1) {
      const noisy = 100 + (frame % 2 === 0 ? 3 : -3);
      const smoothed = filter.filter(noisy, frame * 33);
      // After a second of settling, ±3 px of raw jitter comes out under 1.5 px.
      if (frame >= 30) worst = Math.max(worst, Math.abs(smoothed - 100));
    }
    expect(worst).toBeLessThan(1.5);
  });

  it('follows a fast move with less lag when beta is higher', () => {
    const lagAfterMove = (beta: number) => {
      const filter = new OneEuroFilter({ minCutoff: 1, beta, derivativeCutoff: 1 });
      let value = 0;
      for (let frame = 0; frame <= 10; frame += 1) value = filter.filter(frame * 20, frame * 33);
      return 200 - value;
    };
    expect(lagAfterMove(0.05)).toBeLessThan(lagAfterMove(0));
    expect(lagAfterMove(0.05)).toBeLessThan(40);
  });

  it('ignores a sample that is not newer than the previous one, and starts over after reset', () => {
    const filter = new OneEuroFilter();
    filter.filter(10, 100);
    expect(filter.filter(50, 100)).toBe(10);
    filter.reset();
    expect(filter.filter(50, 200)).toBe(50);
  });

  it('filters each component of a vector independently', () => {
    const filter = new OneEuroVectorFilter(2);
    expect(filter.filter([1, 2], 0)).toEqual([1, 2]);
    const [x, y] = filter.filter([11, 2], 33);
    expect(x).toBeGreaterThan(1);
    expect(x).toBeLessThan(11);
    expect(y).toBe(2);
  });
});
