/**
 * Backups that survive damage: a whole snapshot when the database reads, else every readable row of every table
 * (damaged pages skipped and counted), so one bad page never costs the intact data its backup. Files are 0600.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { appliedMigrations, BACKUP_FORMAT, createBackup, rowsOf, tablesInLoadOrder, type Backup } from './backup';
import type { Database } from './connection';
import { databaseError, isDamage, readSalvaging, type SkippedBlocks } from './integrity';

export interface SalvagedBackup {
  backup: Backup;
  /** The database's own error that made the whole snapshot impossible (absent when it was whole). */
  error?: string;
  damaged: Record<string, SkippedBlocks>;
}

/** A consistent snapshot, or, when a damaged page refuses it, every readable row table by table. */
export async function createBackupSalvaging(db: Database, driver: string): Promise<SalvagedBackup> {
  try {
    return { backup: await createBackup(db, driver), damaged: {} };
  } catch (error) {
    const cause = databaseError(error);
    if (!isDamage(cause.code)) throw Object.assign(new Error(cause.message), { cause: error });
    const tables: Record<string, unknown[]> = {};
    const damaged: Record<string, SkippedBlocks> = {};
    for (const { name } of await tablesInLoadOrder(db)) {
      const { rows, skipped } = await readSalvaging(db, name, async (where) => {
        const [row] = rowsOf<{ rows: unknown[] | string }>(
          await db.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(name)} t where ${where}`),
        );
        return typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as unknown[]) : row!.rows;
      });
      tables[name] = rows;
      if (skipped) damaged[name] = skipped;
    }
    const backup: Backup = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      driver,
      migrations: await appliedMigrations(db),
      tables,
      damaged,
    };
    return { backup, error: cause.message, damaged };
  }
}

/** Writes under a temporary name, then renames: an interrupted backup never looks like a whole one. Owner-only. */
export function writeBackupFile(file: string, backup: Backup): void {
  const temp = `${file}.partial-${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify(backup), { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
}
