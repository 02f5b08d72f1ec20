import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, carts } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { resortToday } from '@/domain/stays';
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
});
