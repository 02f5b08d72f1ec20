import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCapacity } from '@/db/seed/tickets';
import { openInventory } from '@/db/seed/inventory';
import { invoicesOfOrder, requestInvoice } from '@/domain/invoicing';
import { readOrder } from '@/domain/orders';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { heldStay, paidParkOrder, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { issueManageLink, manageLinkOrderAccess } from '.';

const RECEIVER = {
  kind: 'mexican',
  rfc: 'COSC8001137NA',
  name: 'Carlos Cortés Soto',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
};

/**
 * Issue 20's invoice request on the manage page: the page's signed link proves its own trip's
 * orders (a park order, or each order of a hotel booking) to the same requestInvoice the
 * confirmation uses, and nothing else.
 */
describe.each(engines)('the manage link proves its trip to the invoice request on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  const later = { origin: 'confirmation' as const, expiresAt: new Date(Date.now() + 86_400_000) };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, today, 30);
    await openInventory(t.db, addDays(today, 30), 20);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("a park order's link opens that order only, and its invoice is asked for once", async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: 1 });
    const { order: other } = await paidParkOrder(t.db, sandbox, { dayOffset: 2 });
    const token = await issueManageLink(t.db, { kind: 'order', reference: order.reference }, later);
    const access = (await manageLinkOrderAccess(t.db, token))!;
    expect(access).toEqual({ provenOrderReference: order.reference });
    expect(await readOrder(t.db, order.reference, access)).toMatchObject({ id: order.id });
    expect(await readOrder(t.db, other.reference, access)).toBeUndefined();
    await expect(
      requestInvoice(t.db, {
        orderReference: other.reference,
        access,
        receiver: RECEIVER,
        locale: 'es',
      }),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(
      await requestInvoice(t.db, {
        orderReference: order.reference,
        access,
        receiver: RECEIVER,
        locale: 'es',
      }),
    ).toMatchObject({ ok: true });
    expect(await invoicesOfOrder(t.db, order.id)).toHaveLength(1);
    expect(await invoicesOfOrder(t.db, other.id)).toEqual([]);
  });

  it("a hotel booking's link proves its paid order; a forged or unknown token proves nothing", async () => {
    const hold = await heldStay(t.db, { checkIn: addDays(today, 35) });
    const { order } = await payStay(t.db, sandbox, hold);
    const token = await issueManageLink(
      t.db,
      { kind: 'booking', reference: hold.reference },
      later,
    );
    const access = (await manageLinkOrderAccess(t.db, token))!;
    expect(access).toEqual({ provenBookingId: hold.bookingId, provenOrderReferences: [] });
    expect(await readOrder(t.db, order.reference, access)).toMatchObject({ id: order.id });
    for (const forged of [`${token}x`, token.slice(1), '', 'a'.repeat(43), null, 42])
      expect(await manageLinkOrderAccess(t.db, forged)).toBeUndefined();
    expect(
      await requestInvoice(t.db, {
        orderReference: order.reference,
        access,
        receiver: RECEIVER,
        locale: 'en',
      }),
    ).toMatchObject({ ok: true });
  });
});
