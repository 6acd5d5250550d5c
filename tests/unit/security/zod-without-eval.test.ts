// zod must never reach for `new Function` in the browser, where the CSP refuses eval and reports the attempt.
import { afterEach, describe, expect, it } from 'vitest';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

/** Counts every `new Function(...)` / `Function(...)` made while zod builds and parses schemas. */
function countFunctionConstruction(): { count: () => number } {
  let calls = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      calls++;
      return Reflect.construct(target, args);
    },
    apply(target, thisArg, args) {
      calls++;
      return Reflect.apply(target, thisArg, args);
    },
  });
  return { count: () => calls };
}

describe('disableZodEval', () => {
  it('keeps schema construction and parsing free of eval', async () => {
    const { disableZodEval } = await import('@/features/security/zod-without-eval');
    disableZodEval();
    const probe = countFunctionConstruction();
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), age: z.number().int() });
    for (let i = 0; i < 3; i++) expect(schema.parse({ name: 'Ana', age: 30 })).toEqual({ name: 'Ana', age: 30 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(probe.count()).toBe(0);
    // Seen through zod's own API too.
    expect(z.config().jitless).toBe(true);
  });

  it('also reaches a zod that was loaded first', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    const { disableZodEval } = await import('@/features/security/zod-without-eval');
    disableZodEval();
    // The loaded zod holds its config object: it must have been updated in place, not replaced.
    expect(z.config().jitless).toBe(true);
  });
});
