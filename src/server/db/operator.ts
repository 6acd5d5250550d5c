/**
 * The one way operator commands (exports, payment links, users, backups) reach the live database.
 * Every CLI in scripts/ calls `withOperatorDatabase`; how it reaches the data (through the running
 * server, or by opening the folder itself when no server owns it) is decided here and only here.
 */
import fs from 'node:fs';
import { embeddedUrl, openDatabase, type DatabaseHandle } from './connection';
import { findFolderOwner } from './folder-owner';
import { databaseTargetFromEnv, type Database } from './index';

/** How long a command waits for a server that holds the folder but is still starting (migrations, first open). */
const SERVER_START_WAIT_MS = 60_000;

export interface OperatorDatabase extends DatabaseHandle {
  /** 'server': through the running site's socket; 'folder': the PGlite folder opened here, under its lock; 'postgres'. */
  via: 'server' | 'folder' | 'postgres';
}

/**
 * Runs `work` against the site's live database and releases the connection afterwards. `allowEmpty`: a command that
 * may come first (creating the first console user) creates the embedded database when there is none yet.
 */
export async function withOperatorDatabase<T>(work: (db: Database) => Promise<T>, options: { allowEmpty?: boolean } = {}): Promise<T> {
  const handle = await openOperatorDatabase(options);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Opens the live database for an operator command. PGlite: when a server owns the folder, its socket (the same
 * database the site writes, never a copy); when none does, the folder itself, locked for the command's duration (a
 * server started meanwhile refuses to start and names this process).
 */
export async function openOperatorDatabase(options: { allowEmpty?: boolean } = {}): Promise<OperatorDatabase> {
  const target = databaseTargetFromEnv();
  if (target.driver === 'postgres') return { ...(await openDatabase(target)), via: 'postgres' };
  const dataDir = target.dataDir!;
  const deadline = Date.now() + SERVER_START_WAIT_MS;
  for (;;) {
    const owner = await findFolderOwner(dataDir);
    if (owner?.serving) {
      const handle = await openDatabase({ driver: 'postgres', url: embeddedUrl(owner.serving), embedded: { dataDir, close: async () => {} } });
      return { ...handle, via: 'server' };
    }
    if (!owner) break;
    if (Date.now() > deadline) {
      throw new Error(
        `The database folder ${dataDir} is held by process ${owner.pid}, which does not serve it (another operator command?). Try again when it has finished.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!options.allowEmpty && !fs.existsSync(dataDir)) {
    throw new Error(`No database at ${dataDir}: nothing has been stored yet (or DATA_DIR points elsewhere).`);
  }
  return { ...(await openDatabase(target)), via: 'folder' };
}
