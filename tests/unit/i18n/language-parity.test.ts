// Both languages carry the same things: messages/es.json and en.json the same keys with the same placeholders and tags;
// content/es and content/en the same files and, catalogue by catalogue, the same shape (keys and list lengths).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** Every leaf of a message tree, by dotted path (arrays by index). */
function leaves(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The ICU arguments (`{name}`, `{count, plural, …}`) and rich-text tags (`<b>…</b>`) a message uses, sorted. */
function messageSlots(message: string): string[] {
  const slots = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) slots.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<([A-Za-z][\w-]*)>/g)) slots.add(`<${match[1]}>`);
  return [...slots].sort();
}

/** Where two catalogues differ in shape: keys only one has, lists of other lengths, a list against an object. */
function shapeDifferences(es: Json, en: Json, at: string, out: string[] = []): string[] {
  const kind = (value: Json) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  if (kind(es) !== kind(en)) {
    out.push(`${at}: ${kind(es)} in es, ${kind(en)} in en`);
  } else if (Array.isArray(es) && Array.isArray(en)) {
    if (es.length !== en.length) out.push(`${at}: ${es.length} items in es, ${en.length} in en`);
    es.slice(0, en.length).forEach((item, index) => shapeDifferences(item, en[index]!, `${at}[${index}]`, out));
  } else if (es && typeof es === 'object' && en && typeof en === 'object' && !Array.isArray(es) && !Array.isArray(en)) {
    for (const key of new Set([...Object.keys(es), ...Object.keys(en)])) {
      if (!(key in en)) out.push(`${at}.${key}: only in es`);
      else if (!(key in es)) out.push(`${at}.${key}: only in en`);
      else shapeDifferences(es[key]!, en[key]!, `${at}.${key}`, out);
    }
  }
  return out;
}

function filesBelow(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full, base) : [path.relative(base, full)];
  });
}

describe('messages/es.json and messages/en.json', () => {
  const es = leaves(readJson('messages/es.json'));
  const en = leaves(readJson('messages/en.json'));

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it('use the same placeholders and rich-text tags in each message', () => {
    const mismatched = [...es]
      .filter(([key, message]) => typeof message === 'string' && typeof en.get(key) === 'string')
      .filter(([key, message]) => messageSlots(message as string).join(' ') !== messageSlots(en.get(key) as string).join(' '))
      .map(([key, message]) => `${key}: es ${messageSlots(message as string).join(' ') || '-'} / en ${messageSlots(en.get(key) as string).join(' ') || '-'}`);
    expect(mismatched).toEqual([]);
  });

  it('finds the slots of a message (the check above can fail)', () => {
    expect(messageSlots('Hola {name}, tienes {count, plural, one {# mensaje} other {# mensajes}} <b>nuevos</b>')).toEqual(['<b>', '{count}', '{name}']);
    expect(shapeDifferences({ a: [1, 2], b: 'x' }, { a: [1], c: 'y' }, 'file')).toEqual([
      'file.a: 2 items in es, 1 in en',
      'file.b: only in es',
      'file.c: only in en',
    ]);
  });
});

describe('content/es and content/en', () => {
  const esFiles = filesBelow('content/es').sort();

  it('hold the same files (catalogues, blog posts, legal pages)', () => {
    expect(filesBelow('content/en').sort()).toEqual(esFiles);
  });

  // The spec gives each language its own menu (SPEC "Menus and footer"), and Darky's training phrases are written per
  // language, so those two only share their top-level keys; every other catalogue has the same shape.
  const ownShape = new Set(['menus.json', path.join('darky', 'corpus.json')]);

  it.each(esFiles.filter((file) => file.endsWith('.json')))('%s has the same shape in both languages', (file) => {
    const es = readJson(path.join('content/es', file));
    const en = readJson(path.join('content/en', file));
    if (ownShape.has(file)) {
      expect(Object.keys(en as object).sort()).toEqual(Object.keys(es as object).sort());
    } else {
      expect(shapeDifferences(es, en, file)).toEqual([]);
    }
  });

  it("gives Darky's intents the same names in both languages", () => {
    const intentNames = (value: Json, at = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? 'utterances' in value
          ? [at]
          : Object.entries(value).flatMap(([key, child]) => intentNames(child, at ? `${at}.${key}` : key))
        : [];
    const intents = (locale: string) => intentNames((readJson(`content/${locale}/darky/corpus.json`) as { intents: Json }).intents).sort();
    expect(intents('es').length).toBeGreaterThan(10);
    expect(intents('en')).toEqual(intents('es'));
  });
});
