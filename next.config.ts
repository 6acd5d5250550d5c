import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyRedirects } from './src/features/routing/legacy-redirects';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser (about 12 kB gzip less per page).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (a developer's and the test suite's) live side by side; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages follow the content the agency publishes: the build's pages while the live content is the build's, pages
  // rendered afresh per published revision otherwise (docs/content-model.md, "Serving live content").
  cacheHandler: path.join(process.cwd(), 'src/features/content-studio/next-cache-handler.cjs'),
  // forbidden() and unauthorized(): the operator console answers 403 and 401 with pages of its own.
  experimental: { authInterrupts: true },
  // The custom server compresses responses itself (Brotli, and after the paint-first rewrite: server/main.ts).
  compress: false,
  // The build checks the application's types only; tests, scripts and the server are checked by `tsc` in the test suite.
  typescript: { tsconfigPath: 'tsconfig.app.json' },
  // The custom server (server/main.ts) is bundled separately; see scripts/build-server.mjs.
  images: { formats: ['image/avif', 'image/webp'] },
  // The try-on runs Human only in the browser; without this the server-side pass of its client component picks the
  // package's Node build, which needs @tensorflow/tfjs-node (docs/decisions.md, "Virtual try-on").
  turbopack: { resolveAlias: { '@vladmandic/human': './node_modules/@vladmandic/human/dist/human.esm.js' } },
  async redirects() {
    return legacyRedirects();
  },
};

export default withNextIntl(nextConfig);
