/**
 * The published content in the database: read whole as a snapshot, seeded from the repository, replaced by an import,
 * changed document by document by the studio. Every change is validated as the whole content it would produce (the
 * same schemas and cross-checks as `npm run content:check`) before anything is stored, and is stored in one
 * transaction with its versions: a refused change leaves nothing behind, an accepted one is seen whole.
 */
import 'server-only';
import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { documentsSource, isContentDocument } from '@/content/content-source.server';
import { contentProblemsOf, validateAllContent, type ContentProblem } from '@/content/validate-all.server';
import type { Database } from '@/server/db';
import { contentDocuments, contentVersions } from '../tables';
import { mediaUrlsIn, missingMedia } from '../media/media-store';

/** Every published document and the revision they make up (the largest version id; 0 before any). */
export interface PublishedContent {
  revision: number;
  documents: Map<string, string>;
}

/** A change that would leave the content invalid: nothing was stored. Each problem names its file and field. */
export class ContentRefusedError extends Error {
  constructor(
    readonly problems: string[],
    /** The same problems as data: file and path (the studio shows each at its field). */
    readonly details: ContentProblem[] = [],
  ) {
    super(`Content refused, nothing was stored:\n${problems.join('\n')}`);
    this.name = 'ContentRefusedError';
  }
}

/** Serialises writers of the content across processes (two instances seeding, an import during a publish). */
const CONTENT_LOCK_KEY = 7_461_924;

export async function contentRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: max(contentVersions.id) }).from(contentVersions);
  return Number(row?.revision ?? 0);
}

/** The published documents and their revision, read in one transaction so they belong together. */
export async function loadPublishedContent(db: Database): Promise<PublishedContent> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Repeatable read: the documents are those of the revision read first, even with a publish in between.
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return { revision: await contentRevision(tx), documents: await publishedDocuments(tx) };
  });
}

/** Problems of the content `documents` would make (empty when valid). */
export function contentProblems(documents: ReadonlyMap<string, string>): string[] {
  const strays = [...documents.keys()].filter((key) => !isContentDocument(key));
  if (strays.length > 0) return strays.map((key) => `${key}: not a content document (JSON or Markdown of content/, Darky's corpus excluded)`);
  return validateAllContent(documentsSource(documents, 'candidate'));
}

/**
 * Refuses changes that name an uploaded image (`/media/…`) the database does not hold: validate-all checks the
 * repository's `/images/` files on disk; uploads live in the database, so this asks it (inside the writer's transaction).
 */
export async function assertMediaExists(tx: Database, changes: ReadonlyArray<{ path: string; body: string | null }>): Promise<void> {
  const problems: ContentProblem[] = [];
  for (const change of changes) {
    if (change.body === null) continue;
    for (const url of await missingMedia(tx, mediaUrlsIn(change.body))) {
      problems.push({ file: `content/${change.path}`, code: 'image_missing', message: url });
    }
  }
  if (problems.length > 0)
    throw new ContentRefusedError(
      problems.map((problem) => `${problem.file}: no uploaded image at ${problem.message}`),
      problems,
    );
}

/** Refuses `documents` (ContentRefusedError, with the problems as text and as data) unless they are valid content. */
export function assertValid(documents: ReadonlyMap<string, string>): void {
  const problems = contentProblems(documents);
  if (problems.length > 0) throw new ContentRefusedError(problems, contentProblemsOf(documentsSource(documents, 'candidate')));
}

export type Change = { path: string; body: string | null };

/** Writes changes and their versions inside the caller's transaction; returns the new revision. */
export async function applyChanges(tx: Database, changes: Change[], author: string, action: 'seed' | 'import' | 'publish' | 'restore'): Promise<number> {
  for (const change of changes) {
    if (change.body === null) {
      await tx.delete(contentDocuments).where(eq(contentDocuments.path, change.path));
    } else {
      await tx
        .insert(contentDocuments)
        .values({ path: change.path, body: change.body, updatedBy: author })
        .onConflictDoUpdate({
          target: contentDocuments.path,
          set: { body: change.body, updatedBy: author, updatedAt: sql`now()` },
        });
    }
    await tx.insert(contentVersions).values({ path: change.path, body: change.body, action: change.body === null ? 'remove' : action, author });
  }
  return contentRevision(tx);
}

