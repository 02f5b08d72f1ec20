import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countOverlappingQueries } from '../../tests/support/pg-overlaps';
import { EVERY_PAGE_TAG, PageCacheSync, type Revalidation } from './page-cache-sync';

/**
 * Decision 0046 on a real PostgreSQL: two instances' syncs on one channel (a channel of this
 * run's own, so that nothing else listening hears it). A revalidation published by A is applied
 * by B, never by A; B's connection killed by the server comes back by itself and expires B's
 * pages, since it may have missed notifications meanwhile.
 */
const url = process.env.TEST_DATABASE_URL;
const SHOP = '_N_T_/[locale]/layout';
const WAIT = { timeout: 10_000, interval: 20 };

describe.skipIf(!url)('page cache sync between instances (PostgreSQL)', () => {
  const channel = `page_cache_test_${randomBytes(4).toString('hex')}`;
  const made: { sync: PageCacheSync; applied: Revalidation[]; warnings: string[] }[] = [];
  let a: (typeof made)[number];
  let b: (typeof made)[number];

  function instance() {
    const applied: Revalidation[] = [];
    const warnings: string[] = [];
    const sync = new PageCacheSync({
      url: url!,
      channel,
      apply: (revalidation) => applied.push(revalidation),
      log: { info: () => undefined, warn: (_detail, message) => warnings.push(message) },
      firstRetryMs: 50,
      maxRetryMs: 200,
    });
    const made1 = { sync, applied, warnings };
    made.push(made1);
    sync.start();
    return made1;
  }

  beforeAll(async () => {
    a = instance();
    b = instance();
    await vi.waitFor(() => expect(a.sync.connected && b.sync.connected).toBe(true), WAIT);
  });
  afterAll(async () => {
    await Promise.all(made.map(({ sync }) => sync.stop()));
  });

  it('each instance expires its pages when it starts listening (what came before is unknown)', () => {
    expect(a.applied).toEqual([{ tags: [EVERY_PAGE_TAG] }]);
    expect(b.applied).toEqual([{ tags: [EVERY_PAGE_TAG] }]);
  });

  it('what A revalidates, B applies; A does not apply its own', async () => {
    a.applied.length = 0;
    b.applied.length = 0;
    await a.sync.publish([SHOP]);
    await a.sync.publish([SHOP, '_N_T_/es'], { expire: 300 });
    await vi.waitFor(() => expect(b.applied).toHaveLength(2), WAIT);
    expect(b.applied).toEqual([
      { tags: [SHOP] },
      { tags: [SHOP, '_N_T_/es'], durations: { expire: 300 } },
    ]);
    // B's answer reaches A after A's own two (one session gets notifications in commit order):
    // once A has it, A has seen and ignored its own.
    await b.sync.publish(['_N_T_/from-b']);
    await vi.waitFor(() => expect(a.applied).toEqual([{ tags: ['_N_T_/from-b'] }]), WAIT);
    expect(b.applied).toHaveLength(2);
  });

  it('revalidations published at once go one at a time on the connection, and every one arrives', async () => {
    const overlaps = countOverlappingQueries();
    b.applied.length = 0;
    try {
      const tags = Array.from({ length: 12 }, (_, i) => [`_N_T_/at-once/${i}`]);
      await Promise.all(tags.map((t) => a.sync.publish(t)));
      await vi.waitFor(() => expect(b.applied).toHaveLength(tags.length), WAIT);
      expect(b.applied.map((r) => r.tags).sort()).toEqual(tags.sort());
    } finally {
      overlaps.restore();
    }
    expect(overlaps.seen.overlapping).toBe(0);
  });

  it('tags that do not fit in a notification arrive as "everything"', async () => {
    b.applied.length = 0;
    const tags = Array.from({ length: 100 }, (_, i) => `_N_T_/${'p'.repeat(100)}/${i}`);
    await a.sync.publish(tags);
    await vi.waitFor(() => expect(b.applied).toEqual([{ tags: [EVERY_PAGE_TAG] }]), WAIT);
  });

  it('a connection the server ends comes back, expires the pages here and hears again', async () => {
    b.applied.length = 0;
    const pid = b.sync.backendPid;
    expect(pid).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ done: boolean }>(
        'select pg_terminate_backend($1) as done',
        [pid],
      );
      expect(rows[0]!.done).toBe(true);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => {
      expect(b.sync.connected).toBe(true);
      expect(b.sync.backendPid).not.toBe(pid);
      expect(b.applied).toEqual([{ tags: [EVERY_PAGE_TAG] }]);
    }, WAIT);
    expect(b.warnings).toContain('page cache sync: connection lost; reconnecting');
    expect(b.warnings.some((m) => m.includes('listening again'))).toBe(true);
    await a.sync.publish([SHOP]);
    await vi.waitFor(
      () => expect(b.applied).toEqual([{ tags: [EVERY_PAGE_TAG] }, { tags: [SHOP] }]),
      WAIT,
    );
  });

  it('revalidations published while the connection is lost all arrive, once it is back', async () => {
    const pid = a.sync.backendPid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    b.applied.length = 0;
    const tags = Array.from({ length: 8 }, (_, i) => [`_N_T_/around-a-loss/${i}`]);
    try {
      // Queued one behind another on A's connection while the server ends it: each is sent
      // then, or on the next connection.
      const published = tags.map((t) => a.sync.publish(t));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await Promise.all(published);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => {
      expect(a.sync.backendPid).not.toBe(pid);
      const arrived = b.applied.filter((r) => r.tags?.[0]?.includes('around-a-loss'));
      expect(arrived.map((r) => r.tags).sort()).toEqual([...tags].sort());
    }, WAIT);
  });

  it('a revalidation whose connection is lost after a newer one opened is sent on the newer one', async () => {
    const c = instance();
    await vi.waitFor(() => expect(c.sync.connected).toBe(true), WAIT);
    const old = (c.sync as unknown as { client: pg.Client }).client;
    const pid = c.sync.backendPid;
    // The notification is still on its way on the old connection (held here) when the server
    // ends that connection and the sync opens the next one, which has nothing kept to send.
    let fail: (error: Error) => void = () => undefined;
    vi.spyOn(old, 'query').mockImplementationOnce(
      () => new Promise((_resolve, reject) => (fail = reject)) as never,
    );
    const published = c.sync.publish(['_N_T_/lost-late']);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => {
      expect(c.sync.connected).toBe(true);
      expect(c.sync.backendPid).not.toBe(pid);
    }, WAIT);
    b.applied.length = 0;
    fail(new Error('Connection terminated unexpectedly'));
    await published;
    await vi.waitFor(() => expect(b.applied).toEqual([{ tags: ['_N_T_/lost-late'] }]), WAIT);
  });

  it('what an instance revalidates while it has no connection is sent once it has one', async () => {
    const c = instance();
    // Published before the connection is open.
    expect(c.sync.connected).toBe(false);
    await c.sync.publish(['_N_T_/while-away']);
    b.applied.length = 0;
    await vi.waitFor(() => expect(b.applied).toEqual([{ tags: ['_N_T_/while-away'] }]), WAIT);
  });

  it('a database that cannot be reached never throws: it retries, and says so', async () => {
    const warnings: string[] = [];
    const unreachable = new PageCacheSync({
      url: 'postgres://postgres@127.0.0.1:1/none',
      channel,
      apply: () => undefined,
      log: { info: () => undefined, warn: (_detail, message) => warnings.push(message) },
      firstRetryMs: 20,
      maxRetryMs: 40,
      timeoutMs: 500,
    });
    unreachable.start();
    await unreachable.publish([SHOP]);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(2), WAIT);
    expect(unreachable.connected).toBe(false);
    await unreachable.stop();
  });
});
