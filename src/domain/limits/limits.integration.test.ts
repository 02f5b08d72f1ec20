import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { hitRateLimit } from '.';
import { windowStart } from './limits.rules';

describe('windowStart', () => {
  it('floors to the window', () => {
    expect(windowStart(new Date('2026-11-22T10:00:59.999Z'), 60).toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    );
  });
});

describe.each(engines)('hitRateLimit on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('allows up to the limit in a window, refuses after, and starts over in the next window', async () => {
    const now = new Date('2026-11-22T10:00:10Z');
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.db, 'ip:1', rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]).toMatchObject({ count: 5, retryAfterSeconds: 50 });
    expect((await hitRateLimit(t.db, 'ip:2', rule, now)).allowed).toBe(true);
    const later = await hitRateLimit(t.db, 'ip:1', rule, new Date('2026-11-22T10:01:01Z'));
    expect(later).toMatchObject({ allowed: true, count: 1 });
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
