/** Sign-in throttling: per e-mail and per IP, in memory and in Redis, with a lockout that outlasts the right password. */
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createSignInThrottle } from '@/features/console/server/sign-in-throttle';

const limits = { perEmail: 3, perIp: 5, windowS: 60, lockoutS: 120 };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

function stores() {
  return [
    ['memory', () => createSignInThrottle(limits)],
    [
      'redis',
      () => {
        const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        clients.push(client);
        return createSignInThrottle(limits, client);
      },
    ],
  ] as const;
}

describe.each(stores())('sign-in throttle (%s)', (_name, make) => {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

  it('locks an e-mail after its allowance of failures, whatever IP they come from', async () => {
    const throttle = make();
    const email = `a-${tag}@example.com`;
    expect((await throttle.check(email, '10.0.0.1')).allowed).toBe(true);
    await throttle.recordFailure(email, `10.0.1.${tag.length}`);
    await throttle.recordFailure(email, '10.0.2.1');
    const third = await throttle.recordFailure(email, '10.0.3.1');
    expect(third.allowed).toBe(false);
    const verdict = await throttle.check(email, '10.9.9.9');
    expect(verdict).toMatchObject({ allowed: false });
    expect(verdict.allowed === false && verdict.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('blocks an IP that tries many e-mails, and leaves other IPs alone', async () => {
    const throttle = make();
    const ip = `192.0.2.${tag.length % 250}-${tag}`;
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`user${i}-${tag}@example.com`, ip);
    expect((await throttle.check(`fresh-${tag}@example.com`, ip)).allowed).toBe(false);
    expect((await throttle.check(`fresh-${tag}@example.com`, `other-${tag}`)).allowed).toBe(true);
  });

  it("a success clears the e-mail's count before the lockout", async () => {
    const throttle = make();
    const email = `b-${tag}@example.com`;
    await throttle.recordFailure(email, `ip-b-${tag}`);
    await throttle.recordFailure(email, `ip-b-${tag}`);
    await throttle.recordSuccess(email);
    await throttle.recordFailure(email, `ip-b-${tag}`);
    expect((await throttle.check(email, `ip-b2-${tag}`)).allowed).toBe(true);
  });
});
