/**
 * Where uploaded images live (docs/decisions.md, "Uploaded images in the database"): one photo-like 2400 × 1600
 * upload processed once, then its variants stored and served from PGlite (bytea, the server's worker thread as in
 * production) and from files in a data folder; the serve times are for the 1600-px WebP, first read and from memory.
 * Run: npx tsx --conditions react-server scripts/bench/media-storage.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '@/server/db';
import { processImage } from '@/features/content-studio/media/media-processing';
import { mediaCache, readVariant, storeMedia } from '@/features/content-studio/media/media-store';

const ROUNDS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function main() {
  // Noise over a gradient: compresses about as badly as a detailed photo (the variants' sizes are the worst case).
  const gradient = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .composite([
      {
        input: await sharp({
          create: { width: 2400, height: 1600, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
        })
          .png()
          .toBuffer(),
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  const processing: number[] = [];
  let image = await processImage(gradient);
  for (let round = 0; round < 3; round++) {
    const [processed, ms] = await time(() => processImage(gradient));
    image = processed;
    processing.push(ms);
  }
  const largest = image.variants.find((variant) => variant.width === 1600 && variant.format === 'webp')!;
  const total = image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
  console.log(
    `upload ${(gradient.length / 1024).toFixed(0)} kB JPEG; ${image.variants.length} variants, ${(total / 1024).toFixed(0)} kB in all; 1600-px WebP ${(largest.bytes.length / 1024).toFixed(0)} kB`,
  );
  console.log(`processing (sharp, once per upload): median ${median(processing).toFixed(0)} ms`);

  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'media-bench-'));
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir: path.join(folder, 'pglite'),
    serve: { workerScript: path.resolve('src/server/db/pglite-worker.ts') },
  });
  try {
    const [, storeMs] = await time(() => storeMedia(handle.db, image, { es: 'x', en: 'x' }, 'bench'));
    const ref = { hash: image.hash, width: 1600, format: 'webp' as const };
    const firstReads: number[] = [];
    const cachedReads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      mediaCache.clear();
      firstReads.push((await time(() => readVariant(async () => handle.db, ref)))[1]);
      cachedReads.push((await time(() => readVariant(async () => handle.db, ref)))[1]);
    }
    const files = path.join(folder, 'media');
    await fs.mkdir(files);
    const [, writeMs] = await time(() =>
      Promise.all(image.variants.map((variant) => fs.writeFile(path.join(files, `${image.hash}-${variant.width}.${variant.format}`), variant.bytes))),
    );
    const fileReads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) fileReads.push((await time(() => fs.readFile(path.join(files, `${image.hash}-1600.webp`))))[1]);
    console.log(`store all variants: PGlite ${storeMs.toFixed(1)} ms, files ${writeMs.toFixed(1)} ms`);
    console.log(`serve 1600-px WebP, first read (median of ${ROUNDS}): PGlite ${median(firstReads).toFixed(2)} ms, file ${median(fileReads).toFixed(2)} ms`);
    console.log(`serve 1600-px WebP from memory (median of ${ROUNDS}): ${median(cachedReads).toFixed(3)} ms`);
  } finally {
    await handle.close();
    await fs.rm(folder, { recursive: true, force: true });
  }
}

void main();
