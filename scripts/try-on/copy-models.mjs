// Copies the face-tracking models the try-on uses from the installed @vladmandic/human (MIT) into
// public/try-on/models/, so the site serves them from its own origin and no visitor's browser asks a CDN.
// Run by `npm run build` and `npm run dev`; the copies are git-ignored (the npm package is their source).
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** blazeface finds the face, facemesh gives the 468 landmarks; iris (2.6 MB) is not needed for glasses. */
export const TRY_ON_MODELS = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'];

const source = path.resolve('node_modules/@vladmandic/human/models');
const target = path.resolve('public/try-on/models');
mkdirSync(target, { recursive: true });
let bytes = 0;
const files = {};
for (const file of TRY_ON_MODELS) {
  copyFileSync(path.join(source, file), path.join(target, file));
  files[file] = statSync(path.join(target, file)).size;
  bytes += files[file];
}
// Sizes for the page's load progress (it counts the bytes of each model file as it arrives).
writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify({ files, bytes })}\n`);
const { version } = JSON.parse(readFileSync(path.resolve('node_modules/@vladmandic/human/package.json'), 'utf8'));
console.log(`try-on models: ${TRY_ON_MODELS.length} files, ${(bytes / 1024).toFixed(0)} kB from @vladmandic/human ${version} -> public/try-on/models/`);
