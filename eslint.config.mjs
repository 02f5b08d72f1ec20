import { readdirSync, readFileSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = dirs('./src/features');
const contexts = dirs('./src/domain');
const integrations = dirs('./src/integrations');
const schemaFiles = readdirSync('./src/db/schema')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
/** Which context owns each table (`domain/<context>` or `integrations/<adapter>`): it alone queries it. */
const tableOwners = JSON.parse(readFileSync('./src/domain/table-owners.json', 'utf8'));

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
  {
    target: './src/domain',
    from: ['./src/components', './src/server', './src/jobs'],
    message:
      'The domain knows no UI piece, server layer or job: it takes the database handle and the adapters as parameters.',
  },
  {
    target: './src/domain',
    from: ['./src/i18n/routing.ts', './src/i18n/navigation.ts', './src/i18n/request.ts'],
    message: "The domain does not reach next-intl: the locales and slugs are in '@/i18n/paths'.",
  },
  {
    target: './src/jobs',
    from: ['./src/app', './src/features', './src/components', './src/integrations', './src/db'],
    message: 'Jobs use the server layer (@/server/jobs) and the domain only.',
  },
  { target: './src/features', from: './src/app', message: 'Features do not import routes.' },
  {
    target: './src/lib',
    from: [
      './src/app',
      './src/features',
      './src/domain',
      './src/db',
      './src/server',
      './src/jobs',
      './src/integrations',
      './src/components',
    ],
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
    target: './src/domain',
    from: './src/integrations',
    message: 'The domain takes the adapters as parameters (ports it defines), never imports them.',
  },
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
    except: ['./index.ts', './index.rules.ts'],
    message: `Import the ${context} context through its index (its rules through index.rules).`,
  },
]);

/**
 * `no-restricted-imports`, by folder. In a flat config a later block that sets a rule replaces
 * the earlier options for the files it matches, it never adds to them: so every block below
 * carries the union of everything that applies to its files, most specific last (decision 0014).
 */
const FRAMEWORK = {
  group: [
    'next',
    'next/*',
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'next-intl',
    'next-intl/*',
    'use-intl',
    'use-intl/*',
  ],
  message: 'The domain and the pure rules do not depend on Next.js, React or next-intl.',
};
const I18N_FRAMEWORK = {
  regex: '(^@/|/)i18n/(routing|navigation|request)$',
  message:
    "next-intl's routing is for routes and features: the locales and slugs are in '@/i18n/paths'.",
};
const IO_BUILTINS = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'dgram',
  'dns',
  'tls',
  'cluster',
  'worker_threads',
  'readline',
];
const PURE = [
  {
    group: [
      '@/db',
      '@/db/*',
      '@/server',
      '@/server/*',
      '@/jobs',
      '@/jobs/*',
      '@/integrations',
      '@/integrations/*',
      'pg',
      'pg/*',
      '@electric-sql/*',
      'drizzle-orm',
      'drizzle-orm/*',
      'nodemailer',
      'stripe',
      'facturapi',
      ...IO_BUILTINS,
      ...IO_BUILTINS.map((m) => `node:${m}`),
    ],
    message: '*.rules.ts is pure: no database, network, file system or adapter.',
  },
  {
    // The same, reached by a relative path ('../../db/client').
    regex: '^\\.{1,2}/(.*/)?(db|server|jobs|integrations)(/|$)',
    message: '*.rules.ts is pure: no database, network, file system or adapter.',
  },
  {
    regex: '^@/domain/[^/]+$',
    message:
      "A rules file imports another context's rules from its pure face, '@/domain/<context>/index.rules' (the index also exports repos).",
  },
];
/** Tables of other contexts, by the modules that export them (the schema and its files). */
function foreignTables(owner) {
  const foreign = Object.entries(tableOwners)
    .filter(([o]) => o !== owner)
    .flatMap(([, tables]) => tables);
  const message = `A context queries its own tables only: read another context's data through that context's index (src/domain/table-owners.json).`;
  return ['@/db/schema', ...schemaFiles.map((f) => `@/db/schema/${f}`)].map((name) => ({
    name,
    importNames: foreign,
    message,
  }));
}
const restrict = (files, { patterns = [], paths = [] }, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

function restrictedImportBlocks() {
  const domain = [FRAMEWORK, I18N_FRAMEWORK];
  return [
    // Pure rules anywhere (features, integrations, lib).
    restrict(['src/**/*.rules.ts'], { patterns: [FRAMEWORK, I18N_FRAMEWORK, ...PURE] }),
    // Tests of the domain: free of the framework, but may build fixtures from any table.
    restrict(['src/domain/**/*.test.ts', 'src/domain/**/*.test.tsx'], { patterns: domain }),
    // Each domain context: free of the framework, querying its own tables only.
    ...contexts.map((context) =>
      restrict(
        [`src/domain/${context}/**/*.{ts,tsx}`],
        { patterns: domain, paths: foreignTables(`domain/${context}`) },
        TEST_FILES,
      ),
    ),
    ...contexts.map((context) =>
      restrict([`src/domain/${context}/**/*.rules.ts`], {
        patterns: [...domain, ...PURE],
        paths: foreignTables(`domain/${context}`),
      }),
    ),
    // The server layer wires; it owns no table and queries none (the domain does).
    restrict(['src/server/**/*.{ts,tsx}'], { paths: foreignTables('server') }, TEST_FILES),
    // Each adapter: its own tables only.
    ...integrations.map((name) =>
      restrict(
        [`src/integrations/${name}/**/*.{ts,tsx}`],
        { paths: foreignTables(`integrations/${name}`) },
        [...TEST_FILES, '**/*.rules.ts'],
      ),
    ),
  ];
}

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
  ...restrictedImportBlocks(),
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
