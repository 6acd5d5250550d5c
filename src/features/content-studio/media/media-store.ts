/**
 * Uploaded images in the database (every instance serves them): stored with their variants in one transaction, listed
 * for the studio, and read for serving through a bounded memory cache (variants never change once written, so a
 * cached copy is never stale; deleting an image is not offered yet).
 */
import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { contentMedia, contentMediaVariants } from '../tables';
import type { ProcessedImage } from './media-processing';
import { parseMediaUrl, type MediaFormat, type MediaVariantRef } from '@/content/media-url';

export interface MediaAlt {
  es: string;
  en: string;
}

export interface StoredMedia {
  hash: string;
  width: number;
  height: number;
  sourceFormat: string;
  sourceBytes: number;
  alt: MediaAlt;
  uploadedBy: string;
  uploadedAt: Date;
  /** Served widths (each in every format), narrowest first; and the bytes of all variants together. */
  widths: number[];
  storedBytes: number;
}

/**
 * Stores an image and its variants; the same bytes uploaded again keep their variants and take the new alt text
 * (the hash names the bytes, the alt text is the editor's latest word). Returns whether it was new.
 */
export async function storeMedia(db: Database, image: ProcessedImage, alt: MediaAlt, uploadedBy: string): Promise<{ created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const inserted = await tx
      .insert(contentMedia)
      .values({
        hash: image.hash,
        width: image.width,
        height: image.height,
        sourceFormat: image.sourceFormat,
        sourceBytes: image.sourceBytes,
        altEs: alt.es,
        altEn: alt.en,
        uploadedBy,
      })
      .onConflictDoNothing()
      .returning({ hash: contentMedia.hash });
    if (inserted.length === 0) {
      await tx.update(contentMedia).set({ altEs: alt.es, altEn: alt.en }).where(eq(contentMedia.hash, image.hash));
      altCache.delete(image.hash);
      return { created: false };
    }
    await tx.insert(contentMediaVariants).values(image.variants.map((variant) => ({ hash: image.hash, ...variant })));
    return { created: true };
  });
}

/** Every image, newest first, with its widths and stored size (no bytes read). */
export async function listMedia(db: Database): Promise<StoredMedia[]> {
  const images = await db.select().from(contentMedia).orderBy(desc(contentMedia.uploadedAt), asc(contentMedia.hash));
  if (images.length === 0) return [];
  const sizes = await db
    .select({ hash: contentMediaVariants.hash, width: contentMediaVariants.width, size: sql<number>`sum(octet_length(${contentMediaVariants.bytes}))` })
    .from(contentMediaVariants)
    .where(
      inArray(
        contentMediaVariants.hash,
        images.map((image) => image.hash),
      ),
    )
    .groupBy(contentMediaVariants.hash, contentMediaVariants.width)
    .orderBy(asc(contentMediaVariants.width));
  return images.map((image) => {
    const own = sizes.filter((row) => row.hash === image.hash);
    return {
      hash: image.hash,
      width: image.width,
      height: image.height,
      sourceFormat: image.sourceFormat,
      sourceBytes: image.sourceBytes,
      alt: { es: image.altEs, en: image.altEn },
      uploadedBy: image.uploadedBy,
      uploadedAt: image.uploadedAt,
      widths: own.map((row) => row.width),
      storedBytes: own.reduce((sum, row) => sum + Number(row.size), 0),
    };
  });
}

export interface MediaDescription {
  width: number;
  height: number;
  alt: MediaAlt;
  widths: number[];
}

/**
 * What the `<picture>` helper needs of an image, cached for a minute: only its alt text can change (a new upload of the
 * same bytes), and another instance's change reaches this one's pages within ALT_CACHE_MS.
 */
const altCache = new Map<string, MediaDescription & { readAt: number }>();
const ALT_CACHE_ENTRIES = 1000;
const ALT_CACHE_MS = 60_000;

