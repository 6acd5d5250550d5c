'use server';
/**
 * The content studio's changes: publish an entry (new or edited), remove one, restore a version. Each is validated as
 * the whole content it would make (the schemas and cross-checks of `npm run content:check`) before anything is
 * stored; a refused publish comes back with every problem at its field and the editor's input kept. Editors and
 * owners only; every change is in the audit log; a publish reaches every instance within seconds (the change signal,
 * and each instance's periodic check).
 */
import { redirect } from 'next/navigation';
import { liveContentSource } from '@/content/content-source.server';
import { FACT_KEYS } from '@/content/fact-keys';
import { publishChange } from '@/server/change-signal';
import { getDb } from '@/server/db';
import {
  clearDraft,
  collectionById,
  ContentRefusedError,
  discardDraft,
  dropEntryDrafts,
  entryDraft,
  saveDraft,
  scheduleUnpublish,
  entryChanges,
  entryIndex,
  loadPublishedContent,
  placeProblems,
  publishDocuments,
  readEntry,
  removalChanges,
  versionsById,
  withChanges,
  valuesFromForm,
  type FieldProblems,
  type JsonObject,
  type StudioLocale,
} from '@/features/content-studio/server';
import { recordAudit, requireOperator } from '../../server/operator-session';
import { newEntryValues } from './studio';

const STUDIO_ROLES = ['owner', 'editor'] as const;

