/**
 * zod compiles object schemas with `new Function` when it can, and probes for that ability once; under our CSP
 * (no 'unsafe-eval') the probe is refused and reported as a security-policy violation even though zod then
 * falls back. Jitless mode skips the probe and the compiler. Must run before any schema module is evaluated:
 * zod decides per schema at construction time. Browser only (the server has no CSP and keeps the fast path).
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod, created on first
 * load if absent), so this sets it without importing zod: pages that parse nothing do not download zod for it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

export function disableZodEval(): void {
  const scope = globalThis as ZodGlobal;
  // Mutate rather than replace: a zod already loaded holds a reference to this very object.
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
