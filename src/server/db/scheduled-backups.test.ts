import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBackup } from './backup';
import { openDatabase, type DatabaseHandle } from './connection';
import { backupState, periodMs, pruneBackups, runScheduledBackup } from './scheduled-backups';

describe('scheduled backups', () => {
  let root: string;
  let handle: DatabaseHandle;
  const lines: Array<{ level: string; message: string }> = [];
  const logger = {
    info: (_: object, message: string) => lines.push({ level: 'info', message }),
    error: (_: object, message: string) => lines.push({ level: 'error', message }),
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-backups-'));
    handle = await openDatabase({ driver: 'pglite' });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads periods', () => {
    expect(periodMs('30m')).toBe(1_800_000);
    expect(periodMs('6h')).toBe(21_600_000);
    expect(periodMs('1d')).toBe(86_400_000);
    expect(() => periodMs('soon')).toThrow(/Not a period/);
  });

  it('writes owner-only backups, keeps the newest, and records success', async () => {
    const folder = path.join(root, 'backups');
    for (let i = 0; i < 4; i += 1) {
      await runScheduledBackup({
        database: async () => handle.db,
        driver: async () => 'pglite',
        folder,
        keep: 3,
        logger,
        now: () => new Date(Date.UTC(2026, 0, 1, i)),
      });
    }
    const files = fs.readdirSync(folder).sort();
    expect(files).toEqual(['backup-2026-01-01T01-00-00-000Z.json', 'backup-2026-01-01T02-00-00-000Z.json', 'backup-2026-01-01T03-00-00-000Z.json']);
    expect(fs.statSync(path.join(folder, files[0]!)).mode & 0o777).toBe(0o600);
    expect(parseBackup(fs.readFileSync(path.join(folder, files[2]!), 'utf8'), files[2]!).tables.leads).toEqual([]);
    expect(backupState().lastFailure).toBeUndefined();
    expect(backupState().lastSuccessAt).toBe(Date.UTC(2026, 0, 1, 3));
  });

  it('a failure is kept (for health and the console) and logged at error level, until the next whole backup', async () => {
    const blocked = path.join(root, 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    lines.length = 0;
    await runScheduledBackup({ database: async () => handle.db, driver: async () => 'pglite', folder: blocked, keep: 3, logger });
    expect(backupState().lastFailure?.error).toMatch(/EEXIST|ENOTDIR/);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: expect.stringMatching(/^scheduled backup failed: /) })]);
    await runScheduledBackup({ database: async () => handle.db, driver: async () => 'pglite', folder: path.join(root, 'backups'), keep: 3, logger });
    expect(backupState().lastFailure).toBeUndefined();
  });

  it('prunes only its own files', () => {
    const folder = path.join(root, 'mixed');
    fs.mkdirSync(folder);
    for (const name of ['backup-2026-01-01T00-00-00-000Z.json', 'backup-2026-01-02T00-00-00-000Z.json', 'notes.txt'])
      fs.writeFileSync(path.join(folder, name), '');
    expect(pruneBackups(folder, 1)).toEqual(['backup-2026-01-01T00-00-00-000Z.json']);
    expect(fs.readdirSync(folder).sort()).toEqual(['backup-2026-01-02T00-00-00-000Z.json', 'notes.txt']);
  });
});
