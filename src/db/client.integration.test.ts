import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOverlappingQueries } from '../../tests/support/pg-overlaps';
import { openDatabase, type DbHandle } from './client';

/**
 * A PostgreSQL connection runs one statement at a time. pg queues a query sent to a client that
 * is still busy, but deprecates that (pg 9 refuses it): reads started together inside one
 * transaction (a `Promise.all` over the transaction, or a catalogue read handed a transaction)
 * must reach pg one after the other. PostgreSQL only: PGlite is in-process, with its own lock.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('one query at a time on a connection (PostgreSQL)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url: url!, timeouts: { connectMs: 2_000, queryMs: 5_000 } });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reads started together in a transaction each get their own answer, sent one after the other', async () => {
    const overlaps = countOverlappingQueries();
    try {
      const answers = await handle.db.transaction((tx) =>
        Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            tx.execute(sql`select ${i}::int as n, pg_sleep(0.005), txid_current() as tx`),
          ),
        ),
      );
      const rows = answers.map((a) => (a as unknown as { rows: { n: number; tx: string }[] }).rows);
      expect(rows.map((r) => r[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      // All inside the one transaction.
      expect(new Set(rows.map((r) => r[0]!.tx)).size).toBe(1);
    } finally {
      overlaps.restore();
    }
    expect(overlaps.seen.sent).toBeGreaterThanOrEqual(10); // begin, the 8 reads, commit
    expect(overlaps.seen.overlapping).toBe(0);
  });

  it('a read that fails does not hold up the ones behind it, and the pool goes on answering', async () => {
    const overlaps = countOverlappingQueries();
    let outcomes: PromiseSettledResult<unknown>[] = [];
    try {
      await handle.db
        .transaction(async (tx) => {
          outcomes = await Promise.allSettled([
            tx.execute(sql`select 1`),
            tx.execute(sql`select 1 / 0`),
            tx.execute(sql`select 2`),
          ]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
    } finally {
      overlaps.restore();
    }
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason?.cause ?? '')).toMatch(
      /division by zero/,
    );
    // The third was sent after the failure, into the aborted transaction: refused by the server.
    expect(String((outcomes[2] as PromiseRejectedResult).reason?.cause ?? '')).toMatch(
      /current transaction is aborted/,
    );
    expect(overlaps.seen.overlapping).toBe(0);
    const after = await handle.db.execute(sql`select 3 as n`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it('the callback form (the pool’s own query) goes in turn too, each callback with its answer', async () => {
    const overlaps = countOverlappingQueries();
    const client = await handle.pool!.connect();
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(
          (n) =>
            new Promise<number>((resolve, reject) => {
              client.query(`select ${n}::int as n, pg_sleep(0.005)`, (error, result) =>
                error ? reject(error) : resolve(result.rows[0].n),
              );
            }),
        ),
      );
      expect(answers).toEqual([1, 2, 3]);
    } finally {
      client.release();
      overlaps.restore();
    }
    expect(overlaps.seen.overlapping).toBe(0);
  });
});
