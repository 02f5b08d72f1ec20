import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, carts } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { depositSchedule, readBooking, resortToday } from '@/domain/stays';
import { chargeDueBalances } from '@/domain/orders';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { heldStay, paidParkOrder, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { customerBookings, customerOrders } from '.';

// Issue 20: the account lists each paid order with its payment receipt; a booking not paid has
// none, and nobody sees another customer's.
describe("the account's bookings and orders", () => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    await openCapacity(t.db, resortToday(new Date()), 120);
    await openInventory(t.db, '2030-01-01', 20);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('each paid order links its receipt; a held booking none; another customer sees nothing', async () => {
    const { order: parkOrder, cartId } = await paidParkOrder(t.db, sandbox);
    await t.db.update(carts).set({ userId: 'ana' }).where(eq(carts.id, cartId));
    const stay = await heldStay(t.db, { checkIn: '2030-01-04', nights: 2 });
    const { order: stayOrder } = await payStay(t.db, sandbox, stay);
    const held = await heldStay(t.db, { checkIn: '2030-01-10', nights: 2 });
    for (const reference of [stay.reference, held.reference])
      await t.db.update(bookings).set({ userId: 'ana' }).where(eq(bookings.reference, reference));

    const [orders, stays] = [
      await customerOrders(t.db, 'ana'),
      await customerBookings(t.db, 'ana'),
    ];
    expect(orders.map((o) => [o.reference, o.receiptHref])).toEqual([
      [parkOrder.reference, `/api/v1/orders/${parkOrder.reference}/receipt.pdf`],
    ]);
    const byReference = new Map(stays.map((b) => [b.reference, b]));
    expect(byReference.get(stay.reference)?.receiptHref).toBe(
      `/api/v1/orders/${stayOrder.reference}/receipt.pdf`,
    );
    expect(byReference.get(held.reference)?.receiptHref).toBeNull();

    expect(await customerOrders(t.db, 'bruno')).toEqual([]);
    expect(await customerBookings(t.db, 'bruno')).toEqual([]);
  });

  // SPEC §3 pending amount (issue 19): the account's list shows what is still to pay.
  it('a deposit booking owes its balance with its day until the job charges it; paid in full owes nothing', async () => {
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn: '2030-01-13',
      nights: 2,
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    const schedule = depositSchedule(booking, new Date())!;
    expect(schedule.balanceMinor).toBeGreaterThan(0);
    await payStay(t.db, sandbox, hold, { amountMinor: schedule.todayMinor });
    const whole = await heldStay(t.db, { checkIn: '2030-01-15', nights: 2 });
    await payStay(t.db, sandbox, whole);
    const held = await heldStay(t.db, { checkIn: '2030-01-17', nights: 2 });
    for (const reference of [hold.reference, whole.reference, held.reference])
      await t.db.update(bookings).set({ userId: 'carla' }).where(eq(bookings.reference, reference));

    const pendingOf = async () =>
      new Map((await customerBookings(t.db, 'carla')).map((b) => [b.reference, b.pending]));
    let pending = await pendingOf();
    expect(pending.get(hold.reference)).toEqual({
      amountMinor: schedule.balanceMinor,
      dueAt: schedule.dueAt,
    });
    expect(pending.get(whole.reference)).toBeNull();
    // A held booking has paid nothing: all of it is still to pay, with no day set.
    expect(pending.get(held.reference)).toEqual({ amountMinor: held.total.minor, dueAt: null });

    await chargeDueBalances(t.db, sandbox.providers, { now: schedule.dueAt });
    pending = await pendingOf();
    expect(pending.get(hold.reference)).toBeNull();
  });
});
