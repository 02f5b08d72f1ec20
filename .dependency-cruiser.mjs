/**
 * The transitive half of the lint gate (decision 0014). ESLint (eslint.config.mjs) checks each
 * file's own imports; dependency-cruiser checks what a module reaches through any chain of
 * imports, which ESLint cannot see: a domain file importing a harmless-looking helper that
 * imports next-intl breaks the rule as surely as importing next-intl itself.
 *
 * Only runtime imports count (`import type` is erased by TypeScript and reaches nothing). The
 * server layer (src/server) is the one door to the database and the adapters: it is the only
 * module whose imports are not followed, so "a route reaches the database" means "reaches it
 * other than through the server layer". ESLint checks the server layer's own imports.
 *
 * Run: `npm run lint` (ESLint, then `depcruise src --config .dependency-cruiser.mjs`).
 * tests/unit/architecture.test.ts proves every rule here fires on a probe.
 */

/** Packages of the web framework: the domain and pure rules never reach them. */
const FRAMEWORK = '^node_modules/(next|next-intl|use-intl|react|react-dom|react-aria-components)/';
/** Node's I/O built-ins (the `node:` form or the bare one): a pure rule never reaches them. */
const IO_BUILTINS =
  '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|tls|cluster|worker_threads|readline)$';
/** Database drivers and packages that do I/O. */
const IO_PACKAGES = '^node_modules/(pg|@electric-sql|nodemailer|drizzle-orm|stripe|facturapi)/';
/** The app's own layers that do I/O or know about requests. */
const IO_LAYERS = '^src/(db|server|jobs|integrations|app|features|components)/';
/** Anything that knows about routes, pages or the UI. */
const UI_LAYERS = '^src/(app|features|components|server|jobs)/';
/** next-intl's routing and navigation (src/i18n/paths.ts is the plain-data part). */
const I18N_FRAMEWORK = '^src/i18n/(routing|navigation|request)\\.ts$';

const TESTS = '\\.(test|spec)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'domain-reaches-framework',
      comment:
        'The domain is free of Next.js, React and next-intl (DESIGN §4), through any chain: routing data it needs comes from src/i18n/paths.ts.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { path: [FRAMEWORK, UI_LAYERS, I18N_FRAMEWORK], reachable: true },
    },
    {
      name: 'rules-reach-io',
      comment:
        '*.rules.ts is pure: no database, network, file system, framework or adapter, through any chain.',
      severity: 'error',
      from: { path: '\\.rules\\.ts$' },
      to: {
        path: [IO_BUILTINS, IO_PACKAGES, IO_LAYERS, FRAMEWORK, I18N_FRAMEWORK],
        reachable: true,
      },
    },
    {
      name: 'front-reaches-database',
      comment:
        'Routes, features and UI pieces reach the database and the adapters only through the server layer (decision 0013).',
      severity: 'error',
      from: { path: '^src/(app|features|components)/', pathNot: TESTS },
      to: {
        path: ['^src/db/(client|bootstrap|seed)', '^src/integrations/', '^src/jobs/'],
        reachable: true,
      },
    },
    {
      name: 'route-calls-domain',
      comment:
        "A route calls its slice's server entry (features/<slice>/server.ts) and renders; it never calls the domain itself (decision 0013). Its types are fine.",
      severity: 'error',
      from: { path: '^src/app/', pathNot: TESTS },
      to: { path: '^src/domain/' },
    },
    {
      name: 'domain-opens-database',
      comment:
        'The database handle is a parameter (decision 0013): the domain and the adapters take `Db` or `Tx` (a type import) and never open the database, through any chain.',
      severity: 'error',
      from: { path: '^src/(domain|integrations)/', pathNot: TESTS },
      to: { path: '^src/(db/(client|bootstrap|seed)|server)', reachable: true },
    },
    {
      name: 'jobs-reach-front',
      comment: 'Jobs use the server layer and the domain, never routes, features or UI pieces.',
      severity: 'error',
      from: { path: '^src/jobs/', pathNot: TESTS },
      to: { path: '^src/(app|features|components)/', reachable: true },
    },
    {
      name: 'lib-reaches-app',
      comment: 'lib is generic: it knows no layer of the app.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: {
        path: '^src/(app|features|components|domain|db|server|jobs|integrations)/',
        reachable: true,
      },
    },
    {
      name: 'integrations-reach-front',
      comment:
        'Adapters serve the domain: they never reach routes, features, UI pieces, the server layer or jobs.',
      severity: 'error',
      from: { path: '^src/integrations/', pathNot: TESTS },
      to: { path: '^src/(app|features|components|server|jobs)/', reachable: true },
    },
  ],
  options: {
    // Every module of src/ is a starting point; packages are leaves (never walked into).
    doNotFollow: { path: ['node_modules', '^src/server/'] },
    exclude: { path: ['^src/db/migrations/', '\\.d\\.ts$'] },
    // `import type` carries nothing at run time.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

export default config;
