/**
 * zod compiles object schemas with `new Function` when it can, and probes for that ability once; under our CSP
 * (no 'unsafe-eval') the probe is refused and reported as a security-policy violation even though zod then
 * falls back. Jitless mode skips the probe and the compiler. Must run before any schema module is evaluated:
 * zod decides per schema at construction time. Browser only (the server has no CSP and keeps the fast path).
 */
import { config } from 'zod/v4/core';

export function disableZodEval(): void {
  config({ jitless: true });
}
