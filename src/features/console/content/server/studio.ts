/**
 * What the studio's pages read: each collection with its entries, a new entry's starting values, and an entry's
 * history as the fields each version changed.
 */
import 'server-only';
import {
  collectionDrafts,
  documentVersions,
  entryFields,
  listEntries,
  listMedia,
  readEntry,
  sitePath,
  type Collection,
  type Entry,
  type EntryDraft,
  type JsonObject,
  type StudioLocale,
} from '@/features/content-studio/server';
import { mediaUrl } from '@/content/media-url';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/server/db';

/**
 * A new entry starts as a copy of the newest one with its address and dates cleared, so the form shows every field
 * the site needs (the agenda of an event, the modules of a course) and the editor replaces the words.
 */
export function newEntryValues(collection: Collection, documents: ReadonlyMap<string, string>): Record<StudioLocale, JsonObject> {
  const [template] = listEntries(collection, documents);
  if (!template) return { es: {}, en: {} };
  const blank = (value: JsonObject): JsonObject => {
    const copy = structuredClone(value);
    for (const key of ['slug', 'id']) if (key in copy) copy[key] = '';
    if (collection.kind === 'posts') {
      copy.date = new Date().toISOString().slice(0, 10);
      copy.body = '';
    }
    return copy;
  };
  return { es: blank(template.values.es), en: blank(template.values.en) };
}

export interface HistoryItem {
  id: number;
  at: Date;
  author: string;
  action: string;
  /** The language whose document this version is ('both' for a shared page). */
  locale: StudioLocale | 'both';
  /** Fields whose value differs from what is published now (dotted paths). */
  differs: Array<{ path: string; then: string; now: string }>;
  /** The entry did not exist in this version (before it was created, or after a removal). */
  absent: boolean;
}

/** An entry's versions, newest first, each with what differs from now (in its language). */
export async function entryHistory(db: Database, entry: Entry, documents: ReadonlyMap<string, string>, limit = 20): Promise<HistoryItem[]> {
  const versions = (await Promise.all(entry.documents.map((path) => documentVersions(db, path, limit)))).flat().sort((a, b) => b.id - a.id);
  const items: HistoryItem[] = [];
  for (const version of versions.slice(0, limit)) {
    const locale: HistoryItem['locale'] = entry.documents.length === 1 ? 'both' : version.path.startsWith('en/') ? 'en' : 'es';
    const side: StudioLocale = locale === 'en' ? 'en' : 'es';
    const then = version.body === null ? undefined : readEntry(entry.collection, new Map(documents).set(version.path, version.body), entry.key);
    const differs: HistoryItem['differs'] = [];
    if (then) {
      const before = new Map(entryFields(then.values).map((field) => [field.path, field.values[side]]));
      for (const field of entryFields(entry.values)) {
        const value = before.get(field.path);
        if (value !== undefined && value !== field.values[side]) differs.push({ path: field.path, then: value, now: field.values[side] });
      }
    }
    items.push({ id: version.id, at: version.createdAt, author: version.author, action: version.action, locale, differs, absent: !then });
  }
  return items;
}

/** A moment as a datetime-local value in Lima time (the schedule fields show and take Lima time). */
export function limaInputValue(date: Date | null | undefined): string {
  if (!date) return '';
  return new Date(date.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Where an entry stands, for the list and the editor's header. */
export interface EntryStatus {
  published: boolean;
  /** A saved draft that differs from what is published (or a never-published entry). */
  draft: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
  problem: string | null;
}

export function entryStatus(published: boolean, draft: EntryDraft | undefined): EntryStatus {
  return {
    published,
    draft: Boolean(draft?.values),
    publishAt: draft?.values ? draft.publishAt : null,
    unpublishAt: draft?.unpublishAt ?? null,
    problem: draft?.scheduleProblem ?? null,
  };
}

/**
 * A collection's rows: its published entries and the drafts not published yet (newest first among them), each with
 * its status.
 */
export async function collectionRows(db: Database, collection: Collection, documents: ReadonlyMap<string, string>) {
  const drafts = new Map((await collectionDrafts(db, collection.id)).map((draft) => [draft.key, draft]));
  const rows = listEntries(collection, documents).map((entry) => ({
    key: entry.key,
    title: entry.title,
    site: sitePath(collection, entry.key),
    status: entryStatus(true, drafts.get(entry.key)),
  }));
  const listed = new Set(rows.map((row) => row.key));
  const draftOnly = [...drafts.values()]
    .filter((draft) => draft.values && !listed.has(draft.key))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .map((draft) => {
      const words = draft.values!.es;
      return {
        key: draft.key,
        title: String(words.title ?? words.name ?? words.author ?? draft.key),
        site: sitePath(collection, draft.key),
        status: entryStatus(false, draft),
      };
    });
  return [...draftOnly, ...rows];
}

/** The uploaded images the editor's picker offers beside image fields: newest first, each by its largest WebP address. */
export async function imageChoices(db: Database, locale: Locale): Promise<Array<{ address: string; alt: string }>> {
  return (await listMedia(db))
    .filter((image) => image.widths.length > 0)
    .map((image) => ({ address: mediaUrl({ hash: image.hash, width: Math.max(...image.widths), format: 'webp' }), alt: image.alt[locale] }));
}
