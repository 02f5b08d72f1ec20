import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-direction rules of DESIGN §4 must actually bite. */
const eslint = new ESLint({ cwd: process.cwd() });

/** Lints a real probe file (the import rules need one on disk) and removes it. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const probe = filePath.replace(/probe/, `__arch_probe_${process.pid}__`);
  mkdirSync(path.dirname(probe), { recursive: true });
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('architecture lint rules', () => {
  it('refuses a feature importing another feature', async () => {
    const ids = await ruleIdsFor(
      'src/features/hotel-search/probe.ts',
      "import { PageShell } from '@/features/layout/page-shell';\nexport const x = PageShell;\n",
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('refuses the domain importing Next.js or a feature', async () => {
    const next = await ruleIdsFor(
      'src/domain/catalog/probe.ts',
      "import { cookies } from 'next/headers';\nexport const x = cookies;\n",
    );
    expect(next).toContain('no-restricted-imports');
    const feature = await ruleIdsFor(
      'src/domain/catalog/probe.ts',
      "import { mainNav } from '@/features/layout/nav-links';\nexport const x = mainNav;\n",
    );
    expect(feature).toContain('import/no-restricted-paths');
  });

  it('refuses reaching into another domain context past its index', async () => {
    const ids = await ruleIdsFor(
      'src/features/layout/probe.ts',
      "import { listCurrencies } from '@/domain/pricing/pricing.repo';\nexport const x = listCurrencies;\n",
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('refuses I/O in a rules file', async () => {
    const ids = await ruleIdsFor(
      'src/domain/pricing/probe.rules.ts',
      "import { getDb } from '@/db/client';\nexport const x = getDb;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('accepts the allowed direction', async () => {
    const ids = await ruleIdsFor(
      'src/features/layout/probe.ts',
      "import { listCurrencies } from '@/domain/pricing';\nexport const x = listCurrencies;\n",
    );
    expect(ids).toEqual([]);
  });
});
