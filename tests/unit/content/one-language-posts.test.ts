// A post may exist in one language only when it says so (front matter `onlyIn`): otherwise a missing translation is
// refused like any other difference between the languages. The studio writes such a post in its language only.
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, documentsSource, readContentFolder } from '@/content/content-source.server';
import { contentProblemsOf } from '@/content/validate-all.server';
import { collectionById, entryChanges, listEntries, postText, postValue, readEntry } from '@/features/content-studio/server/collections';
import { entryFields } from '@/features/content-studio/server/entry-form';

const repository = readContentFolder(CONTENT_DIR);
const posts = collectionById('posts')!;
const someSlug = [...repository.keys()].find((key) => key.startsWith('es/blog/'))!.slice('es/blog/'.length, -'.md'.length);

function withSpanishOnly(onlyIn?: 'es' | 'en'): Map<string, string> {
  const value = postValue(repository.get(`es/blog/${someSlug}.md`)!);
  const documents = new Map(repository);
  documents.set('es/blog/nota-local.md', postText({ ...value, slug: 'nota-local', title: 'Una nota local', ...(onlyIn ? { onlyIn } : {}) }));
  return documents;
}

const codes = (documents: Map<string, string>) => contentProblemsOf(documentsSource(documents, 'test')).map((problem) => problem.code);

describe('one-language posts', () => {
  it('refuses a post missing in one language unless it is marked as that language only', () => {
    expect(codes(withSpanishOnly())).toContain('languages_differ');
    expect(codes(withSpanishOnly('es'))).toEqual([]);
    expect(codes(withSpanishOnly('en'))).toContain('only_in_mismatch');
    const translatedToo = withSpanishOnly('es');
    translatedToo.set('en/blog/nota-local.md', postText({ ...postValue(repository.get(`en/blog/${someSlug}.md`)!), slug: 'nota-local' }));
    expect(codes(translatedToo)).toContain('only_in_translated');
  });

  it('reads it as a studio entry and writes it back in its language only, removing the other side', () => {
    const documents = withSpanishOnly('es');
    expect(listEntries(posts, documents).map((entry) => entry.key)).toContain('nota-local');
    const entry = readEntry(posts, documents, 'nota-local')!;
    expect(entry.values.es.onlyIn).toBe('es');
    // Its languages are a control of their own, not a field per language.
    expect(entryFields(entry.values).map((field) => field.path)).not.toContain('onlyIn');

    const changes = entryChanges(posts, documents, 'nota-local', entry.values, 'nota-local');
    expect(changes.map((change) => change.path)).toEqual(['es/blog/nota-local.md']);
    expect(postValue(changes[0]!.body!).onlyIn).toBe('es');

    // Made Spanish-only after being in both: the English document goes.
    const both = readEntry(posts, repository, someSlug)!;
    const marked = { es: { ...both.values.es, onlyIn: 'es' }, en: { ...both.values.en, onlyIn: 'es' } };
    expect(entryChanges(posts, repository, someSlug, marked, someSlug)).toEqual([
      { path: `es/blog/${someSlug}.md`, body: expect.stringContaining('onlyIn: es') },
      { path: `en/blog/${someSlug}.md`, body: null },
    ]);
  });
});
