/**
 * The agency's content in the database (issue 24): one row per document of content/ in the repository's own format
 * (`es/academy.json`, `en/blog/x.md`, `contact.json`), the published text and the editor's draft; and every
 * published state kept as a version. The repository's content/ folder is the seed on first start and the format of
 * `npm run content -- export` (docs/content-model.md, "Storage").
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A content document: what visitors see (`body`) and what an editor is preparing (`draft`). */
export const contentDocuments = pgTable('content_documents', {
  /** Its path in content/, the same in exports: 'es/academy.json', 'en/blog/mi-post.md'. */
  path: text('path').primaryKey(),
  /** The published text; what pages, the sitemap and Darky read. */
  body: text('body').notNull(),
  /** An unpublished edit, validated when saved; null when there is none. */
  draft: text('draft'),
  /** When the draft goes live by itself (a scheduled publish); null for none. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
