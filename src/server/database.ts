import {
  getDb as openedDb,
  getDbHandle as openedHandle,
  type Db,
  type DbHandle,
  type Tx,
} from '@/db/client';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import type { ReadReplicas } from '@/db/read-replicas';
import { env, type Env } from '@/lib/env';

export type { Db, Tx };

/**
 * The process-wide database handle (PGlite or PostgreSQL, opened on first use and kept across
 * hot reloads). Only the server layer, the jobs and the scripts open the database
 * (docs/decisions/0013): everything below them takes the handle as a parameter.
 */
export function getDb(): Promise<Db> {
  return openedDb();
}

/** The handle with its engine, for the health checks. */
export function getDbHandle(): Promise<DbHandle> {
  return openedHandle();
}

/**
 * The database for one read that tolerates a second of lag (docs/decisions/0049): the
 * catalogue (hotel, park and content pages), search results and availability reads, the
 * calendars. With DATABASE_READ_URL on PostgreSQL it is a streaming replica at most
 * DATABASE_READ_MAX_LAG_MS behind, taken turn by turn, or the primary when none is; with PGlite
 * or without DATABASE_READ_URL it is the primary's `getDb()` itself. Holds, carts, orders,
 * payments, accounts, the back office and anything that writes or reads what it just wrote
 * use `getDb()`. Call it once per loader and run that loader's reads on what it returns.
 *
 * Only a render for one request reads a replica: a render whose output is kept (a prerender,
 * an ISR regeneration after a revalidation, a cache scope) and work outside a request (jobs,
 * scripts) read the primary, so a page regenerated right after a price change never keeps
 * what a replica had not replayed yet.
 */
export async function getReadDb(): Promise<Db> {
  return readDbOf(await openedHandle());
}

type ReadSettings = Pick<
  Env,
  | 'DATABASE_READ_URL'
  | 'DATABASE_READ_MAX_LAG_MS'
  | 'DATABASE_READ_RETRY_MS'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_QUERY_TIMEOUT_MS'
>;

/** The one decision: which database serves a lag-tolerant read of this handle's primary. */
export async function readDbOf(handle: DbHandle, settings: ReadSettings = env()): Promise<Db> {
  if (!forOneRequest()) return handle.db;
  const replicas = await readReplicas(handle, settings);
  return replicas ? replicas.readDb() : handle.db;
}

/**
 * Whether the work under way answers one request and keeps nothing: Next.js's work unit of a
 * dynamic render, a route handler or a server action is of type 'request'; a prerender, an ISR
 * regeneration and a cache scope are not, and jobs and scripts have none.
 */
function forOneRequest(): boolean {
  return workUnitAsyncStorage.getStore()?.type === 'request';
}

type Global = typeof globalThis & {
  __readReplicas?: { handle: DbHandle; opening: Promise<ReadReplicas | undefined> };
};
const g = globalThis as Global;

/** The replicas of this handle's primary, opened once (undefined: reads use the primary). */
function readReplicas(handle: DbHandle, e: ReadSettings): Promise<ReadReplicas | undefined> {
  if (g.__readReplicas?.handle === handle) return g.__readReplicas.opening;
  const pool = handle.pool;
  const opening =
    handle.engine !== 'postgres' || !pool || e.DATABASE_READ_URL.length === 0
      ? Promise.resolve(undefined)
      : import('@/db/read-replicas').then(({ openReadReplicas }) =>
          openReadReplicas({
            primary: { db: handle.db, pool },
            urls: e.DATABASE_READ_URL,
            policy: { maxLagMs: e.DATABASE_READ_MAX_LAG_MS, retryMs: e.DATABASE_READ_RETRY_MS },
            timeouts: {
              connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
              queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
            },
            checkEveryMs: readCheckEveryMs(e.DATABASE_READ_MAX_LAG_MS),
          }),
        );
  g.__readReplicas = { handle, opening };
  return opening;
}

/** The checker runs four times per lag bound, between every 50 ms and every second. */
export function readCheckEveryMs(maxLagMs: number): number {
  return Math.min(1_000, Math.max(50, Math.floor(maxLagMs / 4)));
}

/** Closes the replicas' pools and their checker (tests, and a process that shuts down). */
export async function closeReadReplicas(): Promise<void> {
  const opened = g.__readReplicas;
  g.__readReplicas = undefined;
  await (await opened?.opening)?.close();
}
