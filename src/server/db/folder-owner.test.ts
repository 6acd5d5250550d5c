// One owner per database folder, between real processes: a second one is refused with the holder's PID, a killed
// holder's lock is taken over, and processes racing for a stale lock end with exactly one owner.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderOwnership, DatabaseFolderBusyError, findFolderOwner, ownerPaths } from './folder-owner';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'hold-folder.ts');
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-'));
  folders.push(root);
  return path.join(root, 'pglite');
}

/** Starts a process that tries to own `folder`; resolves with its first line ("held PID" / "busy PID" / "error …"). */
function holder(folder: string): { child: ChildProcess; said: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const said = new Promise<string>((resolve) => {
    let text = '';
    child.stdout!.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', () => resolve(text.trim() || 'exited'));
  });
  return { child, said };
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve(null) : child.once('exit', resolve)));

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('one owner per database folder', () => {
  it('refuses a second process with the holder PID, and takes over once the holder is killed', async () => {
    const folder = tempFolder();
    const first = holder(folder);
    expect(await first.said).toBe(`held ${first.child.pid}`);

    const second = holder(folder);
    expect(await second.said).toBe(`busy ${first.child.pid}`);
    await exited(second.child);
    expect(second.child.exitCode).toBe(1);

    // In this process too, with the folder named in the message.
    const refused = await acquireFolderOwnership(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseFolderBusyError);
    expect((refused as Error).message).toContain(folder);
    expect((refused as Error).message).toContain(`process ${first.child.pid}`);
    expect((await findFolderOwner(folder))?.pid).toBe(first.child.pid);

    // A crash (SIGKILL) leaves the lock file and socket behind; they are recognised as stale.
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(fs.existsSync(ownerPaths(folder).lockFile)).toBe(true);
    expect(await findFolderOwner(folder)).toBeUndefined();
    const mine = await acquireFolderOwnership(folder);
    expect((await findFolderOwner(folder))?.pid).toBe(process.pid);
    await mine.release();
    expect(fs.existsSync(ownerPaths(folder).lockFile)).toBe(false);
  }, 60_000);

  it('gives a stale lock to exactly one of several processes starting at once', async () => {
    const folder = tempFolder();
    const crashed = holder(folder);
    expect(await crashed.said).toMatch(/^held /);
    crashed.child.kill('SIGKILL');
    await exited(crashed.child);

    const racers = Array.from({ length: 4 }, () => holder(folder));
    const said = await Promise.all(racers.map((racer) => racer.said));
    const winners = said.filter((line) => line.startsWith('held '));
    expect(winners).toHaveLength(1);
    const winnerPid = Number(winners[0]!.slice(5));
    expect(said.filter((line) => line === `busy ${winnerPid}`)).toHaveLength(3);
  }, 90_000);
});
