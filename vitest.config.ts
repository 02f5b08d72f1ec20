import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Tests are server code: the marker that keeps server modules out of client bundles
      // resolves to its empty server side, as it does under Next.js's react-server condition.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vite puts its own BASE_URL ('/', the public path) into process.env; the app's BASE_URL
    // is an origin, so the tests get the development default explicitly.
    env: { BASE_URL: 'http://localhost:3000' },
    // PGlite start-up and the PostgreSQL suites take a few seconds each.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
