// Drafts, scheduled publishes and removals, and preview links, on both drivers: a draft never changes what visitors
// see until it is published; a due schedule is made once even when two instances look at the same moment; nothing
// invalid goes live at its scheduled time; a preview link only opens the draft it was made for, and not forever.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, readContentFolder } from '@/content/content-source.server';
import { collectionById, readEntry, type JsonObject } from '@/features/content-studio/server/collections';
import { ContentRefusedError, contentRevision, loadPublishedContent, seedMissingDocuments } from '@/features/content-studio/server/content-store';
import {
  collectionDrafts,
  discardDraft,
  entryDraft,
  runDueSchedules,
  saveDraft,
  scheduleUnpublish,
} from '@/features/content-studio/server/drafts';
import { contentPreviewOf, PREVIEW_TTL_S, previewToken, readPreviewToken } from '@/features/content-studio/server/preview';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';

const repository = readContentFolder(CONTENT_DIR);
const events = collectionById('events')!;
const posts = collectionById('posts')!;

function valuesOf(documents: ReadonlyMap<string, string>, key: string) {
  const entry = readEntry(events, documents, key);
  if (!entry) throw new Error(`no event ${key}`);
  return structuredClone(entry.values);
}

describe.each(testDrivers())('drafts and schedules (%s)', (driver) => {
  let database: TestDatabase;
  let eventKey: string;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedMissingDocuments(database.db, repository);
    const published = await loadPublishedContent(database.db);
    const first = JSON.parse(published.documents.get('es/academy.json')!) as { events: { items: Array<{ slug: string }> } };
    eventKey = first.events.items[0]!.slug;
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('saves a draft without changing what is published, and previews it through a signed link', async () => {
    const before = await loadPublishedContent(database.db);
    const values = valuesOf(before.documents, eventKey);
    values.es.title = 'Borrador: evento renombrado';
    values.en.title = 'Draft: renamed event';
    await saveDraft(database.db, { collection: events, key: eventKey, values, publishAt: null, author: 'editor@test' });

    const after = await loadPublishedContent(database.db);
    expect(after.revision).toBe(before.revision);
    expect(after.documents).toEqual(before.documents);
    expect((await entryDraft(database.db, 'events', eventKey))?.values?.es.title).toBe('Borrador: evento renombrado');

    const claims = readPreviewToken(previewToken('events', eventKey));
    expect(claims).toMatchObject({ collection: 'events', key: eventKey });
    const preview = await contentPreviewOf(database.db, claims!);
    expect(preview?.title).toBe('Borrador: evento renombrado');
    expect(preview?.source.read('es/academy.json')).toContain('Borrador: evento renombrado');
    expect(preview?.source.read('en/academy.json')).toContain('Draft: renamed event');
    // Everything else is the published content.
    expect(preview?.source.read('es/about.json')).toBe(before.documents.get('es/about.json'));
    expect(preview?.exitPath).toBe('/vista-previa/salir?to=%2Feventos');
  });

  it('refuses a forged, altered or expired preview link, and a link to an entry without a draft', async () => {
    const token = previewToken('events', eventKey);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify(['posts', 'x', Math.floor(Date.now() / 1000) + 60])).toString('base64url');
    expect(readPreviewToken(`${otherPayload}.${signature}`)).toBeUndefined();
    expect(readPreviewToken(`${payload}.${signature!.slice(0, -2)}AA`)).toBeUndefined();
    expect(readPreviewToken(`${payload}`)).toBeUndefined();
    expect(readPreviewToken(token, Date.now() + (PREVIEW_TTL_S + 1) * 1000)).toBeUndefined();
    expect(readPreviewToken(token, Date.now() + (PREVIEW_TTL_S - 60) * 1000)).toBeDefined();
    expect(await contentPreviewOf(database.db, readPreviewToken(previewToken('posts', 'no-such-draft'))!)).toBeUndefined();
  });

  it('refuses an invalid draft like a publish, naming the field, and keeps the saved one', async () => {
    const values = valuesOf((await loadPublishedContent(database.db)).documents, eventKey);
    values.es.date = 'el martes';
    const refused = await saveDraft(database.db, { collection: events, key: eventKey, values, publishAt: null, author: 'editor@test' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ContentRefusedError);
    expect((refused as ContentRefusedError).details.some((problem) => String(problem.path).endsWith('date'))).toBe(true);
    expect((await entryDraft(database.db, 'events', eventKey))?.values?.es.title).toBe('Borrador: evento renombrado');
  });

  it('publishes a scheduled draft when it comes due, once, even with two instances looking at the same moment', async () => {
    const at = new Date(Date.now() + 60_000);
    const draft = await entryDraft(database.db, 'events', eventKey);
    await saveDraft(database.db, { collection: events, key: eventKey, values: draft!.values!, publishAt: at, author: 'editor@test' });
    const revision = await contentRevision(database.db);

    expect(await runDueSchedules(database.db, new Date(at.getTime() - 1_000))).toEqual([]);
    expect(await contentRevision(database.db)).toBe(revision);

    const [first, second] = await Promise.all([runDueSchedules(database.db, at), runDueSchedules(database.db, at)]);
    const made = [...first, ...second];
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ collection: 'events', key: eventKey, kind: 'publish', outcome: 'done', author: 'editor@test' });
    expect(await contentRevision(database.db)).toBe(revision + 2); // es and en documents
    const published = await loadPublishedContent(database.db);
    expect(readEntry(events, published.documents, eventKey)?.values.en.title).toBe('Draft: renamed event');
    expect(await entryDraft(database.db, 'events', eventKey)).toBeUndefined();
  });

  it('takes a published entry off the site at its time and keeps it as a draft to publish again', async () => {
    const at = new Date(Date.now() + 120_000);
    await scheduleUnpublish(database.db, { collection: 'events', key: eventKey, at, author: 'owner@test' });
    expect((await entryDraft(database.db, 'events', eventKey))?.unpublishAt?.getTime()).toBe(at.getTime());
    const [change] = await runDueSchedules(database.db, new Date(at.getTime() + 1));
    expect(change).toMatchObject({ kind: 'unpublish', outcome: 'done' });
    const published = await loadPublishedContent(database.db);
    expect(readEntry(events, published.documents, eventKey)).toBeUndefined();
    const kept = await entryDraft(database.db, 'events', eventKey);
    expect(kept?.values?.en.title).toBe('Draft: renamed event');
    expect(kept?.unpublishAt).toBeNull();
    expect((await collectionDrafts(database.db, 'events')).map((draft) => draft.key)).toContain(eventKey);

    // Publishing it again (a scheduled publish of the kept draft) puts it back.
    await saveDraft(database.db, { collection: events, key: eventKey, values: kept!.values!, publishAt: new Date(Date.now() + 1_000), author: 'owner@test' });
    await runDueSchedules(database.db, new Date(Date.now() + 5_000));
    expect(readEntry(events, (await loadPublishedContent(database.db)).documents, eventKey)).toBeDefined();
  });

  it('does not publish at its time a draft the content no longer accepts, and tells why', async () => {
    const published = await loadPublishedContent(database.db);
    const slug = [...published.documents.keys()].find((key) => key.startsWith('es/blog/'))!.slice('es/blog/'.length, -'.md'.length);
    const values = structuredClone(readEntry(posts, published.documents, slug)!.values) as Record<'es' | 'en', JsonObject>;
    for (const locale of ['es', 'en'] as const) values[locale].title = `Post programado ${locale}`;
    await saveDraft(database.db, { collection: posts, key: 'post-programado', values, publishAt: new Date(Date.now() + 1_000), author: 'editor@test' });
    // Drafts are valid when saved; one goes stale when what it meets changes (a release with stricter schemas). Made
    // stale here directly in the table: its English title blanked.
    await database.db.execute(
      sql`update content_drafts set entry_values = replace(entry_values, ${'"title":"Post programado en"'}, ${'"title":""'}) where key = 'post-programado'`,
    );
    const revision = await contentRevision(database.db);
    const [change] = await runDueSchedules(database.db, new Date(Date.now() + 5_000));
    expect(change).toMatchObject({ key: 'post-programado', kind: 'publish', outcome: 'refused' });
    expect(await contentRevision(database.db)).toBe(revision);
    const draft = await entryDraft(database.db, 'posts', 'post-programado');
    expect(draft?.publishAt).toBeNull();
    expect(draft?.scheduleProblem).toMatch(/en\/blog\/post-programado\.md/);
    // Not retried every few seconds: it waits for the editor.
    expect(await runDueSchedules(database.db, new Date(Date.now() + 10_000))).toEqual([]);
    await discardDraft(database.db, 'posts', 'post-programado');
    expect(await entryDraft(database.db, 'posts', 'post-programado')).toBeUndefined();
  });
});
