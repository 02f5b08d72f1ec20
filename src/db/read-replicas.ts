import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { postgresPoolConfig, type Db, type Timeouts } from './client';
import {
  checked,
  chooseReplica,
  dueForCheck,
  failed,
  keptSamples,
  parseLsn,
  readFailure,
  serves,
  type ReadPolicy,
  type ReplicaHealth,
  type WalSample,
} from './read-routing';
import * as schema from './schema';

/**
 * PostgreSQL streaming replicas for the reads that tolerate lag (docs/decisions/0049). A
 * checker samples the primary's WAL position and each replica's replay position every
 * `checkEveryMs`; `readDb()` hands out, turn by turn, a replica that is at most
 * `policy.maxLagMs` behind, else the primary. A read that finds its replica gone runs on the
 * primary instead, and the replica rests `policy.retryMs` before the checker asks it again.
 */
export type ReadReplicas = {
  /** The database for one read that tolerates lag: a fresh replica's, or the primary's. */
  readDb(): Db;
  /** One round of checks now (the timer runs one every `checkEveryMs`). */
  check(): Promise<void>;
  /** Each replica (its address without credentials) and its health, for logs and tests. */
  health(): { replica: string; health: ReplicaHealth; serves: boolean }[];
  close(): Promise<void>;
};

type Fallback = {
  primary: pg.Pool;
  onFailure: (kind: 'down' | 'conflict', error: Error) => void;
};

/**
 * A replica's pool that hands a read it cannot serve to the primary's pool: a statement that
 * fails because the replica is unreachable or cancelled it for replay, and a transaction whose
 * connection cannot be opened. (A transaction whose replica breaks midway fails: its reads
 * cannot move to another server halfway.)
 */
class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly fallback: Fallback,
  ) {
    super(config);
  }

  /** A statement on this replica only (the checker's probe). */
  probe(text: string) {
    return super.query(text);
  }

  // @ts-expect-error pg's overloads: only the promise forms Drizzle uses are rerouted.
  override query(...args: unknown[]): unknown {
    const own = (super.query as (...a: unknown[]) => unknown).bind(this);
    if (args.some((arg) => typeof arg === 'function')) return own(...args);
    return (own(...args) as Promise<unknown>).catch((error: unknown) => {
      const kind = readFailure(error);
      if (!kind) throw error;
      this.fallback.onFailure(kind, error as Error);
      return (this.fallback.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }

  // @ts-expect-error pg's overloads: only the promise form Drizzle uses is rerouted.
  override connect(...args: unknown[]): unknown {
    const own = (super.connect as (...a: unknown[]) => unknown).bind(this);
    if (args.length) return own(...args);
    return (own() as Promise<pg.PoolClient>).catch((error: unknown) => {
      if (readFailure(error) !== 'down') throw error;
      this.fallback.onFailure('down', error as Error);
      return this.fallback.primary.connect();
    });
  }
}

/** A replica's address for the logs: host, port and database, never the password. */
export function replicaLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}

export function openReadReplicas(options: {
  primary: { db: Db; pool: pg.Pool };
  urls: readonly string[];
  policy: ReadPolicy;
  timeouts: Timeouts;
  /** The checker's period; 0: no timer, the caller runs `check()`. */
  checkEveryMs: number;
  now?: () => number;
  log?: (line: string) => void;
}): ReadReplicas {
  const { primary, policy } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  let samples: WalSample[] = [];
  let turn = 0;

  const replicas = options.urls.map((url) => {
    const label = replicaLabel(url);
    const replica = {
      label,
      health: { state: 'unknown' } as ReplicaHealth,
      serving: false,
      pool: undefined as unknown as ReplicaPool,
      db: undefined as unknown as Db,
    };
    // A dead replica must not hold reads up for as long as the primary may take to answer.
    const timeouts = {
      ...options.timeouts,
      connectMs: Math.min(options.timeouts.connectMs, 1_000),
    };
    replica.pool = new ReplicaPool(postgresPoolConfig(pg, url, timeouts), {
      primary: primary.pool,
      onFailure: (kind, error) => {
        if (kind === 'down') update(replica, failed(now(), policy, error.message));
      },
    });
    replica.pool.on('error', (error) => {
      console.error(`PostgreSQL read replica ${label}: idle client error: ${error.message}`);
    });
    replica.db = drizzle(replica.pool as pg.Pool, { schema }) as unknown as Db;
    return replica;
  });

  /** Sets a replica's health, and says when it enters or leaves the rotation. */
  function update(replica: (typeof replicas)[number], health: ReplicaHealth) {
    const wasDown = replica.health.state === 'down';
    replica.health = health;
    const serving = serves(health, now(), policy);
    if (health.state === 'down' && !wasDown)
      log(`PostgreSQL read replica ${replica.label} out of rotation: ${health.reason}`);
    else if (replica.serving && !serving && health.state === 'up')
      log(
        `PostgreSQL read replica ${replica.label} out of rotation: more than ${policy.maxLagMs} ms behind`,
      );
    else if (!replica.serving && serving)
      log(`PostgreSQL read replica ${replica.label} in rotation`);
    replica.serving = serving;
  }

  let running: Promise<void> | undefined;
  function check(): Promise<void> {
    running ??= (async () => {
      const asked = now();
      try {
        const { rows } = await primary.pool.query<{ lsn: string }>(
          'SELECT pg_current_wal_lsn()::text AS lsn',
        );
        samples.push({ at: asked, lsn: parseLsn(rows[0]!.lsn) });
      } catch {
        // The primary's trouble is its own readiness check's to report; without a new sample
        // the replicas' freshness only ages, and they leave the rotation in time.
      }
      samples = keptSamples(samples, now(), policy);
      await Promise.all(
        replicas.map(async (replica) => {
          if (!dueForCheck(replica.health, now())) return;
          try {
            const { rows } = await replica.pool.probe(
              'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn',
            );
            const row = rows[0] as { standby: boolean; lsn: string | null };
            update(
              replica,
              checked(
                replica.health,
                { inRecovery: row.standby, replayed: row.lsn === null ? null : parseLsn(row.lsn) },
                samples,
                now(),
                policy,
              ),
            );
          } catch (error) {
            update(replica, failed(now(), policy, (error as Error).message));
          }
        }),
      );
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer =
    options.checkEveryMs > 0
      ? setInterval(() => void check(), options.checkEveryMs).unref()
      : undefined;
  if (timer) void check();

  return {
    readDb() {
      const index = chooseReplica(
        replicas.map((replica) => replica.health),
        now(),
        policy,
        turn++,
      );
      return index === undefined ? primary.db : replicas[index]!.db;
    },
    check,
    health: () =>
      replicas.map((replica) => ({
        replica: replica.label,
        health: replica.health,
        serves: serves(replica.health, now(), policy),
      })),
    async close() {
      if (timer) clearInterval(timer);
      await running;
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
