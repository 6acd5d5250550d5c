/**
 * The studio's media, as a client sees it: an upload is checked by its bytes and pixels, stripped of EXIF (location
 * included), stored as AVIF and WebP variants no wider than the original, and served immutable; only signed-in
 * editors and owners upload, and every refusal names its field in the request's language. Fixtures are made here
 * with sharp; the database is a fresh PGlite (and PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { openTestDatabase, testDrivers, type TestDatabase, type TestDriver } from '@/server/db/testing';
import { answerFetch } from '@/server/http/endpoint';
import { operatorAuditLog } from '@/features/console/tables';
import { writeAudit } from '@/features/console/server';
import { mediaFileEndpoint, mediaUploadEndpoint, type MediaEndpointParts, type MediaUploader } from './media-endpoints';
import { MEDIA_MAX_PIXELS } from './media-limits';
import { mediaPictureSources } from './media-picture';
import { describeMedia, listMedia, mediaCache, mediaUrlsIn, missingMedia, readVariant } from './media-store';
import { createBackup, parseBackup, restoreBackup } from '@/server/db/backup';
import { parseMediaUrl, variantWidths } from '@/content/media-url';

const SITE = 'http://localhost:3000';

const OPERATORS: Record<string, MediaUploader> = {
  editor: { id: 'op-editor', email: 'editor@example.com', role: 'editor' },
  owner: { id: 'op-owner', email: 'owner@example.com', role: 'owner' },
  member: { id: 'op-member', email: 'member@example.com', role: 'member' },
};

let database: TestDatabase;
let parts: MediaEndpointParts;

let driver: TestDriver;

interface UploadOptions {
  /** Who is signed in ('' for nobody). */
  as?: string;
  altEs?: string;
  altEn?: string;
  locale?: 'es' | 'en';
  origin?: string;
  name?: string;
  type?: string;
}

function uploadRequest(
  bytes: Buffer | undefined,
  { as = 'editor', altEs = 'Un gato', altEn = 'A cat', locale, origin = SITE, name = 'photo.jpg', type = 'image/jpeg' }: UploadOptions = {},
): Request {
  const form = new FormData();
  if (bytes) form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  if (altEs) form.set('altEs', altEs);
  if (altEn) form.set('altEn', altEn);
  if (locale) form.set('locale', locale);
  const headers: Record<string, string> = { origin, host: 'localhost:3000' };
  if (as) headers.cookie = `session=${as}`;
  // The form names its language in the address too: a refusal before the body is read (the guard) speaks it.
  return new Request(`${SITE}/admin/content/media/upload${locale ? `?locale=${locale}` : ''}`, { method: 'POST', body: form, headers });
}

async function upload(bytes: Buffer | undefined, options?: UploadOptions) {
  const response = await answerFetch(mediaUploadEndpoint(parts), uploadRequest(bytes, options));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { errors?: Record<string, string> } };
}

async function fetchMedia(url: string, init: RequestInit = {}) {
  const file = url.replace('/media/', '');
  return answerFetch(mediaFileEndpoint(parts), new Request(`${SITE}${url}`, init), { file });
}

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

