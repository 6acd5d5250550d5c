import { describe, expect, it } from 'vitest';
import { DetectionPacer } from './detection-pacer';

describe('DetectionPacer', () => {
  it('starts at once, then pauses as long as detections take on a slow device', () => {
    const pacer = new DetectionPacer();
    expect(pacer.pauseMs).toBe(0);
    for (let i = 0; i < 20; i += 1) pacer.record(120);
    expect(pacer.pauseMs).toBeCloseTo(120, 0);
  });

  it('keeps a fast device near the camera rate instead of spinning', () => {
    const pacer = new DetectionPacer();
    for (let i = 0; i < 20; i += 1) pacer.record(8);
    // 8 ms detection + 22 ms pause = one detection per 30 ms.
    expect(pacer.pauseMs).toBeCloseTo(22, 0);
  });

  it('never waits more than a second, and one slow frame moves the average only a little', () => {
    const pacer = new DetectionPacer();
    for (let i = 0; i < 20; i += 1) pacer.record(40);
    pacer.record(400);
    expect(pacer.averageDetectionMs).toBeLessThan(90);
    for (let i = 0; i < 60; i += 1) pacer.record(5000);
    expect(pacer.pauseMs).toBe(1000);
  });
});
