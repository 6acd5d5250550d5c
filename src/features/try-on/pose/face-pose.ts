/**
 * From the 468 face-mesh landmarks to where the glasses go: the eye centres, the anchor between them, the
 * eye distance (the glasses' scale) and the head's rotation (yaw, pitch, roll) as a quaternion, in the
 * coordinates of the picture the visitor sees (mirrored for a camera, as is for a photo). Pure maths, tested.
 */

/** A landmark as the tracker gives it: x, y normalised to 0..1 of the picture, z normalised like Human does. */
export type NormalisedPoint = readonly [number, number, number?];
export type Vector3 = [number, number, number];
export type Quaternion = [number, number, number, number];

/** Mesh indices (MediaPipe face mesh topology) that outline each eye: corners and lids. */
export const RIGHT_EYE = [33, 133, 159, 145] as const; // the subject's right eye
export const LEFT_EYE = [263, 362, 386, 374] as const;
const FOREHEAD = 10;
const CHIN = 152;

export interface PictureSize {
  width: number;
  height: number;
  /** True for the camera (shown like a mirror): x is flipped. */
  mirrored: boolean;
}

export interface FacePose {
  /** Eye centres in the shown picture, pixels from the top-left, in the order they appear left to right. */
  eyesOnScreen: [[number, number], [number, number]];
  /** Scene coordinates (x right, y up from the bottom-left, z towards the viewer), in pixels. */
  anchor: Vector3;
  /** 3D distance between the eye centres, in pixels: the glasses' scale. */
  eyeDistance: number;
  rotation: Quaternion;
  /** Degrees, for the status read-out and tests: positive yaw = the face turns to the viewer's right. */
  angles: { yaw: number; pitch: number; roll: number };
}

const sub = (a: Vector3, b: Vector3): Vector3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vector3, b: Vector3): Vector3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const length = (a: Vector3) => Math.hypot(a[0], a[1], a[2]);
const normalise = (a: Vector3): Vector3 => {
  const l = length(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Rotation matrix with columns x, y, z (orthonormal, right-handed) to a unit quaternion [x, y, z, w]. */
export function basisToQuaternion(x: Vector3, y: Vector3, z: Vector3): Quaternion {
  const [m00, m10, m20] = x;
  const [m01, m11, m21] = y;
  const [m02, m12, m22] = z;
  const trace = m00 + m11 + m22;
  let q: Quaternion;
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1);
    q = [(m21 - m12) * s, (m02 - m20) * s, (m10 - m01) * s, 0.25 / s];
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    q = [0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s];
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    q = [(m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s];
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    q = [(m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s];
  }
  return normaliseQuaternion(q);
}

export function normaliseQuaternion(q: readonly number[]): Quaternion {
  const l = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!) || 1;
  return [q[0]! / l, q[1]! / l, q[2]! / l, q[3]! / l];
}

/** q or -q (the same rotation), whichever is nearer `reference`: keeps a per-component filter from flipping. */
export function alignQuaternion(q: Quaternion, reference: Quaternion | undefined): Quaternion {
  if (!reference) return q;
  const dot = q[0] * reference[0] + q[1] * reference[1] + q[2] * reference[2] + q[3] * reference[3];
  return dot < 0 ? [-q[0], -q[1], -q[2], -q[3]] : q;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * `mesh`: Human's `meshRaw` (x, y in 0..1; z in units of the face box, see its angles.ts);
 * `faceBoxSize`: the larger side of the face box in pixels, which turns z into pixels the same way.
 */
export function facePose(mesh: readonly NormalisedPoint[], faceBoxSize: number, picture: PictureSize): FacePose {
  const { width, height, mirrored } = picture;
  const zScale = faceBoxSize / 1.5;
  // Scene coordinates: mirrored x for the camera, y up, z towards the viewer (the mesh's z grows away from it).
  const toScene = (point: NormalisedPoint): Vector3 => {
    const x = point[0] * width;
    return [mirrored ? width - x : x, height - point[1] * height, -(point[2] ?? 0) * zScale];
  };
  const average = (indices: readonly number[]): Vector3 => {
    const sum: Vector3 = [0, 0, 0];
    for (const index of indices) {
      const p = toScene(mesh[index]!);
      sum[0] += p[0];
      sum[1] += p[1];
      sum[2] += p[2];
    }
    return [sum[0] / indices.length, sum[1] / indices.length, sum[2] / indices.length];
  };
  const rightEye = average(RIGHT_EYE);
  const leftEye = average(LEFT_EYE);
  // In a mirror the subject's right eye is on the viewer's right.
  const [screenLeft, screenRight] = mirrored ? [leftEye, rightEye] : [rightEye, leftEye];
  const xAxis = normalise(sub(screenRight, screenLeft));
  const up = normalise(sub(toScene(mesh[FOREHEAD]!), toScene(mesh[CHIN]!)));
  const zAxis = normalise(cross(xAxis, up));
  const yAxis = normalise(cross(zAxis, xAxis));
  const anchor: Vector3 = [(rightEye[0] + leftEye[0]) / 2, (rightEye[1] + leftEye[1]) / 2, (rightEye[2] + leftEye[2]) / 2];
  const toScreen = (p: Vector3): [number, number] => [p[0], height - p[1]];
  return {
    eyesOnScreen: [toScreen(screenLeft), toScreen(screenRight)],
    anchor,
    eyeDistance: length(sub(screenRight, screenLeft)),
    rotation: basisToQuaternion(xAxis, yAxis, zAxis),
    angles: {
      yaw: degrees(Math.atan2(zAxis[0], zAxis[2])),
      pitch: degrees(Math.asin(Math.max(-1, Math.min(1, zAxis[1])))),
      roll: degrees(Math.atan2(xAxis[1], xAxis[0])),
    },
  };
}
