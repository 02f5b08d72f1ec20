import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { auditLog } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  createHold,
  hotelRatePlans,
  RatePlanError,
  readBooking,
  searchAvailability,
  updateRatePlan,
  type RatePlanTerms,
} from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const actor = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };
const couple = { adults: 2, childrenAges: [] };
const stay = { hotelCode: 'HXM', checkIn: '2030-01-10', checkOut: '2030-01-13' };

describe.each(engines)('editing rate plans on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, '2030-01-01', 40);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const audits = async () => (await t.db.select().from(auditLog)).length;
  const terms = async (code: string): Promise<RatePlanTerms> => {
    const {
      code: _c,
      kind: _k,
      ...rest
    } = (await hotelRatePlans(t.db, 'HXM')).find((p) => p.code === code)!;
    return rest;
  };
  const rates = async () =>
    (await searchAvailability(t.db, { ...stay, rooms: [couple] }, NOW)).hotels[0]!.rooms[0]!
      .options[0]!.rates;

  it('a deeper non-refundable discount sells at once; a booking already made keeps its terms', async () => {
    const hold = await createHold(
      t.db,
      {
        ...stay,
        rooms: [{ ...couple, roomTypeCode: 'HXM-GVS', ratePlan: 'non-refundable' }],
      },
      { now: NOW },
    );
    const [flexible, before] = await rates();
    expect(before!.totalUsdCents).toBeLessThan(flexible!.totalUsdCents);
    const audited = await audits();
    const result = await updateRatePlan(t.db, actor, 'HXM', 'non-refundable', {
      ...(await terms('non-refundable')),
      discountPercent: 25,
    });
    expect(result.changed).toBe(true);
    const [flexibleAfter, after] = await rates();
    expect(flexibleAfter!.totalUsdCents).toBe(flexible!.totalUsdCents);
    expect(after!.totalUsdCents).toBeLessThan(before!.totalUsdCents);
    expect(Math.abs(after!.totalUsdCents - flexible!.totalUsdCents * 0.75)).toBeLessThanOrEqual(3);
    expect(
      (await readBooking(t.db, hold.reference, { secret: hold.secret }))!.rooms[0]!.policy,
    ).toMatchObject({ kind: 'non_refundable', discountPercent: 10 });
    expect(await audits()).toBe(audited + 1);
    const [row] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(audited);
    expect(row).toMatchObject({
      action: 'rate-plan.update',
      entity: 'rate-plan',
      entityId: 'HXM/non-refundable',
      actorEmail: actor.email,
    });
    expect(row!.before).toMatchObject({ discountPercent: 10 });
    expect(row!.after).toMatchObject({ discountPercent: 25 });
  });

  it('a deposit and longer free cancellation on the flexible rate reach search; a no-op writes nothing', async () => {
    await updateRatePlan(t.db, actor, 'HXM', 'flexible', {
      ...(await terms('flexible')),
      freeCancelDays: 10,
      depositKind: 'percent',
      depositPercent: 30,
      balanceDays: 14,
    });
    const search = await searchAvailability(t.db, { ...stay, rooms: [couple] }, NOW);
    expect(search.hotels[0]!.ratePlans[0]).toMatchObject({
      code: 'flexible',
      freeCancelDays: 10,
      deposit: { kind: 'percent', percent: 30, balanceDays: 14 },
    });
    const audited = await audits();
    expect(
      (await updateRatePlan(t.db, actor, 'HXM', 'flexible', await terms('flexible'))).changed,
    ).toBe(false);
    expect(await audits()).toBe(audited);
  });

  it('refuses hostile terms, unknown plans and switching off the last plan, writing nothing', async () => {
    const flexible = await terms('flexible');
    const audited = await audits();
    const cases: [string, string, Partial<RatePlanTerms>, string][] = [
      ['HXM', 'flexible', { discountPercent: 90 }, 'INVALID_DISCOUNT'],
      ['HXM', 'flexible', { penaltyNights: 0 }, 'INVALID_PENALTY'],
      ['HXM', 'flexible', { depositKind: 'percent', depositPercent: 100 }, 'INVALID_DEPOSIT'],
      ['HXM', 'non-refundable', { discountPercent: 0 }, 'INVALID_DISCOUNT'],
      ['HXM', "flexible' OR 1=1", {}, 'NOT_FOUND'],
      ['NOPE', 'flexible', {}, 'NOT_FOUND'],
    ];
    for (const [hotel, code, over, expected] of cases)
      await expect(
        updateRatePlan(t.db, actor, hotel, code, { ...flexible, ...over }),
      ).rejects.toMatchObject({ code: expected });
    await updateRatePlan(t.db, actor, 'HXM', 'non-refundable', {
      ...(await terms('non-refundable')),
      active: false,
    });
    await expect(
      updateRatePlan(t.db, actor, 'HXM', 'flexible', { ...flexible, active: false }),
    ).rejects.toBeInstanceOf(RatePlanError);
    expect(await terms('flexible')).toEqual(flexible);
    expect(await audits()).toBe(audited + 1);
  });
});
