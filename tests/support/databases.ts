import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '@/db/client';
import { seedDatabase } from '@/db/seed';

/**
 * The engines an integration suite runs on: the embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each opened database is new and migrated.
 */
export const engines: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = DbHandle & { dispose: () => Promise<void> };

/**
 * A load test queues hundreds of use cases on the pool's 10 connections by design: waiting for
 * a connection longer than the server's bound (5 s) is then the test's doing, not a fault, and
 * on a busy machine it would fail the test for the wrong reason.
 */
export const LOAD_TEST_TIMEOUTS = { connectMs: 120_000, queryMs: 60_000 };

export async function createTestDatabase(
  engine: 'pglite' | 'postgres',
  {
    seed = true,
    timeouts,
  }: { seed?: boolean; timeouts?: { connectMs: number; queryMs: number } } = {},
): Promise<TestDatabase> {
  // The run's templates (tests/support/db-templates.ts): a copy instead of every migration.
  const templates = inject('dbTemplates');
  if (engine === 'pglite' && templates) {
    const file = seed ? templates.pglite.seeded : templates.pglite.bare;
    const handle = await openDatabase({ loadDataDir: templateBlob(file) });
    return { ...handle, dispose: () => handle.close() };
  }
  if (engine === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    if (seed) await seedDatabase(handle.db);
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A database of its own per suite: suites run in parallel and never see each other's rows.
  const name = `it_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = templates?.postgres?.[seed ? 'seeded' : 'bare'];
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), timeouts });
  if (!template) {
    await handle.migrate();
    if (seed) await seedDatabase(handle.db);
  }
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const blobs = new Map<string, Blob>();
/** The template's bytes, read once per test file's worker. */
function templateBlob(file: string): Blob {
  let blob = blobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    blobs.set(file, blob);
  }
  return blob;
}
