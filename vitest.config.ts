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
    // Vite puts its own BASE_URL ('/', the public path) into process.env; the app's BASE_URL
    // is an origin, so the tests get the development default explicitly.
    env: { BASE_URL: 'http://localhost:3000' },
    // PGlite start-up and the PostgreSQL suites take a few seconds each.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // The migrated (and seeded) databases every integration suite starts from, made once.
          globalSetup: ['tests/support/db-templates.ts'],
        },
      },
      {
        // The client islands, rendered with Testing Library in jsdom (`*.test.tsx` beside the
        // component): their UI logic in milliseconds instead of a browser journey.
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/components-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
