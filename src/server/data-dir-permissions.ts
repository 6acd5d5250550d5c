/**
 * Keeps DATA_DIR private to the user running the site: a 0077 umask for everything the process creates, the folder
 * itself 0700, and anything already there (an older install, a copy, PGlite's own 0666 files) tightened to owner-only.
 * Leads, the WAL, operator password hashes and the signing secret live there: no other local user may read them.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Group and other bits: none may remain on anything under DATA_DIR. */
const SHARED_BITS = 0o077;

export interface TightenReport {
  folder: string;
  /** Entries whose mode lost group/other bits (0 on a folder that was already private). */
  tightened: number;
}

/** Everything the process creates from now on is owner-only (umask 077). Workers share the process's umask. */
export function setOwnerOnlyUmask(): void {
  // process.umask(mask) throws in worker threads; the main thread's mask applies to them as well.
  if (isMainThread) process.umask(SHARED_BITS);
}

/**
 * Removes group/other permissions from `folder` and everything under it (symlinks are left alone: they are not
 * followed and their own mode means nothing). Creates the folder 0700 when absent.
 */
export function tightenFolder(folder: string): TightenReport {
  const resolved = path.resolve(folder);
  fs.mkdirSync(resolved, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // removed while we walked (PGlite's temporary files)
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & SHARED_BITS) !== 0) {
      try {
        fs.chmodSync(entry, stat.mode & 0o700);
        tightened += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (stat.isDirectory()) {
      let children: string[] = [];
      try {
        children = fs.readdirSync(entry);
      } catch {
        return;
      }
      for (const child of children) visit(path.join(entry, child));
    }
  };
  visit(resolved);
  return { folder: resolved, tightened };
}

/**
 * At start: owner-only umask, then DATA_DIR tightened. Logs one line when something had to be tightened (an existing
 * install made before this, or files copied in), nothing when it was already private.
 */
export function makeDataDirPrivate(dataDir: string, log?: (report: TightenReport) => void): TightenReport {
  setOwnerOnlyUmask();
  const report = tightenFolder(dataDir);
  if (report.tightened > 0) log?.(report);
  return report;
}
