import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both engines speak the PostgreSQL dialect; code depends only on this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Run the committed SQL migrations (serialised across instances on PostgreSQL). */
  migrate: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/db/migrations');

/** Opens a database: PostgreSQL for a postgres:// URL, else PGlite in `dir` (or in memory). */
export async function openDatabase(options: { url?: string; dir?: string }): Promise<DbHandle> {
  if (options.url) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection (server restart, admin termination) must not
    // crash the process: the pool drops it and opens a new one on demand.
    pool.on('error', (error) => {
      console.error(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      close: () => pool.end(),
      migrate: async () => {
        // Several app instances may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727001)');
          await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
          client.release();
        }
      },
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite does not create missing parent folders.
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = options.dir ? await PGlite.create(options.dir) : await PGlite.create();
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

type Global = typeof globalThis & { __dbHandle?: Promise<DbHandle> };
const g = globalThis as Global;

/** The process-wide database, opened on first use and kept across hot reloads. */
export function getDbHandle(): Promise<DbHandle> {
  if (!g.__dbHandle) {
    const e = env();
    const opening = openDatabase({ url: e.DATABASE_URL, dir: e.PGLITE_DIR });
    g.__dbHandle = opening;
    // A cached promise of a failed open would keep failing: forget it so the next call retries.
    opening.catch(() => {
      if (g.__dbHandle === opening) g.__dbHandle = undefined;
    });
  }
  return g.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
