// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the build's static assets, once, at
// build time, so the server sends them without compressing on every request (see server/static-assets.ts).
// Usage: node scripts/precompress-static.mjs  (after `next build`; honours NEXT_DIST_DIR)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(root)) {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
  raw += source.length;
  brotli += br.length;
}
console.log(`precompressed ${count} static files: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB brotli, in ${Date.now() - started} ms`);
