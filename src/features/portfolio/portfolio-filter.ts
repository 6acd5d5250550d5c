/** Reads the portfolio's category filter (`?categoria=`) and applies it to the nine projects. */
import type { PortfolioCatalogue } from '@/content/schemas';

export const CATEGORY_PARAM = 'categoria';

export function parseCategory(value: string | string[] | undefined, catalogue: PortfolioCatalogue): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const code = Number(raw);
  return catalogue.categories.some((category) => category.code === code) ? code : undefined;
}

export function filterProjects(catalogue: PortfolioCatalogue, category: number | undefined): PortfolioCatalogue['projects'] {
  if (category === undefined) return catalogue.projects;
  return catalogue.projects.filter((project) => project.categories.includes(category));
}

export function findActiveClient(catalogue: PortfolioCatalogue, slug: string) {
  return catalogue.clients.find((client) => client.slug === slug && client.active);
}

/**
 * The case pages the nine projects do not open (active clients outside the listing), in catalogue order and under
 * the same category filter, so every client with a case page can be reached from the portfolio.
 */
export function otherCases(catalogue: PortfolioCatalogue, category: number | undefined): PortfolioCatalogue['clients'] {
  const listed = new Set(catalogue.projects.map((project) => project.clientSlug));
  return catalogue.clients.filter((client) => client.active && !listed.has(client.slug) && (category === undefined || client.categories.includes(category)));
}
