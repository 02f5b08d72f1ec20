import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../tests/support/tcp-proxy';
import { openDatabase, type DbHandle } from './client';

/**
 * Issue 13, item 7: a database that is down or hung never hangs a request for minutes, and
 * the pool recovers when the database returns. PostgreSQL only (PGlite is in-process), through
 * a loopback proxy that forwards, stalls (connection open, no bytes) or drops connections.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const BOUND_MS = 5_000; // a hung request used to wait for minutes

describe.skipIf(!adminUrl)('database trouble (PostgreSQL through a faulty proxy)', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let handle: DbHandle;
  const name = `trouble_${Date.now()}_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(adminUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    handle = await openDatabase({
      url: url.toString(),
      timeouts: { connectMs: 500, queryMs: 1_000 },
    });
  });
  afterAll(async () => {
    // Ends only when every connection was given back: a leaked one would hang here.
    await handle?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** How a statement ends, and how long it took to. */
  async function attempt() {
    const started = Date.now();
    const outcome = await handle.db.execute(sql`select 1 as one`).then(
      () => 'answered',
      (error: Error) => `failed: ${error.message}`,
    );
    return { outcome, ms: Date.now() - started };
  }

  it('answers through the proxy', async () => {
    expect((await attempt()).outcome).toBe('answered');
  });

  it('a hung database fails a statement within the bound; the pool recovers when it answers again', async () => {
    expect((await attempt()).outcome).toBe('answered'); // a pooled connection exists
    proxy.setMode('stall');
    for (let i = 0; i < 3; i++) {
      const stalled = await attempt();
      expect(stalled.outcome).toMatch(/^failed: /);
      expect(stalled.ms).toBeLessThan(BOUND_MS);
    }
    proxy.setMode('forward');
    const back = await attempt();
    expect(back.outcome).toBe('answered');
  });

  it('a database that went away fails at once and is used again when it returns', async () => {
    proxy.setMode('drop');
    const gone = await attempt();
    expect(gone.outcome).toMatch(/^failed: /);
    expect(gone.ms).toBeLessThan(BOUND_MS);
    proxy.setMode('forward');
    expect((await attempt()).outcome).toBe('answered');
  });

  it('a transaction on a hung database fails within the bound and leaves no connection stuck', async () => {
    proxy.setMode('stall');
    const started = Date.now();
    // More transactions than the pool has connections (10): a connection leaked by a failed
    // BEGIN would leave the pool exhausted for good.
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        handle.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            () => 'failed',
          ),
      ),
    );
    expect(outcomes).toEqual(Array(12).fill('failed'));
    expect(Date.now() - started).toBeLessThan(BOUND_MS * 2);
    proxy.setMode('forward');
    // Every later statement gets a working connection (none is left waiting on the stall).
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt()));
    expect(results.map((r) => r.outcome)).toEqual(Array(12).fill('answered'));
    const committed = await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(committed).toBeDefined();
  });
});
