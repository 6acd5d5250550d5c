/**
 * Per-IP limit of accepted lead submissions (rate-limiter-flexible): in memory by default, in Redis
 * when REDIS_URL is set so every process shares the count; if Redis fails, memory takes over.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/config/env';

const KEY = Symbol.for('darko-digital.leads-rate-limiter');
const holder = globalThis as Record<symbol, RateLimiterAbstract | undefined>;
/** The Redis connection of the current limiter, closed when the limiter is reset. */
let redisClient: { disconnect(): void } | undefined;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

async function createLimiter(): Promise<RateLimiterAbstract> {
  const env = getEnv();
  const options = { keyPrefix: 'leads', points: env.LEADS_RATE_LIMIT_POINTS, duration: env.LEADS_RATE_LIMIT_WINDOW_S };
  if (!env.REDIS_URL) return new RateLimiterMemory(options);
  const { Redis } = await import('ioredis');
  // No offline queue: with Redis down a call fails at once and the memory insurance answers.
  // A Redis that hangs (no answer, no error) fails the command after REDIS_COMMAND_TIMEOUT_MS: memory answers too.
  const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, commandTimeout: env.REDIS_COMMAND_TIMEOUT_MS });
  client.on('error', () => {});
  redisClient = client;
  // Wait (briefly) for the connection, or the first visitors would all be counted by the memory insurance.
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    client.once('ready', done);
    client.once('error', done);
    setTimeout(done, 2_000).unref();
  });
  return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) });
}

let creating: Promise<RateLimiterAbstract> | undefined;

function limiter(): Promise<RateLimiterAbstract> {
  const existing = holder[KEY];
  if (existing) return Promise.resolve(existing);
  creating ??= createLimiter().then((created) => (holder[KEY] = created));
  return creating;
}

/** Spends one submission of `ip`'s allowance. */
export async function consumeLeadAllowance(ip: string | undefined): Promise<RateLimitVerdict> {
  try {
    await (await limiter()).consume(ip ?? 'unknown');
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    // The store itself failed (and its insurance): never turn a visitor away for our own fault.
    return { allowed: true };
  }
}

/** Forgets the limiter (tests that change the limits). */
export function resetLeadRateLimiter(): void {
  redisClient?.disconnect();
  redisClient = undefined;
  holder[KEY] = undefined;
  creating = undefined;
}