export interface PublishState {
  status: 'idle' | 'invalid';
  /** What the refused submit asked for (the summary says nothing was published, or nothing was saved). */
  intent?: 'publish' | 'draft' | 'schedule';
  problems?: FieldProblems;
  /** What the editor posted, shown again as it was typed. */
  posted?: Record<string, string>;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

const studioPath = (collection: string, key?: string) => `/admin/content/${collection}${key ? `/${encodeURIComponent(key)}` : ''}`;

/** Waits (briefly) until this process serves `revision`, so the page the editor opens next shows the change. */
async function untilLive(revision: number): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    const live = Number(liveContentSource().revision.replace(/^db:/, ''));
    if (Number.isFinite(live) && live >= revision) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function announce(revision: number): Promise<void> {
  await publishChange('content.published');
  await untilLive(revision);
}

/** A datetime-local value read as Lima time (UTC-5 all year: Peru keeps no daylight saving). */
function limaDateTime(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}:00-05:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type Intent = 'publish' | 'draft' | 'schedule';
const INTENTS: readonly Intent[] = ['publish', 'draft', 'schedule'];

/**
 * The editor's form: publish now, save as a draft, or save as a draft that goes live at a time. All three validate the
 * entry as the whole content it would make; a refusal comes back with every problem at its field and the typing kept.
 */
export async function publishEntryAction(_state: PublishState, form: FormData): Promise<PublishState> {
  const operator = await requireOperator({ roles: STUDIO_ROLES });
  const collection = collectionById(text(form, 'collection'));
  if (!collection) redirect('/admin/content');
  const intent = INTENTS.find((candidate) => candidate === text(form, 'intent')) ?? 'publish';
  const originalKey = text(form, 'originalKey') || undefined;
  const db = await getDb();
  const published = await loadPublishedContent(db);
  const entry = originalKey ? readEntry(collection, published.documents, originalKey) : undefined;
  const draft = originalKey ? await entryDraft(db, collection.id, originalKey) : undefined;
  if (originalKey && !entry && !draft?.values) redirect(`${studioPath(collection.id)}?done=gone`);
  const shared = collection.kind === 'pages' && entry?.documents.length === 1;
  const current = draft?.values ?? entry?.values ?? newEntryValues(collection, published.documents);
  const values = valuesFromForm(current, form, shared);
  if (collection.kind === 'posts') {
    // Both languages, or one only (its other side then has no page): the editor's choice, as the post's front matter.
    const only = text(form, 'languages');
    for (const locale of ['es', 'en'] as const) {
      if (only === 'es' || only === 'en') values[locale].onlyIn = only;
      else delete values[locale].onlyIn;
    }
  }
  const keyField = collection.kind === 'list' ? collection.key : 'slug';
  const key = collection.kind === 'pages' ? originalKey! : String(values.es[keyField] ?? '').trim();
  const posted = Object.fromEntries([...form.entries()].filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  const invalid = (problems: FieldProblems): PublishState => ({ status: 'invalid', intent, problems, posted });
  const fieldProblem = (field: string, code: string, message = '') => invalid({ fields: { [field]: { code, message } }, general: [] });

  // The address of an entry: required, and not another entry's (the schemas allow any text; the site's links do not).
  if (collection.kind !== 'pages') {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) return fieldProblem(`f:${keyField}`, 'key_format', key);
    if (key !== originalKey && readEntry(collection, published.documents, key)) return fieldProblem(`f:${keyField}`, 'key_taken', key);
    // A draft belongs to its address: renaming is a publish (the old address then leaves the site at once).
    if (intent !== 'publish' && originalKey !== undefined && key !== originalKey) return fieldProblem(`f:${keyField}`, 'key_rename_draft', key);
    if (originalKey === undefined && (await entryDraft(db, collection.id, key))) return fieldProblem(`f:${keyField}`, 'key_taken', key);
  }
  let publishAt: Date | null = null;
  if (intent === 'schedule') {
    const at = limaDateTime(text(form, 'publishAt'));
    if (!at) return fieldProblem('publishAt', 'schedule_format');
    if (at.getTime() <= Date.now()) return fieldProblem('publishAt', 'schedule_past');
    publishAt = at;
  }

  const changes = entryChanges(collection, published.documents, key, values, entry ? originalKey : undefined);
  let revision: number | undefined;
  try {
    if (intent === 'publish') {
      revision = await publishDocuments(db, changes, operator.email, 'publish', async (tx) => {
        await clearDraft(tx, collection.id, key);
        if (originalKey && originalKey !== key) await clearDraft(tx, collection.id, originalKey);
      });
    } else {
      await saveDraft(db, { collection, key, values, publishAt, author: operator.email });
    }
  } catch (error) {
    if (!(error instanceof ContentRefusedError)) throw error;
    const candidate = withChanges(published.documents, changes);
    const index = {} as Record<StudioLocale, number>;
    for (const locale of ['es', 'en'] as const) index[locale] = entryIndex(collection, candidate, locale, key);
    const documents = changes.filter((change) => change.body !== null).map((change) => change.path);
    return invalid(placeProblems(error.details, { documents, values, shared }, collection.kind === 'list' ? collection.path : undefined, index));
  }
  const target = `content:${collection.id}/${key}`;
  if (revision === undefined) {
    await recordAudit(operator, intent === 'schedule' ? 'content.schedule' : 'content.draft', target, { publishAt: publishAt?.toISOString() });
    redirect(`${studioPath(collection.id, key)}?done=${intent === 'schedule' ? 'scheduled' : 'drafted'}`);
  }
  await recordAudit(operator, entry ? 'content.publish' : 'content.create', target, { documents: changes.map((change) => change.path), revision });
  await announce(revision);
  redirect(`${studioPath(collection.id, key)}?done=published`);
}

/** Drops the entry's draft: the editor goes back to what is published (or to the list, for a never-published entry). */
export async function discardDraftAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: STUDIO_ROLES });
  const collection = collectionById(text(form, 'collection'));
  const key = text(form, 'key');
  if (!collection || !key) redirect('/admin/content');
  const db = await getDb();
  await discardDraft(db, collection.id, key);
  await recordAudit(operator, 'content.discard', `content:${collection.id}/${key}`, {});
  const stillPublished = readEntry(collection, (await loadPublishedContent(db)).documents, key);
  redirect(stillPublished ? `${studioPath(collection.id, key)}?done=discarded` : `${studioPath(collection.id)}?done=discarded`);
}

/** Schedules the entry's removal from the site (kept as a draft then), or cancels it. */
export async function scheduleUnpublishAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: STUDIO_ROLES });
  const collection = collectionById(text(form, 'collection'));
  const key = text(form, 'key');
  if (!collection || !key || collection.kind === 'pages') redirect('/admin/content');
  const cancel = text(form, 'intent') === 'cancel';
  const at = cancel ? null : limaDateTime(text(form, 'unpublishAt'));
  if (at === undefined || (at && at.getTime() <= Date.now())) redirect(`${studioPath(collection.id, key)}?error=unpublishAt`);
  const db = await getDb();
  await scheduleUnpublish(db, { collection: collection.id, key, at, author: operator.email });
  await recordAudit(operator, cancel ? 'content.unschedule' : 'content.scheduleRemoval', `content:${collection.id}/${key}`, { at: at?.toISOString() });
  redirect(`${studioPath(collection.id, key)}?done=${cancel ? 'unpublishCancelled' : 'unpublishScheduled'}`);
}

