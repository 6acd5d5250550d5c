// A Node child process that may hold more open files than this process's soft limit allows: Darky's load bench keeps
// a socket per guest on the server and in each client process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Soft and hard limits on open files of this process (children inherit them). */
function openFileLimits() {
  const match = /Max open files\s+(\S+)\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  const value = (v) => (v === 'unlimited' ? Infinity : Number(v));
  return { soft: value(match[1]), hard: value(match[2]) };
}

/**
 * Spawns (or forks, with `ipc`) `node ...nodeArgs` able to hold `files` descriptors: when the soft limit is lower and
 * the hard limit allows it, a shell raises the soft limit and execs node (same pid, same IPC channel).
 */
export function spawnNode(nodeArgs, files, options) {
  const { soft, hard } = openFileLimits();
  if (files > hard) throw new Error(`${files} open files needed, hard limit ${hard}: raise it (ulimit -Hn) or use fewer guests`);
  if (files <= soft) return spawn(process.execPath, nodeArgs, options);
  const limit = Number.isFinite(hard) ? hard : files;
  return spawn('/bin/sh', ['-c', 'ulimit -n "$0" && exec "$@"', String(limit), process.execPath, ...nodeArgs], options);
}
