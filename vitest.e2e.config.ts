import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * End-to-end suite: Playwright (playwright-core) drives Debian's Chromium against the production
 * server that scripts/run-e2e.mjs starts; E2E_BASE_URL tells the tests where it listens.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // As in vitest.config.ts: server modules load their empty `server-only` marker, as on the server.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    // CLIs the tests start (npx tsx scripts/…) load server modules: their `server-only` resolves through the hook.
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve(import.meta.dirname, 'scripts/server-only-hook.mjs')}`.trim() },
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; files run in sequence so the 2-core machine is not oversubscribed.
    fileParallelism: false,
    // Tests a file marks concurrent (independent pages, nothing timed) run two at a time: one per core.
    maxConcurrency: 2,
    // One retry: a browser test that fails once in CI costs the whole stop's work, and timing races against a shared
    // 2-core machine are real. Vitest prints "(retry x1)" beside a test that needed it: treat that as a bug to fix
    // (the last one was a real race: a tap before hydration, see mobile-menu.tsx). Unit and integration tests never retry.
    retry: 1,
    // ...and prints the first failure of a test that needed it (the default reporter shows only the count).
    reporters: ['default', './tests/e2e/support/retry-reporter.ts'],
  },
});
