import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import path from 'node:path';

/** Files in name order, the process-health check last: it judges the server after everything else hit it. */
class ProcessHealthLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (spec: TestSpecification) => (spec.moduleId.includes('process-health') ? 1 : 0);
    return [...files].sort((a, b) => last(a) - last(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * Hostile-input suite (tests/fuzz): seeded, bounded fuzzing of the leads API, the guest-token route, the
 * pages' query strings and Darky's socket against one production server that global-setup starts
 * (it needs the build in NEXT_DIST_DIR and dist/server.mjs). `npm run test:fuzz`.
 */
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
    include: ['tests/fuzz/**/*.fuzz.test.ts'],
    environment: 'node',
    globalSetup: ['tests/fuzz/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server for all files: running them one after another keeps the 2-core machine and the log readable.
    fileParallelism: false,
    sequence: { sequencer: ProcessHealthLast },
  },
});
