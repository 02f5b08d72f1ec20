import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateChangeHolds,
  etickets,
  outbox,
  parkDateChanges,
  paymentAttempts,
  productCapacity,
  productPrices,
  sandboxRefunds,
} from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { orderMoney, receiptOf, syncAttempt } from '@/domain/orders';
import { addDays, resortToday } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';
import {
  applyParkDateChange,
  CHANGE_HOLD_MINUTES,
  cancelParkItems,
  expireChangeHolds,
  parkChangePaymentState,
  ParkDateChangeRefused,
  ParkDifferenceChanged,
  parkDateOptions,
  quoteParkDateChange,
  startParkDateChangePayment,
  waitingParkChangeOf,
} from '.';

const DECLINED = { ...TEST_CARDS.visa, number: '4000 0000 0000 0002' };

/**
 * Issue 15, a park visit moved to a dearer date and paid (decision 0036), on the stay's
 * machinery (decision 0030): the new date's places held while the guest pays on the hosted
 * page; the capture (webhook or return, once) moves the visit as a same-price move does; a
 * decline or the expiry gives the places back and leaves the visit as it was; a payment after
 * the release is refunded; a later cancellation gives back both charges, each what it took.
 */
describe.each(engines)('paying a park visit’s dearer date on %s', (engine) => {
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

  const capacity = async (slotId: number, date: string) => {
    const [row] = await t.db
      .select({ sold: productCapacity.sold, held: productCapacity.held })
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
    return `${row!.sold}/${row!.held}`;
  };
  const ticketsOf = (orderId: string) =>
    t.db.select().from(etickets).where(eq(etickets.orderId, orderId));
  const changesOf = (orderId: string) =>
    t.db.select().from(parkDateChanges).where(eq(parkDateChanges.orderId, orderId));
  const attemptOf = async (key: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)))[0]!;
  const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').at(-2)!;

  /** A paid visit (2 adults) and a dearer date 2 days later (list prices +20 %), quoted. */
  const dearerVisit = async () => {
    day += 4;
    const paid = await paidParkOrder(t.db, sandbox, { dayOffset: day, currencyIso: 'MXN' });
    const [ticket] = await ticketsOf(paid.order.id);
    const slotId = ticket!.slotId!;
    const itemId = ticket!.cartItemId!;
    const target = addDays(paid.visit, 2);
    const [list] = await t.db
      .select()
      .from(productPrices)
      .where(
        and(eq(productPrices.productId, ticket!.productId), eq(productPrices.date, paid.visit)),
      );
    await t.db
      .update(productPrices)
      .set({
        adultUsdCents: Math.round(list!.adultUsdCents * 1.2),
        childUsdCents: Math.round(list!.childUsdCents * 1.2),
      })
      .where(and(eq(productPrices.productId, ticket!.productId), eq(productPrices.date, target)));
    const quote = await quoteParkDateChange(t.db, paid.order.reference, {
      itemId,
      visitDate: target,
    });
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.payMinor).toBeGreaterThan(0);
    return { ...paid, slotId, itemId, productId: ticket!.productId, target, quote };
  };
  const start = (
    visit: { order: { reference: string }; itemId: string; target: string },
    difference: number,
    { requestId = randomUUID(), now = new Date(), visitDate = visit.target } = {},
  ) =>
    startParkDateChangePayment(
      t.db,
      sandbox.providers,
      {
        reference: visit.order.reference,
        itemId: visit.itemId,
        visitDate,
        requestId,
        expectedDifferenceMinor: difference,
        actor: 'guest',
        locale: 'es',
        returnUrl: (key) => `http://127.0.0.1:9/es/mi-reserva/?changePayment=${key}`,
      },
      { now },
    );

  it('holds the new date’s places; the captured difference moves the visit once (webhook, then the return); a cancellation gives back both charges', async () => {
    const v = await dearerVisit();
    const { order, visit, slotId, target, quote } = v;
    const oldTickets = await ticketsOf(order.id);
    // The panel offers the dearer date with its difference.
    const options = await parkDateOptions(t.db, order.reference, v.itemId);
    expect(options.find((o) => o.date === target)).toMatchObject({
      differenceMinor: quote.differenceMinor,
    });
    const started = await start(v, quote.differenceMinor);
    expect(started).toMatchObject({
      payMinor: quote.payMinor,
      currencyIso: 'MXN',
      visitDate: target,
      slotId,
      replayed: false,
    });
    expect(await capacity(slotId, visit)).toBe('2/0');
    expect(await capacity(slotId, target)).toBe('0/2');
    expect(await waitingParkChangeOf(t.db, v.itemId)).toMatchObject({
      visitDate: target,
      payMinor: quote.payMinor,
    });
    // The same-price path still refuses a dearer date: it must be paid.
    await expect(
      applyParkDateChange(t.db, sandbox.providers, {
        reference: order.reference,
        itemId: v.itemId,
        visitDate: target,
        requestId: randomUUID(),
        expectedDifferenceMinor: quote.differenceMinor,
        actor: 'guest',
      }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_REQUIRED' });

    const outcome = await sandbox.gateway.submitCard(
      paymentIdOf(started.redirectUrl),
      TEST_CARDS.visa,
    );
    expect(outcome.kind).toBe('redirect');
    await sandbox.gateway.deliverDue();

    expect(await capacity(slotId, visit)).toBe('0/0');
    expect(await capacity(slotId, target)).toBe('2/0');
    const rows = await ticketsOf(order.id);
    expect(rows.filter((r) => r.status === 'void').map((r) => r.id)).toEqual(
      expect.arrayContaining(oldTickets.map((r) => r.id)),
    );
    const fresh = rows.filter((r) => r.status === 'issued');
    expect(fresh).toHaveLength(2);
    expect(fresh.every((r) => r.visitDate === target)).toBe(true);
    expect(await changesOf(order.id)).toMatchObject([
      {
        fromDate: visit,
        toDate: target,
        differenceMinor: quote.differenceMinor,
        refundMinor: 0,
        actor: 'guest',
      },
    ]);
    expect(await parkChangePaymentState(t.db, order.id, started.attemptKey)).toMatchObject({
      state: 'applied',
      visitDate: target,
    });
    expect(await attemptOf(started.attemptKey)).toMatchObject({
      status: 'captured',
      purpose: 'date-change',
      amountMinor: quote.payMinor,
    });
    // The e-tickets email again, in the order's language.
    const mails = (
      await t.db.select().from(outbox).where(eq(outbox.kind, 'park-order-confirmed'))
    ).filter((m) => (m.payload as { orderId: string }).orderId === order.id);
    expect(mails.length).toBe(2);
    expect(mails.at(-1)!.payload).toMatchObject({ locale: 'es' });

    // The return after the webhook changes nothing again.
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await capacity(slotId, target)).toBe('2/0');
    expect(await ticketsOf(order.id)).toHaveLength(4);

    // The receipt shows the difference as its own line.
    const receipt = await receiptOf(t.db, order.reference);
    expect(receipt?.payments.map((p) => [p.kind, p.amountMinor])).toEqual([
      ['sale', order.amountMinor],
      ['date-change', quote.payMinor],
    ]);

    // The order's money is both payments; a cancellation gives back both, never more.
    expect(await orderMoney(t.db, order.id)).toMatchObject({
      paidMinor: order.amountMinor + quote.payMinor,
      refundedMinor: 0,
    });
    const cancelled = await cancelParkItems(t.db, sandbox.providers, {
      reference: order.reference,
      items: 'all',
      requestId: randomUUID(),
      actor: 'guest',
    });
    expect(cancelled.refundMinor).toBe(order.amountMinor + quote.payMinor);
    expect(await capacity(slotId, target)).toBe('0/0');
    const charge = (await attemptOf(started.attemptKey)).chargeId!;
    const given = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, charge));
    expect(given.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(quote.payMinor);
    expect(await orderMoney(t.db, order.id)).toMatchObject({
      refundedMinor: order.amountMinor + quote.payMinor,
      balanceMinor: 0,
    });
  });

  it('a declined card leaves the visit untouched and gives the held places back', async () => {
    const v = await dearerVisit();
    const { order, visit, slotId, target, quote } = v;
    const started = await start(v, quote.differenceMinor);
    const outcome = await sandbox.gateway.submitCard(paymentIdOf(started.redirectUrl), DECLINED);
    expect(outcome.kind).toBe('redirect');
    // The return comes first this time, then the webhook.
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    await sandbox.gateway.deliverDue();
    expect(await capacity(slotId, visit)).toBe('2/0');
    expect(await capacity(slotId, target)).toBe('0/0');
    expect((await ticketsOf(order.id)).every((r) => r.status === 'issued')).toBe(true);
    expect(await changesOf(order.id)).toEqual([]);
    expect(await parkChangePaymentState(t.db, order.id, started.attemptKey)).toMatchObject({
      state: 'released',
    });
    expect(await waitingParkChangeOf(t.db, v.itemId)).toBeUndefined();
    // A new try opens a new hold and a new payment.
    const again = await start(v, quote.differenceMinor);
    expect(again.attemptKey).not.toBe(started.attemptKey);
    expect(await capacity(slotId, target)).toBe('0/2');
  });

  it('the same request again is the same hold and page; another difference is refused, holding nothing more', async () => {
    const v = await dearerVisit();
    const { slotId, target, quote } = v;
    const requestId = randomUUID();
    const first = await start(v, quote.differenceMinor, { requestId });
    const second = await start(v, quote.differenceMinor, { requestId });
    expect(second).toMatchObject({ replayed: true, redirectUrl: first.redirectUrl });
    expect(
      await t.db.select().from(dateChangeHolds).where(eq(dateChangeHolds.cartItemId, v.itemId)),
    ).toHaveLength(1);
    expect(await capacity(slotId, target)).toBe('0/2');
    await expect(start(v, quote.differenceMinor + 1)).rejects.toBeInstanceOf(ParkDifferenceChanged);
    expect(await capacity(slotId, target)).toBe('0/2');
  });

  it('the return and the webhook arriving together move the visit once', async () => {
    const v = await dearerVisit();
    const { order, visit, slotId, target, quote } = v;
    const started = await start(v, quote.differenceMinor);
    await sandbox.gateway.submitCard(paymentIdOf(started.redirectUrl), TEST_CARDS.visa);
    await Promise.all([
      syncAttempt(t.db, sandbox.providers, started.attemptKey),
      sandbox.gateway.deliverDue(),
      syncAttempt(t.db, sandbox.providers, started.attemptKey),
    ]);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await capacity(slotId, visit)).toBe('0/0');
    expect(await capacity(slotId, target)).toBe('2/0');
    expect((await ticketsOf(order.id)).filter((r) => r.status === 'issued')).toHaveLength(2);
    expect(await attemptOf(started.attemptKey)).toMatchObject({ status: 'captured' });
  });

  it('two tabs: the later hold replaces the earlier; the earlier one’s payment is refunded', async () => {
    const v = await dearerVisit();
    const { order, slotId, target, quote } = v;
    const tabA = await start(v, quote.differenceMinor);
    const tabB = await start(v, quote.differenceMinor);
    expect(await capacity(slotId, target)).toBe('0/2');
    await sandbox.gateway.submitCard(paymentIdOf(tabA.redirectUrl), TEST_CARDS.visa);
    await sandbox.gateway.submitCard(paymentIdOf(tabB.redirectUrl), TEST_CARDS.visa);
    await sandbox.gateway.deliverDue();
    await syncAttempt(t.db, sandbox.providers, tabA.attemptKey);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await attemptOf(tabA.attemptKey)).toMatchObject({ status: 'refunded' });
    expect(await attemptOf(tabB.attemptKey)).toMatchObject({ status: 'captured' });
    expect(await capacity(slotId, target)).toBe('2/0');
    expect(await orderMoney(t.db, order.id)).toMatchObject({
      paidMinor: order.amountMinor + quote.payMinor,
    });
  });

  it('an expired hold gives the places back; a payment after it is refunded, the visit untouched', async () => {
    const v = await dearerVisit();
    const { order, visit, slotId, target, quote } = v;
    const started = await start(v, quote.differenceMinor);
    expect(await expireChangeHolds(t.db, new Date())).toBe(0);
    const later = new Date(Date.now() + (CHANGE_HOLD_MINUTES + 1) * 60_000);
    expect(await expireChangeHolds(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await capacity(slotId, target)).toBe('0/0');
    expect(await parkChangePaymentState(t.db, order.id, started.attemptKey)).toMatchObject({
      state: 'released',
    });
    await sandbox.gateway.submitCard(paymentIdOf(started.redirectUrl), TEST_CARDS.visa);
    await sandbox.gateway.deliverDue();
    expect((await attemptOf(started.attemptKey)).status).toBe('authorized');
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    expect((await attemptOf(started.attemptKey)).status).toBe('refunded');
    expect(await orderMoney(t.db, order.id)).toMatchObject({ paidMinor: order.amountMinor });
    expect(await changesOf(order.id)).toEqual([]);
    expect(await capacity(slotId, visit)).toBe('2/0');
    expect(await capacity(slotId, target)).toBe('0/0');
    expect((await ticketsOf(order.id)).every((r) => r.status === 'issued')).toBe(true);
  });

  it('refuses what the move itself refuses (same date, a full date, a cheaper date) and holds nothing', async () => {
    const v = await dearerVisit();
    const { visit, slotId, target, quote } = v;
    await expect(start(v, 100, { visitDate: visit })).rejects.toSatisfy(
      (e: unknown) => e instanceof ParkDateChangeRefused && e.reason === 'SAME_DATE',
    );
    // A same-price date has no difference to pay.
    const same = addDays(visit, 1);
    const [list] = await t.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.date, visit), eq(productPrices.productId, v.productId)));
    await t.db
      .update(productPrices)
      .set({ adultUsdCents: list!.adultUsdCents, childUsdCents: list!.childUsdCents })
      .where(and(eq(productPrices.date, same), eq(productPrices.productId, v.productId)));
    const sameQuote = await quoteParkDateChange(t.db, v.order.reference, {
      itemId: v.itemId,
      visitDate: same,
    });
    if (!sameQuote.ok) throw new Error(sameQuote.reason);
    expect(sameQuote.differenceMinor).toBe(0);
    await expect(start(v, 0, { visitDate: same })).rejects.toBeInstanceOf(ParkDifferenceChanged);
    // A full date: nothing is held.
    await t.db
      .update(productCapacity)
      .set({ total: sql`${productCapacity.sold} + ${productCapacity.held} + 1` })
      .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, target)));
    await expect(start(v, quote.differenceMinor)).rejects.toSatisfy(
      (e: unknown) => e instanceof ParkDateChangeRefused && e.reason === 'NOT_AVAILABLE',
    );
    expect(
      await t.db.select().from(dateChangeHolds).where(eq(dateChangeHolds.cartItemId, v.itemId)),
    ).toEqual([]);
    expect(await capacity(slotId, target)).toBe('0/0');
  });
});
