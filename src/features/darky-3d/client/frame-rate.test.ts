import { describe, expect, it } from 'vitest';
import { isTooSlow, medianFrameMs, MIN_FPS, minFpsFrom } from './frame-rate';

describe('frame rate judge', () => {
  it('takes the median, so one slow frame does not condemn a fast device', () => {
    expect(medianFrameMs([16, 17, 400, 16, 17])).toBe(17);
    expect(medianFrameMs([10, 20])).toBe(15);
    expect(isTooSlow([16, 17, 400, 16, 17])).toBe(false);
  });

  it(`calls a device below ${MIN_FPS} fps too slow, and judges nothing without frames`, () => {
    expect(isTooSlow(Array(40).fill(100))).toBe(true);
    expect(isTooSlow(Array(40).fill(1000 / (MIN_FPS + 5)))).toBe(false);
    expect(isTooSlow([])).toBe(false);
  });
});

describe('frame rate floor', () => {
  it('is 20 fps unless a tester set another number for this browser', () => {
    expect(minFpsFrom(null)).toBe(MIN_FPS);
    expect(minFpsFrom('nonsense')).toBe(MIN_FPS);
    expect(minFpsFrom('-3')).toBe(MIN_FPS);
    expect(minFpsFrom('1')).toBe(1);
  });
});
