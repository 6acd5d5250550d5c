/**
 * Drafts and schedules of the studio's entries. A draft is an entry's values in both languages, saved without going
 * live and validated when saved as the whole content it would make; it can be previewed as the real page (./preview.ts),
 * published now, or scheduled to go live at a time. A published entry can be scheduled to leave the site, which keeps
 * it as a draft. Scheduled changes are made by whichever instance looks first, once: every writer of the content holds
 * the same lock, and the due drafts are read again under it.
 */
import 'server-only';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { contentDrafts } from '../tables';
import {
  collectionById,
  entryChanges,
  readEntry,
  removalChanges,
  type Collection,
  type DocumentChange,
  type JsonObject,
  type StudioLocale,
} from './collections';
import { applyChanges, assertMediaExists, assertValid, ContentRefusedError, contentProblems, publishedDocuments, withContentLock } from './content-store';

export type EntryValues = Record<StudioLocale, JsonObject>;

export interface EntryDraft {
  collection: string;
  key: string;
  /** The draft's values; null when the entry only has a removal scheduled. */
  values: EntryValues | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** Why the last scheduled change was not made (the content it would have made was invalid). */
  scheduleProblem: string | null;
  updatedBy: string;
  updatedAt: Date;
}

type DraftRow = typeof contentDrafts.$inferSelect;

