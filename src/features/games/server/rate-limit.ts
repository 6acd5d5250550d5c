/**
 * Per-IP allowance of the game's API (run starts and score submissions share it), with rate-limiter-flexible as
 * the leads API does: in memory by default, in Redis when REDIS_URL is set so every process shares the count;
 * if Redis fails, memory takes over.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/config/env';

const KEY = Symbol.for('darko-digital.games-rate-limiter');
const holder = globalThis as Record<symbol, RateLimiterAbstract | undefined>;
let redisClient: { disconnect(): void } | undefined;
let creating: Promise<RateLimiterAbstract> | undefined;

export type GameAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

async function createLimiter(): Promise<RateLimiterAbstract> {
  const env = getEnv();
  const options = { keyPrefix: 'games', points: env.GAMES_RATE_LIMIT_POINTS, duration: env.GAMES_RATE_LIMIT_WINDOW_S };
  if (!env.REDIS_URL) return new RateLimiterMemory(options);
  const { Redis } = await import('ioredis');
  // No offline queue: with Redis down a call fails at once and the memory insurance answers.
  const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  redisClient = client;
  await new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
    setTimeout(resolve, 2_000).unref();
  });
  return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) });
}

function limiter(): Promise<RateLimiterAbstract> {
  const existing = holder[KEY];
  if (existing) return Promise.resolve(existing);
  creating ??= createLimiter().then((created) => (holder[KEY] = created));
  return creating;
}

/** Spends one request of `ip`'s allowance. */
export async function consumeGameAllowance(ip: string | undefined): Promise<GameAllowance> {
  try {
    await (await limiter()).consume(ip ?? 'unknown');
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    // The store itself failed (and its insurance): never turn a player away for our own fault.
    return { allowed: true };
  }
}

/** Forgets the limiter (tests that change the limits). */
export function resetGameRateLimiter(): void {
  redisClient?.disconnect();
  redisClient = undefined;
  holder[KEY] = undefined;
  creating = undefined;
}
