// The resident memory of a bench's server process, from /proc: idle (when sampling starts), the peak of samples taken
// every 250 ms, and the kernel's high-water mark (which includes one-time start-up work such as a new database
// folder's initdb: src/server/db/connection.ts).
import { readFileSync } from 'node:fs';

function statusKb(pid, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return undefined;
  }
}

export const rssOf = (pid) => statusKb(pid, 'VmRSS');

/** Starts sampling; `stop()` returns { idle, peak, highWater } in bytes. */
export function sampleRss(pid) {
  const idle = rssOf(pid);
  let peak = idle ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid) ?? 0)), 250);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid) ?? 0);
      return { idle, peak, highWater: statusKb(pid, 'VmHWM') };
    },
  };
}

export const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MB`);
