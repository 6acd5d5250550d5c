/**
 * Closes the process-wide connections at shutdown: the Redis clients (health probe, the leads and games rate
 * limiters) and the database. They are process singletons (src/server/process-singleton.ts), so closing them from
 * this bundle closes the ones Next's bundles opened too.
 */
import { closeGameRateLimiter } from '../src/features/games/server/rate-limit';
import { closeLeadRateLimiter } from '../src/features/leads/server/rate-limit';
import { closeRedisProbe } from '../src/server/health/redis-probe';
import { closeDb } from '../src/server/db';

export async function closeProcessResources(): Promise<void> {
  await Promise.all([closeRedisProbe(), closeLeadRateLimiter(), closeGameRateLimiter()]);
  await closeDb();
}
