// Bundles the custom server entry (server/main.ts) and the embedded database's worker thread
// (src/server/db/pglite-worker.ts, loaded by the server from dist/pglite-worker.mjs) for production; dependencies stay in node_modules.
import { build } from 'esbuild';

/**
 * `import 'server-only'` marks a module that must never reach a browser bundle; Next resolves it (react-server
 * condition) to an empty module. This bundle is the server itself, so here it is empty too (the package's default
 * entry throws, for client bundles).
 */
/**
 * Next's subpath modules (`next/headers`, `next/navigation`) have no exports map: Node's ESM resolver needs the file's
 * extension (bundlers add it themselves). The console's session guard imports them, and the leads export uses it.
 */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(builder) {
    builder.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

const serverOnly = {
  name: 'server-only',
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'server-only' }));
    builder.onLoad({ filter: /.*/, namespace: 'server-only' }, () => ({ contents: '', loader: 'js' }));
  },
};

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
  plugins: [serverOnly, nextSubpaths],
});
