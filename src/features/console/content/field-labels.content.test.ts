import { describe, expect, it, vi } from 'vitest';
import es from '../../../../messages/es.json';

vi.mock('server-only', () => ({}));

const { readContentFolder, CONTENT_DIR } = await import('@/content/content-source.server');
const { COLLECTIONS, entryFields, listEntries } = await import('@/features/content-studio/server');

describe('field labels cover the content', () => {
  it('has words for every key of every studio entry (no field of the seed is spelled out from its code)', () => {
    const documents = readContentFolder(CONTENT_DIR);
    const words: Record<string, string> = es.console.content.fields;
    const missing = new Set<string>();
    for (const collection of COLLECTIONS)
      for (const entry of listEntries(collection, documents))
        for (const field of entryFields(entry.values, entry.documents.length === 1))
          for (const key of field.path.split('.')) if (!/^\d+$/.test(key) && !(key in words)) missing.add(key);
    expect([...missing]).toEqual([]);
  });
});
