import { describe, expect, it } from 'vitest';
import { MouthDriver, RESTING_MOUTH } from './mouth-driver';
import { buildVisemeTimeline } from './visemes';

describe('MouthDriver', () => {
  it('rests until a reply starts and moves while it plays', () => {
    const driver = new MouthDriver();
    expect(driver.shapeAt(0)).toEqual(RESTING_MOUTH);
    driver.start('Hola amigo', 1000, { charsPerSecond: 14, untilStopped: true });
    const openings = Array.from({ length: 30 }, (_, index) => driver.shapeAt(1000 + index * 20).open);
    expect(Math.max(...openings)).toBeGreaterThan(0.5);
    expect(Math.min(...openings)).toBeLessThan(0.3);
  });

  it('jumps to the voice position on a boundary event', () => {
    const driver = new MouthDriver();
    driver.start('Hola amigo', 0, { charsPerSecond: 14, untilStopped: true });
    expect(driver.charsVoiced(10)).toBe(1);
    // The voice says it is at "amigo" (index 5) only 10 ms after starting: the timeline follows it.
    driver.resync(5, 10);
    expect(driver.charsVoiced(11)).toBe(6);
  });

  it('keeps talking past the estimate while speech goes on, and closes on stop (end/error)', () => {
    const driver = new MouthDriver();
    driver.start('Hi', 0, { charsPerSecond: 14, untilStopped: true });
    const late = buildVisemeTimeline('Hi').duration + 500;
    const shapes = [late, late + 30, late + 60, late + 90].map((now) => driver.shapeAt(now).open);
    expect(Math.max(...shapes)).toBeGreaterThan(0.3);
    expect(driver.active).toBe(true);
    driver.stop();
    expect(driver.active).toBe(false);
    expect(driver.shapeAt(late)).toEqual(RESTING_MOUTH);
  });

  it('stops by itself when a typed-out reply is complete', () => {
    const driver = new MouthDriver();
    driver.start('Hola', 0, { charsPerSecond: 28, untilStopped: false });
    expect(driver.active).toBe(true);
    expect(driver.shapeAt(buildVisemeTimeline('Hola', 28).duration + 1)).toEqual(RESTING_MOUTH);
    expect(driver.active).toBe(false);
    expect(driver.charsVoiced(0)).toBe(Number.POSITIVE_INFINITY);
  });
});
