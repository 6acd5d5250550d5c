/**
 * Accent- and case-insensitive search without `unaccent` (an extension PGlite would have to load and PostgreSQL to
 * install): the same folding in TypeScript (the query) and in SQL (`translate` + `lower`, plain PostgreSQL on both;
 * stored per lead in the generated column leads.search_text, the sort by name folds on the fly).
 */
import { sql, type SQL } from 'drizzle-orm';

// Spanish and the common Latin accents; `lower` runs after `translate`, so the C locale's ASCII-only lower() suffices.
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/** The text as the search compares it: no accents, lower case. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The SQL of the same folding. */
export function foldedSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${ACCENTED}, ${PLAIN}))`;
}

/** A LIKE pattern matching `text` anywhere (its wildcards escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a query (each must match somewhere: "juan perez" finds Juan Pérez whatever the columns). */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}
