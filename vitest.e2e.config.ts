import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * End-to-end suite: Playwright (playwright-core) drives Debian's Chromium against the production
 * server that scripts/run-e2e.mjs starts; E2E_BASE_URL tells the tests where it listens.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; files run in sequence so the 2-core machine is not oversubscribed.
    fileParallelism: false,
  },
});
