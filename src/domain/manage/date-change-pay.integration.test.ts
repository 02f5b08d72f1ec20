import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  dateChangeHolds,
  dateChanges,
  outbox,
  paymentAttempts,
  roomInventory,
  roomTypes,
  sandboxRefunds,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { bookingMoney, syncAttempt } from '@/domain/orders';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';
import {
  CHANGE_HOLD_MINUTES,
  cancelBooking,
  changePaymentState,
  DateChangeRefused,
  DifferenceChanged,
  expireChangeHolds,
  quoteDateChange,
  startDateChangePayment,
} from '.';

const DECLINED = { ...TEST_CARDS.visa, number: '4000 0000 0000 0002' };

describe.each(engines)('paying the difference of a dearer date change on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 40;
  const stay = (nights = 2) => {
    day += 12;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + nights) };
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 250);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const countsOf = async (checkIn: string, checkOut: string) => {
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, 'HXM-GVS'));
    const rows = await t.db
      .select({ sold: roomInventory.sold, held: roomInventory.held })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, type!.id),
          gte(roomInventory.date, checkIn),
          lt(roomInventory.date, checkOut),
        ),
      )
      .orderBy(roomInventory.date);
    return rows.map((r) => `${r.sold}/${r.held}`);
  };
  const bookingRow = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const changesOf = (bookingId: string) =>
    t.db.select().from(dateChanges).where(eq(dateChanges.bookingId, bookingId));
  const attemptOf = async (key: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)))[0]!;
  const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').at(-2)!;

  /** A paid two-night booking and its move to two more nights (a dearer stay), quoted. */
  const dearerChange = async () => {
    const dates = stay(2);
    const paid = await paidBooking(t.db, sandbox, { ...dates, currencyIso: 'MXN' });
    const next = { checkIn: addDays(dates.checkIn, 1), checkOut: addDays(dates.checkIn, 5) };
    const quote = await quoteDateChange(t.db, paid.hold.bookingId, next);
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.payMinor).toBeGreaterThan(0);
    return { ...paid, dates, next, quote };
  };
  const start = (
    bookingId: string,
    next: { checkIn: string; checkOut: string },
    difference: number,
    { requestId = randomUUID(), now = new Date() } = {},
  ) =>
    startDateChangePayment(
      t.db,
      sandbox.providers,
      {
        bookingId,
        requestId,
        ...next,
        expectedDifferenceMinor: difference,
        actor: 'guest',
        locale: 'es',
        returnUrl: (key) => `http://127.0.0.1:9/es/mi-reserva/?changePayment=${key}`,
      },
      { now },
    );

  it('holds the new nights, and the captured difference makes the change once (webhook, then the return)', async () => {
    const { hold, order, dates, next, quote } = await dearerChange();
    const before = await bookingRow(hold.bookingId);
    const started = await start(hold.bookingId, next, quote.differenceMinor);
    expect(started).toMatchObject({
      payMinor: quote.payMinor,
      currencyIso: 'MXN',
      ...next,
      replayed: false,
    });
    // Old nights 1-2 sold; new nights 3-5 held (night 2 is shared: the booking's own).
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/1',
      '0/1',
      '0/1',
    ]);
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);

    const outcome = await sandbox.gateway.submitCard(
      paymentIdOf(started.redirectUrl),
      TEST_CARDS.visa,
    );
    expect(outcome.kind).toBe('redirect');
    await sandbox.gateway.deliverDue();

    expect(await bookingRow(hold.bookingId)).toMatchObject({
      status: 'confirmed',
      ...next,
      totalMinor: quote.newTotalMinor,
    });
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '0/0',
      '1/0',
      '1/0',
      '1/0',
      '1/0',
    ]);
    expect(await changesOf(hold.bookingId)).toMatchObject([
      {
        fromCheckIn: dates.checkIn,
        toCheckIn: next.checkIn,
        fromTotalMinor: before.totalMinor,
        toTotalMinor: quote.newTotalMinor,
        refundMinor: 0,
      },
    ]);
    expect(await changePaymentState(t.db, hold.bookingId, started.attemptKey)).toMatchObject({
      state: 'applied',
    });
    expect(await attemptOf(started.attemptKey)).toMatchObject({
      status: 'captured',
      purpose: 'date-change',
      amountMinor: quote.payMinor,
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed'));
    expect(
      mails.filter((m) => (m.payload as { bookingId: string }).bookingId === hold.bookingId),
    ).toHaveLength(2);

    // The return from the page after the webhook changes nothing again.
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    expect(await changesOf(hold.bookingId)).toHaveLength(1);
    expect(await countsOf(next.checkIn, next.checkOut)).toEqual(['1/0', '1/0', '1/0', '1/0']);

    // The order's money is its two payments; a cancellation gives back both, never more.
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      paidMinor: order.amountMinor + quote.payMinor,
      refundedMinor: 0,
    });
    const cancelled = await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      actor: 'guest',
    });
    expect(cancelled.refundMinor).toBe(order.amountMinor + quote.payMinor);
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      paidMinor: order.amountMinor + quote.payMinor,
      refundedMinor: order.amountMinor + quote.payMinor,
      balanceMinor: 0,
    });
    // Each charge gives back what it took: the difference's charge exactly its amount.
    const charge = (await attemptOf(started.attemptKey)).chargeId!;
    const given = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, charge));
    expect(given.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(quote.payMinor);
  });

  it('a declined card leaves the booking untouched and gives the held nights back', async () => {
    const { hold, dates, next, quote } = await dearerChange();
    const started = await start(hold.bookingId, next, quote.differenceMinor);
    const outcome = await sandbox.gateway.submitCard(paymentIdOf(started.redirectUrl), DECLINED);
    expect(outcome.kind).toBe('redirect');
    // The return comes first this time, then the webhook.
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    await sandbox.gateway.deliverDue();
    expect(await bookingRow(hold.bookingId)).toMatchObject({ ...dates, status: 'confirmed' });
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/0',
      '0/0',
      '0/0',
    ]);
    expect(await changesOf(hold.bookingId)).toEqual([]);
    expect(await changePaymentState(t.db, hold.bookingId, started.attemptKey)).toMatchObject({
      state: 'released',
    });
    // A new try opens a new hold and a new payment.
    const again = await start(hold.bookingId, next, quote.differenceMinor);
    expect(again.attemptKey).not.toBe(started.attemptKey);
  });

  it('the same request again is the same hold and page; another difference is refused', async () => {
    const { hold, dates, next, quote } = await dearerChange();
    const requestId = randomUUID();
    const first = await start(hold.bookingId, next, quote.differenceMinor, { requestId });
    const second = await start(hold.bookingId, next, quote.differenceMinor, { requestId });
    expect(second).toMatchObject({ replayed: true, redirectUrl: first.redirectUrl });
    expect(
      await t.db
        .select()
        .from(dateChangeHolds)
        .where(eq(dateChangeHolds.bookingId, hold.bookingId)),
    ).toHaveLength(1);
    expect(await countsOf(next.checkIn, next.checkOut)).toEqual(['1/0', '0/1', '0/1', '0/1']);
    await expect(start(hold.bookingId, next, quote.differenceMinor + 1)).rejects.toBeInstanceOf(
      DifferenceChanged,
    );
    // The refused request released nothing and held nothing.
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/1',
      '0/1',
      '0/1',
    ]);
  });

  it('the return and the webhook arriving together make the change once', async () => {
    const { hold, next, quote } = await dearerChange();
    const started = await start(hold.bookingId, next, quote.differenceMinor);
    await sandbox.gateway.submitCard(paymentIdOf(started.redirectUrl), TEST_CARDS.visa);
    await Promise.all([
      syncAttempt(t.db, sandbox.providers, started.attemptKey),
      sandbox.gateway.deliverDue(),
      syncAttempt(t.db, sandbox.providers, started.attemptKey),
    ]);
    expect(await changesOf(hold.bookingId)).toHaveLength(1);
    expect(await bookingRow(hold.bookingId)).toMatchObject(next);
    expect(await countsOf(next.checkIn, next.checkOut)).toEqual(['1/0', '1/0', '1/0', '1/0']);
    expect(await attemptOf(started.attemptKey)).toMatchObject({ status: 'captured' });
  });

  it('two tabs: the later hold replaces the earlier; its late payment is refunded', async () => {
    const { hold, order, dates, next, quote } = await dearerChange();
    const tabA = await start(hold.bookingId, next, quote.differenceMinor);
    const tabB = await start(hold.bookingId, next, quote.differenceMinor);
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/1',
      '0/1',
      '0/1',
    ]);
    await sandbox.gateway.submitCard(paymentIdOf(tabA.redirectUrl), TEST_CARDS.visa);
    await sandbox.gateway.submitCard(paymentIdOf(tabB.redirectUrl), TEST_CARDS.visa);
    await sandbox.gateway.deliverDue();
    await syncAttempt(t.db, sandbox.providers, tabA.attemptKey);
    expect(await changesOf(hold.bookingId)).toHaveLength(1);
    expect(await bookingRow(hold.bookingId)).toMatchObject(next);
    expect(await attemptOf(tabA.attemptKey)).toMatchObject({ status: 'refunded' });
    expect(await attemptOf(tabB.attemptKey)).toMatchObject({ status: 'captured' });
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '0/0',
      '1/0',
      '1/0',
      '1/0',
      '1/0',
    ]);
    // Only the payment that made the change counts as the order's money.
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      paidMinor: order.amountMinor + quote.payMinor,
    });
  });

  it('an expired hold gives the nights back; a payment after it is given back, the booking untouched', async () => {
    const { hold, order, dates, next, quote } = await dearerChange();
    const started = await start(hold.bookingId, next, quote.differenceMinor);
    expect(await expireChangeHolds(t.db, new Date())).toBe(0);
    const later = new Date(Date.now() + (CHANGE_HOLD_MINUTES + 1) * 60_000);
    // Earlier tests' holds still wait too: all of them are due by then.
    expect(await expireChangeHolds(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await changePaymentState(t.db, hold.bookingId, started.attemptKey)).toMatchObject({
      state: 'released',
    });
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/0',
      '0/0',
      '0/0',
    ]);
    // The sandbox's page is still open (its own clock): the webhook's authorization is not
    // captured; the return's reconciliation captures it, and that money is given back.
    const outcome = await sandbox.gateway.submitCard(
      paymentIdOf(started.redirectUrl),
      TEST_CARDS.visa,
    );
    expect(outcome.kind).toBe('redirect');
    await sandbox.gateway.deliverDue();
    expect((await attemptOf(started.attemptKey)).status).toBe('authorized');
    await syncAttempt(t.db, sandbox.providers, started.attemptKey);
    expect((await attemptOf(started.attemptKey)).status).toBe('refunded');
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      paidMinor: order.amountMinor,
    });
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);
    expect(await changesOf(hold.bookingId)).toEqual([]);
    expect(await countsOf(dates.checkIn, next.checkOut)).toEqual([
      '1/0',
      '1/0',
      '0/0',
      '0/0',
      '0/0',
    ]);
  });

  it('refuses what the change itself refuses, holding nothing', async () => {
    const { hold, dates } = await dearerChange();
    await expect(start(hold.bookingId, dates, 100)).rejects.toSatisfy(
      (e: unknown) => e instanceof DateChangeRefused && e.reason === 'SAME_DATES',
    );
    const cheaper = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
    await expect(start(hold.bookingId, cheaper, 100)).rejects.toBeInstanceOf(DifferenceChanged);
    expect(
      await t.db
        .select()
        .from(dateChangeHolds)
        .where(eq(dateChangeHolds.bookingId, hold.bookingId)),
    ).toEqual([]);
  });
});
