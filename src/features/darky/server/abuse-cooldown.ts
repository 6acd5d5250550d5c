/**
 * Cool-downs for sockets cut for abuse (flooding): the guest and its IP are refused at the handshake for a while that
 * doubles with each cut (30 s, 1 min, 2 min … up to 1 h) and is forgotten after an hour of good behaviour. In memory,
 * or in Redis with REDIS_URL so every process refuses the same guest; memory answers when Redis does not.
 */
import 'server-only';
import type { Redis } from 'ioredis';

export interface CooldownRule {
  /** The first cut's cool-down. */
  baseMs: number;
  /** The longest cool-down. */
  maxMs: number;
  /** Cuts are remembered this long after the last one (then the next cut starts at baseMs again). */
  memoryMs: number;
}

export const defaultCooldownRule: CooldownRule = { baseMs: 30_000, maxMs: 3_600_000, memoryMs: 3_600_000 };

export interface Strike {
  /** Cuts within the memory window, this one included. */
  strikes: number;
  coolDownMs: number;
}

export interface AbuseCooldowns {
  /** Records a cut of `key` (e.g. `guest:<id>`, `ip:<address>`) and starts its cool-down. */
  strike(key: string): Promise<Strike>;
  /** Milliseconds left of the longest cool-down among `keys` (0: none). */
  remaining(...keys: string[]): Promise<number>;
}

export function coolDownFor(strikes: number, rule: CooldownRule): number {
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.max(0, Math.min(strikes - 1, 30)));
}

/** One process's cool-downs (also the fallback when Redis fails). */
export function memoryCooldowns(rule: CooldownRule = defaultCooldownRule, now: () => number = Date.now): AbuseCooldowns {
  const entries = new Map<string, { strikes: number; lastStrikeAt: number; until: number }>();
  const sweep = () => {
    const at = now();
    // Bounded: an entry goes once its cool-down is over and its memory expired.
    for (const [key, entry] of entries) if (entry.until <= at && at - entry.lastStrikeAt > rule.memoryMs) entries.delete(key);
  };
  return {
    async strike(key) {
      sweep();
      const at = now();
      const previous = entries.get(key);
      const strikes = previous && at - previous.lastStrikeAt <= rule.memoryMs ? previous.strikes + 1 : 1;
      const coolDownMs = coolDownFor(strikes, rule);
      entries.set(key, { strikes, lastStrikeAt: at, until: at + coolDownMs });
      return { strikes, coolDownMs };
    },
    async remaining(...keys) {
      const at = now();
      return Math.max(0, ...keys.map((key) => (entries.get(key)?.until ?? 0) - at));
    },
  };
}

/** Counts the strike and sets the cool-down key in one step, so two processes cutting at once count two strikes. */
const STRIKE_SCRIPT = `
local strikes = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local cool = math.min(tonumber(ARGV[1]) * 2 ^ math.min(strikes - 1, 30), tonumber(ARGV[2]))
redis.call('SET', KEYS[2], '1', 'PX', math.floor(cool))
return {strikes, math.floor(cool)}
`;

/** Shared through Redis; each answer also kept in memory, which answers alone while Redis fails. */
export function redisCooldowns(redis: Redis, rule: CooldownRule = defaultCooldownRule, prefix = 'darky:cooldown'): AbuseCooldowns {
  const memory = memoryCooldowns(rule);
  return {
    async strike(key) {
      const local = await memory.strike(key);
      try {
        const [strikes, coolDownMs] = (await redis.eval(
          STRIKE_SCRIPT,
          2,
          `${prefix}:strikes:${key}`,
          `${prefix}:until:${key}`,
          rule.baseMs,
          rule.maxMs,
          rule.memoryMs,
        )) as [number, number];
        return { strikes: Number(strikes), coolDownMs: Number(coolDownMs) };
      } catch {
        return local;
      }
    },
    async remaining(...keys) {
      const local = await memory.remaining(...keys);
      try {
        const ttls = (await Promise.all(keys.map((key) => redis.pttl(`${prefix}:until:${key}`)))).map(Number);
        return Math.max(local, 0, ...ttls);
      } catch {
        return local;
      }
    },
  };
}
