import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/connection';
import { makeDataDirPrivate } from './data-dir-permissions';

/** Runs a command as the unprivileged `nobody` (these tests run as root, which reads everything). */
function asNobody(command: string, ...args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', command, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout };
}

const canSwitchUser = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

describe.runIf(canSwitchUser)('DATA_DIR is private to its owner', () => {
  let root: string;
  const originalUmask = process.umask();

  beforeEach(() => {
    // A parent that `nobody` may enter, as /srv or a home folder would be: only DATA_DIR's own modes protect it.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-private-'));
    fs.chmodSync(root, 0o755);
  });
  afterEach(() => {
    process.umask(originalUmask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('an existing world-readable folder is tightened: another user could read it before, cannot after', () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite', 'pg_wal'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite', 'pg_wal'), 0o755);
    const wal = path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001');
    fs.writeFileSync(wal, 'ana@example.com');
    fs.chmodSync(wal, 0o666);
    // The check itself can fail: as things were, `nobody` reads the WAL.
    expect(asNobody('cat', wal)).toEqual({ status: 0, stdout: 'ana@example.com' });

    const lines: unknown[] = [];
    const report = makeDataDirPrivate(dataDir, (tightened) => lines.push(tightened));
    expect(report.tightened).toBe(4);
    expect(lines).toHaveLength(1);
    expect(asNobody('cat', wal).status).not.toBe(0);
    expect(asNobody('ls', dataDir).status).not.toBe(0);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(wal).mode & 0o777).toBe(0o600);
    // Already private: nothing to say the next time.
    expect(makeDataDirPrivate(dataDir, (tightened) => lines.push(tightened)).tightened).toBe(0);
    expect(lines).toHaveLength(1);
  });

  it('files created after start are owner-only (umask 077)', () => {
    const dataDir = path.join(root, 'fresh');
    makeDataDirPrivate(dataDir);
    const file = path.join(dataDir, 'backup.json');
    fs.writeFileSync(file, '{}');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(asNobody('cat', file).status).not.toBe(0);
  });

  it('a real embedded database: another user reads none of its files and finds no lead in them', async () => {
    const dataDir = path.join(root, 'data', 'pglite');
    const handle = await openDatabase({ driver: 'pglite', dataDir });
    await handle.db.execute(sql`create table probe_people (email text)`);
    await handle.db.execute(sql`insert into probe_people values ('secret-lead@example.com')`);
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    // Root sees the lead on disk (the check can fail) ...
    const asRoot = spawnSync('grep', ['-rl', 'secret-lead@example.com', dataDir], { encoding: 'utf8' });
    expect(asRoot.stdout).not.toBe('');
    // ... `nobody` cannot enter the folder, and no file is group- or world-accessible either.
    const probe = asNobody('grep', '-rl', 'secret-lead@example.com', dataDir);
    expect(probe.status).not.toBe(0);
    expect(probe.stdout).toBe('');
    const open = spawnSync('find', [dataDir, '-perm', '/077'], { encoding: 'utf8' }).stdout.trim();
    expect(open).toBe('');
  });
});
