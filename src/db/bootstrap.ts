import { sql } from 'drizzle-orm';
import { resortToday } from '@/lib/dates';
import { readiness, setReadiness } from '@/lib/readiness';
import { getDbHandle } from './client';
import { seedIfNeeded } from './seed';
import { openInventory } from './seed/inventory';
import { openCapacity } from './seed/tickets';

/** Migrates and, on a new database, seeds. Safe to call from every app instance at start. */
export async function prepareDatabase(): Promise<{ engine: string; seeded: boolean }> {
  const handle = await getDbHandle();
  await handle.migrate();
  const seeded = await seedIfNeeded(handle.db);
  // Keeps rooms on sale 18 months ahead: a no-op for nights that already exist.
  await openInventory(handle.db, resortToday(new Date()));
  // Parks and tours a year ahead, likewise.
  await openCapacity(handle.db, resortToday(new Date()));
  return { engine: handle.engine, seeded };
}

/** Whether the database answers a trivial statement within `timeoutMs`. */
export async function pingDatabase(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = getDbHandle().then(async (handle) => {
      await handle.db.execute(sql`select 1`);
      return true as const;
    });
    ping.catch(() => undefined);
    return await Promise.race([ping, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type StartOptions = {
  /** Called once, the first time the database is ready (the background jobs start then). */
  onFirstReady?: () => void;
  log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  /** Back-off between start-up attempts: from `firstRetryMs`, doubling, at most `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** The monitor's ping interval and timeout; a failed ping twice in a row means unavailable. */
  monitorEveryMs?: number;
  pingTimeoutMs?: number;
};

/**
 * Prepares the database in the background and keeps watching it, so an instance never hangs
 * on, nor dies of, a database that is down or hung: until the first preparation succeeds the
 * instance is `starting` (pages answer 503 with a retry note, liveness still answers), it
 * retries with back-off for as long as it takes, and afterwards a monitor flips it to
 * `unavailable` when the database stops answering and back to `ready` when it returns.
 */
export function startDatabase(options: StartOptions = {}): { stop: () => void } {
  const {
    onFirstReady,
    log,
    firstRetryMs = 1_000,
    maxRetryMs = 30_000,
    monitorEveryMs = 5_000,
    pingTimeoutMs = 2_000,
  } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  setReadiness('starting');

  const monitor = (failures: number) => {
    timer = setTimeout(async () => {
      if (stopped) return;
      const ok = await pingDatabase(pingTimeoutMs);
      if (ok) setReadiness('ready');
      else if (failures + 1 >= 2) {
        if (readiness()?.status === 'ready') log?.warn({}, 'database unavailable');
        setReadiness('unavailable', 'the database does not answer');
      }
      monitor(ok ? 0 : failures + 1);
    }, monitorEveryMs);
    timer.unref();
  };

  const attempt = async (delay: number) => {
    if (stopped) return;
    try {
      const result = await prepareDatabase();
      if (stopped) return;
      setReadiness('ready');
      log?.info({ ...result, node: process.version }, 'database ready');
      onFirstReady?.();
      monitor(0);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setReadiness('starting', message);
      log?.warn({ err: message, retryInMs: delay }, 'database not ready yet; retrying');
      timer = setTimeout(() => void attempt(Math.min(delay * 2, maxRetryMs)), delay);
      timer.unref();
    }
  };
  void attempt(firstRetryMs);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
