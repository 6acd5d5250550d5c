/**
 * The agency's content in the database (issue 24): one row per document of content/ in the repository's own format
 * (`es/academy.json`, `en/blog/x.md`, `contact.json`), the published text and the editor's draft; and every
 * published state kept as a version. The repository's content/ folder is the seed on first start and the format of
 * `npm run content -- export` (docs/content-model.md, "Storage").
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A content document: what visitors see. */
export const contentDocuments = pgTable('content_documents', {
  /** Its path in content/, the same in exports: 'es/academy.json', 'en/blog/mi-post.md'. */
  path: text('path').primaryKey(),
  /** The published text; what pages, the sitemap and Darky read. */
  body: text('body').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an editor is preparing, per entry of the studio (a post, an event, the about page): the entry's values in
 * both languages as the editor saved them, validated when saved against the content published then, and what is
 * scheduled for it. Stored per entry, not per document, because several entries share a document (every event
 * lives in academy.json): publishing one draft writes that entry into the documents as they are *then*, so two
 * drafts in one catalogue never carry each other's edits (docs/content-model.md, "Drafts, preview and schedule").
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    /** The studio's collection ('posts', 'events', 'pages'…) and the entry's key in it (its slug or id). */
    collection: text('collection').notNull(),
    key: text('key').notNull(),
    /** JSON of { es, en }: the entry's values; null when only a removal is scheduled (unpublishAt). */
    entryValues: text('entry_values'),
    /** When the draft goes live by itself; null: not scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the published entry leaves the site by itself (kept here as a draft); null: not scheduled. */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Why the last scheduled change could not be made (the content it met was invalid); cleared by a save. */
    scheduleProblem: text('schedule_problem'),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.key] })],
);

/**
 * Every published state of every document, newest last. The largest id is the content's revision: instances compare
 * it with theirs to know the content changed (a command line import on another process included).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    /** The published text after this change; null when the document was removed. */
    body: text('body'),
    action: text('action').notNull(),
    /** Who: an operator's e-mail, or 'seed' / 'command line'. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_versions_path_idx').on(t.path, t.id),
    check('content_versions_action_check', sql`${t.action} in ('seed', 'import', 'publish', 'restore', 'remove')`),
  ],
);

/** Bytes in PostgreSQL's bytea, as Buffers (PGlite and node-postgres both hand back Uint8Array/Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded image (the studio's media): named by the hash of its original's bytes, so uploading the same file twice
 * stores it once. The original is not kept: only its re-encoded variants (EXIF and location stripped).
 * Bytes in the database so that every instance serves them (docs/decisions.md, "Uploaded images in the database").
 */
export const contentMedia = pgTable('content_media', {
  /** SHA-256 of the uploaded bytes, hex, first 32 characters: the name in every URL of its variants. */
  hash: text('hash').primaryKey(),
  /** The original's size after orientation; the largest variant is never wider. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The original's format as read from its bytes (jpeg, png, webp, avif, gif). */
  sourceFormat: text('source_format').notNull(),
  sourceBytes: integer('source_bytes').notNull(),
  altEs: text('alt_es').notNull(),
  altEn: text('alt_en').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The files served for an image: one per width and format, immutable once written. */
export const contentMediaVariants = pgTable(
  'content_media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => contentMedia.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] }), check('content_media_variants_format_check', sql`${t.format} in ('avif', 'webp')`)],
);
