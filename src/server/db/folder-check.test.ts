// Damaged embedded database folders are refused with the path and what to do, and left as they were: nothing is
// initialised over them. Each damage is made in a copy of a real PGlite folder holding a lead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { DamagedDatabaseFolderError, inspectDatabaseFolder } from './folder-check';
import { leads } from '@/features/leads/tables';

let root: string;
let original: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-'));
  original = path.join(root, 'original');
  const handle = await openDatabase({ driver: 'pglite', dataDir: original });
  await handle.db
    .insert(leads)
    .values({ id: crypto.randomUUID(), formId: 'contacto', formKind: 'contact', locale: 'es', firstName: 'Ana', phone: '987654321', dedupeKey: 'k' });
  await handle.close();
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function damagedCopy(name: string, damage: (folder: string) => void): string {
  const copy = path.join(root, name);
  fs.cpSync(original, copy, { recursive: true });
  damage(copy);
  return copy;
}

function listing(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true }) as string[]).sort();
}

const damages: Array<[string, (folder: string) => void, RegExp]> = [
  ['PG_VERSION missing', (folder) => fs.rmSync(path.join(folder, 'PG_VERSION')), /PG_VERSION is missing/],
  ['half copy (no base/)', (folder) => fs.rmSync(path.join(folder, 'base'), { recursive: true }), /base\/ directory is missing/],
  ['control file truncated', (folder) => fs.truncateSync(path.join(folder, 'global', 'pg_control'), 100), /pg_control is damaged/],
  ['control file overwritten', (folder) => fs.writeFileSync(path.join(folder, 'global', 'pg_control'), Buffer.alloc(8192, 7)), /pg_control is damaged/],
  ['control file unreadable', (folder) => fs.rmSync(path.join(folder, 'global', 'pg_control')), /pg_control cannot be read/],
  // Passes the structure check; PGlite itself aborts ("Aborted()"), and says so with the folder and the way out.
  [
    'write-ahead log removed',
    (folder) => {
      for (const segment of fs.readdirSync(path.join(folder, 'pg_wal'))) if (/^[0-9A-F]{24}$/.test(segment)) fs.rmSync(path.join(folder, 'pg_wal', segment));
    },
    /PGlite could not open it \(Aborted\(\)/,
  ],
];

describe('damaged database folders', () => {
  it('accepts the whole folder and an absent or empty one', () => {
    expect(inspectDatabaseFolder(original)).toBe('cluster');
    expect(inspectDatabaseFolder(path.join(root, 'absent'))).toBe('new');
    fs.mkdirSync(path.join(root, 'empty'));
    expect(inspectDatabaseFolder(path.join(root, 'empty'))).toBe('new');
  });

  it.each(damages)(
    'refuses to open: %s, naming the folder and the way out, changing nothing',
    async (name, damage, problem) => {
      const copy = damagedCopy(name.replace(/\W+/g, '-'), damage);
      const before = listing(copy);
      const error = await openDatabase({ driver: 'pglite', dataDir: copy }).then(
        async (handle) => {
          await handle.close();
          return undefined;
        },
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(DamagedDatabaseFolderError);
      const message = (error as Error).message;
      expect(message).toMatch(problem);
      expect(message).toContain(copy);
      expect(message).toContain('npm run db -- restore');
      expect(message).toContain('npm run db -- check');
      if (name === 'write-ahead log removed') {
        // PGlite itself got as far as starting (it may leave its postmaster.pid); the data files are untouched.
        expect(listing(copy).filter((entry) => entry !== 'postmaster.pid' && !entry.startsWith('pg_wal'))).toEqual(
          before.filter((entry) => !entry.startsWith('pg_wal')),
        );
      } else {
        expect(listing(copy)).toEqual(before);
      }
      // The lock was released: a restore or another try may take the folder.
      expect(fs.existsSync(`${copy}.lock`)).toBe(false);
    },
    60_000,
  );
});
