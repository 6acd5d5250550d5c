/**
 * An entry as form fields and back. A fact (a date, a price, a slug, an image, a number, a switch) is one field
 * written to both languages; words are a Spanish and an English field side by side. Field names carry the path
 * inside the entry ('f:date', 'es:agenda.0.title', 'en:body'), so a validation problem at a path finds its field.
 */
import 'server-only';
import { FACT_KEYS } from '@/content/fact-keys';
import type { Json, JsonObject, StudioLocale } from './collections';

export type FieldType = 'text' | 'textarea' | 'markdown' | 'number' | 'boolean' | 'list';

export interface EntryField {
  /** Dotted path inside the entry ('agenda.0.title'). */
  path: string;
  /** The last key (or index) of the path: what the field is. */
  label: string;
  type: FieldType;
  /** One value for both languages, or one per language. */
  fact: boolean;
  /** Fact: values.es; words: both. Lists are shown one item per line. */
  values: Record<StudioLocale, string>;
  /** Nesting depth, for indentation of groups (agenda items, modules). */
  depth: number;
}

const LONG_TEXT = new Set(['summary', 'description', 'body', 'text', 'story', 'quote']);

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

function textOf(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => textOf(item)).join('\n');
  return String(value);
}

function typeOf(key: string, value: Json): FieldType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  if (key === 'body') return 'markdown';
  return LONG_TEXT.has(key) || (typeof value === 'string' && value.length > 90) ? 'textarea' : 'text';
}

/** The entry's fields in reading order, facts where the content model says so. */
/** The front matter key of a one-language post (src/content/schemas.ts). */
export const ONLY_IN = 'onlyIn';

export function entryFields(values: Record<StudioLocale, JsonObject>, shared = false): EntryField[] {
  const fields: EntryField[] = [];
  const walk = (es: Json | undefined, en: Json | undefined, path: string[], depth: number) => {
    if (isObject(es)) {
      for (const key of Object.keys(es)) {
        // A post's languages have their own control (one language, or both), not a field per language.
        if (path.length === 0 && key === ONLY_IN) continue;
        walk(es[key], isObject(en) ? en[key] : undefined, [...path, key], depth + (path.length > 0 ? 1 : 0));
      }
      return;
    }
    const key = path.at(-1) ?? '';
    if (Array.isArray(es) && es.some((item) => item !== null && typeof item === 'object')) {
      es.forEach((item, index) => walk(item, Array.isArray(en) ? en[index] : undefined, [...path, String(index)], depth + 1));
      return;
    }
    const type = typeOf(key, es ?? '');
    // Numbers and switches are facts whatever their name (seats, a result's figure, "active"); so is what sits
    // inside a fact (a price's amount and currency).
    const fact = shared || FACT_KEYS.has(key) || type === 'number' || type === 'boolean' || FACT_KEYS.has(path.at(-2) ?? '');
    fields.push({ path: path.join('.'), label: key, type, fact, values: { es: textOf(es), en: textOf(fact ? es : en) }, depth });
  };
  walk(values.es, values.en, [], 0);
  return fields;
}

export const fieldName = (field: Pick<EntryField, 'path' | 'fact'>, locale: StudioLocale) => (field.fact ? `f:${field.path}` : `${locale}:${field.path}`);

function setAt(target: JsonObject, path: string[], value: Json): void {
  let node: Json = target;
  for (const step of path.slice(0, -1)) node = Array.isArray(node) ? node[Number(step)]! : (node as JsonObject)[step]!;
  const last = path.at(-1)!;
  if (Array.isArray(node)) node[Number(last)] = value;
  else (node as JsonObject)[last] = value;
}

function parsed(field: EntryField, raw: string, before: Json): Json {
  switch (field.type) {
    case 'number': {
      const trimmed = raw.trim();
      // An empty or non-numeric entry stays text, so validation names the field instead of storing a wrong number.
      return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
    }
    case 'boolean':
      return raw === 'on' || raw === 'true';
    case 'list':
      return raw
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((item) => (Array.isArray(before) && typeof before[0] === 'number' && Number.isFinite(Number(item)) ? Number(item) : item));
    default:
      // Markdown keeps its own line breaks; a one-line field loses stray ones.
      return field.type === 'text' ? raw.replace(/\s*\n\s*/g, ' ').trim() : raw.replace(/\r\n/g, '\n').trim();
  }
}

function valueAt(source: JsonObject, path: string[]): Json {
  let node: Json = source;
  for (const step of path) node = Array.isArray(node) ? (node[Number(step)] ?? null) : isObject(node) ? (node[step] ?? null) : null;
  return node;
}

/** The entry's values with what the form posted (fields the form did not send keep their value). */
export function valuesFromForm(
  current: Record<StudioLocale, JsonObject>,
  form: { get(name: string): unknown },
  shared = false,
): Record<StudioLocale, JsonObject> {
  const next = { es: structuredClone(current.es), en: structuredClone(current.en) };
  for (const field of entryFields(current, shared)) {
    const path = field.path.split('.');
    for (const locale of ['es', 'en'] as const) {
      const name = fieldName(field, locale);
      const raw = form.get(name);
      // An unchecked box is not posted: its absence is "off" when the form carried the box at all.
      if (field.type === 'boolean' && raw === null && form.get(`present:${name}`) !== null) setAt(next[locale], path, false);
      if (typeof raw !== 'string') continue;
      setAt(next[locale], path, parsed(field, raw, valueAt(current[locale], path)));
    }
  }
  return next;
}

/** A validation problem as the studio shows it: at a field of the entry, or about the entry as a whole. */
export interface FieldProblems {
  /** Field name ('f:date', 'es:title') -> zod's code and message. */
  fields: Record<string, { code?: string; message: string }>;
  general: string[];
}

/**
 * Places each problem of `problems` at its field: a problem of the entry's own documents at the entry's own place
 * (`index` in a list; -1 for a post or a page) becomes that field's, everything else is general.
 */
export function placeProblems(
  problems: ReadonlyArray<{ file?: string; path?: string; code?: string; message: string }>,
  entry: { documents: string[]; values: Record<StudioLocale, JsonObject>; shared?: boolean },
  listPath: string[] | undefined,
  index: Record<StudioLocale, number>,
): FieldProblems {
  const fields = entryFields(entry.values, entry.shared);
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const placed: FieldProblems = { fields: {}, general: [] };
  for (const problem of problems) {
    const document = entry.documents.find((path) => problem.file === `content/${path}`);
    const locale: StudioLocale = document?.startsWith('en/') ? 'en' : 'es';
    let inner: string | undefined;
    if (document && problem.path !== undefined) {
      const path = problem.path.replace(/^front matter /, '');
      if (!listPath) inner = path;
      else {
        const prefix = `${[...listPath, String(index[locale])].join('.')}.`;
        if (path.startsWith(prefix)) inner = path.slice(prefix.length);
      }
    }
    // The nearest field at or above the path (a problem with a whole list of agenda items lands on its first item).
    let field = inner !== undefined ? byPath.get(inner) : undefined;
    for (let probe = inner; !field && probe; probe = probe.includes('.') ? probe.slice(0, probe.lastIndexOf('.')) : undefined) {
      field = byPath.get(probe) ?? fields.find((candidate) => candidate.path.startsWith(`${probe}.`));
    }
    if (field) {
      const name = fieldName(field, locale);
      placed.fields[name] ??= { code: problem.code, message: problem.message };
    } else
      placed.general.push(
        problem.file && !problem.message.includes(problem.file)
          ? `${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`
          : problem.message,
      );
  }
  return placed;
}
