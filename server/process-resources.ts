/**
 * Closes the process-wide connections at shutdown: every Redis client opened through src/server/redis.ts (health
 * probe, rate limiters, the console's throttle, Darky's) and the database. Both registries are process singletons
 * (src/server/process-singleton.ts), so closing them from this bundle closes the ones Next's bundles opened too.
 */
import { closeDb } from '../src/server/db';
import { closeRedisClients } from '../src/server/redis';

export async function closeProcessResources(): Promise<void> {
  await closeRedisClients();
  await closeDb();
}
