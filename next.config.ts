import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyRedirects } from './src/features/routing/legacy-redirects';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (a developer's and the test suite's) live side by side; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The custom server (server/main.ts) is bundled separately; see scripts/build-server.mjs.
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    return legacyRedirects();
  },
};

export default withNextIntl(nextConfig);
