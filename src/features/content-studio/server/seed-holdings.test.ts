import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { readContentFolder, CONTENT_DIR } = await import('@/content/content-source.server');
const { seedHoldings, isGeneratedIllustration } = await import('./seed-holdings');

const repository = readContentFolder(CONTENT_DIR);

type About = { team: { members: Array<Record<string, string>> } };

function withAbout(change: (about: About, locale: 'es' | 'en') => void): Map<string, string> {
  const documents = new Map(repository);
  for (const locale of ['es', 'en'] as const) {
    const about = JSON.parse(documents.get(`${locale}/about.json`)!) as About;
    change(about, locale);
    documents.set(`${locale}/about.json`, JSON.stringify(about));
  }
  return documents;
}

const aboutOf = (documents: Map<string, string>) => seedHoldings(documents, repository).find((holding) => holding.key === 'about');

describe('what still holds the seed (the studio home)', () => {
  it('lists every seeded team member as a placeholder: unnamed, a generated illustration, the seed bio', () => {
    const about = aboutOf(new Map(repository));
    expect(about?.people.length).toBe(4);
    for (const person of about!.people) expect(person.reasons).toEqual(['unnamed', 'illustration', 'seedCopy']);
    expect(about!.people[0]).toMatchObject({ path: 'team.members.0', label: 'Estrategia digital' });
    expect(about!.seedCopy).toBeGreaterThan(0);
    expect(about!.illustrations).toBeGreaterThan(0);
  });

  it('drops a person once their name, photo and bio are their own', () => {
    const documents = withAbout((about, locale) => {
      Object.assign(about.team.members[0]!, {
        fullName: 'Ana Ejemplo',
        photo: '/media/0123456789abcdef0123456789abcdef-480.webp',
        bio: locale === 'es' ? 'Su propia presentación.' : 'Her own bio.',
      });
    });
    const people = aboutOf(documents)!.people;
    expect(people.map((person) => person.path)).toEqual(['team.members.1', 'team.members.2', 'team.members.3']);
  });

  it('keeps a named person listed while their photo is still an illustration', () => {
    const documents = withAbout((about) => (about.team.members[1]!.fullName = 'Luis Ejemplo'));
    expect(aboutOf(documents)!.people[1]).toMatchObject({ label: 'Luis Ejemplo', reasons: ['illustration', 'seedCopy'] });
  });

  it('calls the repository SVG art generated and an upload not', () => {
    expect(isGeneratedIllustration('/images/about/team/data.svg')).toBe(true);
    expect(isGeneratedIllustration('/images/clients/photo.jpg')).toBe(false);
    expect(isGeneratedIllustration('/media/0123456789abcdef0123456789abcdef-480.webp')).toBe(false);
  });
});
