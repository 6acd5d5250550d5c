// `node --import ./scripts/server-only-hook.mjs` (tsx takes the same flag): resolves `server-only` to its empty module,
// as Next's server bundles (react-server condition), the custom server's bundle (scripts/build-server.mjs) and vitest
// (alias) do, without turning the react-server condition on for every other package. The development server and the
// CLIs (npm run leads, db, payments, admin) load the site's server modules through it.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const empty = ${JSON.stringify(new URL('../node_modules/server-only/empty.js', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        return specifier === 'server-only' ? { url: empty, shortCircuit: true } : next(specifier, context);
      }
    `),
);