/** A PNG whose header claims `width` × `height` pixels, with almost no data: what a decompression bomb looks like to a reader of headers. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDrivers())('media on %s', (driverName) => {
  beforeAll(async () => {
    driver = driverName;
    database = await openTestDatabase(driver);
    parts = {
      db: async () => database.db,
      // The session cookie names the operator (the console's real sign-in is tested in tests/unit/console).
      sessionOf: async (headers) => OPERATORS[/session=(\w+)/.exec(headers.get('cookie') ?? '')?.[1] ?? ''],
      audit: writeAudit,
    };
  });
  afterAll(async () => database?.destroy());
  beforeEach(() => mediaCache.clear());

  describe('processing an upload', () => {
    it('strips EXIF and GPS from every variant and applies the orientation', async () => {
      const original = await photo(1200, 800)
        .jpeg()
        .withExif({
          IFD0: { Make: 'TestCam' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 1/1 0/1' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif!.toString('latin1')).toContain('TestCam');
      // The GPS directory is there: its tag 0x8825 (GPSInfo) points to it.
      expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

      const { status, body } = await upload(original);
      expect(status).toBe(201);
      // Orientation 6 turns the 1200 × 800 photo upright: 800 wide, 1200 tall.
      expect([body.width, body.height]).toEqual([800, 1200]);
      const variants = body.variants as { url: string; width: number }[];
      expect(variants.map((v) => v.url.replace(/^.*-/, ''))).toEqual(['480.avif', '480.webp', '800.avif', '800.webp']);
      for (const variant of variants) {
        const served = Buffer.from(await (await fetchMedia(variant.url)).arrayBuffer());
        const metadata = await sharp(served).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(served.toString('latin1')).not.toContain('TestCam');
        expect(metadata.orientation ?? 1).toBe(1);
        expect(metadata.height! > metadata.width!).toBe(true);
      }
    });

    it('makes AVIF and WebP at 480, 960 and 1600 px, never wider than the original', async () => {
      expect(variantWidths(2400)).toEqual([480, 960, 1600]);
      expect(variantWidths(1600)).toEqual([480, 960, 1600]);
      expect(variantWidths(600)).toEqual([480, 600]);
      expect(variantWidths(300)).toEqual([300]);
      const { status, body } = await upload(await photo(2400, 1200).png().toBuffer(), { name: 'wide.png', type: 'image/png' });
      expect(status).toBe(201);
      const widths = (body.variants as { url: string }[]).map((v) => parseMediaUrl(v.url)!);
      expect(widths.map((v) => `${v.width}.${v.format}`)).toEqual(['480.avif', '480.webp', '960.avif', '960.webp', '1600.avif', '1600.webp']);
      expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}-1600\.webp$/);
      const largest = await sharp(Buffer.from(await (await fetchMedia(body.url as string)).arrayBuffer())).metadata();
      expect([largest.format, largest.width, largest.height]).toEqual(['webp', 1600, 800]);
    });

    it('takes a GIF (its first frame), a WebP and an AVIF', async () => {
      for (const [name, bytes] of [
        ['a.gif', await photo(64, 48).gif().toBuffer()],
        ['a.webp', await photo(65, 48).webp().toBuffer()],
        ['a.avif', await photo(66, 48).avif().toBuffer()],
      ] as const) {
        expect((await upload(bytes, { name })).status, name).toBe(201);
      }
    });

    it('refuses a PNG bomb by its pixel count, before decoding it', async () => {
      // 48 megapixels (over ours, under sharp's own limit) and 400 (over both): a few kilobytes each.
      for (const [width, height] of [
        [8_000, 6_000],
        [20_000, 20_000],
      ] as const) {
        const bomb = claimedPng(width, height);
        expect(bomb.length).toBeLessThan(10_000);
        expect(width * height).toBeGreaterThan(MEDIA_MAX_PIXELS);
        const { status, body } = await upload(bomb, { name: 'bomb.png', type: 'image/png' });
        expect(status).toBe(422);
        expect(body.errors).toEqual({ file: 'La imagen tiene más de 40 megapíxeles. Redúcela e inténtalo de nuevo.' });
      }
    });

    it('refuses by content, whatever the name and type say: a text file named .jpg, an SVG, a truncated JPEG', async () => {
      const text = await upload(Buffer.from('hello, this is not a picture\n'), { name: 'photo.jpg', type: 'image/jpeg', locale: 'en' });
      expect(text).toEqual({ status: 422, body: { errors: { file: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image.' } } });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      expect((await upload(svg, { name: 'logo.jpg' })).body.errors).toEqual({ file: 'El archivo no es una imagen JPEG, PNG, WebP, AVIF ni GIF.' });
      const jpeg = await photo(400, 300).jpeg().toBuffer();
      const truncated = await upload(jpeg.subarray(0, jpeg.length / 2), { name: 'cut.jpg' });
      expect(truncated.status).toBe(422);
      expect(Object.keys(truncated.body.errors!)).toEqual(['file']);
      expect(await listMedia(database.db)).not.toContainEqual(expect.objectContaining({ width: 400, height: 300 }));
    });

    it('requires alt text in both languages, naming each missing field in the request’s language', async () => {
      const bytes = await photo(100, 100).png().toBuffer();
      const english = await upload(bytes, { altEs: '', altEn: '', locale: 'en' });
      expect(english).toEqual({ status: 422, body: { errors: { altEs: 'Write the alt text in Spanish.', altEn: 'Write the alt text in English.' } } });
      const spanish = await upload(bytes, { altEs: '   ', altEn: 'x'.repeat(301) });
      expect(spanish).toEqual({
        status: 422,
        body: { errors: { altEs: 'Escribe el texto alternativo en español.', altEn: 'Usa como máximo 300 caracteres.' } },
      });
      expect((await upload(undefined)).body.errors).toEqual({ file: 'Elige un archivo de imagen.' });
    });

    it('refuses a body over the cap (413) and a body that is not a form (415)', async () => {
      const huge = Buffer.alloc(11 * 1024 * 1024, 1);
      expect((await upload(huge)).status).toBe(413);
      const json = new Request(`${SITE}/admin/content/media/upload`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', cookie: 'session=editor' },
      });
      expect((await answerFetch(mediaUploadEndpoint(parts), json)).status).toBe(415);
    });
  });

  describe('who may upload', () => {
    it('lets editors and owners in, audited; members get 403, the signed out 401, another site 403', async () => {
      const bytes = await photo(120, 90).png().toBuffer();
      expect((await upload(bytes, { as: 'editor' })).status).toBe(201);
      // The same bytes again: the same image, with the newest alt text.
      const again = await upload(bytes, { as: 'owner', altEs: 'Un perro', altEn: 'A dog' });
      expect(again.status).toBe(200);
      const member = await upload(bytes, { as: 'member', locale: 'en' });
      expect(member).toEqual({ status: 403, body: { error: 'forbidden', message: 'Your role cannot upload images.' } });
      const signedOut = await upload(bytes, { as: '' });
      expect(signedOut).toEqual({ status: 401, body: { error: 'unauthorized', message: 'Tu sesión terminó. Vuelve a ingresar.' } });
      expect((await upload(bytes, { origin: 'https://evil.example' })).status).toBe(403);

      const stored = (await listMedia(database.db)).find((image) => image.width === 120)!;
      expect(stored.alt).toEqual({ es: 'Un perro', en: 'A dog' });
      expect(stored.uploadedBy).toBe('editor@example.com');
      expect(stored.widths).toEqual([120]);
      const audit = await database.db.select().from(operatorAuditLog);
      const uploads = audit.filter((entry) => entry.action === 'content.media.upload' && entry.target === `media:${stored.hash}`);
      expect(uploads.map((entry) => entry.actorEmail)).toEqual(['editor@example.com', 'owner@example.com']);
    });

    it('checks the session before reading the body: a signed-out upload of any size is a 401', async () => {
      const huge = Buffer.alloc(11 * 1024 * 1024, 1);
      expect((await upload(huge, { as: '' })).status).toBe(401);
    });
  });

  describe('serving /media/<hash>-<width>.<format>', () => {
    it('answers immutable bytes with their type and ETag, 304 when unchanged, HEAD without a body', async () => {
      const { body } = await upload(await photo(500, 250).png().toBuffer());
      const avif = (body.url as string).replace('.webp', '.avif');
      const response = await fetchMedia(avif);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}-500\.avif"$/);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('heif');
      expect(mediaCache.bytes).toBeGreaterThan(0);

      const unchanged = await fetchMedia(avif, { headers: { 'if-none-match': etag } });
      expect([unchanged.status, unchanged.headers.get('etag')]).toEqual([304, etag]);
      const head = await fetchMedia(body.url as string, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/webp']);
    });

    it('serves from memory after the first read', async () => {
      const { body } = await upload(await photo(640, 320).png().toBuffer());
      expect((await fetchMedia(body.url as string)).status).toBe(200);
      // With the database gone, the cached copy still answers.
      const cachedOnly = { db: async () => Promise.reject(new Error('database down')) } as unknown as MediaEndpointParts;
      const file = (body.url as string).replace('/media/', '');
      const response = await answerFetch(mediaFileEndpoint(cachedOnly), new Request(`${SITE}${body.url as string}`), { file });
      expect(response.status).toBe(200);
    });

    it('answers 404 for an unknown image, width or format, and for names that are not ours', async () => {
      const { body } = await upload(await photo(300, 200).png().toBuffer());
      const url = body.url as string;
      expect((await fetchMedia(url.replace('-300.', '-480.'))).status).toBe(404);
      expect((await fetchMedia(`/media/${'0'.repeat(32)}-480.webp`)).status).toBe(404);
      expect((await fetchMedia(url.replace('.webp', '.png'))).status).toBe(404);
      expect((await fetchMedia('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });

  describe('the <picture> of an uploaded image', () => {
    it('offers AVIF then WebP at every stored width, with the largest as the fallback and its height in proportion', async () => {
      const { body } = await upload(await photo(2000, 1000).png().toBuffer(), { altEs: 'Equipo en Lima', altEn: 'Team in Lima' });
      const hash = body.hash as string;
      const description = (await describeMedia(database.db, hash))!;
      expect(description.alt).toEqual({ es: 'Equipo en Lima', en: 'Team in Lima' });
      const picture = mediaPictureSources(hash, description);
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect(picture.sources[0]!.srcSet).toBe(`/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1600.avif 1600w`);
      expect(picture).toMatchObject({ src: `/media/${hash}-1600.webp`, width: 1600, height: 800 });
      for (const source of picture.sources) {
        for (const candidate of source.srcSet.split(', ')) expect((await fetchMedia(candidate.split(' ')[0]!)).status).toBe(200);
      }
    });
  });

  describe('backups', () => {
    it('carry the images: a backup restored into an empty database serves the same bytes', async () => {
      const { body } = await upload(await photo(700, 350).png().toBuffer());
      const before = Buffer.from(await (await fetchMedia(body.url as string)).arrayBuffer());
      const backup = parseBackup(JSON.stringify(await createBackup(database.db, driver)), 'backup.json');
      const restored = await openTestDatabase(driver);
      try {
        await restoreBackup(restored.db, backup);
        mediaCache.clear();
        const after = await readVariant(async () => restored.db, parseMediaUrl(body.url as string)!);
        expect(after?.bytes.equals(before)).toBe(true);
      } finally {
        await restored.destroy();
      }
    });
  });

  describe('checking a document’s uploaded images before it is published', () => {
    it('finds /media/ addresses in fields and Markdown, and names those not stored', async () => {
      const { body } = await upload(await photo(900, 300).png().toBuffer());
      const stored = body.url as string;
      const unknown = `/media/${'f'.repeat(32)}-480.webp`;
      const document = { image: stored, body: `Texto ![foto](${unknown}) y ${stored.replace('.webp', '.avif')}`, list: [{ img: '/images/a.png' }] };
      const urls = mediaUrlsIn(document);
      expect([...urls]).toEqual([stored, unknown, stored.replace('.webp', '.avif')]);
      expect(await missingMedia(database.db, urls)).toEqual([unknown]);
      expect(await missingMedia(database.db, [stored.replace('-900.', '-1600.')])).toEqual([stored.replace('-900.', '-1600.')]);
      expect(await missingMedia(database.db, [])).toEqual([]);
    });
  });
});
