import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * What a test file can do to every module loaded after it: mock a module, stub the environment
 * or a global, fake the clock, spy on an export, assign to process.env.
 */
const TOUCHES_SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|Object\.assign\(process\.env/;

/** The node test files (`*.test.ts` under src and tests/unit), relative to the root. */
function nodeTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.test.ts')) found.push(rel);
    }
  };
  walk('src');
  walk('tests/unit');
  return found;
}

/**
 * Most node test files share one module graph per worker (`isolate: false`): re-importing the
 * app (schema, domain, adapters) for each of ~200 files was about a fifth of the unit step. A
 * file that changes shared state runs isolated instead, in fresh modules: it is found by what
 * it does, so a new test that mocks a module is isolated without anyone listing it.
 */
const isolatedFiles = nodeTestFiles().filter((file) =>
  TOUCHES_SHARED_STATE.test(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(root, 'src'),
      // Tests are server code: the marker that keeps server modules out of client bundles
      // resolves to its empty server side, as it does under Next.js's react-server condition.
      'server-only': path.resolve(root, 'node_modules/server-only/empty.js'),
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
          exclude: isolatedFiles,
          environment: 'node',
          isolate: false,
          // The migrated (and seeded) databases every integration suite starts from, made once.
          globalSetup: ['tests/support/db-templates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: isolatedFiles.length ? isolatedFiles : ['no-isolated-test-files'],
          environment: 'node',
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
