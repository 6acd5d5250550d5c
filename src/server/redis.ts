/**
 * The one Redis client factory of the process: a connection by purpose, with the options that purpose needs, each
 * registered so the shutdown closes every one (closeRedisClients, from server/process-resources.ts).
 */
import 'server-only';
import { Redis } from 'ioredis';
import { processSingleton } from './process-singleton';

/**
 * - `limiter`: counts (rate limits, sign-in throttle). No offline queue and one retry: with Redis down a call fails at
 *   once and a memory count answers instead; a hung Redis fails after `commandTimeoutMs`.
 * - `probe`: the health check's PING. Connects on first use, 1 s to connect or answer, never retried.
 * - `stream`: socket.io's streams adapter, which blocks in XREAD by design: its `commandTimeoutMs` must sit above that.
 */
export type RedisPurpose = 'limiter' | 'probe' | 'stream';

const open = processSingleton('redis-clients', () => new Set<Redis>());

function optionsFor(purpose: RedisPurpose, commandTimeoutMs: number | undefined) {
  switch (purpose) {
    case 'limiter':
      return { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: commandTimeoutMs };
    case 'probe':
      return { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1_000, commandTimeout: 1_000 };
    case 'stream':
      return { maxRetriesPerRequest: 3, commandTimeout: commandTimeoutMs };
  }
}

/** A new connection to `url` for `purpose`; its errors surface through its commands (an unhandled 'error' would crash). */
export function openRedis(url: string, purpose: RedisPurpose, commandTimeoutMs?: number): Redis {
  const client = new Redis(url, optionsFor(purpose, commandTimeoutMs));
  client.on('error', () => {});
  client.once('end', () => open.delete(client));
  open.add(client);
  return client;
}

/** Resolves once `client` is connected, or failed, or after `maxMs` (the first callers would all be counted in memory). */
export function untilReady(client: Redis, maxMs = 2_000): Promise<void> {
  return new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
    setTimeout(resolve, maxMs).unref();
  });
}

/** Closes one connection (QUIT, or a hard disconnect when Redis does not answer). */
export async function closeRedis(client: Redis): Promise<void> {
  open.delete(client);
  await client.quit().catch(() => client.disconnect());
}

/** Closes every connection the process opened through openRedis (shutdown). */
export async function closeRedisClients(): Promise<void> {
  await Promise.all([...open].map(closeRedis));
}
