import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = dirs('./src/features');
const contexts = dirs('./src/domain');

/**
 * DESIGN §4: requests flow one way, route → feature → domain → db / integrations.
 * Features never import each other; a domain context is entered only through its index.
 */
const layerZones = [
  { target: './src/domain', from: './src/app', message: 'The domain does not know about routes.' },
  {
    target: './src/domain',
    from: './src/features',
    message: 'The domain does not know about features.',
  },
  { target: './src/features', from: './src/app', message: 'Features do not import routes.' },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/domain', './src/db'],
    message: 'lib is generic.',
  },
  {
    target: './src/db',
    from: ['./src/app', './src/features', './src/domain'],
    message: 'db knows only its schema.',
  },
  {
    target: './src/integrations',
    from: ['./src/app', './src/features', './src/server', './src/jobs'],
    message: 'Adapters serve the domain.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/features', './src/jobs'],
    message: 'The server layer is below routes, features and jobs.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/features', './src/domain', './src/db'],
    message: 'UI pieces have no business knowledge.',
  },
];
/** Not for tests: a test may build its fixtures from the seed or a real adapter. */
const compositionZones = [
  {
    target: ['./src/app', './src/features'],
    from: ['./src/db', './src/integrations', './src/jobs'],
    message:
      'Routes and features get the database, the adapters and the request context from @/server (decision 0013).',
  },
];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in the route.',
}));
const contextZones = contexts.flatMap((context) => [
  {
    target: [
      './src/app',
      './src/features',
      ...contexts.filter((c) => c !== context).map((c) => `./src/domain/${c}`),
    ],
    from: `./src/domain/${context}`,
    except: ['./index.ts'],
    message: `Import the ${context} context through its index.`,
  },
]);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '**/.next/**',
      'node_modules/**',
      'data/**',
      'next-env.d.ts',
      'src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    settings: {
      // Cycles and layers are about our own code: never walk into packages.
      'import/ignore': ['node_modules', '\\.(css|svg|json)$'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...compositionZones, ...featureZones, ...contextZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    // The domain is free of Next.js (DESIGN §4).
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'react', 'react-dom', 'next-intl', 'next-intl/*'],
              message: 'The domain does not depend on Next.js or React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/db/*',
                '@/db/client',
                'node:fs',
                'node:net',
                'node:http',
                'pg',
                '@electric-sql/*',
                'next',
                'next/*',
                'react',
              ],
              message: '*.rules.ts is pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...contextZones] },
      ],
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
