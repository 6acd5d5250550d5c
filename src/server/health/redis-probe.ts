/**
 * The health check's own Redis connection (REDIS_URL): made on first use, never queued behind an
 * outage (a down Redis answers "down" at once), shared per process and closed at shutdown.
 */
import 'server-only';
import type { Redis } from 'ioredis';
import { processSingleton } from '../process-singleton';
import { closeRedis, openRedis } from '../redis';

/** One probe connection for the process (the health endpoint may run in more than one bundle). */
const holder = processSingleton<{ current?: { url: string; client: Redis } }>('health-redis', () => ({}));

function client(url: string): Redis {
  const current = holder.current;
  if (current && current.url === url) return current.client;
  current?.client.disconnect();
  // Errors surface through ping().
  const created = openRedis(url, 'probe');
  holder.current = { url, client: created };
  return created;
}

/** Resolves when Redis answers PING; rejects when it does not (connection refused, timeout, auth). */
export async function pingRedis(url: string): Promise<void> {
  const redis = client(url);
  if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected PING answer`);
}

/** Closes the probe's connection (shutdown); the next ping opens a new one. */
export async function closeRedisProbe(): Promise<void> {
  const current = holder.current;
  holder.current = undefined;
  if (current) await closeRedis(current.client);
}
