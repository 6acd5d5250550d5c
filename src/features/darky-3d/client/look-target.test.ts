import { describe, expect, it } from 'vitest';
import { offsetFrom } from './look-target';

const view = { left: 100, top: 100, width: 200, height: 200 } as DOMRect;
const viewport = { width: 1000, height: 800 };

describe('where Darky looks', () => {
  it('looks right and up at a point to the upper right, left and down at one to the lower left', () => {
    const upRight = offsetFrom(view, { x: 600, y: 0 }, viewport);
    expect(upRight.x).toBeGreaterThan(0.5);
    expect(upRight.y).toBeGreaterThan(0.3);
    const downLeft = offsetFrom(view, { x: 0, y: 700 }, viewport);
    expect(downLeft.x).toBeLessThan(0);
    expect(downLeft.y).toBeLessThan(-0.5);
  });

  it('never turns further than fully to one side', () => {
    expect(offsetFrom(view, { x: 99_999, y: -99_999 }, viewport)).toEqual({ x: 1, y: 1 });
  });
});
