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

/** How far in front of the eyes the lenses sit (≈ 12 mm). */
export const FRONT_Z = 0.22;
/** Where the temples rest on the ears, behind the eyes and above them. */
export const EAR_Z = -1.55;

export type Point3 = [number, number, number];

/** Where the front sits at x: it bends back at its ends (z = FRONT_Z - wrap * x²). */
export const frontZ = (shape: FrameShape, x: number) => FRONT_Z - frameProportions[shape].wrap * x * x;

/** The bridge over the nose (a quadratic Bézier: start, control, end) and the aviator's top bar; none on a shield. */
export function bridgeOf(shape: FrameShape): { curve: [Point3, Point3, Point3]; radius: number; topBar: [Point3, Point3] | null } | null {
  const proportions = frameProportions[shape];
  if (proportions.shield) return null;
  const innerEdge = proportions.lensCentreX - Math.max(...lensOutline(shape, 0).map(([x]) => x)) - proportions.rim;
  return {
    curve: [
      [-innerEdge - 0.02, 0.12, FRONT_Z + 0.02],
      [0, 0.2, FRONT_Z + 0.06],
      [innerEdge + 0.02, 0.12, FRONT_Z + 0.02],
    ],
    radius: proportions.metal ? 0.016 : 0.04,
    topBar: proportions.doubleBridge
      ? [
          [-0.3, 0.33, FRONT_Z + 0.03],
          [0.3, 0.33, FRONT_Z + 0.03],
        ]
      : null,
  };
}

/** A temple's path (Catmull-Rom control points) from the hinge to behind the ear, on the given side. */
export function templeOf(shape: FrameShape, side: 1 | -1): { points: Point3[]; radius: number; flat: boolean } {
  const proportions = frameProportions[shape];
  const startX = hingeX(shape) - 0.02;
  // The temple starts where the bent front ends.
  const z = -proportions.wrap * startX * startX;
  return {
    points: [
      [side * startX, 0.12, FRONT_Z - 0.06 + z],
      [side * (startX + 0.04), 0.1, -0.4 + z],
      [side * (startX + 0.08), 0.05, EAR_Z + 0.25 + z],
      [side * (startX + 0.08), 0.0, EAR_Z + z],
      [side * (startX + 0.05), -0.28, EAR_Z - 0.22 + z],
    ],
    radius: proportions.templeRadius,
    flat: proportions.shield || !proportions.metal,
  };
}

/** Uniform Catmull-Rom through the points (for drawings; the 3D model uses three.js's curve on the same points). */
function catmullRom(points: Point3[], perSegment = 8): Point3[] {
  const out: Point3[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let step = 0; step < perSegment; step += 1) {
      const t = step / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        [0, 1, 2].map(
          (k) =>
            0.5 *
            (2 * p1[k]! + (-p0[k]! + p2[k]!) * t + (2 * p0[k]! - 5 * p1[k]! + 4 * p2[k]! - p3[k]!) * t2 + (-p0[k]! + 3 * p1[k]! - 3 * p2[k]! + p3[k]!) * t3),
        ) as Point3,
      );
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

export interface FrameDrawing {
  viewBox: string;
  /** Rims (even-odd: the lenses cut out), lenses, the bridge's stroke and width, the temples' strokes and width. */
  rims: string;
  lenses: string;
  bridge: { path: string; width: number } | null;
  temples: { paths: string[]; width: number; top: number; bottom: number } | null;
}

/**
 * The whole frame of the 3D model (frame-outlines + glasses-models.ts) drawn in SVG: the front with its bend, the
 * bridge, and — seen from a little above (`pitch`, degrees) — the temples going back to the ears. At pitch 0 it is
 * the front alone (temples edge-on), for small swatches.
 */
export function frameDrawing(shape: FrameShape, pitch = 22): FrameDrawing {
  const { lensCentreX, rim, shield } = frameProportions[shape];
  const scale = 100;
  const angle = (pitch * Math.PI) / 180;
  const project = ([x, y, z]: Point3): [number, number] => [x * scale, -(y * Math.cos(angle) - z * Math.sin(angle)) * scale];
  const onFront = (points: Point2[], offsetX: number, flip: boolean): [number, number][] =>
    points.map(([x, y]) => {
      const at = (flip ? -x : x) + offsetX;
      return project([at, y, frontZ(shape, at)]);
    });
  const all: [number, number][] = [];
  const toPath = (points: [number, number][], close: boolean) => {
    all.push(...points);
    return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ') + (close ? ' Z' : '');
  };
  const lens = lensOutline(shape, 0, 48);
  const outer = lensOutline(shape, Math.max(rim, 0.02), 48);
  const sides: Array<[number, boolean]> = shield
    ? [[0, false]]
    : [
        [lensCentreX, false],
        [-lensCentreX, true],
      ];
  const rims = sides.map(([x, flip]) => toPath(onFront(outer, x, flip), true)).join(' ');
  const lenses = sides.map(([x, flip]) => toPath(onFront(lens, x, flip), true)).join(' ');
  const bridgeModel = bridgeOf(shape);
  let bridge: FrameDrawing['bridge'] = null;
  if (bridgeModel) {
    const [a, c, b] = bridgeModel.curve.map(project) as [[number, number], [number, number], [number, number]];
    all.push(a, b);
    let path = `M${a[0].toFixed(1)},${a[1].toFixed(1)} Q${c[0].toFixed(1)},${c[1].toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
    if (bridgeModel.topBar) {
      const [start, end] = bridgeModel.topBar.map(project) as [[number, number], [number, number]];
      path += ` M${start[0].toFixed(1)},${start[1].toFixed(1)} L${end[0].toFixed(1)},${end[1].toFixed(1)}`;
    }
    bridge = { path, width: Math.max(1.6, bridgeModel.radius * 2 * scale) };
  }
  let temples: FrameDrawing['temples'] = null;
  if (pitch > 0) {
    const models = ([1, -1] as const).map((side) => templeOf(shape, side));
    const projected = models.map((model) => catmullRom(model.points).map(project));
    const paths = projected.map((points) => toPath(points, false));
    const ys = projected.flat().map(([, y]) => y);
    temples = { paths, width: Math.max(1.6, models[0]!.radius * 2 * scale * (models[0]!.flat ? 1.3 : 1)), top: Math.min(...ys), bottom: Math.max(...ys) };
  }
  const pad = 8;
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  return {
    viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${(Math.max(...xs) + pad - minX).toFixed(1)} ${(Math.max(...ys) + pad - minY).toFixed(1)}`,
    rims,
    lenses,
    bridge,
    temples,
  };
}
