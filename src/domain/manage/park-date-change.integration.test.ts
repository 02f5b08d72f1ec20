import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  etickets,
  outbox,
  parkDateChanges,
  productCapacity,
  productPrices,
  refunds,
} from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { redeemTicket } from '@/domain/tickets';
import { addDays, resortMidnight, resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import {
  applyParkDateChange,
  cancelParkItems,
  issueManageLink,
  openTrip,
  ParkDifferenceChanged,
  parkDateOptions,
  quoteParkDateChange,
  type ManagedOrder,
} from '.';

/**
 * Issue 15, moving a park visit: the quote and the change agree (the quote is the change,
 * rolled back); one transaction moves the places, voids the old e-tickets (their QR answers
 * cancelled at the gate) and issues new ones; a cheaper date refunds the difference once per
 * request id; a dearer one is refused until it can be paid; a stale difference is a 409.
 */
describe.each(engines)('moving a park visit on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  let day = 0;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, resortToday(new Date()), 120);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function opened(reference: string): Promise<ManagedOrder> {
    const token = await issueManageLink(
      t.db,
      { kind: 'order', reference },
      { origin: 'lookup', expiresAt: new Date(Date.now() + 3_600_000) },
    );
    const trip = await openTrip(t.db, { token });
    if (trip?.kind !== 'order') throw new Error('The order did not open');
    return trip;
  }
  const capacity = async (slotId: number, date: string) => {
    const [row] = await t.db
      .select({ sold: productCapacity.sold, held: productCapacity.held })
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
    return row!;
  };
  const ticketsOf = (orderId: string) =>
    t.db.select().from(etickets).where(eq(etickets.orderId, orderId));
  /** Sets a product's list prices on a date (the seed's season factors vary by weekday). */
  const price = (productId: number, date: string, adult: number, child: number) =>
    t.db
      .update(productPrices)
      .set({ adultUsdCents: adult, childUsdCents: child })
      .where(and(eq(productPrices.productId, productId), eq(productPrices.date, date)));
  const listPrice = async (productId: number, date: string) => {
    const [row] = await t.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.date, date)));
    return row!;
  };

  it('moves a visit at the same price: places moved, old tickets void at the gate, new ones valid, email queued, once per request id', async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const before = await opened(order.reference);
    const item = before.items[0]!;
    const [first] = await ticketsOf(order.id);
    const slotId = first!.slotId!;
    const productId = first!.productId;
    const target = addDays(visit, 2);
    const list = await listPrice(productId, visit);
    await price(productId, target, list.adultUsdCents, list.childUsdCents);
    const soldOld = (await capacity(slotId, visit)).sold;
    const soldNew = (await capacity(slotId, target)).sold;

    // The panel's dates: the target at the same price, never the visit's own date.
    const options = await parkDateOptions(t.db, order.reference, item.id);
    expect(options.find((o) => o.date === target)).toMatchObject({ differenceMinor: 0 });
    expect(options.some((o) => o.date === visit)).toBe(false);
    const quote = await quoteParkDateChange(t.db, order.reference, {
      itemId: item.id,
      visitDate: target,
    });
    expect(quote).toMatchObject({ ok: true, differenceMinor: 0, visitDate: target, slotId });
    // The quote changed nothing.
    expect((await capacity(slotId, visit)).sold).toBe(soldOld);
    expect((await ticketsOf(order.id)).every((r) => r.status === 'issued')).toBe(true);

    const requestId = `move-${order.id}`;
    const input = {
      reference: order.reference,
      itemId: item.id,
      visitDate: target,
      requestId,
      expectedDifferenceMinor: 0,
      actor: 'guest',
    };
    const done = await applyParkDateChange(t.db, sandbox.providers, input);
    expect(done).toMatchObject({ visitDate: target, differenceMinor: 0, refundMinor: 0 });
    expect(done.replayed).toBe(false);
    expect((await capacity(slotId, visit)).sold).toBe(soldOld - 2);
    expect((await capacity(slotId, target)).sold).toBe(soldNew + 2);
    expect((await capacity(slotId, target)).held).toBe(0);

    const rows = await ticketsOf(order.id);
    const old = rows.filter((r) => r.status === 'void');
    const fresh = rows.filter((r) => r.status === 'issued');
    expect(old.map((r) => r.id).sort()).toEqual(item.tickets.map((x) => x.id).sort());
    expect(fresh.map((r) => [r.seat, r.visitDate, r.slotId])).toEqual(
      expect.arrayContaining([
        [1, target, slotId],
        [2, target, slotId],
      ]),
    );
    expect(fresh).toHaveLength(2);

    // At the gate on the new day: the old QR answers cancelled, the new one admits.
    const onNewDay = new Date(resortMidnight(target).getTime() + 10 * 3_600_000);
    expect(await redeemTicket(t.db, item.tickets[0]!.token, { now: onNewDay })).toMatchObject({
      admitted: false,
      reason: 'void',
    });
    const after = await opened(order.reference);
    expect(after.items[0]!.visitDate).toBe(target);
    const newToken = after.items[0]!.tickets.find((x) => x.status === 'issued')!.token;
    expect(await redeemTicket(t.db, newToken, { now: onNewDay })).toMatchObject({
      admitted: true,
    });

    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'park-order-confirmed'));
    expect(
      mails.filter((m) => (m.payload as { orderId: string }).orderId === order.id),
    ).toHaveLength(2);

    // A double submit replays the first outcome; nothing moves twice.
    const again = await applyParkDateChange(t.db, sandbox.providers, input);
    expect(again).toMatchObject({ replayed: true, visitDate: target, differenceMinor: 0 });
    expect((await capacity(slotId, target)).sold).toBe(soldNew + 2);
    expect(await ticketsOf(order.id)).toHaveLength(4);
    expect(
      await t.db.select().from(parkDateChanges).where(eq(parkDateChanges.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('refunds a cheaper date once, counts it in a later cancellation, and answers a stale difference with 409', async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, {
      dayOffset: day++,
      currencyIso: 'MXN',
    });
    const before = await opened(order.reference);
    const item = before.items[0]!;
    const [first] = await ticketsOf(order.id);
    const productId = first!.productId;
    const target = addDays(visit, 3);
    const list = await listPrice(productId, visit);
    // 20 % cheaper on the new date.
    await price(
      productId,
      target,
      Math.round((list.adultUsdCents * 4) / 5),
      Math.round((list.childUsdCents * 4) / 5),
    );
    const quote = await quoteParkDateChange(t.db, order.reference, {
      itemId: item.id,
      visitDate: target,
    });
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.differenceMinor).toBeLessThan(0);
    expect(quote.refundMinor).toBe(-quote.differenceMinor);
    // A fifth of what was charged (one item without extras), give or take the cents' rounding.
    expect(Math.abs(quote.refundMinor - order.amountMinor / 5)).toBeLessThanOrEqual(
      order.amountMinor / 100,
    );

    // The guest saw another difference (the price moved since): 409, nothing changes.
    await expect(
      applyParkDateChange(t.db, sandbox.providers, {
        reference: order.reference,
        itemId: item.id,
        visitDate: target,
        requestId: `stale-${order.id}`,
        expectedDifferenceMinor: quote.differenceMinor + 100,
        actor: 'guest',
      }),
    ).rejects.toBeInstanceOf(ParkDifferenceChanged);
    expect((await ticketsOf(order.id)).every((r) => r.status === 'issued')).toBe(true);

    const input = {
      reference: order.reference,
      itemId: item.id,
      visitDate: target,
      requestId: `cheaper-${order.id}`,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
    };
    const done = await applyParkDateChange(t.db, sandbox.providers, input);
    expect(done.refund).toMatchObject({ status: 'refunded', amountMinor: quote.refundMinor });
    const replay = await applyParkDateChange(t.db, sandbox.providers, input);
    expect(replay).toMatchObject({ replayed: true, refundMinor: quote.refundMinor });
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger.map((r) => [r.amountMinor, r.reason])).toEqual([
      [quote.refundMinor, 'date-change'],
    ]);

    // Back to the first date: the current price is the cheaper one, so the old one is dearer.
    const back = await quoteParkDateChange(t.db, order.reference, {
      itemId: item.id,
      visitDate: visit,
    });
    expect(back).toMatchObject({ ok: true, payMinor: -quote.differenceMinor });
    await expect(
      applyParkDateChange(t.db, sandbox.providers, {
        ...input,
        visitDate: visit,
        requestId: `back-${order.id}`,
        expectedDifferenceMinor: -quote.differenceMinor,
      }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_REQUIRED' });

    // Cancelling the moved visit gives back what is left, never the change's refund again.
    const cancelled = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: 'all',
      requestId: `cancel-${order.id}`,
      actor: 'guest',
    });
    expect(cancelled.refundMinor).toBe(order.amountMinor - quote.refundMinor);
    const total = (await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).reduce(
      (sum, r) => sum + r.amountMinor,
      0,
    );
    expect(total).toBe(order.amountMinor);
  });

  it("in an order of two visits, a cheaper move's refund comes off the moved visit's cancellation share only", async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, {
      dayOffset: day++,
      withXcaret: true,
    });
    const [xelha, plus] = (await opened(order.reference)).items;
    const [ticket] = (await ticketsOf(order.id)).filter((r) => r.cartItemId === xelha!.id);
    const target = addDays(visit, 4);
    const list = await listPrice(ticket!.productId, visit);
    await price(
      ticket!.productId,
      target,
      Math.round(list.adultUsdCents / 2),
      Math.round(list.childUsdCents / 2),
    );
    const quote = await quoteParkDateChange(t.db, order.reference, {
      itemId: xelha!.id,
      visitDate: target,
    });
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.refundMinor).toBeGreaterThan(0);
    await applyParkDateChange(t.db, sandbox.providers, {
      reference: order.reference,
      itemId: xelha!.id,
      visitDate: target,
      requestId: `half-${order.id}`,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
    });
    const after = await opened(order.reference);
    expect(after.items.map((i) => i.quote.shareMinor)).toEqual([
      xelha!.quote.shareMinor - quote.refundMinor,
      plus!.quote.shareMinor,
    ]);
    const cancelled = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: [plus!.id],
      requestId: `plus-${order.id}`,
      actor: 'guest',
    });
    expect(cancelled.refundMinor).toBe(plus!.quote.shareMinor);
  });

  it('refuses a closed or full date, a used visit and after the deadline, and changes nothing', async () => {
    const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const item = (await opened(order.reference)).items[0]!;
    const [first] = await ticketsOf(order.id);
    const slotId = first!.slotId!;
    const full = addDays(visit, 4);
    // Full: one place left for two people.
    const filled = await t.db
      .update(productCapacity)
      .set({ sold: sql`${productCapacity.total} - ${productCapacity.held} - 1` })
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, full)))
      .returning({ slotId: productCapacity.slotId });
    expect(filled).toHaveLength(1);
    const closed = addDays(visit, 5);
    const shut = await t.db
      .update(productCapacity)
      .set({ closed: true })
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, closed)))
      .returning({ slotId: productCapacity.slotId });
    expect(shut).toHaveLength(1);
    for (const date of [full, closed])
      expect(
        await quoteParkDateChange(t.db, order.reference, { itemId: item.id, visitDate: date }),
      ).toEqual({ ok: false, reason: 'NOT_AVAILABLE' });
    expect(
      await quoteParkDateChange(t.db, order.reference, { itemId: item.id, visitDate: visit }),
    ).toEqual({ ok: false, reason: 'SAME_DATE' });
    expect(
      await quoteParkDateChange(t.db, order.reference, { itemId: 'nope', visitDate: full }),
    ).toEqual({ ok: false, reason: 'NO_ITEM' });
    // On the visit's morning the free change is over.
    const late = new Date(resortMidnight(visit).getTime() + 3_600_000);
    expect(
      await quoteParkDateChange(
        t.db,
        order.reference,
        { itemId: item.id, visitDate: addDays(visit, 1) },
        late,
      ),
    ).toEqual({ ok: false, reason: 'TOO_LATE' });
    // A ticket used at the gate: the visit stays where it is.
    const onVisitDay = new Date(resortMidnight(visit).getTime() + 10 * 3_600_000);
    await redeemTicket(t.db, item.tickets[0]!.token, { now: onVisitDay });
    expect(
      await quoteParkDateChange(t.db, order.reference, {
        itemId: item.id,
        visitDate: addDays(visit, 1),
      }),
    ).toEqual({ ok: false, reason: 'USED' });
    expect((await ticketsOf(order.id)).map((r) => r.status).sort()).toEqual(['issued', 'used']);
  });
});
