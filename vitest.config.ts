import { defineConfig } from 'vitest/config';
import path from 'node:path';

/** Unit and integration tests: beside the code (`*.test.ts`) and in tests/ (not the browser suite). */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Tests run server modules as the server does: `server-only` resolves to its empty module (react-server
      // condition), as in Next's server bundles, the custom server's bundle (scripts/build-server.mjs) and the CLIs
      // (tsx --conditions react-server).
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    // CLIs the tests start (npx tsx scripts/…) load server modules: their `server-only` resolves through the hook.
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve(import.meta.dirname, 'scripts/server-only-hook.mjs')}`.trim() },
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker per core but one (2 cores: 1 worker, the files one after another). Much of a file's
    // time is waiting (PostgreSQL, Redis, a server it starts), so two workers on 2 cores cut the suite from about 11 to
    // about 8 minutes; every file opens its own database and Redis keys (src/server/db/testing.ts), so they can overlap.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
