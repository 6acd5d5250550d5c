/** APP_SECRET: required wherever processes share state (the server refuses to start), else generated and kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Env } from '@/config/env';
import { APP_SECRET_FILE, appSecret, MissingAppSecretError } from '@/server/app-secret';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function env(overrides: Partial<Env>): Env {
  return { NODE_ENV: 'production', DATA_DIR: './data', ...overrides } as Env;
}

describe('appSecret', () => {
  it('is APP_SECRET whenever it is set', () => {
    expect(appSecret(env({ APP_SECRET: 'shared-secret', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe('shared-secret');
  });

  it.each([
    ['with REDIS_URL (development too)', { NODE_ENV: 'development' as const, REDIS_URL: 'redis://127.0.0.1:6379' }, /REDIS_URL/],
    ['with REDIS_URL in production', { REDIS_URL: 'redis://127.0.0.1:6379' }, /REDIS_URL/],
    ['in production with DATABASE_URL', { DATABASE_URL: 'postgres://127.0.0.1/site' }, /DATABASE_URL/],
  ])('refuses to go on without APP_SECRET %s', (_, overrides, reason) => {
    expect(() => appSecret(env(overrides))).toThrow(MissingAppSecretError);
    expect(() => appSecret(env(overrides))).toThrow(reason);
  });

  it('keeps a generated secret in DATA_DIR in embedded production, readable by its owner only, the same after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-secret-'));
    dirs.push(dataDir);
    const first = appSecret(env({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, APP_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Another folder gets its own; coming back (a restart reads the file) gives the first one again.
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-secret-'));
    dirs.push(otherDir);
    expect(appSecret(env({ DATA_DIR: otherDir }))).not.toBe(first);
    expect(appSecret(env({ DATA_DIR: dataDir }))).toBe(first);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('makes one per process in development and tests, writing nothing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-secret-'));
    dirs.push(dataDir);
    const secret = appSecret(env({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    expect(appSecret(env({ NODE_ENV: 'development', DATA_DIR: dataDir }))).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, APP_SECRET_FILE))).toBe(false);
  });
});
