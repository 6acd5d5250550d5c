/**
 * Signed preview links of drafts. An editor copies the link from the studio and sends it to a colleague, who opens
 * it without signing in: the link names the entry (not the draft's text, so it always shows the latest save) and
 * expires; its signature uses the app secret, so nobody can make one for another entry. Opening it sets a cookie
 * holding the same token; the site's requests that carry it render with the draft in place of the published entry.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { documentsSource, type ContentPreview, type ContentSource } from '@/content/content-source.server';
import { appSecret } from '@/server/app-secret';
import type { Database } from '@/server/db';
import { collectionById, sitePath } from './collections';
import { contentRevision, loadPublishedContent } from './content-store';
import { entryDraft, withEntry } from './drafts';

/** Where a preview link starts (`/vista-previa/<token>`) and where its banner's exit goes. */
export const PREVIEW_PATH = '/vista-previa';
export const PREVIEW_EXIT_PATH = `${PREVIEW_PATH}/salir`;
export const PREVIEW_COOKIE = 'site_preview';
/** A week: long enough for a colleague's review, short enough that old links die. */
export const PREVIEW_TTL_S = 7 * 24 * 60 * 60;

export interface PreviewClaims {
  collection: string;
  key: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const signature = (payload: string) => createHmac('sha256', appSecret()).update(`content-preview.${payload}`).digest();

export function previewToken(collection: string, key: string, nowMs: number = Date.now()): string {
  const payload = Buffer.from(JSON.stringify([collection, key, Math.floor(nowMs / 1000) + PREVIEW_TTL_S])).toString('base64url');
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readPreviewToken(token: string, nowMs: number = Date.now()): PreviewClaims | undefined {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined || token.length > 2_000) return undefined;
  const expected = signature(payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const [collection, key, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof collection !== 'string' || typeof key !== 'string' || typeof expiresAt !== 'number') return undefined;
    if (expiresAt * 1000 <= nowMs) return undefined;
    return { collection, key, expiresAt };
  } catch {
    return undefined;
  }
}

/** The public path where an entry shows (Spanish, the default language). */
export function previewTarget(claims: Pick<PreviewClaims, 'collection' | 'key'>): string {
  const collection = collectionById(claims.collection);
  return collection ? sitePath(collection, claims.key) : '/';
}

// Built previews by published revision and draft save: a colleague clicking through the preview reuses one source
// (and its parsed catalogues) instead of rebuilding it per request. Few drafts are previewed at once.
const built = new Map<string, ContentSource>();
const MAX_BUILT = 20;

/** The content the token's draft makes with what is published now, or undefined (no such draft any more). */
export async function contentPreviewOf(db: Database, claims: PreviewClaims): Promise<ContentPreview | undefined> {
  const collection = collectionById(claims.collection);
  const draft = collection && (await entryDraft(db, collection.id, claims.key));
  if (!collection || !draft?.values) return undefined;
  const name = (revision: number) => `preview:${revision}:${collection.id}/${claims.key}:${draft.updatedAt.getTime()}`;
  let source = built.get(name(await contentRevision(db)));
  if (!source) {
    const published = await loadPublishedContent(db);
    source = documentsSource(withEntry(collection, published.documents, claims.key, draft.values).candidate, name(published.revision));
    if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
    built.set(source.revision, source);
  }
  const words = draft.values.es;
  return {
    source,
    title: String(words.title ?? words.name ?? words.author ?? claims.key),
    exitPath: `${PREVIEW_EXIT_PATH}?to=${encodeURIComponent(previewTarget(claims))}`,
  };
}
