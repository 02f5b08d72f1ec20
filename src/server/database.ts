import {
  getDb as openedDb,
  getDbHandle as openedHandle,
  type Db,
  type DbHandle,
  type Tx,
} from '@/db/client';

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
