/**
 * The process's console services, made once: better-auth over the app's database and the sign-in throttle (Redis
 * when REDIS_URL is set, like the site's other limits). Shared through globalThis by every bundle of the process.
 */
import 'server-only';
import { getEnv } from '@/config/env';
import { getDb, type Database } from '@/server/db';
import { appSecret } from '@/server/app-secret';
import { createOperatorAuth, type OperatorAuth } from './operator-auth';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

const KEY = Symbol.for('darko-digital.console-runtime');
interface Slot {
  auth?: { db: Database; auth: OperatorAuth };
  throttle?: Promise<SignInThrottle>;
}
const slot: Slot = ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ?? {};
(globalThis as Record<symbol, unknown>)[KEY] = slot;

export async function getOperatorAuth(): Promise<OperatorAuth> {
  const db = await getDb();
  if (slot.auth?.db !== db) slot.auth = { db, auth: createOperatorAuth({ db, secret: appSecret(), siteUrl: getEnv().SITE_URL }) };
  return slot.auth.auth;
}

export function getSignInThrottle(): Promise<SignInThrottle> {
  slot.throttle ??= (async () => {
    const env = getEnv();
    const limits = {
      perEmail: env.CONSOLE_SIGN_IN_ATTEMPTS_PER_EMAIL,
      perIp: env.CONSOLE_SIGN_IN_ATTEMPTS_PER_IP,
      windowS: env.CONSOLE_SIGN_IN_LOCKOUT_S,
      lockoutS: env.CONSOLE_SIGN_IN_LOCKOUT_S,
    };
    if (!env.REDIS_URL) return createSignInThrottle(limits);
    const { Redis } = await import('ioredis');
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: env.REDIS_COMMAND_TIMEOUT_MS });
    client.on('error', () => {});
    await new Promise<void>((resolve) => {
      client.once('ready', () => resolve());
      client.once('error', () => resolve());
      setTimeout(resolve, 2_000).unref();
    });
    return createSignInThrottle(limits, client);
  })();
  return slot.throttle;
}
