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
  /** PostgreSQL: the connection pool behind `db` (the read replicas fall back to it). */
  pool?: import('pg').Pool;
  close: () => Promise<void>;
  /** Run the committed SQL migrations (serialised across instances on PostgreSQL). */
  migrate: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/db/migrations');

export type Timeouts = {
  /** Opening a connection (and waiting for a free one in the pool). */
  connectMs: number;
  /** One statement, on the server and on the wire. */
  queryMs: number;
};

const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 5_000, queryMs: 10_000 };

/**
 * A PostgreSQL pool's settings, for the primary and the read replicas alike: connections
 * bounded in time, and a connection whose statement timed out on the wire dropped.
 */
export function postgresPoolConfig(
  pg: { Client: typeof import('pg').Client },
  url: string,
  { connectMs, queryMs }: Timeouts,
): import('pg').PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectMs,
    query_timeout: queryMs,
    statement_timeout: queryMs,
    idle_in_transaction_session_timeout: Math.max(queryMs * 3, 30_000),
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    Client: oneQueryAtATime(pg.Client),
  };
}

/**
 * Opens a database: PostgreSQL for a postgres:// URL, else PGlite in `dir` (or in memory).
 * PostgreSQL connections are bounded in time: a server that is down fails a request within
 * `connectMs`, one that hangs (connection open, no bytes) within `queryMs`, and a connection
 * that timed out is dropped rather than given to the next request.
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  timeouts?: Timeouts;
  /** PGlite in memory only: start from this dumped data directory (the test suites' template). */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (options.url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool(
      postgresPoolConfig(pg, options.url, options.timeouts ?? DEFAULT_TIMEOUTS),
    );
    // An idle client losing its connection (server restart, admin termination) must not
    // crash the process: the pool drops it and opens a new one on demand.
    pool.on('error', (error) => {
      console.error(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      pool,
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
  const client = options.dir
    ? await PGlite.create(options.dir)
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/**
 * A pg client that sends its queries one at a time, and drops its connection when a statement
 * times out on the wire: the server may still be stuck on it, so the connection would hold the
 * next request too. The pool then replaces it with a new one once the server answers again.
 *
 * One at a time: a transaction holds one client, and reads started together inside it
 * (`Promise.all` over a transaction's queries, or a catalogue read that does so when it is
 * handed a transaction) would otherwise reach pg while another is still running. pg queues
 * them, but deprecates that, and pg 9 refuses it. A connection runs one statement at a time
 * anyway, so the order is all that changes: each query is sent once the one before it has
 * answered, and its read timeout runs from then. Every pool's clients are of this class, and so
 * is the page-cache sync's listening connection (src/server/page-cache-sync.ts).
 */
export function oneQueryAtATime(Base: typeof import('pg').Client): typeof import('pg').Client {
  class DroppingClient extends Base {
    /** Settles when the last query sent through this client has answered. */
    #turn: Promise<unknown> = Promise.resolve();

    query(...args: unknown[]): never {
      const first = args[0] as { submit?: unknown } | undefined;
      // A submittable (a cursor or stream) runs on pg's own queue: none is used here.
      if (typeof first?.submit === 'function')
        return (super.query as (...a: unknown[]) => never)(...args);
      const last = args.at(-1);
      const drop = (error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          const self = this as unknown as {
            connection?: { stream?: { destroy(): void } };
            release?: (error?: Error) => void;
          };
          // The client reports the end of its connection as an error event: expected here.
          this.once('error', () => undefined);
          self.connection?.stream?.destroy();
          // Give it back to the pool as broken now, once: Drizzle does not release a client
          // whose BEGIN failed, and a pool of leaked clients would never recover.
          const release = self.release;
          if (typeof release === 'function') {
            self.release = () => undefined;
            try {
              release(error);
            } catch {
              // already released
            }
          }
        }
      };
      const send = () => (super.query as (...a: unknown[]) => unknown)(...args);
      if (typeof last === 'function') {
        // The callback form (the pool's own `pool.query`): answered through the callback.
        this.#turn = this.#turn.then(
          () =>
            new Promise<void>((answered) => {
              const callback = last as (e: unknown, r?: unknown) => void;
              args[args.length - 1] = (error: unknown, result: unknown) => {
                drop(error);
                answered();
                callback(error, result);
              };
              try {
                send();
              } catch (error) {
                // Never leave the next query waiting on one that was not sent.
                answered();
                callback(error);
              }
            }),
        );
        return undefined as never;
      }
      const result = this.#turn.then(send);
      this.#turn = result.then(
        () => undefined,
        () => undefined,
      );
      result.then(undefined, drop);
      return result as never;
    }
  }
  return DroppingClient as unknown as typeof import('pg').Client;
}

type Global = typeof globalThis & { __dbHandle?: Promise<DbHandle> };
const g = globalThis as Global;

/** The process-wide database, opened on first use and kept across hot reloads. */
export function getDbHandle(): Promise<DbHandle> {
  if (!g.__dbHandle) {
    const e = env();
    const opening = openDatabase({
      url: e.DATABASE_URL,
      dir: e.PGLITE_DIR,
      timeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS },
    });
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
