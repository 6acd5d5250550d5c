/**
 * Damage told and data salvaged: reads every table's heap to find damaged pages (health's periodic probe, `db check`),
 * turns a driver's wrapped failure back into the database's own words ("invalid page in block 2 of relation …"), and
 * reads a damaged table block by block so every readable row can still be exported or backed up.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './connection';
import { tablesInLoadOrder } from './backup';

/** A damaged table as the database reported it. */
export interface TableDamage {
  table: string;
  /** The database's own error text. */
  error: string;
  /** SQLSTATE, e.g. XX001 (data_corrupted). */
  code?: string;
  /** The damaged block, when the error names one. */
  block?: number;
}

/** What a block-by-block read could not read. */
export interface SkippedBlocks {
  blocks: number[];
  /** Rows the skipped blocks probably held (the readable blocks' average): a damaged page cannot say itself. */
  estimatedRows: number;
  error: string;
}

/**
 * The database's own message under a driver's wrapping: drizzle throws "Failed query: select …" with the server's
 * error as `cause` (node-postgres and PGlite alike).
 */
export function databaseError(error: unknown): { message: string; code?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { message?: unknown; code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && typeof candidate.message === 'string') {
      return { message: candidate.message, code: candidate.code };
    }
    if (!candidate.cause) break;
    current = candidate.cause;
  }
  const message = error instanceof Error ? error.message : String(error);
  // drizzle's own line is the query; its cause, when it has no SQLSTATE, still says more.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return { message: cause instanceof Error && cause.message ? cause.message : message };
}

/** The block an "invalid page in block N of relation …" (or "could not read block N …") names. */
export function damagedBlock(message: string): number | undefined {
  const match = /block (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** Errors that mean the stored data is damaged (class XX: internal errors, data_corrupted, index_corrupted; and 58: I/O). */
export function isDamage(code: string | undefined): boolean {
  return code !== undefined && (code.startsWith('XX') || code.startsWith('58'));
}

export async function tableNames(db: Database): Promise<string[]> {
  return (await tablesInLoadOrder(db)).map((table) => table.name);
}

/**
 * Reads every heap page of each table once (count of ctid: the planner cannot answer it from an index, so a damaged
 * heap page is reached). A few milliseconds on the site's tables; a damaged one answers with the database's error.
 */
export async function probeTables(db: Database, tables?: string[]): Promise<TableDamage[]> {
  const damaged: TableDamage[] = [];
  for (const table of tables ?? (await tableNames(db))) {
    try {
      await db.execute(sql`select count(ctid) from ${sql.identifier(table)}`);
    } catch (error) {
      const { message, code } = databaseError(error);
      damaged.push({ table, error: message, ...(code ? { code } : {}), ...(damagedBlock(message) !== undefined ? { block: damagedBlock(message) } : {}) });
    }
  }
  return damaged;
}

/** One line per damaged table: "leads: invalid page in block 2 of relation base/5/16444 (block 2)". */
export function describeDamage(damage: TableDamage): string {
  return `${damage.table}: ${damage.error}${damage.block !== undefined ? ` (table ${damage.table}, block ${damage.block})` : ''}`;
}

/** Blocks in the table's main fork. */
async function blockCount(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql`select (pg_relation_size(${table}::regclass) / current_setting('block_size')::int)::int as blocks`);
  const [row] = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as { blocks: number }[];
  return Number(row?.blocks ?? 0);
}

/** The SQL condition for blocks [from, to) of a heap (a TID range scan: only those pages are read). */
export function blockRange(from: number, to: number) {
  return sql`ctid >= ${`(${from},0)`}::tid and ctid < ${`(${to},0)`}::tid`;
}

/** Blocks read per query; a range that fails is read again one block at a time to find the damaged ones. */
const CHUNK_BLOCKS = 64;

/**
 * Reads a table block by block with `read(where)` (where = the block range condition), skipping the blocks the
 * database refuses. Outside any transaction: a failed read must not abort the others.
 */
export async function readSalvaging<T>(
  db: Database,
  table: string,
  read: (where: ReturnType<typeof blockRange>) => Promise<T[]>,
): Promise<{ rows: T[]; skipped?: SkippedBlocks }> {
  const blocks = await blockCount(db, table);
  const rows: T[] = [];
  const skipped: number[] = [];
  let firstError = '';
  let readBlocks = 0;
  for (let from = 0; from < blocks; from += CHUNK_BLOCKS) {
    const to = Math.min(blocks, from + CHUNK_BLOCKS);
    try {
      rows.push(...(await read(blockRange(from, to))));
      readBlocks += to - from;
      continue;
    } catch {
      // One or more damaged blocks in this range: find them.
    }
    for (let block = from; block < to; block += 1) {
      try {
        rows.push(...(await read(blockRange(block, block + 1))));
        readBlocks += 1;
      } catch (error) {
        skipped.push(block);
        firstError ||= databaseError(error).message;
      }
    }
  }
  if (skipped.length === 0) return { rows };
  const perBlock = readBlocks > 0 ? rows.length / readBlocks : 0;
  return { rows, skipped: { blocks: skipped, estimatedRows: Math.round(perBlock * skipped.length), error: firstError } };
}

/** "1 damaged block skipped (block 2, about 88 rows): invalid page in block 2 of relation …". */
export function describeSkipped(table: string, skipped: SkippedBlocks): string {
  const list = skipped.blocks.length > 5 ? `${skipped.blocks.slice(0, 5).join(', ')}, …` : skipped.blocks.join(', ');
  const noun = skipped.blocks.length === 1 ? 'block' : 'blocks';
  return `${table}: ${skipped.blocks.length} damaged ${noun} skipped (${noun} ${list}, about ${skipped.estimatedRows} rows): ${skipped.error}`;
}
