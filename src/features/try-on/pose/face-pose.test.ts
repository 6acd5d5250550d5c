import { describe, expect, it } from 'vitest';
import { alignQuaternion, basisToQuaternion, facePose, LEFT_EYE, RIGHT_EYE, type NormalisedPoint } from './face-pose';

type P3 = [number, number, number];

/**
 * A synthetic face in the camera's picture (x right, y down, z away), built in head space and turned by
 * yaw (about the vertical, positive = the subject turns to their left = the picture's right) and roll.
 */
function syntheticMesh({ yaw = 0, roll = 0, centre = [320, 240] as [number, number], eyeGap = 100 }): NormalisedPoint[] {
  const mesh: NormalisedPoint[] = Array.from({ length: 468 }, () => [0.5, 0.5, 0]);
  const head: Record<number, P3> = {};
  for (const index of RIGHT_EYE) head[index] = [-eyeGap / 2, 0, 0];
  for (const index of LEFT_EYE) head[index] = [eyeGap / 2, 0, 0];
  head[10] = [0, -110, 10]; // forehead
  head[152] = [0, 130, 10]; // chin
  const [cy, sy, cr, sr] = [Math.cos(yaw), Math.sin(yaw), Math.cos(roll), Math.sin(roll)];
  for (const [index, [x, y, z]] of Object.entries(head)) {
    const [x1, z1] = [x * cy + z * sy, -x * sy + z * cy];
    const [x2, y2] = [x1 * cr - y * sr, x1 * sr + y * cr];
    // z is normalised by faceBoxSize / 1.5 = 200 below.
    mesh[Number(index)] = [(centre[0] + x2) / 640, (centre[1] + y2) / 480, z1 / 200];
  }
  return mesh;
}

const camera = { width: 640, height: 480, mirrored: true };

describe('facePose', () => {
  it('puts the anchor between the eyes and scales by their distance, mirrored for the camera', () => {
    const pose = facePose(syntheticMesh({ centre: [250, 200] }), 300, camera);
    expect(pose.eyeDistance).toBeCloseTo(100, 5);
    // Mirrored: x = 640 - 250; y up from the bottom: 480 - 200.
    expect(pose.anchor[0]).toBeCloseTo(390, 5);
    expect(pose.anchor[1]).toBeCloseTo(280, 5);
    expect(pose.eyesOnScreen[0][0]).toBeCloseTo(340, 5);
    expect(pose.eyesOnScreen[1][0]).toBeCloseTo(440, 5);
    expect(pose.eyesOnScreen[0][1]).toBeCloseTo(200, 5);
  });

  it('gives no rotation for a frontal upright face, in a mirror or on a photo', () => {
    for (const mirrored of [true, false]) {
      const pose = facePose(syntheticMesh({}), 300, { ...camera, mirrored });
      expect(Math.abs(pose.angles.yaw)).toBeLessThan(0.01);
      expect(Math.abs(pose.angles.roll)).toBeLessThan(0.01);
      expect(Math.abs(pose.rotation[3])).toBeCloseTo(1, 5);
    }
  });

  it('reads roll from the eye line, mirrored on the camera', () => {
    const roll = (15 * Math.PI) / 180;
    // Rolled clockwise in the picture (y down): the right-hand eye sits lower.
    expect(facePose(syntheticMesh({ roll }), 300, { ...camera, mirrored: false }).angles.roll).toBeCloseTo(-15, 3);
    expect(facePose(syntheticMesh({ roll }), 300, camera).angles.roll).toBeCloseTo(15, 3);
  });

  it('reads yaw from the depth of the eyes and keeps the eye distance true when the head turns', () => {
    const yaw = (30 * Math.PI) / 180;
    const photo = facePose(syntheticMesh({ yaw }), 300, { ...camera, mirrored: false });
    const mirror = facePose(syntheticMesh({ yaw }), 300, camera);
    expect(Math.abs(photo.angles.yaw)).toBeCloseTo(30, 1);
    expect(mirror.angles.yaw).toBeCloseTo(-photo.angles.yaw, 3);
    expect(photo.eyeDistance).toBeCloseTo(100, 3);
  });
});

describe('quaternions', () => {
  it('turns the identity basis into the identity quaternion and a quarter turn about z into its quaternion', () => {
    expect(basisToQuaternion([1, 0, 0], [0, 1, 0], [0, 0, 1])).toEqual([0, 0, 0, 1]);
    const q = basisToQuaternion([0, 1, 0], [-1, 0, 0], [0, 0, 1]);
    expect(q[2]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(q[3]).toBeCloseTo(Math.SQRT1_2, 6);
  });

  it('flips a quaternion to the hemisphere of the previous one', () => {
    expect(alignQuaternion([0, 0, 0, -1], [0, 0, 0, 1])).toEqual([-0, -0, -0, 1]);
    expect(alignQuaternion([0, 0, 0, 1], undefined)).toEqual([0, 0, 0, 1]);
  });
});
