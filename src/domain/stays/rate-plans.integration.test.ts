import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { createHold, readBooking, searchAvailability, StayError } from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const FROM = '2030-01-01';
const couple = { adults: 2, childrenAges: [] };

describe.each(engines)('hotel rate plans on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, FROM, 40);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('offers every seeded hotel both rates for each room type', async () => {
    const result = await searchAvailability(
      t.db,
      { checkIn: '2030-01-10', checkOut: '2030-01-13', rooms: [couple] },
      NOW,
    );
    for (const hotel of result.hotels) {
      expect(hotel.ratePlans.map((p) => p.kind)).toEqual(['flexible', 'non_refundable']);
      for (const option of hotel.rooms[0]!.options) {
        const [flexible, nonRefundable] = option.rates;
        expect(nonRefundable!.totalUsdCents).toBeLessThan(flexible!.totalUsdCents);
      }
    }
  });

  it('holds a room on the plan chosen, at its price, with its terms copied onto the room', async () => {
    const search = await searchAvailability(
      t.db,
      { hotelCode: 'HXM', checkIn: '2030-01-10', checkOut: '2030-01-13', rooms: [couple] },
      NOW,
    );
    const option = search.hotels[0]!.rooms[0]!.options.find((o) => o.roomTypeCode === 'HXM-GVS')!;
    const hold = await createHold(
      t.db,
      {
        hotelCode: 'HXM',
        checkIn: '2030-01-10',
        checkOut: '2030-01-13',
        rooms: [{ ...couple, roomTypeCode: 'HXM-GVS', ratePlan: 'non-refundable' }],
      },
      { now: NOW },
    );
    // The price held is the price the results showed for that plan.
    expect(hold.totalUsdCents).toBe(option.rates[1]!.totalUsdCents);
    const view = await readBooking(t.db, hold.reference, { secret: hold.secret });
    expect(view!.rooms[0]).toMatchObject({
      ratePlanCode: 'non-refundable',
      policy: { kind: 'non_refundable', discountPercent: 10 },
    });
    // No plan named: the flexible rate.
    const flexible = await createHold(
      t.db,
      {
        hotelCode: 'HXM',
        checkIn: '2030-01-10',
        checkOut: '2030-01-13',
        rooms: [{ ...couple, roomTypeCode: 'HXM-GVS' }],
      },
      { now: NOW },
    );
    expect(flexible.totalUsdCents).toBe(option.totalUsdCents);
    expect(
      (await readBooking(t.db, flexible.reference, { secret: flexible.secret }))!.rooms[0],
    ).toMatchObject({ ratePlanCode: 'flexible', policy: { kind: 'flexible', freeCancelDays: 3 } });
  });

  it.each(['', 'NON-REFUNDABLE', 'free', 'x'.repeat(500), "flexible' OR 1=1"])(
    'refuses a plan the hotel does not sell (%j) and holds nothing',
    async (ratePlan) => {
      await expect(
        createHold(
          t.db,
          {
            hotelCode: 'HXM',
            checkIn: '2030-01-20',
            checkOut: '2030-01-21',
            rooms: [{ ...couple, roomTypeCode: 'HXM-GVS', ratePlan }],
          },
          { now: NOW },
        ),
      ).rejects.toSatisfy((e) => e instanceof StayError && e.code === 'RATE_UNAVAILABLE');
    },
  );
});
