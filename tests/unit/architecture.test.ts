import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { is, Table } from 'drizzle-orm';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import tableOwners from '@/domain/table-owners.json';

/**
 * The lint gate must bite (decision 0014). Every forbidden arrow of eslint.config.mjs and
 * .dependency-cruiser.mjs gets a probe: a file placed where the arrow starts, importing where it
 * must not go, checked with the real configuration; the test asserts the right rule reports
 * every line. The probes are generated from the configuration ESLint computes for each folder,
 * so a zone or a pattern added later is probed without a new test.
 *
 * Nothing is written into src/: `npm test` runs the format check, ESLint and TypeScript beside
 * Vitest, and a probe on disk there would fail them. ESLint lints the probe's text as if it were
 * at its path; dependency-cruiser, which reads files, cruises a copy of src/ under data/.
 */

const root = process.cwd();
const TAG = `__arch_probe_${process.pid}`;

/** One instance for every probe; the cycle check (slow, and not an arrow) is off. */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

type Finding = { line: number; ruleId: string | null; message: string };

/** Lints `lines` as the file `file` (imports resolve from its folder; nothing is written). */
async function lint(file: string, lines: string[]): Promise<Finding[]> {
  const [result] = await eslint.lintText(`${lines.join('\n')}\nexport {};\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? []).map((m) => ({
    line: m.line,
    ruleId: m.ruleId,
    message: m.message,
  }));
}

/** Lines a rule did not report (1-based line numbers of `lines`). */
function unreported(
  findings: Finding[],
  lines: string[],
  ruleId: string,
  text?: (i: number) => string,
) {
  return lines.filter(
    (_, i) =>
      !findings.some(
        (f) => f.line === i + 1 && f.ruleId === ruleId && (!text || f.message.includes(text(i))),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Generating probes from the effective configuration
// ---------------------------------------------------------------------------------------------

type Zone = {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
};

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const posix = (p: string) => p.split(path.sep).join('/');

/** A real module inside `dir` (not a test, not under `skip`): what a probe imports. */
function moduleIn(dir: string, skip: string[]): string | undefined {
  const full = path.join(root, dir);
  if (!existsSync(full)) return undefined;
  if (statSync(full).isFile()) return dir;
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const child = posix(path.join(dir, entry.name));
    if (skip.some((s) => child === s || child.startsWith(`${s}/`))) continue;
    if (entry.isDirectory()) {
      const found = moduleIn(child, skip);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
      return child;
    }
  }
  return undefined;
}

/** `src/x/y.ts` as the import a file at `from` writes: the alias, or a relative path. */
function specifier(module: string, from?: string): string {
  const bare = module.replace(/\.tsx?$/, '');
  if (!from) return bare.replace(/^src\//, '@/');
  const relative = posix(path.relative(path.dirname(from), bare));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

async function zonesFor(file: string): Promise<Zone[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules: Record<string, [unknown, { zones: Zone[] }?]>;
  };
  return config.rules['import/no-restricted-paths']?.[1]?.zones ?? [];
}

type ZoneProbe = { file: string; lines: string[]; messages: string[] };

/**
 * One probe file per target folder; one import per forbidden (target, from) pair, once by the
 * alias and once by a relative path, each expected to be reported with its zone's message.
 */
async function zoneProbes(): Promise<ZoneProbe[]> {
  const zones = await zonesFor('src/lib/__zones__.ts');
  const byFile = new Map<string, ZoneProbe>();
  for (const zone of zones)
    for (const target of list(zone.target)) {
      const targetDir = posix(path.normalize(target));
      const from = list(zone.from).map((f) => posix(path.normalize(f)));
      for (const source of from) {
        const except = (zone.except ?? []).map((e) => posix(path.join(source, e)));
        // A module of the forbidden source, outside the target itself and the exceptions.
        const sample = moduleIn(source, [...except, targetDir]);
        if (!sample) throw new Error(`No module to probe in ${source} (zone: ${zone.message})`);
        const file = `${targetDir}/${TAG}.ts`;
        const probe = byFile.get(file) ?? { file, lines: [], messages: [] };
        byFile.set(file, probe);
        for (const spec of [specifier(sample), specifier(sample, file)]) {
          probe.lines.push(`import '${spec}';`);
          probe.messages.push(zone.message);
        }
      }
    }
  return [...byFile.values()];
}

type Restrictions = {
  patterns: ({ group: string[]; message: string } | { regex: string; message: string })[];
  paths: { name: string; importNames?: string[]; message: string }[];
};

async function restrictionsFor(file: string): Promise<Restrictions> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules: Record<string, [unknown, Restrictions?]>;
  };
  return config.rules['no-restricted-imports']?.[1] ?? { patterns: [], paths: [] };
}

/** What a probe writes for each `regex` pattern: a pattern without a sample fails the test. */
const REGEX_SAMPLES: Record<string, string[]> = {
  '(^@/|/)i18n/(routing|navigation|request)$': [
    '@/i18n/routing',
    '@/i18n/navigation',
    '../../i18n/request',
  ],
  '^\\.{1,2}/(.*/)?(db|server|jobs|integrations)(/|$)': [
    '../../db/client',
    '../../db/schema',
    '../../server',
    '../../jobs',
    '../../integrations/mail',
  ],
  '^@/domain/[^/]+$': ['@/domain/payments', '@/domain/taxes'],
};

/** One import per group entry, regex sample and restricted name of the effective options. */
function restrictionLines(options: Restrictions): string[] {
  const lines: string[] = [];
  for (const pattern of options.patterns) {
    if ('group' in pattern)
      for (const entry of pattern.group) lines.push(`import '${entry.replace(/\*$/, 'probe')}';`);
    else {
      const samples = REGEX_SAMPLES[pattern.regex];
      if (!samples) throw new Error(`No probe sample for the pattern /${pattern.regex}/`);
      for (const sample of samples) lines.push(`import '${sample}';`);
    }
  }
  for (const restricted of options.paths) {
    if (!restricted.importNames?.length) lines.push(`import '${restricted.name}';`);
    else if (restricted.name === '@/db/schema')
      restricted.importNames.forEach((name, i) =>
        lines.push(`import { ${name} as p${lines.length}_${i} } from '${restricted.name}';`),
      );
    // The schema's own files: a namespace import takes every restricted name at once.
    else lines.push(`import * as p${lines.length} from '${restricted.name}';`);
  }
  return lines;
}

const contexts = readdirSync(path.join(root, 'src/domain'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const adapters = readdirSync(path.join(root, 'src/integrations'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// ---------------------------------------------------------------------------------------------
// ESLint: each file's own imports
// ---------------------------------------------------------------------------------------------

describe('the lint gate: direct imports (ESLint)', () => {
  it('refuses every forbidden arrow between folders, by alias and by relative path', async () => {
    const probes = await zoneProbes();
    // The arrows DESIGN §4 and decisions 0013 and 0014 name, whatever module the generator picks.
    const named: [string, string[]][] = [
      [
        'src/app',
        ['@/db/client', '@/db/schema', '../db/client', '../db/schema', '@/integrations/mail'],
      ],
      ['src/features/cart', ['@/db/schema', '@/db/client', '../../db/schema']],
      [
        'src/domain/orders',
        [
          '@/components/ui/hold-countdown',
          '@/features/layout/nav-links',
          '@/i18n/routing',
          '../../i18n/routing',
          '@/i18n/navigation',
          '@/server',
          '@/jobs',
        ],
      ],
      [
        'src/jobs',
        [
          '@/app/robots',
          '@/features/layout/nav-links',
          '@/components/ui/hold-countdown',
          '@/db/client',
        ],
      ],
    ];
    for (const [dir, targets] of named) {
      const file = `${dir}/${TAG}_named.ts`;
      const lines = targets.map((t) => `import '${t}';`);
      const findings = await lint(file, lines);
      expect(unreported(findings, lines, 'import/no-restricted-paths'), file).toEqual([]);
    }
    for (const probe of probes) {
      const findings = await lint(probe.file, probe.lines);
      expect(
        unreported(findings, probe.lines, 'import/no-restricted-paths', (i) => probe.messages[i]!),
        probe.file,
      ).toEqual([]);
    }
  });

  it('keeps the domain free of the framework and of next-intl, each context on its own tables', async () => {
    for (const context of contexts) {
      const file = `src/domain/${context}/${TAG}.ts`;
      const options = await restrictionsFor(file);
      const lines = restrictionLines(options);
      expect(lines).toContain("import 'next-intl';");
      expect(lines).toContain("import '@/i18n/routing';");
      const findings = await lint(file, lines);
      expect(unreported(findings, lines, 'no-restricted-imports'), file).toEqual([]);
    }
  });

  it('keeps every rules file pure, with the domain restrictions merged in (not replaced)', async () => {
    const files = [
      ...contexts.map((c) => `src/domain/${c}/${TAG}.rules.ts`),
      `src/features/cart/${TAG}.rules.ts`,
      `src/integrations/payments/${TAG}.rules.ts`,
      `src/lib/${TAG}.rules.ts`,
    ];
    for (const file of files) {
      const lines = restrictionLines(await restrictionsFor(file));
      // The holes decision 0014 closed: next-intl, react-dom, relative paths, bare built-ins.
      for (const line of [
        "import 'next-intl';",
        "import 'react-dom';",
        "import '../../db/client';",
        "import 'fs';",
        "import 'node:fs';",
        "import 'child_process';",
        "import 'net';",
        "import 'http';",
      ])
        expect(lines, `${file}: ${line}`).toContain(line);
      if (file.startsWith('src/domain/'))
        expect(lines.some((l) => l.includes('@/db/schema'))).toBe(true);
      const findings = await lint(file, lines);
      expect(unreported(findings, lines, 'no-restricted-imports'), file).toEqual([]);
    }
  });

  it("refuses another context's table to each adapter, and every table to the server layer", async () => {
    for (const file of [
      ...adapters.map((adapter) => `src/integrations/${adapter}/${TAG}.ts`),
      `src/server/${TAG}.ts`,
    ]) {
      const lines = restrictionLines(await restrictionsFor(file));
      expect(lines.length).toBeGreaterThan(0);
      const findings = await lint(file, lines);
      expect(unreported(findings, lines, 'no-restricted-imports'), file).toEqual([]);
    }
  });

  it('accepts the allowed directions', async () => {
    const allowed: [string, string[]][] = [
      [`src/features/layout/${TAG}.ts`, ["import { listCurrencies } from '@/domain/pricing';"]],
      [`src/app/${TAG}.ts`, ["import { getDb } from '@/server';"]],
      [`src/jobs/${TAG}.ts`, ["import { backgroundJobs } from '@/server/jobs';"]],
      [
        `src/domain/cart/${TAG}.ts`,
        [
          "import { cartItems } from '@/db/schema';",
          "import type { Db } from '@/db/client';",
          "import { pathnames } from '@/i18n/paths';",
          "import { findProductById } from '@/domain/catalog';",
        ],
      ],
      [
        `src/domain/orders/${TAG}.rules.ts`,
        [
          "import { checkPlan } from '@/domain/payments/index.rules';",
          "import { createHash } from 'node:crypto';",
          "import { parseEmail } from '@/lib/email';",
        ],
      ],
    ];
    for (const [file, lines] of allowed) {
      const findings = await lint(file, lines);
      expect(
        findings.filter((f) => f.ruleId !== '@typescript-eslint/no-unused-vars'),
        file,
      ).toEqual([]);
    }
  });
});

describe('no dumping grounds', () => {
  it('has no utils, helpers, misc or common module (DESIGN §4): each file is named for what it does', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const child = posix(path.join(dir, entry.name));
        if (entry.isDirectory()) walk(child);
        else if (/^(utils?|helpers?|misc|common)(\.|$)/i.test(entry.name)) found.push(child);
      }
    };
    walk('src');
    expect(found).toEqual([]);
  });
});

describe('table ownership', () => {
  const owned = Object.values(tableOwners as Record<string, string[]>).flat();

  it('gives every table of the schema exactly one owner', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, Table))
      .map(([name]) => name)
      .sort();
    expect([...owned].sort()).toEqual(tables);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('names only contexts and adapters that exist', () => {
    for (const owner of Object.keys(tableOwners))
      expect(existsSync(path.join(root, 'src', owner)), owner).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// dependency-cruiser: what a module reaches through any chain
// ---------------------------------------------------------------------------------------------

describe('the lint gate: transitive reach (dependency-cruiser)', () => {
  /** A copy of src/ (tests left out) with the repository's resolution, under data/. */
  const mirror = path.join(root, 'data', TAG);
  let options: Awaited<ReturnType<typeof extractDepcruiseOptions>>;
  let tsConfig: ReturnType<typeof extractTSConfig>;

  beforeAll(async () => {
    cpSync(path.join(root, 'src'), path.join(mirror, 'src'), {
      recursive: true,
      filter: (source) => !/\.(test|spec)\.tsx?$/.test(source),
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(mirror, 'node_modules'), 'dir');
    writeFileSync(
      path.join(mirror, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
    );
    options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'));
    tsConfig = extractTSConfig(path.join(mirror, 'tsconfig.json'));
  });

  afterAll(() => rmSync(mirror, { recursive: true, force: true }));

  /** Writes the chain's files into the copy, cruises from the first, names the rules broken. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(mirror, file)), { recursive: true });
      writeFileSync(path.join(mirror, file), code);
    }
    try {
      const result = await cruise(
        [Object.keys(files)[0]!],
        {
          ...options,
          baseDir: mirror,
          preserveSymlinks: true,
          tsConfig: { fileName: path.join(mirror, 'tsconfig.json') },
          validate: true,
          outputType: 'json',
        },
        undefined,
        { tsConfig },
      );
      const output: ICruiseResult =
        typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
      return (output.summary.violations ?? [])
        .filter((v) => v.from.includes(TAG))
        .map((v) => v.rule.name);
    } finally {
      for (const file of Object.keys(files)) rmSync(path.join(mirror, file), { force: true });
    }
  }

  // Each chain goes through a helper the direct rules allow, so only the transitive rule can see it.
  const chains: [rule: string, files: Record<string, string>][] = [
    [
      'domain-reaches-framework',
      {
        [`src/domain/catalog/${TAG}.ts`]: `import { t } from '../../i18n/${TAG}_helper';\nexport const x = t;\n`,
        [`src/i18n/${TAG}_helper.ts`]: `import { createTranslator } from 'next-intl';\nexport const t = createTranslator;\n`,
      },
    ],
    [
      'domain-reaches-framework',
      {
        [`src/domain/catalog/${TAG}.ts`]: `import { r } from '@/lib/${TAG}_helper';\nexport const x = r;\n`,
        [`src/lib/${TAG}_helper.ts`]: `import { routing } from '@/i18n/routing';\nexport const r = routing;\n`,
      },
    ],
    [
      'rules-reach-io',
      {
        [`src/domain/pricing/${TAG}.rules.ts`]: `import { read } from '@/lib/${TAG}_helper';\nexport const x = read;\n`,
        [`src/lib/${TAG}_helper.ts`]: `import { readFileSync } from 'fs';\nexport const read = readFileSync;\n`,
      },
    ],
    [
      'rules-reach-io',
      {
        [`src/domain/orders/${TAG}.rules.ts`]: `import { listMethodRows } from '@/domain/payments';\nexport const x = listMethodRows;\n`,
      },
    ],
    [
      'front-reaches-database',
      {
        [`src/app/${TAG}.ts`]: `import { open } from '@/domain/catalog/${TAG}_helper';\nexport const x = open;\n`,
        [`src/domain/catalog/${TAG}_helper.ts`]: `import { getDb } from '@/db/client';\nexport const open = getDb;\n`,
      },
    ],
    [
      // Direct (ESLint cannot tell a value import of the domain from a type import here).
      'route-calls-domain',
      {
        [`src/app/[locale]/${TAG}.ts`]: `import { listCurrencies } from '@/domain/pricing';\nexport const x = listCurrencies;\n`,
      },
    ],
    [
      'domain-opens-database',
      {
        [`src/domain/stays/${TAG}.ts`]: `import { db } from './${TAG}_helper';\nexport const x = db;\n`,
        [`src/domain/stays/${TAG}_helper.ts`]: `import { getDb } from '@/db/client';\nexport const db = getDb;\n`,
      },
    ],
    [
      'domain-opens-database',
      {
        [`src/integrations/mail/${TAG}.ts`]: `import { getDb } from '../../db/client';\nexport const x = getDb;\n`,
      },
    ],
    [
      'jobs-reach-front',
      {
        [`src/jobs/${TAG}.ts`]: `import { nav } from '@/lib/${TAG}_helper';\nexport const x = nav;\n`,
        [`src/lib/${TAG}_helper.ts`]: `import { mainNav } from '@/features/layout/nav-links';\nexport const nav = mainNav;\n`,
      },
    ],
    [
      'lib-reaches-app',
      {
        [`src/lib/${TAG}.ts`]: `import { c } from './${TAG}_helper';\nexport const x = c;\n`,
        [`src/lib/${TAG}_helper.ts`]: `import { listCurrencies } from '@/domain/pricing';\nexport const c = listCurrencies;\n`,
      },
    ],
    [
      'integrations-reach-front',
      {
        [`src/integrations/mail/${TAG}.ts`]: `import { s } from '@/lib/${TAG}_helper';\nexport const x = s;\n`,
        [`src/lib/${TAG}_helper.ts`]: `import { getVisitor } from '@/server';\nexport const s = getVisitor;\n`,
      },
    ],
  ];

  it('has a probe for every rule of the configuration', () => {
    const rules = (options.ruleSet?.forbidden ?? []).map((r) => r.name);
    expect(new Set(chains.map(([rule]) => rule))).toEqual(new Set(rules));
  });

  it.each(chains)('%s fires on a chain through an allowed helper', async (rule, files) => {
    expect(await violations(files)).toContain(rule);
  });

  it('lets the domain take the database handle, and a route the domain, as types', async () => {
    expect(
      await violations({
        [`src/domain/stays/${TAG}.ts`]: `import type { Db } from '@/db/client';\nexport const x = (db: Db) => db;\n`,
      }),
    ).toEqual([]);
    expect(
      await violations({
        [`src/app/${TAG}.ts`]: `import type { Product } from '@/domain/catalog';\nexport const x = (p: Product) => p;\n`,
      }),
    ).toEqual([]);
  });

  it('lets routes reach the database through the server layer only', async () => {
    expect(
      await violations({
        [`src/app/${TAG}.ts`]: `import { getDb } from '@/server';\nexport const x = getDb;\n`,
      }),
    ).toEqual([]);
  });
});
