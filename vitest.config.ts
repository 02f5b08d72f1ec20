import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
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
