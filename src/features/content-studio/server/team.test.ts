import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { readContentFolder, CONTENT_DIR } = await import('@/content/content-source.server');
const { contentProblems: validateAllContent } = await import('./content-store');
const { collectionById, entryChanges, readEntry } = await import('./collections');
const { NEW_PERSON_PHOTO, withNewPerson, withoutPerson } = await import('./team');

const repository = readContentFolder(CONTENT_DIR);
const pages = collectionById('pages')!;
const about = readEntry(pages, repository, 'about')!;

function published(values: NonNullable<ReturnType<typeof withNewPerson>>): Map<string, string> {
  const documents = new Map(repository);
  for (const change of entryChanges(pages, repository, 'about', values, 'about')) documents.set(change.path, change.body!);
  return documents;
}

const person = {
  fullName: 'Ana Ejemplo',
  linkedin: 'https://www.linkedin.com/in/ana-ejemplo',
  role: { es: 'Diseñadora', en: 'Designer' },
  bio: { es: 'Diseña pantallas claras.', en: 'Designs clear screens.' },
  photoAlt: { es: 'Avatar de Ana', en: 'Ana’s avatar' },
};

describe('adding and removing a person of the team', () => {
  it('adds the person last in both languages: facts once, words per language, a neutral avatar', () => {
    const values = withNewPerson(about.values, person)!;
    const added = { es: (values.es.team as { members: unknown[] }).members.at(-1), en: (values.en.team as { members: unknown[] }).members.at(-1) };
    expect(added.es).toEqual({
      fullName: 'Ana Ejemplo',
      role: 'Diseñadora',
      bio: 'Diseña pantallas claras.',
      photo: NEW_PERSON_PHOTO,
      photoAlt: 'Avatar de Ana',
      linkedin: person.linkedin,
    });
    expect(added.en).toMatchObject({ fullName: 'Ana Ejemplo', role: 'Designer', photo: NEW_PERSON_PHOTO });
    expect(validateAllContent(published(values))).toEqual([]);
  });

  it('is refused by validation when a word is missing in one language or the LinkedIn is not a LinkedIn address', () => {
    expect(validateAllContent(published(withNewPerson(about.values, { ...person, bio: { es: 'Algo.', en: '' } })!)).length).toBeGreaterThan(0);
    expect(validateAllContent(published(withNewPerson(about.values, { ...person, linkedin: 'https://example.com/ana' })!)).length).toBeGreaterThan(0);
  });

  it('removes the person at an index from both languages, and never the last one', () => {
    const values = withoutPerson(about.values, 0)!;
    expect((values.es.team as { members: Array<{ role: string }> }).members.map((member) => member.role)).not.toContain('Estrategia digital');
    expect((values.en.team as { members: unknown[] }).members).toHaveLength(3);
    expect(withoutPerson(about.values, 9)).toBeUndefined();
    let one = about.values;
    for (let index = 0; index < 3; index += 1) one = withoutPerson(one, 0)!;
    expect(validateAllContent(published(withoutPerson(one, 0)!)).length).toBeGreaterThan(0);
  });
});
