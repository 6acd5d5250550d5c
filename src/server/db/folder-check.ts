/**
 * Checks an embedded database folder before PGlite opens it. PGlite initialises a fresh cluster over any folder
 * without PG_VERSION (wiping what is there) and aborts with no path on a damaged one; a folder that holds
 * something but is not a whole cluster is refused with the path and what to do.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DamagedDatabaseFolderError extends Error {
  constructor(
    readonly folder: string,
    readonly problem: string,
  ) {
    super(
      `The database folder ${folder} is not a usable database: ${problem}. Its data was left as it is. ` +
        'Restore it from a backup (`npm run db -- restore FILE`, see docs/operations.md), or move the folder aside to start ' +
        'an empty database; `npm run db -- check` reports what is wrong.',
    );
    this.name = 'DamagedDatabaseFolderError';
  }
}

/** Entries every initialised cluster has (PGlite writes the same layout as PostgreSQL). */
const REQUIRED_DIRECTORIES = ['base', 'global', 'pg_wal', 'pg_xact'];

/** 'new' for an absent or empty folder (PGlite may initialise it); 'cluster' for a whole one; throws otherwise. */
export function inspectDatabaseFolder(folder: string): 'new' | 'cluster' {
  let entries: string[];
  try {
    entries = fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'new';
    throw new DamagedDatabaseFolderError(folder, `it cannot be read (${(error as Error).message})`);
  }
  if (entries.length === 0) return 'new';

  const version = readText(folder, 'PG_VERSION');
  if (version === undefined) throw new DamagedDatabaseFolderError(folder, 'PG_VERSION is missing (a partial copy, or not a database folder)');
  if (!/^\d+\s*$/.test(version)) throw new DamagedDatabaseFolderError(folder, `PG_VERSION holds "${version.slice(0, 20).trim()}", not a version`);
  for (const directory of REQUIRED_DIRECTORIES) {
    if (!fs.statSync(path.join(folder, directory), { throwIfNoEntry: false })?.isDirectory()) {
      throw new DamagedDatabaseFolderError(folder, `the ${directory}/ directory is missing (a partial copy)`);
    }
  }
  const baseEntries = fs.readdirSync(path.join(folder, 'base'));
  if (baseEntries.length === 0) throw new DamagedDatabaseFolderError(folder, 'base/ is empty (a partial copy)');

  const controlFile = path.join(folder, 'global', 'pg_control');
  let control: Buffer;
  try {
    control = fs.readFileSync(controlFile);
  } catch (error) {
    throw new DamagedDatabaseFolderError(folder, `global/pg_control cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (!controlChecksumMatches(control)) throw new DamagedDatabaseFolderError(folder, 'global/pg_control is damaged (its checksum does not match)');
  return 'cluster';
}

function readText(folder: string, name: string): string | undefined {
  try {
    return fs.readFileSync(path.join(folder, name), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * pg_control is a ControlFileData struct ending with a CRC-32C of everything before it, padded to 8 kB. Its length
 * differs between versions, so the checksum is looked for where it can end (within the first 1 kB) rather than at a
 * fixed offset: a truncated, zeroed or overwritten file has no position where it matches.
 */
export function controlChecksumMatches(control: Buffer): boolean {
  if (control.length < 64 || control.subarray(0, 64).every((byte) => byte === 0)) return false;
  let crc = 0xffffffff;
  const limit = Math.min(control.length - 4, 1024);
  for (let offset = 0; offset < limit; offset += 1) {
    crc = CRC32C_TABLE[(crc ^ control[offset]!) & 0xff]! ^ (crc >>> 8);
    // The struct is 8-byte aligned, so the 4-byte CRC field starts on a multiple of 4.
    if ((offset + 1) % 4 === 0 && offset >= 16 && (crc ^ 0xffffffff) >>> 0 === control.readUInt32LE(offset + 1)) return true;
  }
  return false;
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Wraps PGlite's start-up failures ("Aborted()", "failed to initialize") with the folder and what to do. */
export function explainOpenFailure(folder: string, error: unknown): Error {
  if (error instanceof DamagedDatabaseFolderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new DamagedDatabaseFolderError(folder, `PGlite could not open it (${message || 'no message'})`);
  (wrapped as Error & { cause?: unknown }).cause = error;
  return wrapped;
}