/**
 * Runs `work` in one transaction holding the content lock (a transaction-scoped advisory lock, the same on PGlite and
 * PostgreSQL): writers of the content queue, and a failure anywhere leaves nothing stored.
 */
export async function withContentLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`);
    return work(tx);
  });
}

export async function publishedDocuments(tx: Database): Promise<Map<string, string>> {
  const rows = await tx.select({ path: contentDocuments.path, body: contentDocuments.body }).from(contentDocuments).orderBy(asc(contentDocuments.path));
  return new Map(rows.map((row) => [row.path, row.body]));
}

/**
 * First start (and every release that ships a new document): the repository's documents the database lacks are
 * stored. A document the database has is never overwritten by the repository: the agency's edits win. Returns the
 * paths seeded.
 */
export async function seedMissingDocuments(db: Database, repository: ReadonlyMap<string, string>): Promise<string[]> {
  return withContentLock(db, async (tx) => {
    const present = new Set((await tx.select({ path: contentDocuments.path }).from(contentDocuments)).map((row) => row.path));
    const missing = [...repository].filter(([key]) => !present.has(key)).map(([key, body]) => ({ path: key, body }));
    if (missing.length > 0) await applyChanges(tx, missing, 'seed', 'seed');
    return missing.map((change) => change.path);
  });
}

export interface ContentChangeSummary {
  revision: number;
  changed: string[];
  added: string[];
  removed: string[];
}

/**
 * Makes `documents` the whole published content (an import): validated whole first, then only what differs is
 * written, with a version each. Refused whole (ContentRefusedError) when anything is invalid.
 */
export async function replaceAllContent(db: Database, documents: ReadonlyMap<string, string>, author: string): Promise<ContentChangeSummary> {
  assertValid(documents);
  return withContentLock(db, async (tx) => {
    await assertMediaExists(
      tx,
      [...documents].map(([path, body]) => ({ path, body })),
    );
    const current = await publishedDocuments(tx);
    const summary: ContentChangeSummary = { revision: 0, changed: [], added: [], removed: [] };
    const changes: Change[] = [];
    for (const [key, body] of documents) {
      const before = current.get(key);
      if (before === body) continue;
      (before === undefined ? summary.added : summary.changed).push(key);
      changes.push({ path: key, body });
    }
    for (const key of current.keys()) {
      if (!documents.has(key)) {
        summary.removed.push(key);
        changes.push({ path: key, body: null });
      }
    }
    summary.revision = changes.length > 0 ? await applyChanges(tx, changes, author, 'import') : await contentRevision(tx);
    return summary;
  });
}

/**
 * Publishes some documents (the studio: an entry's Spanish and English documents together), validated as the whole
 * content they make with everything else published. `body: null` removes a document (a deleted post).
 */
export async function publishDocuments(
  db: Database,
  changes: readonly Change[],
  author: string,
  action: 'publish' | 'restore' = 'publish',
  /** Runs in the same transaction once the changes are stored (the studio clears the entry's draft). */
  alongside?: (tx: Database) => Promise<void>,
): Promise<number> {
  return withContentLock(db, async (tx) => {
    const next = await publishedDocuments(tx);
    for (const change of changes) {
      if (change.body === null) next.delete(change.path);
      else next.set(change.path, change.body);
    }
    assertValid(next);
    await assertMediaExists(tx, changes);
    const revision = await applyChanges(tx, [...changes], author, action);
    await alongside?.(tx);
    return revision;
  });
}

export interface ContentVersion {
  id: number;
  path: string;
  body: string | null;
  action: string;
  author: string;
  createdAt: Date;
}

/** A document's versions, newest first. */
export async function documentVersions(db: Database, path: string, limit = 50): Promise<ContentVersion[]> {
  return db.select().from(contentVersions).where(eq(contentVersions.path, path)).orderBy(desc(contentVersions.id)).limit(limit);
}

/** Versions by id (a restore reads the one it puts back). */
export async function versionsById(db: Database, ids: number[]): Promise<ContentVersion[]> {
  if (ids.length === 0) return [];
  return db.select().from(contentVersions).where(inArray(contentVersions.id, ids));
}
