/**
 * What the studio edits, mapped onto the documents of content/: each *collection* is a kind of entry (a post, an
 * event, a case…) and says where its entries live (a list inside a catalogue, keyed by slug or id; one Markdown file
 * per post and language; a whole page's document). An entry is read as its Spanish and English values side by side
 * and written back into both documents, so the repository's format stays the one format (docs/content-model.md).
 */
import 'server-only';
import matter from 'gray-matter';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type StudioLocale = 'es' | 'en';

interface ListCollection {
  id: string;
  kind: 'list';
  /** The catalogue, per language ('academy.json' -> es/academy.json and en/academy.json). */
  document: string;
  /** Where the list is inside it. */
  path: string[];
  /** The field that names an entry in both languages (and in its page's address). */
  key: 'slug' | 'id';
}

interface PostsCollection {
  id: 'posts';
  kind: 'posts';
}

interface PagesCollection {
  id: 'pages';
  kind: 'pages';
  /** Each page's document: per language, or one shared by both ('contact.json'). */
  pages: Array<{ key: string; document: string; shared?: boolean }>;
}

export type Collection = ListCollection | PostsCollection | PagesCollection;

export const COLLECTIONS: readonly Collection[] = [
  { id: 'posts', kind: 'posts' },
  { id: 'events', kind: 'list', document: 'academy.json', path: ['events', 'items'], key: 'slug' },
  { id: 'workshops', kind: 'list', document: 'academy.json', path: ['workshops', 'items'], key: 'slug' },
  { id: 'courses', kind: 'list', document: 'academy.json', path: ['courses', 'items'], key: 'slug' },
  { id: 'cases', kind: 'list', document: 'portfolio.json', path: ['clients'], key: 'slug' },
  { id: 'testimonials', kind: 'list', document: 'home.json', path: ['testimonials', 'items'], key: 'slug' },
  { id: 'services', kind: 'list', document: 'services.json', path: ['services'], key: 'slug' },
  { id: 'lessons', kind: 'list', document: 'lessons.json', path: ['lessons'], key: 'id' },
  // The live inbox's saved replies (the operators' picker offers them in the conversation's language).
  { id: 'saved-replies', kind: 'list', document: 'saved-replies.json', path: ['replies'], key: 'id' },
  {
    id: 'pages',
    kind: 'pages',
    pages: [
      { key: 'about', document: 'about.json' },
      { key: 'contact', document: 'contact.json', shared: true },
    ],
  },
];

export type CollectionId = (typeof COLLECTIONS)[number]['id'];

export function collectionById(id: string): Collection | undefined {
  return COLLECTIONS.find((collection) => collection.id === id);
}

/** An entry in both languages (a shared page has the same value in both). */
export interface Entry {
  collection: Collection;
  key: string;
  title: string;
  values: Record<StudioLocale, JsonObject>;
  /** The documents it lives in (what a publish writes). */
  documents: string[];
}

type Documents = ReadonlyMap<string, string>;

const postPath = (locale: StudioLocale, slug: string) => `${locale}/blog/${slug}.md`;

function listIn(document: Json, path: string[]): Json[] {
  let node: Json = document;
  for (const step of path) node = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node[step] ?? null) : null;
  return Array.isArray(node) ? node : [];
}

function titleOf(value: JsonObject, key: string): string {
  for (const field of ['title', 'name', 'author', 'label']) if (typeof value[field] === 'string' && value[field]) return value[field];
  return key;
}

/** A post's document as the studio's value: its front matter and its Markdown body. */
export function postValue(text: string): JsonObject {
  const { data, content } = matter(text);
  const value: JsonObject = {};
  for (const [name, field] of Object.entries(data)) value[name] = field instanceof Date ? field.toISOString().slice(0, 10) : (field as Json);
  value.body = content.replace(/^\n+/, '');
  return value;
}

export function postText(value: JsonObject): string {
  const { body, ...frontMatter } = value;
  return matter.stringify(`\n${typeof body === 'string' ? body : ''}`, frontMatter);
}

