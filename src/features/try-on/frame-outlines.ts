/**
 * The six frame shapes as numbers: lens outlines and proportions, in units of the distance between the
 * pupils (1 unit ≈ 63 mm). The 3D builder (engine/glasses-models.ts) and the catalogue's drawings use the
 * same outlines, so what a visitor sees in the list is what they try on.
 */
import type { FrameShape } from '@/content/schemas';

export type Point2 = [number, number];

export interface FrameProportions {
  /** x of each lens centre (the right lens; the left mirrors it). */
  lensCentreX: number;
  /** Width of the rim around the lens; 0 for rimless. */
  rim: number;
  /** Depth (thickness front to back) of the rim. */
  depth: number;
  /** How much the front bends back at its ends (z = -wrap * x²). */
  wrap: number;
  /** Radius of the temple arms. */
  templeRadius: number;
  /** Metal frames get a metallic finish, acetate a glossy plastic one. */
  metal: boolean;
  /** One shield across both eyes (sport) instead of two lenses. */
  shield: boolean;
  /** A second bar above the bridge (aviator). */
  doubleBridge: boolean;
}

export const frameProportions: Record<FrameShape, FrameProportions> = {
  aviator: { lensCentreX: 0.56, rim: 0.035, depth: 0.04, wrap: 0.06, templeRadius: 0.018, metal: true, shield: false, doubleBridge: true },
  round: { lensCentreX: 0.5, rim: 0.035, depth: 0.04, wrap: 0.05, templeRadius: 0.018, metal: true, shield: false, doubleBridge: false },
  'cat-eye': { lensCentreX: 0.6, rim: 0.085, depth: 0.07, wrap: 0.07, templeRadius: 0.03, metal: false, shield: false, doubleBridge: false },
  wayfarer: { lensCentreX: 0.62, rim: 0.1, depth: 0.08, wrap: 0.08, templeRadius: 0.035, metal: false, shield: false, doubleBridge: false },
  rimless: { lensCentreX: 0.52, rim: 0, depth: 0.025, wrap: 0.05, templeRadius: 0.014, metal: true, shield: false, doubleBridge: false },
  sport: { lensCentreX: 0, rim: 0.05, depth: 0.06, wrap: 0.22, templeRadius: 0.04, metal: false, shield: true, doubleBridge: false },
};

const superellipse = (angle: number, a: number, b: number, n: number): Point2 => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [a * Math.sign(c) * Math.abs(c) ** (2 / n), b * Math.sign(s) * Math.abs(s) ** (2 / n)];
};

/**
 * The right lens's outline (the one on the viewer's right), centred on (0, 0), counter-clockwise, `grow`
 * units outside the lens (the rim's outer edge uses grow = rim). x grows towards the temple.
 */
export function lensOutline(shape: FrameShape, grow = 0, steps = 64): Point2[] {
  const points: Point2[] = [];
  for (let i = 0; i < steps; i += 1) {
    const t = (i / steps) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    let p: Point2;
    switch (shape) {
      case 'round':
        p = superellipse(t, 0.4 + grow, 0.4 + grow, 2);
        break;
      case 'aviator': {
        // Teardrop: a flat brow, the lower half deeper and pulled towards the nose.
        const lower = s < 0 ? -s : 0;
        p = superellipse(t, 0.47 + grow, (s < 0 ? 0.46 : 0.3) + grow, s < 0 ? 2.1 : 3);
        p[0] -= 0.06 * lower * lower;
        p[1] -= 0.1 * lower * Math.max(0, -c);
        break;
      }
      case 'cat-eye': {
        p = superellipse(t, 0.46 + grow, 0.31 + grow, 2.8);
        // The upper outer corner sweeps up and out.
        const corner = Math.max(0, c) * Math.max(0, s);
        p[1] += 0.22 * corner ** 1.5;
        p[0] += 0.1 * corner ** 1.5;
        p[1] -= 0.05 * Math.max(0, -s); // a softer, shallower bottom
        break;
      }
      case 'wayfarer': {
        p = superellipse(t, 0.46 + grow, 0.33 + grow, 4.5);
        // Trapezoid: wider at the brow than at the cheek.
        p[0] *= 1 + 0.1 * s;
        break;
      }
      case 'rimless':
        p = superellipse(t, 0.44 + grow, 0.3 + grow, 3.4);
        break;
      case 'sport': {
        // One shield from temple to temple, with a notch for the nose at the bottom centre.
        p = superellipse(t, 1.18 + grow, 0.36 + grow, 3.2);
        const nose = Math.exp(-((p[0] / 0.22) ** 2));
        if (s < 0) p[1] += 0.3 * nose;
        p[1] += 0.05 * (1 - (p[0] / 1.2) ** 2); // a slightly arched brow
        break;
      }
    }
    points.push(p);
  }
  return points;
}

/** Half the width of the front, hinge to hinge: where the temples start. */
export function hingeX(shape: FrameShape): number {
  const proportions = frameProportions[shape];
  const outline = lensOutline(shape, proportions.rim);
  return proportions.lensCentreX + Math.max(...outline.map(([x]) => x));
}

/** An SVG path of the whole front (both lenses and the bridge) for the catalogue's drawings. */
export function frontSvgPath(shape: FrameShape): { lenses: string; rims: string; viewBox: string } {
  const { lensCentreX, rim, shield } = frameProportions[shape];
  const scale = 100;
  const toPath = (points: Point2[], offsetX: number, flip: boolean) =>
    points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${((flip ? -x : x) + offsetX) * scale + 150},${-y * scale + 60}`).join(' ') + ' Z';
  const lens = lensOutline(shape, 0, 48);
  const outer = lensOutline(shape, Math.max(rim, 0.02), 48);
  const sides = shield
    ? [[0, false]]
    : [
        [lensCentreX, false],
        [-lensCentreX, true],
      ];
  return {
    lenses: sides.map(([x, flip]) => toPath(lens, x as number, flip as boolean)).join(' '),
    rims: sides.map(([x, flip]) => toPath(outer, x as number, flip as boolean)).join(' '),
    viewBox: '0 0 300 120',
  };
}
