/**
 * What still holds the repository's seed (issue 24, item 7): per entry, the words still equal to the seed's and the
 * images that are still generated illustrations (the repository's SVG art under /images/, which stands in for real
 * photos), and each person of a team whose place is still a placeholder. The studio's home lists them, so the agency
 * sees what to replace; an entry drops off the list once its words and images are its own.
 */
import 'server-only';
import { CONTENT_DIR, readContentFolder } from '@/content/content-source.server';
import { MEDIA_KEYS } from '@/content/fact-keys';
import { COLLECTIONS, listEntries, readEntry, type Collection, type Json, type JsonObject, type StudioLocale } from './collections';
import { entryFields } from './entry-form';

type Documents = ReadonlyMap<string, string>;

/** Why a person is still a placeholder. */
export type PersonReason = 'unnamed' | 'illustration' | 'seedCopy';

export interface SeedPerson {
  /** Dotted path of the person inside the entry ('team.members.0'). */
  path: string;
  /** Their name, or their role while unnamed (in Spanish, the studio's first language of content). */
  label: string;
  reasons: PersonReason[];
}

export interface SeedHolding {
  collection: Collection;
  key: string;
  title: string;
  /** The entry says it is seed copy (a case with `seed: true`: its figures are never shown as results). */
  marked: boolean;
  /** Word fields whose Spanish or English is still the seed's. */
  seedCopy: number;
  /** Image fields that still show a generated illustration. */
  illustrations: number;
  people: SeedPerson[];
}

const IMAGE_KEYS: ReadonlySet<string> = new Set([...MEDIA_KEYS, 'front', 'back']);

/** The repository's vector illustrations were generated for the site; an uploaded photo (/media/…) replaces one. */
export function isGeneratedIllustration(value: string): boolean {
  return /^\/images\/[\w\-/.]+\.svg$/.test(value);
}

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

function valueAt(value: Json, path: string[]): Json | undefined {
  return path.reduce<Json | undefined>((node, step) => (Array.isArray(node) ? node[Number(step)] : isObject(node) ? node[step] : undefined), value);
}

/** People are the objects of a list that carry a `photo` (the about page's team members). */
function peopleIn(value: Json, seed: Json | undefined, path: string[], found: Array<{ path: string[]; person: JsonObject; seed?: JsonObject }>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const seedItem = Array.isArray(seed) ? seed[index] : undefined;
      if (isObject(item) && 'photo' in item) found.push({ path: [...path, String(index)], person: item, seed: isObject(seedItem) ? seedItem : undefined });
      else peopleIn(item, seedItem, [...path, String(index)], found);
    });
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) peopleIn(child, isObject(seed) ? seed[key] : undefined, [...path, key], found);
  }
}

function seedPeople(values: Record<StudioLocale, JsonObject>, seed: Record<StudioLocale, JsonObject> | undefined): SeedPerson[] {
  const found: Array<{ path: string[]; person: JsonObject; seed?: JsonObject }> = [];
  peopleIn(values.es, seed?.es, [], found);
  const people: SeedPerson[] = [];
  for (const { path, person, seed: seedPerson } of found) {
    const reasons: PersonReason[] = [];
    if (typeof person.fullName !== 'string' || person.fullName.trim() === '') reasons.push('unnamed');
    if (typeof person.photo === 'string' && isGeneratedIllustration(person.photo)) reasons.push('illustration');
    // The bio is what is theirs: the same words as the seed's bio at this place (in either language) are the seed's.
    const sameBio = (now: Json | undefined, then: Json | undefined) => isObject(now) && isObject(then) && typeof now.bio === 'string' && now.bio === then.bio;
    if (sameBio(person, seedPerson) || sameBio(valueAt(values.en, path), seed && valueAt(seed.en, path))) reasons.push('seedCopy');
    if (reasons.length > 0) people.push({ path: path.join('.'), label: String(person.fullName || person.role || path.join('.')), reasons });
  }
  return people;
}

/** Every entry of the live `documents` that still holds the `repository`'s seed copy or a generated illustration. */
export function seedHoldings(documents: Documents, repository: Documents): SeedHolding[] {
  const holdings: SeedHolding[] = [];
  for (const collection of COLLECTIONS) {
    for (const entry of listEntries(collection, documents)) {
      const seed = readEntry(collection, repository, entry.key);
      const shared = entry.documents.length === 1;
      const seedFields = seed ? new Map(entryFields(seed.values, shared).map((field) => [field.path, field])) : new Map();
      let seedCopy = 0;
      let illustrations = 0;
      for (const field of entryFields(entry.values, shared)) {
        const key = field.path.split('.').at(-1) ?? '';
        if (IMAGE_KEYS.has(key)) {
          if (isGeneratedIllustration(field.values.es)) illustrations += 1;
          continue;
        }
        if (field.fact || field.type === 'boolean' || field.type === 'number') continue;
        const then = seedFields.get(field.path);
        if (then && (['es', 'en'] as const).some((locale) => field.values[locale].trim() !== '' && field.values[locale] === then.values[locale])) seedCopy += 1;
      }
      const people = seedPeople(entry.values, seed?.values);
      const marked = entry.values.es.seed === true;
      if (marked || seedCopy > 0 || illustrations > 0 || people.length > 0)
        holdings.push({ collection, key: entry.key, title: entry.title, marked, seedCopy, illustrations, people });
    }
  }
  return holdings;
}

let repositoryDocuments: ReadonlyMap<string, string> | undefined;

/** The live content's seed holdings, against the repository's content/ (read once per process: it ships with the release). */
export function liveSeedHoldings(documents: Documents): SeedHolding[] {
  repositoryDocuments ??= readContentFolder(CONTENT_DIR);
  return seedHoldings(documents, repositoryDocuments);
}
