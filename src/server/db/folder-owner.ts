/**
 * One owner per embedded database folder. The owner listens on a unix socket of its own before it writes the
 * lock file (`<folder>.lock`, created atomically with link(2)), so a lock whose socket refuses connections
 * belongs to a dead process and is taken over; a lock whose socket answers names the live owner's PID.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** What the lock file holds and what the owner's socket answers (one JSON line). */
export interface OwnerRecord {
  pid: number;
  startedAt: string;
  /** The owner's liveness socket. */
  socket: string;
  token: string;
  /** Folder of the PostgreSQL-protocol socket (`.s.PGSQL.5432`) when the owner serves the database to other processes. */
  serving?: string;
}

export class DatabaseFolderBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: OwnerRecord,
  ) {
    super(
      `The database folder ${folder} is in use by process ${owner.pid} (since ${owner.startedAt}). ` +
        'Only one process may own it: stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DatabaseFolderBusyError';
  }
}

export interface FolderOwnership {
  folder: string;
  record: OwnerRecord;
  /** Folder (mode 0700) for this owner's sockets. */
  runDir: string;
  /** Announces (or withdraws) the database socket folder other processes may connect to. */
  setServing(socketDir: string | undefined): void;
  release(): Promise<void>;
}

/** A unix socket path is limited to 107 bytes on Linux; the owner socket's name takes 24 of them. */
const MAX_RUN_DIR = 76;

/**
 * Where the lock file and the sockets of a database folder live: beside it, so the folder stays a pure cluster and
 * a process in another container sharing the volume finds them. A folder path too long for a socket path gets its
 * sockets in the temporary folder instead (the lock file, beside the folder, says where).
 */
export function ownerPaths(folder: string): { lockFile: string; runDir: string } {
  const resolved = path.resolve(folder);
  const beside = `${resolved}.run`;
  const runDir =
    Buffer.byteLength(beside) <= MAX_RUN_DIR
      ? beside
      : path.join(os.tmpdir(), `pglite-${createHash('sha256').update(resolved).digest('hex').slice(0, 16)}.run`);
  return { lockFile: `${resolved}.lock`, runDir };
}

/** Takes ownership of `folder` or throws DatabaseFolderBusyError naming the live owner. */
export async function acquireFolderOwnership(folder: string): Promise<FolderOwnership> {
  const resolved = path.resolve(folder);
  const { lockFile, runDir } = ownerPaths(resolved);
  fs.mkdirSync(runDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(runDir, 0o700);
  const token = randomBytes(6).toString('hex');
  const socket = path.join(runDir, `owner-${token}.sock`);
  const record: OwnerRecord = { pid: process.pid, startedAt: new Date().toISOString(), socket, token };
  const server = net.createServer((connection) => {
    connection.on('error', () => {});
    connection.end(`${JSON.stringify(record)}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  // The socket must not keep a CLI alive; a crashed process leaves it refusing connections, which marks the lock stale.
  server.unref();
  const closeSocket = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socket, { force: true });
    });

  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (tryLink(lockFile, record)) return ownership(resolved, lockFile, runDir, record, closeSocket);
      const holder = readLock(lockFile);
      if (!holder) continue; // released between our link and our read
      const alive = await probeOwnerSocket(holder.socket);
      if (alive) throw new DatabaseFolderBusyError(resolved, { ...holder, ...alive });
      await removeStaleLock(lockFile, holder);
    }
    throw new Error(`Could not take the lock ${lockFile}: other processes keep taking it.`);
  } catch (error) {
    await closeSocket();
    throw error;
  }
}

/** The live owner of `folder`, or undefined when none (a stale lock counts as none). */
export async function findFolderOwner(folder: string): Promise<OwnerRecord | undefined> {
  const holder = readLock(ownerPaths(folder).lockFile);
  if (!holder) return undefined;
  return probeOwnerSocket(holder.socket);
}

function tryLink(lockFile: string, record: OwnerRecord): boolean {
  // Written whole under a private name, then linked: the lock file never exists half written.
  const temp = `${lockFile}.${record.token}`;
  fs.writeFileSync(temp, JSON.stringify(record), { mode: 0o600 });
  try {
    fs.linkSync(temp, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readLock(lockFile: string): OwnerRecord | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as OwnerRecord;
    return typeof parsed.pid === 'number' && typeof parsed.socket === 'string' ? parsed : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Not ours to interpret (hand-edited, another program): refuse rather than guess.
    throw new Error(`The lock file ${lockFile} is unreadable (${(error as Error).message}); if no server runs on this folder, delete it.`);
  }
}

/** Connects to an owner's socket: its record when it answers; undefined when nobody listens (the owner died). */
function probeOwnerSocket(socket: string): Promise<OwnerRecord | undefined> {
  return new Promise((resolve) => {
    const connection = net.connect(socket);
    let text = '';
    const timer = setTimeout(() => {
      // Listening but not answering (a stopped or overloaded process): alive, never steal its folder.
      connection.destroy();
      resolve(readRecord(text) ?? ({ pid: -1, startedAt: 'unknown', socket, token: '' } as OwnerRecord));
    }, 5_000);
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.on('end', () => {
      clearTimeout(timer);
      resolve(readRecord(text));
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : readRecord(text));
    });
  });
}

function readRecord(text: string): OwnerRecord | undefined {
  try {
    return JSON.parse(text.trim()) as OwnerRecord;
  } catch {
    return undefined;
  }
}

/**
 * Removes a dead owner's lock. Two starters may find the same stale lock: a short-lived guard directory makes the
 * check-and-remove atomic, so the second sees the first's fresh lock instead of deleting it.
 */
async function removeStaleLock(lockFile: string, stale: OwnerRecord): Promise<void> {
  const guard = `${lockFile}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard is held for a few milliseconds; one older than 10 s was left by a process that died holding it.
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) fs.rmSync(guard, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const current = readLock(lockFile);
    if (current?.token === stale.token) {
      fs.rmSync(lockFile, { force: true });
      fs.rmSync(stale.socket, { force: true });
    }
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

function ownership(folder: string, lockFile: string, runDir: string, record: OwnerRecord, closeSocket: () => Promise<void>): FolderOwnership {
  let released = false;
  const releaseLockFile = () => {
    if (readLockQuietly(lockFile)?.token === record.token) fs.rmSync(lockFile, { force: true });
  };
  // A process that exits without closing (process.exit in a CLI) still leaves no lock behind.
  const onExit = () => {
    releaseLockFile();
    fs.rmSync(record.socket, { force: true });
  };
  process.once('exit', onExit);
  return {
    folder,
    record,
    runDir,
    setServing(socketDir) {
      record.serving = socketDir;
    },
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      releaseLockFile();
      await closeSocket();
      // The sockets' folder goes too once empty (a server's database socket is removed by its worker first).
      try {
        fs.rmdirSync(runDir);
      } catch {
        // Not empty or already gone: left as is.
      }
    },
  };
}

function readLockQuietly(lockFile: string): OwnerRecord | undefined {
  try {
    return readLock(lockFile);
  } catch {
    return undefined;
  }
}
