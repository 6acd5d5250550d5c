// The published content in the database, on both drivers: seeded once from the repository, replaced whole by an
// import that validates first (refused whole, nothing stored), changed document by document with a version each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, readContentFolder } from '@/content/content-source.server';
import {
  contentRevision,
  ContentRefusedError,
  documentVersions,
  loadPublishedContent,
  publishDocuments,
  replaceAllContent,
  seedMissingDocuments,
} from '@/features/content-studio/server/content-store';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';

const repository = readContentFolder(CONTENT_DIR);

function edited(documents: ReadonlyMap<string, string>, path: string, edit: (value: Record<string, unknown>) => void): Map<string, string> {
  const value = JSON.parse(documents.get(path)!) as Record<string, unknown>;
  edit(value);
  return new Map(documents).set(path, JSON.stringify(value, null, 2));
}

describe.each(testDrivers())('content store (%s)', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('seeds every document of the repository once, even when two instances start together', async () => {
    expect(repository.size).toBeGreaterThan(30);
    expect([...repository.keys()].some((key) => key.includes('/darky/'))).toBe(false);
    expect(repository.has('glossary.json')).toBe(false);
    const [first, second] = await Promise.all([seedMissingDocuments(database.db, repository), seedMissingDocuments(database.db, repository)]);
    expect(first.length + second.length).toBe(repository.size);
    const published = await loadPublishedContent(database.db);
    expect(published.documents).toEqual(repository);
    expect(published.revision).toBe(await contentRevision(database.db));
    expect(await seedMissingDocuments(database.db, repository)).toEqual([]);
  });

  it('never lets the repository overwrite a document the agency changed; a new one shipped by a release is added', async () => {
    const withNewTitle = edited(repository, 'es/about.json', (about) => (about.title = 'Quiénes somos'));
    await replaceAllContent(database.db, withNewTitle, 'test');
    const release = new Map(repository).set('es/legal/new-policy.md', '---\ntitle: x\nupdated: 2026-01-01\n---\n');
    const seeded = await seedMissingDocuments(database.db, release);
    expect(seeded).toEqual(['es/legal/new-policy.md']);
    const published = await loadPublishedContent(database.db);
    expect(JSON.parse(published.documents.get('es/about.json')!).title).toBe('Quiénes somos');
    // Back to the repository's content for the tests below.
    await replaceAllContent(database.db, repository, 'test');
  });

  it('an import writes only what changed, with one version per document, and moves the revision', async () => {
    const before = await contentRevision(database.db);
    const next = edited(repository, 'en/academy.json', (academy) => ((academy.events as { title: string }).title = 'Next event, live'));
    const summary = await replaceAllContent(database.db, next, 'command line');
    expect(summary).toMatchObject({ changed: ['en/academy.json'], added: [], removed: [] });
    expect(summary.revision).toBe(before + 1);
    const [latest] = await documentVersions(database.db, 'en/academy.json');
    expect(latest).toMatchObject({ action: 'import', author: 'command line' });
    expect((await loadPublishedContent(database.db)).documents.get('en/academy.json')).toBe(next.get('en/academy.json'));
    const again = await replaceAllContent(database.db, next, 'command line');
    expect(again).toMatchObject({ revision: before + 1, changed: [], added: [], removed: [] });
  });

  it('refuses an invalid import whole, naming file and field, and stores nothing', async () => {
    const before = await loadPublishedContent(database.db);
    const broken = edited(before.documents, 'es/academy.json', (academy) => {
      (academy.events as { items: Array<{ date: string }> }).items[0]!.date = 'next tuesday';
    });
    broken.set('es/about.json', before.documents.get('es/about.json')!.replace('"title"', '"titel"'));
    const refused = await replaceAllContent(database.db, broken, 'test').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentRefusedError);
    const problems = (refused as ContentRefusedError).problems.join('\n');
    expect(problems).toContain('content/es/academy.json');
    expect(problems).toContain('events.items.0.date');
    expect(problems).toContain('content/es/about.json');
    expect(await loadPublishedContent(database.db)).toEqual(before);
  });

  it('refuses a post in one language only, and a file that is not content', async () => {
    const post = '---\ntitle: "Solo en español"\ndescription: "Una entrada que aún no tiene versión en inglés para el sitio."\ndate: 2026-11-20\nauthor: "Equipo"\nslug: solo-espanol\nimage: /images/blog/chatbots-para-vender-en-peru.svg\ntags: [chatbots]\n---\nTexto.\n';
    const current = (await loadPublishedContent(database.db)).documents;
    const oneLanguage = new Map(current).set('es/blog/solo-espanol.md', post);
    const refused = (await replaceAllContent(database.db, oneLanguage, 'test').catch((error: unknown) => error)) as ContentRefusedError;
    expect(refused.problems.join('\n')).toMatch(/blog differ between languages/);
    const stray = (await replaceAllContent(database.db, new Map(current).set('es/darky/corpus.json', '{}'), 'test').catch((error: unknown) => error)) as ContentRefusedError;
    expect(stray.problems.join('\n')).toContain('es/darky/corpus.json: not a content document');
  });

  it('publishes and removes documents against the whole published content, keeping every version', async () => {
    const current = (await loadPublishedContent(database.db)).documents;
    const postPath = [...current.keys()].find((key) => key.startsWith('es/blog/'))!;
    const twin = postPath.replace('es/', 'en/');
    // Removing a post in one language only would leave the languages apart: refused.
    await expect(publishDocuments(database.db, [{ path: postPath, body: null }], 'editor@agency.pe')).rejects.toBeInstanceOf(ContentRefusedError);
    const revision = await publishDocuments(database.db, [{ path: postPath, body: null }, { path: twin, body: null }], 'editor@agency.pe');
    const published = await loadPublishedContent(database.db);
    expect(published.revision).toBe(revision);
    expect(published.documents.has(postPath)).toBe(false);
    const [removal, ...older] = await documentVersions(database.db, postPath);
    expect(removal).toMatchObject({ action: 'remove', body: null, author: 'editor@agency.pe' });
    expect(older.at(-1)).toMatchObject({ action: 'seed', body: repository.get(postPath) });
    // Restoring the seeded text puts the post back in both languages.
    await publishDocuments(database.db, [{ path: postPath, body: repository.get(postPath)! }, { path: twin, body: repository.get(twin)! }], 'editor@agency.pe', 'restore');
    expect((await loadPublishedContent(database.db)).documents.get(postPath)).toBe(repository.get(postPath));
  });

  it('refuses a publish that names an uploaded image the database does not hold', async () => {
    const current = (await loadPublishedContent(database.db)).documents;
    const postPath = [...current.keys()].find((key) => key.startsWith('es/blog/'))!;
    const missing = `/media/${'0'.repeat(32)}-480.webp`;
    const body = current.get(postPath)!.replace(/^image: .*$/m, `image: "${missing}"`);
    const refused = (await publishDocuments(database.db, [{ path: postPath, body }], 'editor@agency.pe').catch((error: unknown) => error)) as ContentRefusedError;
    expect(refused).toBeInstanceOf(ContentRefusedError);
    expect(refused.details).toEqual([{ file: `content/${postPath}`, code: 'image_missing', message: missing }]);
    expect((await loadPublishedContent(database.db)).documents.get(postPath)).toBe(current.get(postPath));
  });
});
