/**
 * Sign-in throttling and lockout: failed attempts are counted per e-mail and per client IP (rate-limiter-flexible,
 * in Redis when REDIS_URL is set so every process shares the count, else in memory). Past the limit the key is
 * blocked for the lockout time, whatever the password: a guessed password then gains nothing.
 */
import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface SignInThrottleLimits {
  /** Failed attempts per e-mail within the window before it is locked. */
  perEmail: number;
  /** Failed attempts per IP within the window before it is blocked (an office shares one IP: higher). */
  perIp: number;
  windowS: number;
  lockoutS: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInThrottleLimits = { perEmail: 5, perIp: 20, windowS: 15 * 60, lockoutS: 15 * 60 };

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Before checking the password: refused while the e-mail or the IP is locked. */
  check(email: string, ip: string | undefined): Promise<SignInVerdict>;
  /** After a wrong password (or an unknown e-mail): counts against both keys. */
  recordFailure(email: string, ip: string | undefined): Promise<SignInVerdict>;
  /** After a successful sign-in: the e-mail's count starts again (the IP's does not). */
  recordSuccess(email: string): Promise<void>;
}

interface StoreClient {
  disconnect(): void;
}

export function createSignInThrottle(limits: SignInThrottleLimits = DEFAULT_SIGN_IN_LIMITS, redis?: StoreClient): SignInThrottle {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration: limits.windowS, blockDuration: limits.lockoutS };
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }) : new RateLimiterMemory(options);
  };
  const byEmail = make('console-sign-in-email', limits.perEmail);
  const byIp = make('console-sign-in-ip', limits.perIp);
  const ipKey = (ip: string | undefined) => ip ?? 'unknown';

  async function remaining(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
    try {
      const state = await limiter.get(key);
      if (!state) return undefined;
      return state.remainingPoints <= 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : undefined;
    } catch {
      return undefined;
    }
  }

  async function spend(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
    try {
      const result = await limiter.consume(key);
      if (result.remainingPoints > 0) return undefined;
      // The allowance is spent: the lockout starts now (not when the window ends).
      await limiter.block(key, limits.lockoutS);
      return limits.lockoutS;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return undefined;
    }
  }

  function verdict(waits: Array<number | undefined>): SignInVerdict {
    const wait = Math.max(0, ...waits.map((w) => w ?? 0));
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  return {
    async check(email, ip) {
      return verdict(await Promise.all([remaining(byEmail, email), remaining(byIp, ipKey(ip))]));
    },
    async recordFailure(email, ip) {
      // Spent in turn: the e-mail's lockout holds even when the IP's store failed.
      const waits = [await spend(byEmail, email), await spend(byIp, ipKey(ip))];
      return verdict(waits);
    },
    async recordSuccess(email) {
      await byEmail.delete(email).catch(() => false);
    },
  };
}
