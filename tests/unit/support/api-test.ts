// Shared setup of the JSON API tests (leads, games): a same-origin browser request, and per test a fresh
// environment, rate limiter and database of the given driver, all undone afterwards.
import { afterEach, beforeEach } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { closeDb, useDatabase } from '@/server/db';
import { openTestDatabase, type TestDatabase, type TestDriver } from '@/server/db/testing';

export const SITE = 'http://localhost:3000';
/** The client address every request carries unless a test gives another. */
export const CLIENT_IP = '198.51.100.7';

/** A POST from the site's own page (same origin, one client IP); a string body is sent as is, anything else as JSON. */
export function apiRequest(path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: SITE, 'x-forwarded-for': CLIENT_IP, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Before each test: `env` applied over a quiet, local-only base (undefined deletes a variable), the limiter reset and
 * a new database of `driver` in use, handed to `useTestDatabase`; after each, everything undone.
 */
export function prepareApiTests(options: {
  driver: TestDriver;
  env: Record<string, string | undefined>;
  resetLimiter: () => void;
  useTestDatabase: (database: TestDatabase) => void;
}): void {
  const saved = { ...process.env };
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    const env = { LOG_LEVEL: 'silent', SITE_URL: SITE, REDIS_URL: undefined, DATABASE_URL: undefined, ...options.env };
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    options.resetLimiter();
    database = await openTestDatabase(options.driver);
    useDatabase(database);
    options.useTestDatabase(database);
  });
  afterEach(async () => {
    await closeDb();
    await database?.destroy();
    process.env = { ...saved };
    resetEnvCache();
    options.resetLimiter();
  });
}
