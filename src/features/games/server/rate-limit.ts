/**
 * Per-IP allowance of the game's API (run starts and score submissions share it), the same kind of limiter as the
 * leads API's (src/server/shared-rate-limiter.ts: memory, or Redis when REDIS_URL is set).
 */
import 'server-only';
import { getEnv } from '@/config/env';
import { sharedRateLimiter, type Allowance } from '@/server/shared-rate-limiter';

export type GameAllowance = Allowance;

const gameLimiter = sharedRateLimiter('games', () => {
  const env = getEnv();
  return {
    points: env.GAMES_RATE_LIMIT_POINTS,
    durationSeconds: env.GAMES_RATE_LIMIT_WINDOW_S,
    redisUrl: env.REDIS_URL,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
  };
});

/** Spends one request of `ip`'s allowance. */
export function consumeGameAllowance(ip: string | undefined): Promise<GameAllowance> {
  return gameLimiter.consume(ip);
}

/** Forgets the limiter (tests that change the limits). */
export function resetGameRateLimiter(): void {
  gameLimiter.reset();
}

/** Closes the limiter's Redis connection (shutdown: server/process-resources.ts). */
export function closeGameRateLimiter(): Promise<void> {
  return gameLimiter.close();
}
