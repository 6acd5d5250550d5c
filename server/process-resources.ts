/**
 * Closes the process-wide connections at shutdown: the Redis clients the Next bundle opened (health
 * probe, leads rate limiter) and the database. They live on globalThis slots shared by both bundles.
 */
import { closeRedisProbe } from '../src/server/health/redis-probe';
import { closeDb } from '../src/server/db';

/** The leads rate limiter's slot (src/features/leads/server/rate-limit.ts); a RateLimiterRedis exposes its client. */
const LEADS_RATE_LIMITER = Symbol.for('darko-digital.leads-rate-limiter');

async function closeLeadsRateLimiterRedis(): Promise<void> {
  const limiter = (globalThis as Record<symbol, { client?: { quit?: () => Promise<unknown>; disconnect?: () => void } } | undefined>)[
    LEADS_RATE_LIMITER
  ];
  const client = limiter?.client;
  if (!client?.quit) return;
  await client.quit().catch(() => client.disconnect?.());
}

export async function closeProcessResources(): Promise<void> {
  await Promise.all([closeRedisProbe(), closeLeadsRateLimiterRedis()]);
  await closeDb();
}
