import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global set-up for the integration suites: the migrated database, bare and seeded,
 * made ONCE per run instead of once per suite. About 150 suites each opened a new database and
 * ran every migration (and the seed) into it, a second or two each; a copy of a template is a
 * fraction of that (measured in the closing note of stop 28).
 *
 * - PGlite: the data directory is dumped to a file (`dumpDataDir`); a suite's database is a new
 *   PGlite loaded from it (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL): two template databases; a suite's database is
 *   `CREATE DATABASE … TEMPLATE …`, a file-level copy. Dropped at the end of the run.
 *
 * Each suite still gets a database of its own: nothing is shared but the starting point.
 */
export type DbTemplates = {
  pglite: { bare: string; seeded: string };
  postgres: { bare: string; seeded: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

export default async function setup(project: TestProject) {
  // The app's env module reads BASE_URL, which Vitest sets only in the workers.
  process.env.BASE_URL ??= 'http://localhost:3000';
  const [{ openDatabase }, { seedDatabase }] = await Promise.all([
    import('@/db/client'),
    import('@/db/seed'),
  ]);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'xcaret-db-templates-'));
  const lite = await openDatabase({});
  await lite.migrate();
  const client = (lite.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const bare = path.join(dir, 'bare.tar');
  writeFileSync(bare, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDatabase(lite.db);
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await lite.close();

  let postgres: DbTemplates['postgres'] = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const tag = `${Date.now()}_${randomBytes(3).toString('hex')}`;
    postgres = { bare: `tpl_bare_${tag}`, seeded: `tpl_seeded_${tag}` };
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${postgres.bare}`);
      const url = new URL(adminUrl);
      url.pathname = `/${postgres.bare}`;
      const handle = await openDatabase({ url: url.toString() });
      await handle.migrate();
      await handle.close();
      // A copy of the migrated one, then seeded: no connection may stay open on a template.
      await admin.query(`CREATE DATABASE ${postgres.seeded} TEMPLATE ${postgres.bare}`);
      url.pathname = `/${postgres.seeded}`;
      const seededHandle = await openDatabase({ url: url.toString() });
      await seedDatabase(seededHandle.db);
      await seededHandle.close();
    } finally {
      await admin.end();
    }
  }

  project.provide('dbTemplates', { pglite: { bare, seeded }, postgres });

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of [postgres.seeded, postgres.bare]) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await admin.end();
    }
  };
}
