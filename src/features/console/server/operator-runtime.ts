/**
 * The process's console services, made once: better-auth over the app's database and the sign-in throttle (Redis
 * when REDIS_URL is set, like the site's other limits). Shared through globalThis by every bundle of the process.
 */
import 'server-only';
import { getEnv } from '@/config/env';
import { getDb, type Database } from '@/server/db';
import { appSecret } from '@/server/app-secret';
import { processSingleton } from '@/server/process-singleton';
import { openRedis, untilReady } from '@/server/redis';
import { createOperatorAuth, type OperatorAuth } from './operator-auth';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

interface Slot {
  auth?: { db: Database; auth: OperatorAuth };
  throttle?: Promise<SignInThrottle>;
}
const slot = processSingleton<Slot>('console-runtime', () => ({}));

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
    // Closed at shutdown with the process's other Redis connections (src/server/redis.ts).
    const client = openRedis(env.REDIS_URL, 'limiter', env.REDIS_COMMAND_TIMEOUT_MS);
    await untilReady(client);
    return createSignInThrottle(limits, client);
  })();
  return slot.throttle;
}
