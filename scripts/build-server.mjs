// Bundles the custom server entry (server/main.ts) and the embedded database's worker thread
// (src/server/db/pglite-worker.ts, loaded by the server from dist/pglite-worker.mjs) for production; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'info',
});
