/**
 * "Something changed, reload it" across the site's processes: Redis pub/sub when REDIS_URL is set (every instance,
 * this one included, hears it), an in-process emitter otherwise. Used by the console to tell Darky that operators
 * taught it something, so it retrains at once instead of at its next start.
 *
 * In-process delivery goes through globalThis: the custom server's bundle and Next's server bundle each load their
 * own copy of this module, and both must reach the same listeners.
 */
import 'server-only';
import { EventEmitter } from 'node:events';
import { getEnv } from '@/config/env';
import { appLogger } from './logger';

export type ChangeChannel = 'darky.learned' | 'content.published';

const REDIS_PREFIX = 'site:change:';

interface SignalState {
  local: EventEmitter;
  publisher?: Promise<{ publish(channel: string, message: string): Promise<unknown>; disconnect(): void }>;
}

function state(): SignalState {
  const holder = globalThis as typeof globalThis & { __siteChangeSignal?: SignalState };
  holder.__siteChangeSignal ??= { local: new EventEmitter().setMaxListeners(50) };
  return holder.__siteChangeSignal;
}

async function redisClient() {
  const env = getEnv();
  const { Redis } = await import('ioredis');
  return new Redis(env.REDIS_URL!, { maxRetriesPerRequest: 1, commandTimeout: env.REDIS_COMMAND_TIMEOUT_MS, lazyConnect: false });
}

/** Announces a change. Never throws: a lost signal leaves the change for the next start, which is what it was before. */
export async function publishChange(channel: ChangeChannel): Promise<void> {
  const s = state();
  if (!getEnv().REDIS_URL) {
    s.local.emit(channel);
    return;
  }
  try {
    s.publisher ??= redisClient().then((client) => {
      client.on('error', () => {});
      return client;
    });
    await (await s.publisher).publish(`${REDIS_PREFIX}${channel}`, String(Date.now()));
  } catch (error) {
    appLogger('change-signal').warn({ err: error, channel }, 'change not published; applied here only');
    s.local.emit(channel);
  }
}

/** Listens for a channel's changes (every instance's); returns the way to stop. */
export async function onChange(channel: ChangeChannel, listener: () => void): Promise<() => Promise<void>> {
  const s = state();
  // Local emits happen without Redis, and when a publish to Redis failed.
  s.local.on(channel, listener);
  if (!getEnv().REDIS_URL) {
    return async () => {
      s.local.off(channel, listener);
    };
  }
  const subscriber = await redisClient();
  let stopped = false;
  subscriber.on('error', (error) => appLogger('change-signal').warn({ err: error }, 'change subscriber error'));
  subscriber.on('message', (name: string) => {
    // A message already read from the socket may still arrive after stop: it is not this listener's any more.
    if (!stopped && name === `${REDIS_PREFIX}${channel}`) listener();
  });
  await subscriber.subscribe(`${REDIS_PREFIX}${channel}`);
  return async () => {
    stopped = true;
    s.local.off(channel, listener);
    await subscriber.unsubscribe().catch(() => undefined);
    subscriber.disconnect();
  };
}
