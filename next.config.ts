import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyRedirects } from './src/features/routing/legacy-redirects';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server (server/main.ts) is bundled separately; see scripts/build-server.mjs.
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    return legacyRedirects();
  },
};

export default withNextIntl(nextConfig);
