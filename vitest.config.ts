import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // PGlite start-up and the PostgreSQL suites take a few seconds each.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
