/**
 * The studio's media over HTTP: POST /admin/content/media/upload (editors and owners, same origin, a multipart form
 * with the file and its alt text in both languages; audited) and GET/HEAD /media/<hash>-<width>.<avif|webp> (anyone;
 * immutable, from memory after the first read).
 */
import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from '@/i18n/server-messages';
import { getDb, type Database } from '@/server/db';
import { defineEndpoint, type EndpointAnswer, type GuardVerdict, type UploadedFile } from '@/server/http/endpoint';
import type { HeaderReader } from '@/server/http/header-reader';
import type { OperatorRole } from '@/features/console/server';
import { ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_UPLOAD_PATH } from './media-limits';
import { MediaRefusedError, processImage, type MediaRefusalReason } from './media-processing';
import { readVariant, storeMedia } from './media-store';
import { MEDIA_WIDTHS, mediaUrl, parseMediaUrl } from '@/content/media-url';

/** Who may upload: the content studio's roles. */
export const MEDIA_ROLES: readonly OperatorRole[] = ['owner', 'editor'];

export interface MediaUploader {
  id: string;
  email: string;
  role: OperatorRole;
}

/** The signed-in operator (as the console reads it), or undefined. */
export type SessionOf = (headers: HeaderReader) => Promise<MediaUploader | undefined>;

export interface MediaEndpointParts {
  db: () => Promise<Database>;
  sessionOf: SessionOf;
  audit: (db: Database, actor: { id: string; email: string }, action: string, target: string, details: Record<string, unknown>) => Promise<void>;
}

/** The process's own: its database and the console's sign-in, loaded with the first upload (the site starts without better-auth). */
const processParts: MediaEndpointParts = {
  db: getDb,
  async sessionOf(headers) {
    const { operatorSessionOf } = await import('@/features/console/server');
    const session = await operatorSessionOf(new Headers({ cookie: headers.get('cookie') ?? '' }));
    return session && { id: session.operator.id, email: session.operator.email, role: session.operator.role };
  },
  async audit(db, actor, action, target, details) {
    const { writeAudit } = await import('@/features/console/server');
    await writeAudit(db, actor, action, target, details);
  },
};

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes) && (value as UploadedFile).bytes.length > 0;

const altText = z.string().trim().min(1).max(ALT_MAX_LENGTH);

export const mediaUploadSchema = z
  .object({
    locale: z.enum(['es', 'en']).optional(),
    file: z.custom<UploadedFile>(isUploadedFile),
    altEs: altText,
    altEn: altText,
  })
  .strict();

function mediaTexts(locale: Locale) {
  return messagesOf(locale).console.media.errors;
}

function refusalText(reason: MediaRefusalReason, locale: Locale): string {
  const t = mediaTexts(locale);
  return reason === 'too_many_pixels' ? t.tooManyPixels : reason === 'unsupported_type' ? t.unsupportedType : t.unreadable;
}

export function mediaUploadEndpoint(parts: MediaEndpointParts = processParts) {
  return defineEndpoint({
    path: MEDIA_UPLOAD_PATH,
    methods: ['POST'],
    summary: 'An image for the content studio (editors and owners; audited): checked by its bytes, stripped of metadata, stored as AVIF and WebP variants.',
    sameOrigin: true,
    // The cap counts the form's envelope too: a file of MEDIA_MAX_BYTES and two alt texts fit.
    body: { maxBytes: MEDIA_MAX_BYTES + 64 * 1024, format: 'form' },
    schema: mediaUploadSchema,
    fieldMessage(field, locale, issue) {
      const t = mediaTexts(locale);
      if (field === 'file') return t.fileRequired;
      if (field === 'altEs' || field === 'altEn') {
        if (issue.code === 'too_big') return t.altTooLong;
        return field === 'altEs' ? t.altEsRequired : t.altEnRequired;
      }
      return undefined;
    },
    // Before the body is read: a refused client costs no upload. The connection closes with the refusal, so what is
    // left of its body is not read either.
    async guard({ headers, locale }): Promise<GuardVerdict> {
      const operator = await parts.sessionOf(headers);
      const close = { connection: 'close' };
      if (!operator) return { refuse: { status: 401, body: { error: 'unauthorized', message: mediaTexts(locale).signedOut }, headers: close } };
      if (!MEDIA_ROLES.includes(operator.role))
        return { refuse: { status: 403, body: { error: 'forbidden', message: mediaTexts(locale).forbidden }, headers: close } };
      return { principal: operator };
    },
    async handle({ input, locale, principal }): Promise<EndpointAnswer> {
      const operator = principal as MediaUploader;
      let image;
      try {
        image = await processImage(input.file.bytes);
      } catch (error) {
        if (error instanceof MediaRefusedError) return { status: 422, body: { errors: { file: refusalText(error.reason, locale) } } };
        throw error;
      }
      const db = await parts.db();
      const { created } = await storeMedia(db, image, { es: input.altEs, en: input.altEn }, operator.email);
      await parts.audit(db, { id: operator.id, email: operator.email }, 'content.media.upload', `media:${image.hash}`, {
        bytes: image.sourceBytes,
        width: image.width,
        height: image.height,
        created,
      });
      const largest = Math.max(...image.variants.map((variant) => variant.width));
      return {
        status: created ? 201 : 200,
        body: {
          hash: image.hash,
          width: image.width,
          height: image.height,
          url: mediaUrl({ hash: image.hash, width: largest, format: 'webp' }),
          variants: image.variants.map((variant) => ({
            url: mediaUrl({ hash: image.hash, width: variant.width, format: variant.format }),
            width: variant.width,
            bytes: variant.bytes.length,
          })),
        },
      };
    },
  });
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function mediaFileEndpoint(parts: Pick<MediaEndpointParts, 'db'> = processParts) {
  return defineEndpoint({
    path: '/media/:file',
    methods: ['GET', 'HEAD'],
    summary: `An uploaded image's variant (${MEDIA_WIDTHS.join(', ')} px; AVIF, WebP): immutable, from memory after the first read.`,
    sameOrigin: false,
    async handle({ params, headers }): Promise<EndpointAnswer> {
      const ref = parseMediaUrl(`/media/${params.file}`);
      const variant = ref && (await readVariant(parts.db, ref));
      if (!variant) return { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain; charset=utf-8' } };
      const cache = { 'cache-control': 'public, max-age=31536000, immutable', etag: variant.etag };
      if (
        headers
          .get('if-none-match')
          ?.split(',')
          .some((tag) => tag.trim() === variant.etag)
      )
        return { status: 304, headers: cache };
      return { status: 200, body: variant.bytes, headers: { ...cache, 'content-type': CONTENT_TYPES[variant.format] } };
    },
  });
}

export const mediaUploadEndpointOfProcess = mediaUploadEndpoint();
export const mediaFileEndpointOfProcess = mediaFileEndpoint();
