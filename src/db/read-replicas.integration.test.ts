import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../tests/support/tcp-proxy';
import { openDatabase, type Db, type DbHandle } from './client';
import { openReadReplicas, type ReadReplicas } from './read-replicas';

/**
 * Issue 18 (decision 0049): lag-tolerant reads go to a PostgreSQL streaming replica while it is
 * fresh, and to the primary when it falls behind or goes away. Needs a primary
 * (TEST_DATABASE_URL) and a streaming replica of it (TEST_READ_DATABASE_URL; made by
 * scripts/pg-replica.sh, which .ci/run runs). The replica is reached through a loopback proxy
 * that can drop or stall its connections; replay is paused on the replica itself.
 */
const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_READ_DATABASE_URL;
const BOUND_MS = 10_000; // how long a replica may take to catch up, in these tests
/** Which server answered: a standby is in recovery, the primary is not. */
async function answeredBy(db: Db): Promise<'replica' | 'primary'> {
  const { rows } = (await db.execute(sql`select pg_is_in_recovery() as standby`)) as unknown as {
    rows: { standby: boolean }[];
  };
  return rows[0]!.standby ? 'replica' : 'primary';
}

async function notes(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`select note from probe order by id`)) as unknown as {
    rows: { note: string }[];
  };
  return rows.map((row) => row.note);
}