export async function removeEntryAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: STUDIO_ROLES });
  const collection = collectionById(text(form, 'collection'));
  const key = text(form, 'key');
  if (!collection || !key) redirect('/admin/content');
  if (text(form, 'confirm') !== 'yes') redirect(`${studioPath(collection.id, key)}?error=confirm`);
  const db = await getDb();
  const published = await loadPublishedContent(db);
  if (!readEntry(collection, published.documents, key)) redirect(`${studioPath(collection.id)}?done=gone`);
  let revision: number;
  try {
    // Its draft and schedules go with it: a removed entry does not linger in the list as a draft.
    revision = await publishDocuments(db, removalChanges(collection, published.documents, key), operator.email, 'publish', (tx) =>
      dropEntryDrafts(tx, collection.id, key),
    );
  } catch (error) {
    // Removing it would break another entry (a testimonial's case, a project's client): say so, change nothing.
    if (error instanceof ContentRefusedError) redirect(`${studioPath(collection.id, key)}?error=removeRefused`);
    throw error;
  }
  await recordAudit(operator, 'content.remove', `content:${collection.id}/${key}`, { revision });
  await announce(revision);
  redirect(`${studioPath(collection.id)}?done=removed`);
}

/**
 * Puts back an entry as a version left it, in the version's language (its words there, and its facts in both
 * languages: facts are one value). Published as a new version, so a restore can itself be undone.
 */
export async function restoreVersionAction(form: FormData): Promise<void> {
  const operator = await requireOperator({ roles: STUDIO_ROLES });
  const collection = collectionById(text(form, 'collection'));
  const key = text(form, 'key');
  const versionId = Number(text(form, 'version'));
  if (!collection || !key || !Number.isInteger(versionId)) redirect('/admin/content');
  const db = await getDb();
  const published = await loadPublishedContent(db);
  const entry = readEntry(collection, published.documents, key);
  const [version] = await versionsById(db, [versionId]);
  if (!entry || !version || version.body === null || !entry.documents.includes(version.path)) redirect(`${studioPath(collection.id, key)}?error=restore`);
  const locale: StudioLocale = version.path.startsWith('en/') ? 'en' : 'es';
  const then = readEntry(collection, new Map(published.documents).set(version.path, version.body), key);
  if (!then) redirect(`${studioPath(collection.id, key)}?error=restore`);
  const other: StudioLocale = locale === 'es' ? 'en' : 'es';
  const values: Record<StudioLocale, JsonObject> = { es: entry.values.es, en: entry.values.en };
  values[locale] = then.values[locale];
  // Facts are one value: the restored language's facts go to the other language too.
  values[other] = mergeFacts(entry.values[other], then.values[locale]);
  let revision: number;
  try {
    revision = await publishDocuments(db, entryChanges(collection, published.documents, key, values, key), operator.email, 'restore');
  } catch (error) {
    if (error instanceof ContentRefusedError) redirect(`${studioPath(collection.id, key)}?error=restore`);
    throw error;
  }
  await recordAudit(operator, 'content.restore', `content:${collection.id}/${key}`, { version: versionId, revision });
  await announce(revision);
  redirect(`${studioPath(collection.id, key)}?done=restored`);
}

/** `words` with the facts of `facts` (same shape): what restoring one language does to the other. */
function mergeFacts(words: JsonObject, facts: JsonObject): JsonObject {
  const merged: JsonObject = { ...words };
  for (const [name, value] of Object.entries(facts)) {
    const mine = words[name];
    if (FACT_KEYS.has(name) || typeof value === 'number' || typeof value === 'boolean') merged[name] = value;
    else if (value && mine && typeof value === 'object' && typeof mine === 'object' && !Array.isArray(value) && !Array.isArray(mine)) {
      merged[name] = mergeFacts(mine, value);
    } else if (Array.isArray(value) && Array.isArray(mine) && value.length === mine.length) {
      merged[name] = value.map((item, index) =>
        item && typeof item === 'object' && !Array.isArray(item) && mine[index] && typeof mine[index] === 'object' && !Array.isArray(mine[index])
          ? mergeFacts(mine[index] as JsonObject, item)
          : mine[index]!,
      );
    }
  }
  return merged;
}
