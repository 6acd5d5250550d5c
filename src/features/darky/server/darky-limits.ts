/**
 * Darky's bounded cost per visitor: guest tokens per IP, and page-loads and messages per guest AND per IP (a new
 * token does not buy a new allowance). In memory, or in Redis with REDIS_URL so every process counts together;
 * when Redis fails, a memory count takes over for the moment (never turning a visitor away for our own fault).
 */
import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Env } from '@/config/env';

export interface LimitRule {
  points: number;
  /** Seconds. */
  duration: number;
}

export interface DarkyLimitRules {
  tokensPerIp: LimitRule;
  messagesPerGuest: LimitRule;
  messagesPerIp: LimitRule;
  pageLoadsPerGuest: LimitRule;
  pageLoadsPerIp: LimitRule;
}

/** Per guest: 20 messages a minute (a person types far less), 30 page-loads (a page every 2 s). */
export const chatRateLimit = { points: 20, duration: 60 } as const satisfies LimitRule;
export const pageLoadRateLimit = { points: 30, duration: 60 } as const satisfies LimitRule;

export function darkyLimitRules(env: Pick<Env, 'GUEST_TOKENS_PER_IP' | 'DARKY_MESSAGES_PER_IP' | 'DARKY_PAGE_LOADS_PER_IP'>): DarkyLimitRules {
  return {
    tokensPerIp: { points: env.GUEST_TOKENS_PER_IP, duration: 60 },
    messagesPerGuest: chatRateLimit,
    messagesPerIp: { points: env.DARKY_MESSAGES_PER_IP, duration: 60 },
    pageLoadsPerGuest: pageLoadRateLimit,
    pageLoadsPerIp: { points: env.DARKY_PAGE_LOADS_PER_IP, duration: 60 },
  };
}

export type DarkyLimiters = Record<keyof DarkyLimitRules, RateLimiterAbstract>;

/** One limiter per rule; with a Redis client they are shared by every process. */
export function createDarkyLimiters(rules: DarkyLimitRules, redis?: Redis): DarkyLimiters {
  const make = (name: keyof DarkyLimitRules): RateLimiterAbstract => {
    const options = { keyPrefix: `darky:${name}`, ...rules[name] };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
  return {
    tokensPerIp: make('tokensPerIp'),
    messagesPerGuest: make('messagesPerGuest'),
    messagesPerIp: make('messagesPerIp'),
    pageLoadsPerGuest: make('pageLoadsPerGuest'),
    pageLoadsPerIp: make('pageLoadsPerIp'),
  };
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Spends one point of each [limiter, key] in order, stopping at the first refusal (a refused guest spends nothing of
 * its IP's allowance). A store failure (Redis and its insurance both) lets the event through.
 */
export async function spend(...checks: Array<[RateLimiterAbstract, string]>): Promise<LimitVerdict> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }
  return { allowed: true };
}
