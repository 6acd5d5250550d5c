/**
 * Hands Next.js the configuration its build serialised (`<distDir>/required-server-files.json`) instead of letting
 * it evaluate next.config.ts again in the production server, as Next's own standalone server does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// CommonJS without named exports Node's ESM loader can see (the server bundle is ESM).
import nextEnv from '@next/env';

/**
 * Evaluating next.config.ts at start-up loads Next's SWC binding to compile it and next-intl's plugin, which loads
 * @swc/core for its message extractor: about 50 MB of resident memory (mostly native code) for a file whose result
 * the build already wrote down (docs/decisions.md, "A lighter process"). Next skips the evaluation when
 * `__NEXT_PRIVATE_STANDALONE_CONFIG` holds the serialised config; it then also skips loading the `.env` files, so
 * they are loaded here at the same point as before (after our own settings were read: src/config/env.ts).
 * Returns false, and changes nothing, when the build wrote no config (Next then evaluates next.config.ts as before).
 */
export function adoptBuiltNextConfig(distDir: string, warn: (message: string, error: unknown) => void): boolean {
  let config: unknown;
  try {
    config = (JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config?: unknown }).config;
  } catch (error) {
    warn('no serialised Next config in the build; next.config.ts is evaluated', error);
    return false;
  }
  if (!config || typeof config !== 'object') return false;
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: (...args: unknown[]) => warn('a .env file could not be read', args[0]) });
  // The folder the server was pointed at, as next.config.ts would have read it from NEXT_DIST_DIR.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, distDir });
  return true;
}