/** Polls `condition` (each turn after one check of the replicas) until it holds, bounded. */
async function eventually(replicas: ReadReplicas, condition: () => Promise<boolean>) {
  const until = Date.now() + BOUND_MS;
  while (Date.now() < until) {
    await replicas.check();
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A replica's database as soon as the router hands one out (undefined: none within the bound). */
async function replicaDb(replicas: ReadReplicas, primary: Db): Promise<Db | undefined> {
  let db: Db = primary;
  const found = await eventually(replicas, async () => {
    db = replicas.readDb();
    return db !== primary;
  });
  return found ? db : undefined;
}

describe.skipIf(!primaryUrl || !replicaUrl)('reads from a streaming replica (PostgreSQL)', () => {
  const name = `replica_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let primary: DbHandle;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let replicas: ReadReplicas;
  let replicaAdmin: pg.Client;
  const logged: string[] = [];
  // retryMs: long enough that a slow machine does not reach it between two lines of a test.
  const policy = { maxLagMs: 1_000, retryMs: 3_000 };

  const urlOn = (base: string, host: string) => {
    const url = new URL(base);
    url.host = host;
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    primary = await openDatabase({ url: urlOn(primaryUrl!, new URL(primaryUrl!).host) });
    await primary.db.execute(sql`create table probe (id serial primary key, note text not null)`);
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    await replicaAdmin.connect();
    const target = new URL(replicaUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    replicas = openReadReplicas({
      primary: { db: primary.db, pool: primary.pool! },
      urls: [urlOn(replicaUrl!, `127.0.0.1:${proxy.port}`)],
      policy,
      timeouts: { connectMs: 500, queryMs: 1_000 },
      checkEveryMs: 0,
      log: (line) => logged.push(line),
    });
  });

  afterAll(async () => {
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replicaAdmin?.end();
    await replicas?.close();
    await proxy?.close();
    await primary?.close();
    const admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('reads nothing from a replica before it is checked: the primary answers', async () => {
    expect(replicas.health()[0]!.health.state).toBe('unknown');
    expect(replicas.readDb()).toBe(primary.db);
  });

  it('a write through the primary is read through the replica once it has caught up', async () => {
    await primary.db.execute(sql`insert into probe (note) values ('first')`);
    const written = Date.now();
    let db = primary.db;
    const caughtUp = await eventually(replicas, async () => {
      const health = replicas.health()[0]!.health;
      db = replicas.readDb();
      return health.state === 'up' && (health.freshAsOf ?? 0) >= written && db !== primary.db;
    });
    expect(caughtUp).toBe(true);
    expect(await answeredBy(db)).toBe('replica');
    expect(await notes(db)).toEqual(['first']);
  });

  it('a replica whose replay is paused falls behind and its reads go to the primary', async () => {
    await replicaAdmin.query('select pg_wal_replay_pause()');
    try {
      const paused = await eventually(replicas, async () => {
        const { rows } = await replicaAdmin.query('select pg_get_wal_replay_pause_state() as s');
        return rows[0].s === 'paused';
      });
      expect(paused).toBe(true);
      await primary.db.execute(sql`insert into probe (note) values ('second')`);
      // Not replayed: the replica itself does not have the new row.
      const direct = new pg.Client({
        connectionString: urlOn(replicaUrl!, new URL(replicaUrl!).host),
      });
      await direct.connect();
      try {
        const { rows } = await direct.query('select note from probe order by id');
        expect(rows.map((row) => row.note)).toEqual(['first']);
      } finally {
        await direct.end();
      }
      const behind = await eventually(replicas, async () => replicas.readDb() === primary.db);
      expect(behind).toBe(true);
      expect(replicas.health()[0]).toMatchObject({ serves: false, health: { state: 'up' } });
      const db = replicas.readDb();
      expect(await answeredBy(db)).toBe('primary');
      expect(await notes(db)).toEqual(['first', 'second']);
      expect(logged.some((line) => /out of rotation: more than 1000 ms behind/.test(line))).toBe(
        true,
      );
    } finally {
      await replicaAdmin.query('select pg_wal_replay_resume()');
    }
    const back = (await replicaDb(replicas, primary.db))!;
    expect(back).toBeDefined();
    expect(await answeredBy(back)).toBe('replica');
    expect(await notes(back)).toEqual(['first', 'second']);
  });

  it('a replica that goes away: the read falls back to the primary, the replica rests, then returns', async () => {
    const onReplica = (await replicaDb(replicas, primary.db))!;
    expect(onReplica).toBeDefined();
    proxy.setMode('drop');
    // The replica was chosen before it went away: its read is answered by the primary.
    expect(await answeredBy(onReplica)).toBe('primary');
    expect(await notes(onReplica)).toEqual(['first', 'second']);
    const rested = replicas.health()[0]!.health;
    expect(rested.state).toBe('down');
    expect(replicas.readDb()).toBe(primary.db);
    // Not asked again on every read or check while it rests.
    await replicas.check();
    expect(replicas.health()[0]!.health).toBe(rested);
    proxy.setMode('forward');
    const returned = (await replicaDb(replicas, primary.db))!;
    expect(returned).toBeDefined();
    expect(await answeredBy(returned)).toBe('replica');
    expect(logged.some((line) => /in rotation$/.test(line))).toBe(true);
  });

  it('a hung replica (connection open, no answer) fails over to the primary within its timeout', async () => {
    const onReplica = (await replicaDb(replicas, primary.db))!;
    expect(onReplica).toBeDefined();
    proxy.setMode('stall');
    try {
      const started = Date.now();
      expect(await answeredBy(onReplica)).toBe('primary');
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
      expect(replicas.health()[0]!.health.state).toBe('down');
    } finally {
      proxy.setMode('forward');
    }
  });

  it('a replica on a port where nothing listens is rested at its first check; reads use the primary', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const dead = openReadReplicas({
      primary: { db: primary.db, pool: primary.pool! },
      urls: [urlOn(replicaUrl!, `127.0.0.1:${port}`)],
      policy,
      timeouts: { connectMs: 500, queryMs: 1_000 },
      checkEveryMs: 0,
      log: () => undefined,
    });
    try {
      await dead.check();
      expect(dead.health()[0]!.health).toMatchObject({ state: 'down' });
      const db = dead.readDb();
      expect(db).toBe(primary.db);
      expect(await notes(db)).toEqual(['first', 'second']);
    } finally {
      await dead.close();
    }
  });
});
