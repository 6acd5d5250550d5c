/**
 * Cool-downs and private folders under random sequences: whatever the order of cuts and waits, a cool-down never
 * shrinks within the memory window, never passes its cap, and a refused key stays refused until its time is up; whatever
 * modes a folder's files had, none is readable by another user once tightened.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coolDownFor, memoryCooldowns, type CooldownRule } from '@/features/darky/server/abuse-cooldown';
import { tightenFolder } from '@/server/data-dir-permissions';
import { fuzzSeed, Random } from './support/random';

describe('cool-downs, random sequences', () => {
  it('grow within the memory window, are capped, and hold until their time', async () => {
    const random = new Random(fuzzSeed(), 'abuse-cooldown');
    for (let run = 0; run < 50; run += 1) {
      const rule: CooldownRule = { baseMs: random.int(1, 60_000), maxMs: 0, memoryMs: random.int(1_000, 7_200_000) };
      rule.maxMs = rule.baseMs * 2 ** random.int(0, 12);
      let now = 0;
      const cooldowns = memoryCooldowns(rule, () => now);
      const keys = ['guest:a', 'guest:b', 'ip:1'];
      const last = new Map<string, { at: number; coolDownMs: number; until: number }>();
      for (let step = 0; step < 40; step += 1) {
        now += random.int(0, rule.maxMs);
        const key = random.pick(keys);
        if (random.bool()) {
          const previous = last.get(key);
          const { strikes, coolDownMs } = await cooldowns.strike(key);
          expect(coolDownMs).toBeLessThanOrEqual(rule.maxMs);
          expect(coolDownMs).toBe(coolDownFor(strikes, rule));
          if (previous && now - previous.at <= rule.memoryMs) expect(coolDownMs).toBeGreaterThanOrEqual(previous.coolDownMs);
          else expect(strikes).toBe(1);
          last.set(key, { at: now, coolDownMs, until: now + coolDownMs });
        } else {
          const expected = Math.max(0, (last.get(key)?.until ?? 0) - now);
          expect(await cooldowns.remaining(key)).toBe(expected);
        }
      }
    }
  });
});

describe.runIf(process.getuid?.() === 0)('private folders, random trees', () => {
  it('no file of a tightened folder is readable by nobody, whatever its modes were', () => {
    const random = new Random(fuzzSeed(), 'data-dir-permissions');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-private-'));
    fs.chmodSync(root, 0o755);
    try {
      const dataDir = path.join(root, 'data');
      const files: string[] = [];
      const grow = (folder: string, depth: number) => {
        fs.mkdirSync(folder, { recursive: true });
        fs.chmodSync(folder, random.pick([0o755, 0o777, 0o711, 0o750, 0o700]));
        for (let i = 0; i < random.int(1, 5); i += 1) {
          if (depth < 3 && random.bool(0.3)) grow(path.join(folder, `d${i}`), depth + 1);
          else {
            const file = path.join(folder, `f${i}`);
            fs.writeFileSync(file, 'secret-lead');
            fs.chmodSync(file, random.pick([0o644, 0o666, 0o604, 0o640, 0o600, 0o777]));
            files.push(file);
          }
        }
      };
      grow(dataDir, 0);
      tightenFolder(dataDir);
      const open = spawnSync('find', [dataDir, '-perm', '/077'], { encoding: 'utf8' }).stdout.trim();
      expect(open).toBe('');
      const read = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', 'cat', ...files], { encoding: 'utf8' });
      expect(read.stdout).not.toContain('secret-lead');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
