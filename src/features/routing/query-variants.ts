/**
 * Pages whose content follows the query (service tabs, the portfolio and lessons filters) are prerendered once per
 * value a link can reach, under an internal path: `/servicios/web?tab=ux&subtab=apps` is the page
 * `/servicios/consulta/web/ux/apps`, `/portafolio` is `/portafolio/consulta`. The server maps a query to that path
 * (server/query-variants.ts) and serves the page from memory; values the build did not prerender go to the page
 * that reads the query, as before. Both directions live here so the two ends cannot drift.
 */

/** The segment that starts the query's values in an internal path. */
export const QUERY_SEGMENT = 'consulta';

interface QueryPage {
  /** The section, the page's first path segment. */
  section: string;
  /** Path segments after the section (1 for `/servicios/<slug>`). */
  rest: number;
  /** The query parameters the page reads, in the order their values appear in the internal path. */
  params: readonly string[];
}

/** The query parameters each page reads, in the order of the internal path. */
export const QUERY_PARAMS = { service: ['tab', 'subtab'], portfolio: ['categoria'], lessons: ['categoria'] } as const;

const QUERY_PAGES: readonly QueryPage[] = [
  { section: 'servicios', rest: 1, params: QUERY_PARAMS.service },
  { section: 'portafolio', rest: 0, params: QUERY_PARAMS.portfolio },
  { section: 'lessons', rest: 0, params: QUERY_PARAMS.lessons },
];

/** The optional locale prefix and the path's segments after it. */
function split(pathname: string): { prefix: string; segments: string[] } {
  const segments = pathname.split('/').slice(1);
  const prefix = segments[0] === 'en' ? '/en' : '';
  return { prefix, segments: prefix ? segments.slice(1) : segments };
}

/**
 * The internal path a public path and query stand for (the values after `/<section>/consulta/<rest>`), or undefined
 * when the query cannot be one (a parameter given twice, a later one without the earlier, a value that is not one
 * plain path segment). Other parameters (utm_*, gclid) do not change the page and are ignored. Whether the build
 * prerendered that path is the caller's question.
 */
export function queryVariantPath(pathname: string, query: URLSearchParams): string | undefined {
  const { prefix, segments } = split(pathname);
  const page = QUERY_PAGES.find((candidate) => candidate.section === segments[0] && segments.length === 1 + candidate.rest);
  if (!page || segments.some((segment) => segment === '')) return undefined;
  const values: string[] = [];
  for (const [index, name] of page.params.entries()) {
    const given = query.getAll(name);
    if (given.length > 1) return undefined;
    const value = given[0];
    if (value === undefined) continue;
    if (values.length !== index || !/^[\w-]+$/.test(value)) return undefined;
    values.push(value);
  }
  return [prefix, page.section, QUERY_SEGMENT, ...segments.slice(1), ...values].join('/');
}

/**
 * The public path and query of an internal path (`/servicios/consulta/web/ux` -> `/servicios/web?tab=ux`); other
 * paths come back unchanged. For links rendered from a prerendered variant's own path (the language switcher).
 */
export function publicPathOfVariant(pathname: string): string {
  const { prefix, segments } = split(pathname);
  const page = QUERY_PAGES.find((candidate) => candidate.section === segments[0]);
  if (!page || segments[1] !== QUERY_SEGMENT || segments.length < 2 + page.rest) return pathname;
  const rest = segments.slice(2, 2 + page.rest);
  const values = segments.slice(2 + page.rest);
  if (values.length > page.params.length) return pathname;
  const query = new URLSearchParams(values.map((value, index) => [page.params[index]!, value]));
  const search = query.toString();
  const base = [prefix, page.section, ...rest].join('/');
  return search ? `${base}?${search}` : base;
}

/** The query a prerendered variant stands for, as the page that reads the query would receive it. */
export function variantQuery(params: readonly string[], values: readonly string[] | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  (values ?? []).forEach((value, index) => {
    const name = params[index];
    if (name) query[name] = value;
  });
  return query;
}
