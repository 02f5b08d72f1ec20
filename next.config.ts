import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The spec's routes end with a slash (/es/hoteles/).
  trailingSlash: true,
  // …and the proxy makes those redirects itself (src/lib/trailing-slash.ts): Next.js's own
  // carry no security headers (no HSTS), and cannot be given any.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and data files, and pdfkit its font metrics (.afm), that must be loaded
  // from node_modules, not bundled. Drizzle is loaded once per process: bundled, each server
  // layer had its own copy, and the database handle (kept on globalThis) could not recognise
  // the columns of another layer's tables without walking their classes (decision 0044).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pino',
    'pg',
    'drizzle-orm',
    'pdfkit',
    '@nodecfdi/credentials',
  ],
  poweredByHeader: false,
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined, // one per build (deploy/build.sh)
  reactStrictMode: true,
  images: { unoptimized: true },
  // The page cache, with each cached page's hash-based CSP (decision 0044).
  cacheHandler: path.resolve('src/lib/security/cache-handler.mjs'),
  experimental: {
    // A form of ours is a few kilobytes; src/lib/security/request-guard.ts's page limit.
    serverActions: { bodySizeLimit: '256kb' },
    // What the proxy lets through to a route: the media library's upload (a photograph of up to
    // 10 MB, BODY_LIMITS.mediaUpload); every other path is held to its own, smaller, limit by
    // the proxy's request guard first.
    proxyClientMaxBodySize: '16mb',
  },
};

export default withNextIntl(nextConfig);
