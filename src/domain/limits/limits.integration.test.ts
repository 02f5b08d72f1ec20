import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { hitRateLimit } from '.';

describe.each(engines)('hitRateLimit on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('allows up to the limit, refuses after, and says how long to wait', async () => {
    const now = new Date('2026-11-22T10:00:10Z');
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.db, 'ip:1', rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]).toMatchObject({ count: 5, retryAfterSeconds: 86 });
    expect((await hitRateLimit(t.db, 'ip:2', rule, now)).allowed).toBe(true);
  });

  it('counts a burst that straddles a window boundary as one burst', async () => {
    const rule = { limit: 4, windowSeconds: 60 };
    // Four hits in the last seconds of one minute, four in the first of the next: a fixed
    // window let all eight through.
    const before = [];
    for (let i = 0; i < 4; i++)
      before.push(await hitRateLimit(t.db, 'edge', rule, new Date('2026-11-22T12:00:58Z')));
    expect(before.every((r) => r.allowed)).toBe(true);
    const after = await hitRateLimit(t.db, 'edge', rule, new Date('2026-11-22T12:01:01Z'));
    expect(after.allowed).toBe(false);
    // Once the earlier burst has faded it is allowed again, and a window left idle is forgotten.
    const faded = await hitRateLimit(t.db, 'edge', rule, new Date('2026-11-22T12:01:50Z'));
    expect(faded.allowed).toBe(true);
    const idle = await hitRateLimit(t.db, 'edge', rule, new Date('2026-11-22T12:05:00Z'));
    expect(idle).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts a hit from an instance whose clock runs behind in the current window', async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    await hitRateLimit(t.db, 'skew', rule, new Date('2026-11-22T13:01:05Z'));
    await hitRateLimit(t.db, 'skew', rule, new Date('2026-11-22T13:00:59Z'));
    const third = await hitRateLimit(t.db, 'skew', rule, new Date('2026-11-22T13:01:06Z'));
    expect(third).toMatchObject({ allowed: false, count: 3 });
  });

  it('counts concurrent hits exactly', async () => {
    const now = new Date('2026-11-22T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        hitRateLimit(t.db, 'burst', { limit: 10, windowSeconds: 60 }, now),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
