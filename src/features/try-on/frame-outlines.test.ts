import { describe, expect, it } from 'vitest';
import { bridgeOf, frameDrawing, frameProportions, hingeX, templeOf } from './frame-outlines';
import type { FrameShape } from '@/content/schemas';

const shapes = Object.keys(frameProportions) as FrameShape[];

describe('the catalogue drawing is the 3D model seen from a little above', () => {
  it.each(shapes)('%s: a bridge (unless one shield) and two temples from the hinges back', (shape) => {
    const drawing = frameDrawing(shape);
    expect(drawing.bridge !== null).toBe(!frameProportions[shape].shield);
    expect(bridgeOf(shape) !== null).toBe(!frameProportions[shape].shield);
    expect(drawing.temples?.paths).toHaveLength(2);
    // The temples start where the model's do: at the hinge, behind the front.
    const [start] = templeOf(shape, 1).points;
    expect(start![0]).toBeCloseTo(hingeX(shape) - 0.02);
    expect(drawing.temples!.paths[0]!.startsWith(`M${(start![0] * 100).toFixed(1)},`)).toBe(true);
    // Seen from above, the temples reach back (up on the drawing) beyond the top of the front.
    expect(drawing.temples!.top).toBeLessThan(-45);
  });

  it('at pitch 0 it is the front alone, for small swatches', () => {
    expect(frameDrawing('round', 0).temples).toBeNull();
    expect(frameDrawing('round', 0).bridge).not.toBeNull();
  });
});
