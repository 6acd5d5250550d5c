/**
 * One value per process, whichever bundle asks. Next.js bundles server code more than once (the custom server's
 * bundle, Next's own server and route bundles), so a module-level variable exists once per bundle: two database
 * clients on one data folder, two rate limiters counting one visitor apart. The value lives on globalThis under
 * `Symbol.for('darko-digital.<key>')`, which every copy of this module resolves to the same slot.
 */
import 'server-only';
const registry = globalThis as Record<symbol, unknown>;

/** The process's value for `key`, made by `create` on first use. One key belongs to one module (its type is that module's). */
export function processSingleton<T>(key: string, create: () => T): T {
  const slot = Symbol.for(`darko-digital.${key}`);
  if (!(slot in registry)) registry[slot] = create();
  return registry[slot] as T;
}
