/**
 * Darky modelled in code: the head, visor, eyes, antenna and ears of the SVG Darky, on a small bean body with
 * arms (so he can wave), in the brand palette with toon shading and an ink outline (inverted hull).
 */
import {
  BackSide,
  CapsuleGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  DataTexture,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshToonMaterial,
  NearestFilter,
  RGBAFormat,
  SphereGeometry,
  TorusGeometry,
  type BufferGeometry,
  type Material,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

/** Brand palette (SPEC §9) plus the SVG Darky's own ear blue and an ink for outlines. */
export const darkyPalette = {
  blue: '#486bf5',
  green: '#37ebca',
  dark: '#212d40',
  blueDeep: '#2f4fd6',
  ink: '#141c2b',
} as const;

export interface DarkyParts {
  root: Group;
  body: Group;
  head: Group;
  eyes: Mesh[];
  mouth: Mesh;
  antenna: Group;
  antennaBall: Mesh;
  leftArm: Group;
  rightArm: Group;
  listeningRing: Mesh;
  shadow: Mesh;
  dispose(): void;
}

/** Three flat bands of light: the toon look. */
function toonGradient(): DataTexture {
  const shades = [110, 185, 255];
  const data = new Uint8Array(shades.length * 4);
  shades.forEach((shade, index) => data.set([shade, shade, shade, 255], index * 4));
  const texture = new DataTexture(data, shades.length, 1, RGBAFormat);
  texture.minFilter = NearestFilter;
  texture.magFilter = NearestFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}

export function buildDarky(): DarkyParts {
  const geometries: BufferGeometry[] = [];
  const materials: Material[] = [];
  const gradientMap = toonGradient();
  const geometry = <G extends BufferGeometry>(created: G): G => {
    geometries.push(created);
    return created;
  };
  const toon = (color: string) => {
    const material = new MeshToonMaterial({ color: new Color(color), gradientMap });
    materials.push(material);
    return material;
  };
  const glow = (color: string, opacity = 1) => {
    const material = new MeshBasicMaterial({ color: new Color(color), transparent: opacity < 1, opacity });
    materials.push(material);
    return material;
  };
  const outlineMaterial = new MeshBasicMaterial({ color: new Color(darkyPalette.ink), side: BackSide });
  materials.push(outlineMaterial);

  /** A toon mesh with its ink outline: the same shape a little larger, showing only its back faces. */
  const inked = (shape: BufferGeometry, color: string, outline = 1.045) => {
    const mesh = new Mesh(shape, toon(color));
    const hull = new Mesh(shape, outlineMaterial);
    hull.scale.setScalar(outline);
    mesh.add(hull);
    return mesh;
  };

  const blue = darkyPalette.blue;
  const root = new Group();
  root.name = 'darky';

  // Soft contact shadow on the floor.
  const shadow = new Mesh(geometry(new CircleGeometry(0.75, 40)), glow(darkyPalette.ink, 0.28));
  shadow.rotation.x = -Math.PI / 2;
  shadow.position.y = 0.005;
  shadow.scale.set(1, 0.55, 1);
  root.add(shadow);

  const body = new Group();
  root.add(body);

  const torso = inked(geometry(new SphereGeometry(0.5, 32, 24)), darkyPalette.blueDeep, 1.05);
  torso.scale.set(1.12, 1.02, 0.95);
  torso.position.y = 0.62;
  body.add(torso);
  const badge = new Mesh(geometry(new CircleGeometry(0.12, 28)), glow(darkyPalette.green));
  badge.position.set(0, 0.72, 0.475);
  badge.rotation.x = -0.12;
  body.add(badge);

  const footShape = geometry(new SphereGeometry(0.17, 20, 14));
  for (const side of [-1, 1]) {
    const foot = inked(footShape, darkyPalette.dark, 1.08);
    foot.scale.set(1.1, 0.6, 1.35);
    foot.position.set(side * 0.26, 0.1, 0.06);
    body.add(foot);
  }

  const armShape = geometry(new CapsuleGeometry(0.1, 0.32, 6, 14));
  const handShape = geometry(new SphereGeometry(0.14, 20, 14));
  const makeArm = (side: -1 | 1) => {
    const arm = new Group();
    arm.position.set(side * 0.52, 0.86, 0);
    const limb = inked(armShape, darkyPalette.blueDeep, 1.1);
    limb.position.y = -0.24;
    arm.add(limb);
    const hand = inked(handShape, blue, 1.08);
    hand.position.y = -0.5;
    arm.add(hand);
    arm.rotation.z = side * 0.28;
    body.add(arm);
    return arm;
  };
  const leftArm = makeArm(-1);
  const rightArm = makeArm(1);

  // The head is the SVG Darky: rounded blue block, dark visor, green eyes and mouth, antenna, side ears.
  const head = new Group();
  head.position.y = 1.62;
  body.add(head);
  head.add(inked(geometry(new RoundedBoxGeometry(1.5, 1.34, 1.12, 6, 0.46)), blue, 1.035));

  const earShape = geometry(new CapsuleGeometry(0.11, 0.3, 6, 14));
  for (const side of [-1, 1]) {
    const ear = inked(earShape, darkyPalette.blueDeep, 1.08);
    ear.position.set(side * 0.78, -0.02, 0);
    head.add(ear);
  }

  const visor = new Mesh(geometry(new RoundedBoxGeometry(1.16, 0.72, 0.2, 4, 0.1)), toon(darkyPalette.dark));
  visor.position.set(0, -0.04, 0.5);
  head.add(visor);

  const eyeShape = geometry(new SphereGeometry(0.1, 20, 16));
  const eyeMaterial = glow(darkyPalette.green);
  const eyes = [-1, 1].map((side) => {
    const eye = new Mesh(eyeShape, eyeMaterial);
    eye.position.set(side * 0.25, 0.04, 0.61);
    eye.scale.set(1, 1.3, 0.35);
    head.add(eye);
    return eye;
  });

  const mouth = new Mesh(geometry(new RoundedBoxGeometry(0.3, 0.07, 0.04, 2, 0.03)), eyeMaterial);
  mouth.position.set(0, -0.24, 0.61);
  head.add(mouth);

  const shine = new Mesh(geometry(new SphereGeometry(0.07, 12, 10)), glow('#ffffff', 0.45));
  shine.position.set(-0.5, 0.5, 0.42);
  shine.scale.set(1, 1, 0.4);
  head.add(shine);

  const antenna = new Group();
  antenna.position.y = 0.64;
  head.add(antenna);
  const stem = new Mesh(geometry(new CylinderGeometry(0.035, 0.045, 0.36, 10)), toon(darkyPalette.dark));
  stem.position.y = 0.17;
  antenna.add(stem);
  const antennaBall = inked(geometry(new SphereGeometry(0.12, 20, 16)), darkyPalette.green, 1.1);
  antennaBall.position.y = 0.42;
  antenna.add(antennaBall);

  const listeningRing = new Mesh(geometry(new TorusGeometry(1.05, 0.025, 8, 64)), glow(darkyPalette.green, 0.8));
  listeningRing.visible = false;
  head.add(listeningRing);

  return {
    root,
    body,
    head,
    eyes,
    mouth,
    antenna,
    antennaBall,
    leftArm,
    rightArm,
    listeningRing,
    shadow,
    dispose() {
      geometries.forEach((item) => item.dispose());
      materials.forEach((item) => item.dispose());
      gradientMap.dispose();
    },
  };
}
