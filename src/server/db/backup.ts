/**
 * Logical backups of the site's database, the same format on both drivers: every table of the database as JSON rows,
 * read in one repeatable-read transaction (a consistent snapshot taken through the live connection, so it works
 * while the site runs), plus the migrations applied. Restoring migrates an empty database and loads the rows with
 * json_populate_recordset; a PGlite backup restores into PostgreSQL and back (docs/operations.md).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './connection';
import type { SkippedBlocks } from './integrity';

export const BACKUP_FORMAT = 'darko-digital-database-backup';

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  driver: string;
  /** Hashes of the applied migrations, oldest first (drizzle's __drizzle_migrations). */
  migrations: string[];
  tables: Record<string, unknown[]>;
  /** Tables read around damaged pages (src/server/db/salvage.ts): what was skipped. Absent on a whole backup. */
  damaged?: Record<string, SkippedBlocks>;
}

/** A table as the database holds it: its name and the columns a backup carries (generated ones are the database's). */
export interface StoredTable {
  name: string;
  columns: string[];
}

/**
 * The database's own tables (every table the migrations made in `public`), parents before the tables that reference
 * them. Read from the catalogue, not from the code: each feature declares its tables, and a backup must carry every
 * table the database has, whichever feature made it.
 */
export async function tablesInLoadOrder(db: Database): Promise<StoredTable[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    ),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql`select child.relname as child, parent.relname as parent from pg_constraint k join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid join pg_namespace n on n.oid = child.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
    ),
  );
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    ),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const { child, parent } of references) if (child === name && parent !== name) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => ({ name, columns: columns.filter((column) => column.table_name === name).map((column) => column.column_name) }));
}

export async function appliedMigrations(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rowsOf<{ hash: string }>(result).map((row) => row.hash);
}

/** drizzle's execute returns { rows } on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Reads every table in one snapshot. */
export async function createBackup(db: Database, driver: string): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const tables: Record<string, unknown[]> = {};
      for (const { name } of await tablesInLoadOrder(tx as unknown as Database)) {
        const result = await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(name)} t`);
        const [row] = rowsOf<{ rows: unknown[] | string }>(result);
        tables[name] = typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as unknown[]) : row!.rows;
      }
      return {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        driver,
        migrations: await appliedMigrations(tx as unknown as Database),
        tables,
      } satisfies Backup;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function parseBackup(text: string, file: string): Backup {
  let parsed: Partial<Backup>;
  try {
    parsed = JSON.parse(text) as Partial<Backup>;
  } catch {
    throw new Error(`${file} is not a backup made by \`npm run db -- backup\` (not JSON; truncated?)`);
  }
  if (parsed.format !== BACKUP_FORMAT || parsed.version !== 1 || !parsed.tables || !Array.isArray(parsed.migrations)) {
    throw new Error(`${file} is not a backup made by \`npm run db -- backup\` (format ${String(parsed.format)})`);
  }
  return parsed as Backup;
}

/**
 * Loads a backup into a migrated database whose tables are all empty, in one transaction (all or nothing).
 * Refuses a backup that has migrations this code does not know (made by a newer version of the site).
 */
export async function restoreBackup(db: Database, backup: Backup): Promise<Record<string, number>> {
  const known = await appliedMigrations(db);
  const unknown = backup.migrations.filter((hash) => !known.includes(hash));
  if (unknown.length > 0) {
    throw new Error(
      `The backup was made by a newer version of the site (${unknown.length} migration(s) this version does not have): restore it with that version.`,
    );
  }
  const tables = await tablesInLoadOrder(db);
  return db.transaction(async (tx) => {
    for (const { name } of tables) {
      const [row] = rowsOf<{ present: boolean }>(await tx.execute(sql`select exists (select 1 from ${sql.identifier(name)}) as present`));
      if (row!.present) throw new Error(`The target database is not empty (table ${name} has rows): restore into an empty one.`);
    }
    const counts: Record<string, number> = {};
    for (const { name, columns } of tables) {
      const rows = backup.tables[name] ?? [];
      counts[name] = rows.length;
      if (rows.length === 0) continue;
      // Generated columns (the console's search text) are the database's to compute: every other column is loaded.
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(name)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    // Serial columns continue after the restored ids.
    const serials = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`),
    );
    for (const { table_name: tableName, column_name: column } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${tableName}, ${column}), coalesce(max(${sql.identifier(column)}), 1), max(${sql.identifier(column)}) is not null) from ${sql.identifier(tableName)}`,
      );
    }
    return counts;
  });
}

/** Rows per table, for `db check` and after a restore. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await tablesInLoadOrder(db)) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    counts[name] = Number(row!.n);
  }
  return counts;
}
