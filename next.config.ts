import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The spec's routes end with a slash (/es/hoteles/).
  trailingSlash: true,
  // PGlite ships WASM and data files, and pdfkit its font metrics (.afm), that must be loaded
  // from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
