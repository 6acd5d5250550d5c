/**
 * Backups on a timer (BACKUP_EVERY, BACKUP_KEEP): a salvaging backup into BACKUP_DIR every period, 0600 files named by
 * time, the oldest removed past the retention. The last outcome is kept for /api/health and the console, so a backup
 * that fails at night shows in the morning instead of silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { processSingleton } from '../process-singleton';
import type { Database } from './connection';
import { databaseError, describeSkipped } from './integrity';
import { createBackupSalvaging, writeBackupFile } from './salvage';

export interface BackupState {
  configured: boolean;
  lastSuccessAt?: number;
  lastFile?: string;
  /** The last run's failure (or damage: a partial backup), cleared by the next whole one. */
  lastFailure?: { at: number; error: string };
}

/** One state for the process: the custom server runs the schedule, the console (another bundle) reads it. */
const shared = processSingleton<{ state: BackupState }>('scheduled-backups', () => ({ state: { configured: false } }));

export function backupState(): BackupState {
  return shared.state;
}

export interface BackupLogger {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export const BACKUP_FILE_PATTERN = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.json$/;

/** Removes the oldest backups past `keep` (only files this schedule wrote). */
export function pruneBackups(folder: string, keep: number): string[] {
  const files = fs
    .readdirSync(folder)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  return removed;
}

/** Runs one scheduled backup and records its outcome. */
export async function runScheduledBackup(options: {
  database: () => Promise<Database>;
  driver: () => Promise<string>;
  folder: string;
  keep: number;
  logger: BackupLogger;
  now?: () => Date;
}): Promise<BackupState> {
  const state = shared.state;
  const now = options.now?.() ?? new Date();
  try {
    fs.mkdirSync(options.folder, { recursive: true, mode: 0o700 });
    const { backup, error, damaged } = await createBackupSalvaging(await options.database(), await options.driver());
    const file = path.join(options.folder, `backup-${now.toISOString().replace(/[:.]/g, '-')}.json`);
    writeBackupFile(file, backup);
    if (error) {
      const skipped = Object.entries(damaged).map(([table, blocks]) => describeSkipped(table, blocks));
      state.lastFailure = { at: now.getTime(), error: `partial backup: ${error}` };
      options.logger.error({ file, skipped }, `scheduled backup partial: the database reports damage: ${error}`);
    } else {
      state.lastSuccessAt = now.getTime();
      state.lastFailure = undefined;
      options.logger.info({ file, rows: Object.values(backup.tables).reduce((sum, rows) => sum + rows.length, 0) }, 'scheduled backup written');
    }
    state.lastFile = file;
    pruneBackups(options.folder, options.keep);
  } catch (error) {
    const message = databaseError(error).message;
    state.lastFailure = { at: now.getTime(), error: message };
    options.logger.error({ folder: options.folder }, `scheduled backup failed: ${message}`);
  }
  return { ...state };
}

/** Starts the schedule; returns its stop. */
export function startScheduledBackups(options: {
  database: () => Promise<Database>;
  driver: () => Promise<string>;
  folder: string;
  everyMs: number;
  keep: number;
  logger: BackupLogger;
}): () => void {
  shared.state.configured = true;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= runScheduledBackup(options).finally(() => (running = undefined));
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** BACKUP_EVERY's period in milliseconds ('30m', '6h', '1d'). */
export function periodMs(period: string): number {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(period);
  if (!match) throw new Error(`Not a period: ${period} (use e.g. 30m, 6h or 1d)`);
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}
