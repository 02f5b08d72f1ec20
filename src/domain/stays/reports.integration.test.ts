import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { recordRefund, refundsByDay, salesByDay, settleRefund } from '@/domain/orders';
import { resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { setOffersActive } from '../../../tests/support/offers';
import { heldStay, paidParkOrder, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { occupancyByNight, promoUse } from '.';

// Issue 17's reports read what the shop wrote: sales per resort day by kind and currency
// charged, refunds on the day they are recorded, each hotel's occupancy per night, and the
// promotional codes the confirmed bookings used.
describe.each(engines)('back-office reports on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, today, 120);
    await openInventory(t.db, '2030-01-01', 20);
    // The report of codes used: a 2030 stay would get the early-booking offer instead.
    await setOffersActive(t.db, false);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('adds up the day’s sales per kind and currency, and the refunds apart', async () => {
    const usd = await paidParkOrder(t.db, sandbox, { currencyIso: 'USD', dayOffset: 1 });
    const usd2 = await paidParkOrder(t.db, sandbox, { currencyIso: 'USD', dayOffset: 2 });
    const mxn = await paidParkOrder(t.db, sandbox, { currencyIso: 'MXN', dayOffset: 3 });
    const stay = await heldStay(t.db, { checkIn: '2030-01-05', nights: 2, promoCode: 'RIVIERA10' });
    const { order: stayOrder } = await payStay(t.db, sandbox, stay);

    const sales = await salesByDay(t.db, { from: today, to: today });
    expect(sales).toEqual([
      {
        day: today,
        kind: 'hotel',
        currencyIso: 'USD',
        orders: 1,
        amountMinor: stayOrder.amountMinor,
      },
      {
        day: today,
        kind: 'park',
        currencyIso: 'MXN',
        orders: 1,
        amountMinor: mxn.order.amountMinor,
      },
      {
        day: today,
        kind: 'park',
        currencyIso: 'USD',
        orders: 2,
        amountMinor: usd.order.amountMinor + usd2.order.amountMinor,
      },
    ]);
    // Another day's range holds none of them.
    expect(await salesByDay(t.db, { from: '2020-01-01', to: '2020-01-31' })).toEqual([]);

    const part = Math.floor(usd.order.amountMinor / 4);
    const refund = await t.db.transaction((tx) =>
      recordRefund(
        tx,
        {
          orderId: usd.order.id,
          requestId: `report-${usd.order.id}`,
          amountMinor: part,
          refundedMinor: 0,
          reason: 'goodwill',
          actor: 'system',
        },
        new Date(),
      ),
    );
    await settleRefund(t.db, sandbox.providers, refund.id);
    expect(await refundsByDay(t.db, { from: today, to: today })).toEqual([
      { day: today, currencyIso: 'USD', refunds: 1, amountMinor: part },
    ]);

    // The stay's two nights are sold at Hotel Xcaret México; the night after is not.
    const nights = (await occupancyByNight(t.db, { from: '2030-01-05', to: '2030-01-07' })).filter(
      (n) => n.hotelCode === 'HXM',
    );
    expect(nights.map((n) => [n.date, n.sold])).toEqual([
      ['2030-01-05', 1],
      ['2030-01-06', 1],
      ['2030-01-07', 0],
    ]);
    expect(nights.every((n) => n.rooms >= 20 && n.held === 0)).toBe(true);

    expect(await promoUse(t.db, { from: today, to: today })).toEqual([
      { code: 'RIVIERA10', bookings: 1, discountUsdCents: expect.any(Number) },
    ]);
    expect((await promoUse(t.db, { from: today, to: today }))[0]!.discountUsdCents).toBeGreaterThan(
      0,
    );
  });
});
