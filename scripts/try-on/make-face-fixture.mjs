// Makes the fake-camera fixture of the try-on's browser tests: the warm-up face that ships in @vladmandic/human
// (MIT, src/sample.ts) centred on a 640x480 frame, written as MJPEG (concatenated JPEG frames) for Chromium's
// --use-file-for-fake-video-capture. Usage: node scripts/try-on/make-face-fixture.mjs  (writes tests/e2e/fixtures/try-on/)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The package's exports hide package.json and src/: read them from the installed folder.
const humanRoot = path.resolve('node_modules/@vladmandic/human');
const humanVersion = JSON.parse(readFileSync(path.join(humanRoot, 'package.json'), 'utf8')).version;
const sample = readFileSync(path.join(humanRoot, 'src/sample.ts'), 'utf8');
const base64 = sample.match(/export const face: string = `([\s\S]*?)`/)?.[1];
if (!base64) throw new Error('face sample not found in @vladmandic/human/src/sample.ts');
const face = Buffer.from(base64.replace(/\s/g, ''), 'base64');

export const FRAME = { width: 640, height: 480 };
/** The face is scaled to this square and centred: big enough to track, small enough to leave a margin. */
export const FACE_SIZE = 384;
const FRAMES = 10;

const outDir = path.resolve('tests/e2e/fixtures/try-on');
mkdirSync(outDir, { recursive: true });
const faceSquare = await sharp(face).resize(FACE_SIZE, FACE_SIZE).toBuffer();
const frame = await sharp({ create: { width: FRAME.width, height: FRAME.height, channels: 3, background: { r: 206, g: 210, b: 216 } } })
  .composite([{ input: faceSquare, left: (FRAME.width - FACE_SIZE) / 2, top: (FRAME.height - FACE_SIZE) / 2 }])
  .jpeg({ quality: 85 })
  .toBuffer();
// A still picture repeated: Chromium loops the file, so the face stays where the test expects it.
writeFileSync(path.join(outDir, 'face.mjpeg'), Buffer.concat(Array.from({ length: FRAMES }, () => frame)));
// The same picture as a photo, for the upload fallback's test.
writeFileSync(path.join(outDir, 'face.jpg'), frame);
console.log(`wrote ${outDir}/face.mjpeg (${FRAMES} frames ${FRAME.width}x${FRAME.height}) from @vladmandic/human ${humanVersion} src/sample.ts`);
