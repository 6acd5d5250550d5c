import { describe, expect, it } from 'vitest';
import type { PortfolioCatalogue } from '@/content/schemas';
import { filterProjects, findActiveClient, parseCategory } from './portfolio-filter';

const catalogue = {
  categories: [
    { code: 0, label: 'Webs y Apps' },
    { code: 1, label: 'Chatbots' },
  ],
  projects: [
    { title: 'A', categories: [0] },
    { title: 'B', categories: [1] },
    { title: 'C', categories: [0, 1] },
  ],
  clients: [
    { slug: 'msm', active: true },
    { slug: 'old', active: false },
  ],
} as unknown as PortfolioCatalogue;

describe('portfolio filter', () => {
  it('accepts only known category codes', () => {
    expect(parseCategory('1', catalogue)).toBe(1);
    expect(parseCategory(['0', '1'], catalogue)).toBe(0);
    expect(parseCategory('7', catalogue)).toBeUndefined();
    expect(parseCategory('1; drop', catalogue)).toBeUndefined();
    expect(parseCategory(undefined, catalogue)).toBeUndefined();
  });

  it('keeps the projects of a category, or all of them without one', () => {
    expect(filterProjects(catalogue, 1).map((p) => p.title)).toEqual(['B', 'C']);
    expect(filterProjects(catalogue, undefined)).toHaveLength(3);
  });

  it('finds only active clients', () => {
    expect(findActiveClient(catalogue, 'msm')?.slug).toBe('msm');
    expect(findActiveClient(catalogue, 'old')).toBeUndefined();
    expect(findActiveClient(catalogue, 'nobody')).toBeUndefined();
  });
});

describe('other cases', () => {
  it('lists every active client the nine projects do not open, under the category filter', async () => {
    const { getCatalogue } = await import('@/content/catalogue.server');
    const { otherCases: others } = await import('./portfolio-filter');
    for (const locale of ['es', 'en'] as const) {
      const real = getCatalogue(locale, 'portfolio');
      const reachable = new Set([...real.projects.map((p) => p.clientSlug), ...others(real, undefined).map((c) => c.slug)]);
      const withPage = real.clients.filter((c) => c.active).map((c) => c.slug);
      expect(withPage.filter((slug) => !reachable.has(slug))).toEqual([]);
      expect(others(real, undefined).map((c) => c.slug)).toEqual(expect.arrayContaining(['tc-technology', 'ymca']));
      expect(others(real, 1).every((c) => c.categories.includes(1))).toBe(true);
      expect(others(real, undefined).some((c) => real.projects.some((p) => p.clientSlug === c.slug))).toBe(false);
    }
  });
});