export async function describeMedia(db: Database, hash: string): Promise<MediaDescription | undefined> {
  const cached = altCache.get(hash);
  if (cached && Date.now() - cached.readAt < ALT_CACHE_MS) return cached;
  const [image] = await db.select().from(contentMedia).where(eq(contentMedia.hash, hash));
  if (!image) return undefined;
  const widths = await db
    .selectDistinct({ width: contentMediaVariants.width })
    .from(contentMediaVariants)
    .where(eq(contentMediaVariants.hash, hash))
    .orderBy(asc(contentMediaVariants.width));
  const description = { width: image.width, height: image.height, alt: { es: image.altEs, en: image.altEn }, widths: widths.map((row) => row.width) };
  altCache.delete(hash);
  if (altCache.size >= ALT_CACHE_ENTRIES) altCache.delete(altCache.keys().next().value!);
  altCache.set(hash, { ...description, readAt: Date.now() });
  return description;
}

export interface ServedVariant {
  bytes: Buffer;
  format: MediaFormat;
  etag: string;
}

/**
 * Variants read once, then served from memory: at most MEDIA_CACHE_BYTES in all (least recently used dropped first).
 * 64 MB holds about a thousand 1600-px variants.
 */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;

class VariantCache {
  private readonly entries = new Map<string, ServedVariant>();
  private size = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): ServedVariant | undefined {
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: ServedVariant): void {
    if (value.bytes.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.size += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
    }
  }

  get bytes(): number {
    return this.size;
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }
}

const variantCache = new VariantCache(MEDIA_CACHE_BYTES);

/** The cache's size in bytes, and a way to empty it (tests, measurements). */
export const mediaCache = {
  get bytes() {
    return variantCache.bytes;
  },
  clear() {
    variantCache.clear();
    altCache.clear();
  },
};

/** A variant's bytes (memory after the first read: the database is not even opened), or undefined when there is none. */
export async function readVariant(database: () => Promise<Database>, ref: MediaVariantRef): Promise<ServedVariant | undefined> {
  const key = `${ref.hash}-${ref.width}.${ref.format}`;
  const cached = variantCache.get(key);
  if (cached) return cached;
  const db = await database();
  const [row] = await db
    .select({ bytes: contentMediaVariants.bytes })
    .from(contentMediaVariants)
    .where(and(eq(contentMediaVariants.hash, ref.hash), eq(contentMediaVariants.width, ref.width), eq(contentMediaVariants.format, ref.format)));
  if (!row) return undefined;
  // The name already says which bytes these are: hash, width and format make a strong validator.
  const variant = { bytes: row.bytes, format: ref.format, etag: `"${key}"` };
  variantCache.set(key, variant);
  return variant;
}

/** Every `/media/…` address inside a value (a document's parsed content), once each. */
export function mediaUrlsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    // Markdown bodies hold addresses inside text: `![alt](/media/….webp)`.
    for (const match of value.matchAll(/\/media\/[0-9a-f]{32}-[0-9]+\.(?:avif|webp)/g)) found.add(match[0]);
  } else if (Array.isArray(value)) value.forEach((item) => mediaUrlsIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => mediaUrlsIn(item, found));
  return found;
}

/**
 * The addresses among `urls` that name no stored variant: what a publish should refuse (validate-all checks
 * `/images/` files on disk; uploaded images are in the database, so the studio's publish asks here).
 */
export async function missingMedia(db: Database, urls: Iterable<string>): Promise<string[]> {
  const refs = [...new Set(urls)].map((url) => ({ url, ref: parseMediaUrl(url) }));
  const hashes = [...new Set(refs.flatMap(({ ref }) => (ref ? [ref.hash] : [])))];
  const stored =
    hashes.length === 0
      ? []
      : await db
          .select({ hash: contentMediaVariants.hash, width: contentMediaVariants.width, format: contentMediaVariants.format })
          .from(contentMediaVariants)
          .where(inArray(contentMediaVariants.hash, hashes));
  const present = new Set(stored.map((row) => `${row.hash}-${row.width}.${row.format}`));
  return refs.filter(({ ref }) => !ref || !present.has(`${ref.hash}-${ref.width}.${ref.format}`)).map(({ url }) => url);
}
