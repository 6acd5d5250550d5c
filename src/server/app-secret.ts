/**
 * The secret that signs guest tokens: APP_SECRET, or where none is needed across processes a generated one.
 * Shared state (REDIS_URL; DATABASE_URL in production) means several processes that must agree, so there the
 * process refuses to start without APP_SECRET. The embedded production set-up (PGlite, one process owns DATA_DIR)
 * keeps a generated secret beside its data, so tokens survive a restart; development and tests make one per process.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv, type Env } from '@/config/env';
import { processSingleton } from './process-singleton';

export const APP_SECRET_FILE = 'app-secret';

export class MissingAppSecretError extends Error {
  constructor(reason: string) {
    super(`APP_SECRET is required ${reason}: set it to the same random value (e.g. \`openssl rand -hex 32\`) in every process`);
    this.name = 'MissingAppSecretError';
  }
}

/** Why this configuration needs APP_SECRET, or undefined when a generated secret will do. */
export function appSecretRequirement(env: Pick<Env, 'NODE_ENV' | 'REDIS_URL' | 'DATABASE_URL'>): string | undefined {
  if (env.REDIS_URL) return "when REDIS_URL is set (several processes verify each other's guest tokens)";
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) return 'in production with DATABASE_URL (processes sharing the database)';
  return undefined;
}

/** Reads DATA_DIR/app-secret, creating it (owner-only) on first start. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, APP_SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': a second process racing to create it loses and reads the winner's.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** One generated secret for the process: a token issued by one bundle must verify in another. */
const generated = processSingleton<{ current?: { key: string; secret: string } }>('app-secret', () => ({}));

/**
 * The signing secret. Throws MissingAppSecretError when the configuration requires APP_SECRET and it is unset
 * (the server calls this at start-up, before it listens, so it refuses to start).
 */
export function appSecret(env: Env = getEnv()): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const requirement = appSecretRequirement(env);
  if (requirement) throw new MissingAppSecretError(requirement);
  const key = env.NODE_ENV === 'production' ? `file:${path.resolve(env.DATA_DIR)}` : 'process';
  if (generated.current?.key !== key) {
    generated.current = { key, secret: env.NODE_ENV === 'production' ? persistedSecret(env.DATA_DIR) : randomBytes(32).toString('base64url') };
  }
  return generated.current.secret;
}

/** Where the secret comes from, for the start-up log. */
export function appSecretSource(env: Env = getEnv()): 'APP_SECRET' | 'DATA_DIR' | 'process' {
  return env.APP_SECRET ? 'APP_SECRET' : env.NODE_ENV === 'production' ? 'DATA_DIR' : 'process';
}
