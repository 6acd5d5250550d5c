/**
 * The change signal that makes a taught answer apply at once: with REDIS_URL every subscriber (one per instance)
 * hears a publish, the publisher's own included; a channel's listener stops when asked. Real Redis on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const channelOf = () => 'darky.learned' as const;

describe('change signal over Redis', () => {
  beforeAll(() => {
    vi.stubEnv('REDIS_URL', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('reaches every instance subscribed, then none once they stop', async () => {
    const { onChange, publishChange } = await import('@/server/change-signal');
    const heard = { a: 0, b: 0 };
    // Two subscribers, as two instances would have (each its own Redis connection).
    const stopA = await onChange(channelOf(), () => heard.a++);
    const stopB = await onChange(channelOf(), () => heard.b++);
    await publishChange(channelOf());
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual({ a: 1, b: 1 });
    await stopA();
    await stopB();
    await publishChange(channelOf());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual({ a: 1, b: 1 });
  });
});
