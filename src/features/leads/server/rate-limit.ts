/** Per-IP limit of accepted lead submissions (see src/server/shared-rate-limiter.ts: memory, or Redis when REDIS_URL is set). */
import 'server-only';
import { getEnv } from '@/config/env';
import { sharedRateLimiter, type Allowance } from '@/server/shared-rate-limiter';

export type RateLimitVerdict = Allowance;

const leadLimiter = sharedRateLimiter('leads', () => {
  const env = getEnv();
  return {
    points: env.LEADS_RATE_LIMIT_POINTS,
    durationSeconds: env.LEADS_RATE_LIMIT_WINDOW_S,
    redisUrl: env.REDIS_URL,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
  };
});

/** Spends one submission of `ip`'s allowance. */
export function consumeLeadAllowance(ip: string | undefined): Promise<RateLimitVerdict> {
  return leadLimiter.consume(ip);
}

/** Forgets the limiter (tests that change the limits). */
export function resetLeadRateLimiter(): void {
  leadLimiter.reset();
}

/** Closes the limiter's Redis connection (shutdown: server/process-resources.ts). */
export function closeLeadRateLimiter(): Promise<void> {
  return leadLimiter.close();
}
