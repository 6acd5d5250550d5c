/**
 * An upload made safe to serve: its type read from its bytes (sharp's metadata, not the client's word), its pixels
 * counted before it is decoded whole, its orientation applied and every other piece of metadata (EXIF, GPS, XMP, ICC
 * comments) dropped, then re-encoded into AVIF and WebP at the widths of media-url.ts.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { MEDIA_FORMATS, variantWidths, type MediaFormat } from '@/content/media-url';

import { MEDIA_MAX_PIXELS } from './media-limits';

/** Formats taken, by sharp's name for them. SVG is not among them: it can carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);

/** Why an upload was refused: the client's mistake, answered 422 at the file's field. */
export type MediaRefusalReason = 'unsupported_type' | 'too_many_pixels' | 'unreadable';

export class MediaRefusedError extends Error {
  constructor(readonly reason: MediaRefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'MediaRefusedError';
  }
}

export interface ProcessedVariant {
  width: number;
  height: number;
  format: MediaFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  hash: string;
  /** After orientation. */
  width: number;
  height: number;
  sourceFormat: string;
  sourceBytes: number;
  variants: ProcessedVariant[];
}

/** Quality per format: about the same look at about the smallest size (AVIF needs a lower number for it). */
const QUALITY: Record<MediaFormat, number> = { avif: 55, webp: 78 };

/**
 * AVIF's encoder effort: 2 instead of sharp's 4. Measured on a detailed 2400 × 1600 photo-like image on this machine
 * (one core): the 1600-px AVIF took 25.6 s at effort 4 and 1.4 s at effort 2, and was not smaller at 4 (338 kB against
 * 301 kB). An editor waits for the upload.
 */
const AVIF_EFFORT = 2;

/** The first 32 hex characters of the bytes' SHA-256: the image's name in its URLs. */
export function mediaHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * sharp (libvips, its threads and its cache) loaded on the first upload, not with the server that imports this module:
 * about 7 MB of resident memory an idle site does not need (docs/decisions.md, "A lighter process").
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
type Sharp = (typeof import('sharp'))['default'];

function source(sharp: Sharp, bytes: Buffer) {
  // limitInputPixels is checked from the header before any pixel is decoded; animated: false keeps a GIF's first frame.
  return sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated: false, failOn: 'error' });
}

/** Reads, checks and re-encodes an upload; throws MediaRefusedError for what the client sent wrong. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  // Outside the refusals below: a sharp that cannot load is the server's failure, not the upload's.
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit applies already (a header claiming too many pixels is refused here).
    metadata = await source(sharp, bytes).metadata();
  } catch (error) {
    throw new MediaRefusedError(isPixelLimit(error) ? 'too_many_pixels' : 'unsupported_type');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new MediaRefusedError('unsupported_type');
  // HEIF holds HEIC photos too; only its AV1 flavour (AVIF) is taken, the one browsers show.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new MediaRefusedError('unsupported_type');
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!pixels) throw new MediaRefusedError('unreadable');
  if (pixels > MEDIA_MAX_PIXELS) throw new MediaRefusedError('too_many_pixels');
  // EXIF orientations 5–8 swap the sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height! : metadata.width!;
  const height = swapped ? metadata.width! : metadata.height!;
  const variants: ProcessedVariant[] = [];
  try {
    // One decode, oriented once; each variant is a clone of it. No withMetadata(): sharp writes none of the input's.
    const oriented = source(sharp, bytes).rotate();
    for (const variantWidth of variantWidths(width)) {
      for (const format of MEDIA_FORMATS) {
        const resized = oriented.clone().resize({ width: variantWidth, withoutEnlargement: true });
        const { data, info } = await (
          format === 'avif' ? resized.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT }) : resized.webp({ quality: QUALITY.webp })
        ).toBuffer({
          resolveWithObject: true,
        });
        variants.push({ width: info.width, height: info.height, format, bytes: data });
      }
    }
  } catch (error) {
    if (isPixelLimit(error)) throw new MediaRefusedError('too_many_pixels');
    throw new MediaRefusedError('unreadable');
  }
  return { hash: mediaHash(bytes), width, height, sourceFormat: metadata.format === 'heif' ? 'avif' : metadata.format, sourceBytes: bytes.length, variants };
}
