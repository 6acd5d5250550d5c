/**
 * Adding and removing a person of the about page's team (the generic editor edits the people there; it cannot change
 * how many there are). Pure: the studio's action publishes the result, validated like any publish.
 */
import 'server-only';
import type { Json, JsonObject, StudioLocale } from './collections';

/** The neutral avatar a person added in the studio starts with, until an uploaded photo replaces it. */
export const NEW_PERSON_PHOTO = '/images/about/team/person.svg';

export interface NewPerson {
  fullName: string;
  linkedin: string;
  role: Record<StudioLocale, string>;
  bio: Record<StudioLocale, string>;
  photoAlt: Record<StudioLocale, string>;
}

function membersOf(value: JsonObject): Json[] | undefined {
  const team = value.team;
  if (team === null || typeof team !== 'object' || Array.isArray(team)) return undefined;
  return Array.isArray(team.members) ? team.members : undefined;
}

function withMembers(
  values: Record<StudioLocale, JsonObject>,
  change: (members: Json[], locale: StudioLocale) => Json[],
): Record<StudioLocale, JsonObject> | undefined {
  const next = { es: structuredClone(values.es), en: structuredClone(values.en) };
  for (const locale of ['es', 'en'] as const) {
    const members = membersOf(next[locale]);
    if (!members) return undefined;
    (next[locale].team as JsonObject).members = change([...members], locale);
  }
  return next;
}

/** The about page's values with `person` last in its team, in both languages (undefined: the page has no team). */
export function withNewPerson(values: Record<StudioLocale, JsonObject>, person: NewPerson): Record<StudioLocale, JsonObject> | undefined {
  return withMembers(values, (members, locale) => [
    ...members,
    {
      fullName: person.fullName,
      role: person.role[locale],
      bio: person.bio[locale],
      photo: NEW_PERSON_PHOTO,
      photoAlt: person.photoAlt[locale],
      linkedin: person.linkedin,
    },
  ]);
}

/** The about page's values without the person at `index` (undefined: no such person). */
export function withoutPerson(values: Record<StudioLocale, JsonObject>, index: number): Record<StudioLocale, JsonObject> | undefined {
  const count = membersOf(values.es)?.length ?? 0;
  if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
  return withMembers(values, (members) => members.filter((_, at) => at !== index));
}
