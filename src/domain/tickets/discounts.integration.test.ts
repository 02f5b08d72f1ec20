import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { discountTiers, listPackageSteps, listPresaleRules, setDiscountTiers } from '.';

const revenue = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };

describe.each(engines)('presale and package tiers on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const audits = async () => await t.db.select().from(auditLog);

  it('adds, changes and removes tiers in one change with one audit row, live at the next read', async () => {
    // The shop's cached read, before the change.
    expect(await listPresaleRules(t.db)).toEqual([
      { daysAhead: 7, percentOff: 10 },
      { daysAhead: 21, percentOff: 15 },
    ]);
    const rows = (await audits()).length;
    // 7 days removed, 21 changed, 45 added.
    const tiers = [
      { at: 45, percentOff: 20 },
      { at: 21, percentOff: 12 },
    ];
    expect(await setDiscountTiers(t.db, revenue, 'presale', tiers)).toEqual({
      ok: true,
      changed: true,
    });
    expect(await listPresaleRules(t.db)).toEqual([
      { daysAhead: 21, percentOff: 12 },
      { daysAhead: 45, percentOff: 20 },
    ]);
    const log = await audits();
    expect(log).toHaveLength(rows + 1);
    expect(log.at(-1)).toMatchObject({
      action: 'park.presale-tiers',
      entity: 'park-discounts',
      entityId: 'presale',
      before: [
        { at: 7, percentOff: 10 },
        { at: 21, percentOff: 15 },
      ],
      after: [
        { at: 21, percentOff: 12 },
        { at: 45, percentOff: 20 },
      ],
    });
    // The same set in another order: no change, no row.
    expect(await setDiscountTiers(t.db, revenue, 'presale', [...tiers].reverse())).toEqual({
      ok: true,
      changed: false,
    });
    expect(await audits()).toHaveLength(rows + 1);
  });

  it('refuses a set that is not monotonic or out of bounds, and keeps the old one', async () => {
    const before = await discountTiers(t.db);
    const rows = (await audits()).length;
    expect(
      await setDiscountTiers(t.db, revenue, 'package', [
        { at: 2, percentOff: 20 },
        { at: 3, percentOff: 10 },
      ]),
    ).toEqual({ ok: false, code: 'NOT_MONOTONIC' });
    expect(await setDiscountTiers(t.db, revenue, 'package', [{ at: 2, percentOff: 95 }])).toEqual({
      ok: false,
      code: 'INVALID_PERCENT',
    });
    expect(await setDiscountTiers(t.db, revenue, 'presale', [{ at: 0, percentOff: 5 }])).toEqual({
      ok: false,
      code: 'INVALID_TIER',
    });
    expect(await discountTiers(t.db)).toEqual(before);
    expect(await audits()).toHaveLength(rows);
  });

  it('an empty set removes every package tier', async () => {
    expect((await listPackageSteps(t.db)).length).toBeGreaterThan(0);
    expect(await setDiscountTiers(t.db, revenue, 'package', [])).toEqual({
      ok: true,
      changed: true,
    });
    expect(await listPackageSteps(t.db)).toEqual([]);
  });
});
