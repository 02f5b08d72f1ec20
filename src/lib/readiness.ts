/**
 * Whether this instance's database is usable, as the start-up and the monitor of
 * `src/db/bootstrap.ts` last found it. Kept on `globalThis` under a registered symbol so that
 * the proxy (which answers every request) reads what the server's start-up wrote, without
 * importing the database layer.
 */
export type DatabaseStatus = 'starting' | 'ready' | 'unavailable';
export type Readiness = { status: DatabaseStatus; since: number; error?: string };

const KEY = Symbol.for('xcaret.database-readiness');
type Holder = typeof globalThis & { [KEY]?: Readiness };

export function readiness(): Readiness | undefined {
  return (globalThis as Holder)[KEY];
}

export function setReadiness(status: DatabaseStatus, error?: string): void {
  const current = readiness();
  if (current?.status === status && current.error === error) return;
  (globalThis as Holder)[KEY] = {
    status,
    since: current?.status === status ? current.since : Date.now(),
    ...(error ? { error } : {}),
  };
}

/** Seconds a client should wait before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 15;
