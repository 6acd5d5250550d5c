/**
 * The addresses of uploaded images (the content studio's media): `/media/<hash>-<width>.<avif|webp>`, one per variant.
 * Pure, safe in any bundle: the content schemas, the `<picture>` helper and the file endpoint read them the same way.
 */

/** The widths every upload is re-encoded to (fewer when the original is narrower; never wider than it). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** Served formats, in the order a browser should try them (smallest first). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_PATH_PREFIX = '/media/';

/** A variant's address, matched whole: 32 hex characters of the hash, a width, a format. */
export const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{1,4})\.(avif|webp)$/;

export interface MediaVariantRef {
  hash: string;
  width: number;
  format: MediaFormat;
}

export function mediaUrl({ hash, width, format }: MediaVariantRef): string {
  return `${MEDIA_PATH_PREFIX}${hash}-${width}.${format}`;
}

/** The variant an address names, or undefined when it is not one of ours. */
export function parseMediaUrl(url: string): MediaVariantRef | undefined {
  const found = MEDIA_URL_PATTERN.exec(url);
  if (!found) return undefined;
  return { hash: found[1]!, width: Number(found[2]), format: found[3] as MediaFormat };
}

/** The widths made for an original `width` pixels wide: the standard ones below it, and the original's own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const below: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  const largest = Math.max(...MEDIA_WIDTHS);
  return width >= largest ? [...new Set([...below, largest])] : [...below, width];
}