function draftOf(row: DraftRow): EntryDraft {
  return {
    collection: row.collection,
    key: row.key,
    values: row.entryValues === null ? null : (JSON.parse(row.entryValues) as EntryValues),
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    scheduleProblem: row.scheduleProblem,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

const entryIs = (collection: string, key: string) => and(eq(contentDrafts.collection, collection), eq(contentDrafts.key, key));

export async function entryDraft(db: Database, collection: string, key: string): Promise<EntryDraft | undefined> {
  const [row] = await db.select().from(contentDrafts).where(entryIs(collection, key));
  return row && draftOf(row);
}

/** A collection's drafts and schedules (the studio's list shows each entry's state). */
export async function collectionDrafts(db: Database, collection: string): Promise<EntryDraft[]> {
  return (await db.select().from(contentDrafts).where(eq(contentDrafts.collection, collection))).map(draftOf);
}

/** The changes that put `values` in as the entry `key`, and the documents they make from `documents`. */
export function withEntry(
  collection: Collection,
  documents: ReadonlyMap<string, string>,
  key: string,
  values: EntryValues,
): { changes: DocumentChange[]; candidate: Map<string, string> } {
  const exists = readEntry(collection, documents, key) !== undefined;
  const changes = entryChanges(collection, documents, key, values, exists ? key : undefined);
  return { changes, candidate: withChanges(documents, changes) };
}

/** The documents as `changes` would leave them (a removed document is gone): what a publish is validated against. */
export function withChanges(documents: ReadonlyMap<string, string>, changes: readonly DocumentChange[]): Map<string, string> {
  const candidate = new Map(documents);
  for (const change of changes) {
    if (change.body === null) candidate.delete(change.path);
    else candidate.set(change.path, change.body);
  }
  return candidate;
}

/**
 * Saves `values` as the entry's draft (and when it goes live, or null for not scheduled). Refused like a publish
 * (ContentRefusedError with every problem) when the content it would make with what is published now is invalid:
 * a draft can always be previewed, and publishes unless the published content changes under it.
 */
export async function saveDraft(
  db: Database,
  draft: { collection: Collection; key: string; values: EntryValues; publishAt: Date | null; author: string },
): Promise<void> {
  await withContentLock(db, async (tx) => {
    const { changes, candidate } = withEntry(draft.collection, await publishedDocuments(tx), draft.key, draft.values);
    assertValid(candidate);
    await assertMediaExists(tx, changes);
    const saved = {
      entryValues: JSON.stringify(draft.values),
      publishAt: draft.publishAt,
      scheduleProblem: null,
      updatedBy: draft.author,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(contentDrafts)
      .values({ collection: draft.collection.id, key: draft.key, ...saved })
      .onConflictDoUpdate({ target: [contentDrafts.collection, contentDrafts.key], set: saved });
  });
}

/** Schedules (or with `at` null, cancels) the published entry's removal from the site. */
export async function scheduleUnpublish(db: Database, entry: { collection: string; key: string; at: Date | null; author: string }): Promise<void> {
  await withContentLock(db, async (tx) => {
    const set = { unpublishAt: entry.at, scheduleProblem: null, updatedBy: entry.author, updatedAt: sql`now()` };
    await tx
      .insert(contentDrafts)
      .values({ collection: entry.collection, key: entry.key, ...set })
      .onConflictDoUpdate({ target: [contentDrafts.collection, contentDrafts.key], set });
    await forgetEmpty(tx, entry.collection, entry.key);
  });
}

/** Drops the entry's draft (its values and scheduled publish); a scheduled removal stays. */
export async function discardDraft(db: Database, collection: string, key: string): Promise<void> {
  await withContentLock(db, (tx) => clearDraft(tx, collection, key));
}

/** Inside a publish's transaction: the entry's draft went live (or was replaced by what went live), so it is gone. */
export async function clearDraft(tx: Database, collection: string, key: string): Promise<void> {
  await tx.update(contentDrafts).set({ entryValues: null, publishAt: null, scheduleProblem: null }).where(entryIs(collection, key));
  await forgetEmpty(tx, collection, key);
}

/** Inside a removal's transaction: the entry left the site, its draft and schedules with it. */
export async function dropEntryDrafts(tx: Database, collection: string, key: string): Promise<void> {
  await tx.delete(contentDrafts).where(entryIs(collection, key));
}

async function forgetEmpty(tx: Database, collection: string, key: string): Promise<void> {
  await tx.delete(contentDrafts).where(and(entryIs(collection, key), sql`${contentDrafts.entryValues} is null and ${contentDrafts.unpublishAt} is null`));
}

/** A scheduled change that came due. */
export interface ScheduledChange {
  collection: string;
  key: string;
  kind: 'publish' | 'unpublish';
  /** Made, or refused because the content it would make is invalid (the draft keeps the reason). */
  outcome: 'done' | 'refused';
  /** Who scheduled it. */
  author: string;
  revision?: number;
  problems?: string[];
}

/**
 * Makes the scheduled changes due at `now`, each validated against the content published at that moment; a refused
 * one is unscheduled with its reason kept for the editor (nothing invalid goes live, and it is not retried every
 * few seconds). Returns what came due, for the log, the audit and the change signal.
 */
export async function runDueSchedules(db: Database, now: Date = new Date()): Promise<ScheduledChange[]> {
  // Cheap look first, without the lock: almost always nothing is due.
  const dueWhere = or(and(isNotNull(contentDrafts.entryValues), lte(contentDrafts.publishAt, now)), lte(contentDrafts.unpublishAt, now));
  const [anyDue] = await db.select({ key: contentDrafts.key }).from(contentDrafts).where(dueWhere).limit(1);
  if (!anyDue) return [];
  return withContentLock(db, async (tx) => {
    const outcomes: ScheduledChange[] = [];
    // Read again under the lock: another instance may have made them a moment ago.
    const due = (await tx.select().from(contentDrafts).where(dueWhere)).map(draftOf);
    for (const draft of due) {
      const collection = collectionById(draft.collection);
      if (!collection) {
        await tx.delete(contentDrafts).where(entryIs(draft.collection, draft.key));
        continue;
      }
      if (draft.values && draft.publishAt && draft.publishAt <= now) outcomes.push(await publishDue(tx, collection, draft, draft.values));
      if (draft.unpublishAt && draft.unpublishAt <= now) outcomes.push(await unpublishDue(tx, collection, draft));
    }
    return outcomes;
  });
}

async function refuse(tx: Database, draft: EntryDraft, kind: ScheduledChange['kind'], problems: string[]): Promise<ScheduledChange> {
  const unscheduled = kind === 'publish' ? { publishAt: null } : { unpublishAt: null };
  await tx
    .update(contentDrafts)
    .set({ ...unscheduled, scheduleProblem: problems.slice(0, 5).join('\n') })
    .where(entryIs(draft.collection, draft.key));
  return { collection: draft.collection, key: draft.key, kind, outcome: 'refused', author: draft.updatedBy, problems };
}

async function publishDue(tx: Database, collection: Collection, draft: EntryDraft, values: EntryValues): Promise<ScheduledChange> {
  const { changes, candidate } = withEntry(collection, await publishedDocuments(tx), draft.key, values);
  const problems = contentProblems(candidate);
  if (problems.length > 0) return refuse(tx, draft, 'publish', problems);
  try {
    await assertMediaExists(tx, changes);
  } catch (error) {
    if (error instanceof ContentRefusedError) return refuse(tx, draft, 'publish', error.problems);
    throw error;
  }
  const revision = await applyChanges(tx, changes, draft.updatedBy, 'publish');
  await clearDraft(tx, draft.collection, draft.key);
  return { collection: draft.collection, key: draft.key, kind: 'publish', outcome: 'done', author: draft.updatedBy, revision };
}

async function unpublishDue(tx: Database, collection: Collection, draft: EntryDraft): Promise<ScheduledChange> {
  const documents = await publishedDocuments(tx);
  const entry = readEntry(collection, documents, draft.key);
  const changes = entry ? removalChanges(collection, documents, draft.key) : [];
  if (!entry || changes.length === 0) {
    // Already gone (or a page, which cannot leave the site): nothing to do but forget the schedule.
    await tx.update(contentDrafts).set({ unpublishAt: null }).where(entryIs(draft.collection, draft.key));
    await forgetEmpty(tx, draft.collection, draft.key);
    return { collection: draft.collection, key: draft.key, kind: 'unpublish', outcome: 'done', author: draft.updatedBy };
  }
  const candidate = withChanges(documents, changes);
  // Another entry may need it (a testimonial's case): then it stays, and the editor is told why.
  const problems = contentProblems(candidate);
  if (problems.length > 0) return refuse(tx, draft, 'unpublish', problems);
  const revision = await applyChanges(tx, changes, draft.updatedBy, 'publish');
  // Kept as a draft (its edits in progress, if any, else what was published), so it can go live again.
  await tx
    .update(contentDrafts)
    .set({ entryValues: JSON.stringify(draft.values ?? entry.values), unpublishAt: null, scheduleProblem: null })
    .where(entryIs(draft.collection, draft.key));
  return { collection: draft.collection, key: draft.key, kind: 'unpublish', outcome: 'done', author: draft.updatedBy, revision };
}