/** Every entry of a collection, in the documents' order. */
export function listEntries(collection: Collection, documents: Documents): Entry[] {
  if (collection.kind === 'posts') {
    // Spanish and English posts: a one-language post is in one folder only.
    const slugs = new Set([...documents.keys()].filter((path) => /^(es|en)\/blog\/[^/]+\.md$/.test(path)).map((path) => path.slice('es/blog/'.length, -3)));
    return [...slugs]
      .map((slug) => readEntry(collection, documents, slug))
      .filter((entry): entry is Entry => entry !== undefined)
      .sort((a, b) => String(b.values.es.date ?? '').localeCompare(String(a.values.es.date ?? '')));
  }
  if (collection.kind === 'pages') {
    return collection.pages.map((page) => readEntry(collection, documents, page.key)).filter((entry): entry is Entry => entry !== undefined);
  }
  const es = documents.get(`es/${collection.document}`);
  if (!es) return [];
  return listIn(JSON.parse(es) as Json, collection.path)
    .map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? String(item[collection.key]) : ''))
    .map((key) => readEntry(collection, documents, key))
    .filter((entry): entry is Entry => entry !== undefined);
}

export function readEntry(collection: Collection, documents: Documents, key: string): Entry | undefined {
  if (collection.kind === 'posts') {
    const [es, en] = [documents.get(postPath('es', key)), documents.get(postPath('en', key))];
    const [esValue, enValue] = [es === undefined ? undefined : postValue(es), en === undefined ? undefined : postValue(en)];
    // A post in one language only is an entry when it says so; its other side starts as a copy (for a translation).
    const values =
      esValue && enValue
        ? { es: esValue, en: enValue }
        : esValue?.onlyIn === 'es'
          ? { es: esValue, en: structuredClone(esValue) }
          : enValue?.onlyIn === 'en'
            ? { es: structuredClone(enValue), en: enValue }
            : undefined;
    if (!values) return undefined;
    return { collection, key, title: titleOf(esValue ?? values.es, key), values, documents: [postPath('es', key), postPath('en', key)] };
  }
  if (collection.kind === 'pages') {
    const page = collection.pages.find((candidate) => candidate.key === key);
    if (!page) return undefined;
    const paths = page.shared ? [page.document] : [`es/${page.document}`, `en/${page.document}`];
    const texts = paths.map((path) => documents.get(path));
    if (texts.some((text) => text === undefined)) return undefined;
    const [es, en = es] = texts.map((text) => JSON.parse(text!) as JsonObject);
    return { collection, key, title: key, values: { es: es!, en: en! }, documents: paths };
  }
  const paths = [`es/${collection.document}`, `en/${collection.document}`];
  const found = paths.map((path) => {
    const text = documents.get(path);
    if (text === undefined) return undefined;
    return listIn(JSON.parse(text) as Json, collection.path).find(
      (item): item is JsonObject => item !== null && typeof item === 'object' && !Array.isArray(item) && String(item[collection.key]) === key,
    );
  });
  if (!found[0] || !found[1]) return undefined;
  return { collection, key, title: titleOf(found[0], key), values: { es: found[0], en: found[1] }, documents: paths };
}

/** Where an entry sits in its list (the index validation problems are reported at), or -1. */
export function entryIndex(collection: Collection, documents: Documents, locale: StudioLocale, key: string): number {
  if (collection.kind !== 'list') return -1;
  const text = documents.get(`${locale}/${collection.document}`);
  if (!text) return -1;
  return listIn(JSON.parse(text) as Json, collection.path).findIndex(
    (item) => item !== null && typeof item === 'object' && !Array.isArray(item) && String(item[collection.key]) === key,
  );
}

