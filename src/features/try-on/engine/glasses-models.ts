/**
 * Builds each frame of the catalogue as a three.js model in code (no downloaded assets): rims extruded from
 * the lens outlines of frame-outlines.ts, tinted lenses, a bridge, and temples whose tips fade out. The
 * model is in pupil-distance units with its origin between the eyes, x to the viewer's right, z towards them.
 */
import * as THREE from 'three';
import type { FrameColour, FrameShape } from '@/content/schemas';
import { bridgeOf, FRONT_Z, frameProportions, lensOutline, templeOf, type Point2, type Point3 } from '../frame-outlines';

const toShape = (points: Point2[]) => new THREE.Shape(points.map(([x, y]) => new THREE.Vector2(x, y)));
const toPath = (points: Point2[]) => new THREE.Path(points.map(([x, y]) => new THREE.Vector2(x, y)));

/** Bends a flat front back at its ends, like a real frame follows the face. */
function wrapGeometry(geometry: THREE.BufferGeometry, wrap: number, offsetX: number): void {
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  for (let i = 0; i < position.count; i += 1) {
    const x = position.getX(i) + offsetX;
    position.setZ(i, position.getZ(i) - wrap * x * x);
  }
  position.needsUpdate = true;
  geometry.computeVertexNormals();
}

function frameMaterial(colour: FrameColour, metal: boolean): THREE.MeshStandardMaterial {
  return new THREE.MeshStandardMaterial({
    color: new THREE.Color(colour.frame),
    metalness: metal ? 0.85 : 0.05,
    roughness: metal ? 0.28 : 0.32,
  });
}

function lensMaterial(colour: FrameColour): THREE.MeshStandardMaterial {
  return new THREE.MeshStandardMaterial({
    color: new THREE.Color(colour.lens),
    metalness: 0.3,
    roughness: 0.08,
    transparent: true,
    // Even a clear lens keeps a trace of glare so it reads as glass.
    opacity: Math.max(0.1, colour.lensOpacity),
    depthWrite: false,
    side: THREE.DoubleSide,
  });
}

/** A temple from the hinge to behind the ear (frame-outlines.ts's templeOf), its last third fading to transparent. */
function templeGeometry(points: Point3[], radius: number, flat: boolean): THREE.BufferGeometry {
  const path = new THREE.CatmullRomCurve3(points.map(([x, y, z]) => new THREE.Vector3(x, y, z)));
  const geometry = new THREE.TubeGeometry(path, 48, radius, 8, false);
  if (flat) geometry.scale(1, 1.6, 1);
  const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
  const colours = new Float32Array(uv.count * 4);
  for (let i = 0; i < uv.count; i += 1) {
    const along = uv.getX(i);
    const fade = THREE.MathUtils.smoothstep(along, 0.55, 0.95);
    colours.set([1, 1, 1, 1 - fade], i * 4);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 4));
  return geometry;
}

export interface GlassesModel {
  group: THREE.Group;
  dispose(): void;
}

export function buildGlasses(shape: FrameShape, colour: FrameColour): GlassesModel {
  const proportions = frameProportions[shape];
  const group = new THREE.Group();
  group.name = `glasses-${shape}`;
  const material = frameMaterial(colour, proportions.metal);
  const lenses = lensMaterial(colour);
  const templeMaterial = material.clone();
  templeMaterial.vertexColors = true;
  templeMaterial.transparent = true;
  const geometries: THREE.BufferGeometry[] = [];
  const add = (geometry: THREE.BufferGeometry, mat: THREE.Material, renderOrder = 0) => {
    geometries.push(geometry);
    const mesh = new THREE.Mesh(geometry, mat);
    mesh.renderOrder = renderOrder;
    group.add(mesh);
    return mesh;
  };

  const lensShape = lensOutline(shape, 0);
  const sides: Array<1 | -1> = proportions.shield ? [1] : [1, -1];
  for (const side of sides) {
    const centreX = side * proportions.lensCentreX;
    const mirror = (points: Point2[]): Point2[] => (side === 1 ? points : points.map(([x, y]) => [-x, y] as Point2).reverse());
    // Lens: a flat shape, bent with the front.
    const lens = new THREE.ShapeGeometry(toShape(mirror(lensShape)), 2);
    lens.translate(centreX, 0, FRONT_Z + proportions.depth / 2);
    wrapGeometry(lens, proportions.wrap, 0);
    add(lens, lenses, 2);
    // Rim: the outline grown by the rim width, with the lens cut out, extruded to its depth.
    const rimWidth = proportions.rim > 0 ? proportions.rim : 0.012;
    const outer = toShape(mirror(lensOutline(shape, rimWidth)));
    outer.holes.push(toPath(mirror(lensShape)));
    const rim = new THREE.ExtrudeGeometry(outer, { depth: proportions.depth, bevelEnabled: false, curveSegments: 2 });
    rim.translate(centreX, 0, FRONT_Z);
    wrapGeometry(rim, proportions.wrap, 0);
    // A rimless frame shows only the lens edge: a thin, lighter line.
    add(rim, proportions.rim > 0 ? material : lensMaterial({ ...colour, lens: colour.frame, lensOpacity: 0.35 }), 1);
  }

  // Bridge(s) across the nose; the shield carries its own.
  const bridge = bridgeOf(shape);
  if (bridge) {
    const [a, c, b] = bridge.curve.map(([x, y, z]) => new THREE.Vector3(x, y, z)) as [THREE.Vector3, THREE.Vector3, THREE.Vector3];
    add(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(a, c, b), 12, bridge.radius, 8, false), material);
    if (bridge.topBar) {
      const [start, end] = bridge.topBar.map(([x, y, z]) => new THREE.Vector3(x, y, z)) as [THREE.Vector3, THREE.Vector3];
      add(new THREE.TubeGeometry(new THREE.LineCurve3(start, end), 8, 0.014, 6, false), material);
    }
  }

  // Temples, starting at the hinges (where the bent front ends).
  for (const side of [1, -1] as const) {
    const temple = templeOf(shape, side);
    add(templeGeometry(temple.points, temple.radius, temple.flat), templeMaterial, 1);
  }

  return {
    group,
    dispose() {
      for (const geometry of geometries) geometry.dispose();
      material.dispose();
      lenses.dispose();
      templeMaterial.dispose();
    },
  };
}

/**
 * The head the temples hide behind: an ellipsoid that writes depth but no colour, drawn before the glasses,
 * so the far temple disappears behind the head when the visitor turns.
 */
export function buildHeadOccluder(): THREE.Mesh {
  const geometry = new THREE.SphereGeometry(1, 32, 24);
  const material = new THREE.MeshBasicMaterial({ colorWrite: false });
  const head = new THREE.Mesh(geometry, material);
  head.name = 'head-occluder';
  head.scale.set(1.02, 1.45, 1.5);
  head.position.set(0, -0.3, -1.38);
  head.renderOrder = -1;
  return head;
}
