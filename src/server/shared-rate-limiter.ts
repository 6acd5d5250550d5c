/**
 * A per-IP allowance (rate-limiter-flexible) shared by every bundle of the process: in memory by default, in Redis
 * when a URL is given so every process shares the count; if Redis fails, memory takes over. Leads and the games'
 * API each hold one.
 */
import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { processSingleton } from './process-singleton';
import { closeRedis, openRedis, untilReady } from './redis';

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterSettings {
  points: number;
  durationSeconds: number;
  redisUrl?: string;
  /** A Redis that hangs (no answer, no error) fails the command after this long, and memory answers. */
  redisCommandTimeoutMs?: number;
}

export interface SharedRateLimiter {
  /** Spends one unit of `ip`'s allowance. */
  consume(ip: string | undefined): Promise<Allowance>;
  /** Forgets the limiter and its connection (tests that change the limits); the next call makes a new one. */
  reset(): void;
  /** Closes the Redis connection (shutdown). */
  close(): Promise<void>;
}

interface State {
  limiter?: RateLimiterAbstract;
  creating?: Promise<RateLimiterAbstract>;
  redis?: Redis;
}

/** `name` is the Redis key prefix and the process slot; `settings` is read when the limiter is (re)made. */
export function sharedRateLimiter(name: string, settings: () => RateLimiterSettings): SharedRateLimiter {
  const state = processSingleton<State>(`${name}-rate-limiter`, () => ({}));

  async function create(): Promise<RateLimiterAbstract> {
    const { points, durationSeconds, redisUrl, redisCommandTimeoutMs } = settings();
    const options = { keyPrefix: name, points, duration: durationSeconds };
    if (!redisUrl) return new RateLimiterMemory(options);
    // No offline queue: with Redis down a call fails at once and the memory insurance answers.
    const client = openRedis(redisUrl, 'limiter', redisCommandTimeoutMs);
    state.redis = client;
    // Wait (briefly) for the connection, or the first visitors would all be counted by the memory insurance.
    await untilReady(client);
    return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) });
  }

  function limiter(): Promise<RateLimiterAbstract> {
    if (state.limiter) return Promise.resolve(state.limiter);
    state.creating ??= create().then((created) => (state.limiter = created));
    return state.creating;
  }

  return {
    async consume(ip) {
      try {
        await (await limiter()).consume(ip ?? 'unknown');
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // The store itself failed (and its insurance): never turn a visitor away for our own fault.
        return { allowed: true };
      }
    },
    reset() {
      state.redis?.disconnect();
      state.redis = state.limiter = state.creating = undefined;
    },
    async close() {
      const redis = state.redis;
      state.redis = state.limiter = state.creating = undefined;
      if (redis) await closeRedis(redis);
    },
  };
}