function withList(text: string, path: string[], change: (list: Json[]) => Json[]): string {
  const document = JSON.parse(text) as JsonObject;
  let parent: JsonObject = document;
  for (const step of path.slice(0, -1)) parent = parent[step] as JsonObject;
  const last = path.at(-1)!;
  parent[last] = change([...((parent[last] as Json[]) ?? [])]);
  return `${JSON.stringify(document, null, 2)}\n`;
}

export interface DocumentChange {
  path: string;
  /** The document's new text; null removes it. */
  body: string | null;
}

/**
 * The document changes that store `values` as the entry `key` (`previousKey`: the key it had, when an edit renamed it
 * or when it is new: undefined). A new list entry goes first in its list (the newest shows first).
 */
export function entryChanges(
  collection: Collection,
  documents: Documents,
  key: string,
  values: Record<StudioLocale, JsonObject>,
  previousKey?: string,
): DocumentChange[] {
  if (collection.kind === 'posts') {
    // A one-language post is written in its language only; its other side (if it was there) is removed.
    const onlyIn = values.es.onlyIn === 'es' || values.es.onlyIn === 'en' ? values.es.onlyIn : undefined;
    const changes: DocumentChange[] = (['es', 'en'] as const).flatMap((locale): DocumentChange[] => {
      const path = postPath(locale, key);
      if (onlyIn && onlyIn !== locale) return documents.has(path) ? [{ path, body: null }] : [];
      const { onlyIn: _marked, ...rest } = values[locale];
      return [{ path, body: postText(onlyIn ? { ...rest, slug: key, onlyIn } : { ...rest, slug: key }) }];
    });
    if (previousKey !== undefined && previousKey !== key)
      changes.push({ path: postPath('es', previousKey), body: null }, { path: postPath('en', previousKey), body: null });
    return changes;
  }
  if (collection.kind === 'pages') {
    const page = collection.pages.find((candidate) => candidate.key === key)!;
    if (page.shared) return [{ path: page.document, body: `${JSON.stringify(values.es, null, 2)}\n` }];
    return (['es', 'en'] as const).map((locale) => ({ path: `${locale}/${page.document}`, body: `${JSON.stringify(values[locale], null, 2)}\n` }));
  }
  return (['es', 'en'] as const).map((locale) => {
    const path = `${locale}/${collection.document}`;
    const replaced = { ...values[locale], [collection.key]: key };
    const body = withList(documents.get(path)!, collection.path, (list) => {
      const at =
        previousKey === undefined
          ? -1
          : list.findIndex((item) => item !== null && typeof item === 'object' && !Array.isArray(item) && String(item[collection.key]) === previousKey);
      if (at === -1) return [replaced, ...list];
      list[at] = replaced;
      return list;
    });
    return { path, body };
  });
}

/** The document changes that remove the entry `key` from both languages. */
export function removalChanges(collection: Collection, documents: Documents, key: string): DocumentChange[] {
  if (collection.kind === 'posts')
    return (['es', 'en'] as const).map((locale) => ({ path: postPath(locale, key), body: null })).filter((change) => documents.has(change.path));
  if (collection.kind === 'pages') return [];
  return (['es', 'en'] as const).map((locale) => {
    const path = `${locale}/${collection.document}`;
    return {
      path,
      body: withList(documents.get(path)!, collection.path, (list) =>
        list.filter((item) => !(item !== null && typeof item === 'object' && !Array.isArray(item) && String(item[collection.key]) === key)),
      ),
    };
  });
}

/** Where visitors see an entry (the studio links to it after a publish). */
export function sitePath(collection: Collection, key: string): string {
  switch (collection.id) {
    case 'posts':
      return `/blog/${key}`;
    case 'events':
      return '/eventos';
    case 'workshops':
      return '/academia/talleres';
    case 'courses':
      return `/academia/cursos/${key}`;
    case 'cases':
      return `/portafolio/${key}`;
    case 'services':
      return `/servicios/${key}`;
    case 'lessons':
      return `/lessons/${key}`;
    case 'pages':
      return key === 'about' ? '/nosotros' : '/contacto';
    default:
      return '/';
  }
}
