import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCharges, bookings, outbox, paymentAttempts, sandboxCharges } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { cancelOverdueBalances } from '@/domain/manage';
import type { PaymentProvider } from '@/domain/payments';
import { providerDirectory } from '@/domain/payments';
import { depositSchedule, pendingMinor, readBooking, resortToday } from '@/domain/stays';
import { addDays, resortMidnight } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { heldStay, payStay, sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';
import {
  BALANCE_CLAIM_MS,
  BALANCE_GRACE_MS,
  bookingMoney,
  chargeDueBalances,
  receiptOf,
  sweepBalanceLinks,
} from '.';

/**
 * Issue 20 end to end on the domain: a deposit plan's booking pays its deposit, keeps the card
 * as the gateway's token, and the balance job charges the rest on its day, once; a decline
 * sends the payment link, and an unpaid link cancels the booking under its policy.
 */
describe.each(engines)('deposits and balances on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 40;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 40), 60);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A Hotel Xcaret Arte stay on its flexible rate (30 % now, the rest 14 days before). */
  async function depositBooking(card = TEST_CARDS.visa, currencyIso = 'USD') {
    day += 3;
    const checkIn = addDays(today, day);
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn,
      nights: 2,
      currencyIso,
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    const schedule = depositSchedule(booking, new Date())!;
    const { order } = await payStay(t.db, sandbox, hold, {
      amountMinor: schedule.todayMinor,
      card,
    });
    const [balance] = await t.db
      .select()
      .from(balanceCharges)
      .where(eq(balanceCharges.bookingId, hold.bookingId));
    return { hold, booking, schedule, order, balance: balance!, checkIn };
  }

  const balanceOf = async (bookingId: string) =>
    (await t.db.select().from(balanceCharges).where(eq(balanceCharges.bookingId, bookingId)))[0]!;
  const chargesOf = (reference: string) =>
    t.db
      .select({ amountMinor: sandboxCharges.amountMinor })
      .from(sandboxCharges)
      .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, sandboxCharges.paymentId))
      .innerJoin(balanceCharges, eq(balanceCharges.orderId, paymentAttempts.orderId))
      .where(and(eq(balanceCharges.id, reference), eq(paymentAttempts.purpose, 'balance')));

  it('a deposit booking pays 30 % now, keeps only a token, and owes the rest on its day', async () => {
    const { hold, schedule, order, balance, checkIn } = await depositBooking();
    expect(schedule.todayMinor + schedule.balanceMinor).toBe(hold.total.minor);
    expect(order.status).toBe('paid');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
    expect(balance).toMatchObject({
      status: 'scheduled',
      amountMinor: schedule.balanceMinor,
      currencyIso: 'USD',
      provider: 'sandbox',
    });
    expect(balance.dueAt.getTime()).toBe(resortMidnight(addDays(checkIn, -14)).getTime());
    // Only the gateway's token reference: no card number anywhere on our side.
    expect(balance.savedCard).toMatch(/^tok_/);
    const money = (await bookingMoney(t.db, hold.bookingId))!;
    expect(money).toMatchObject({
      paidMinor: schedule.todayMinor,
      totalMinor: hold.total.minor,
      balanceDue: { amountMinor: schedule.balanceMinor, status: 'scheduled' },
    });
    expect(
      pendingMinor({
        status: 'confirmed',
        totalMinor: money.totalMinor,
        capturedMinor: money.paidMinor,
        refundedMinor: money.refundedMinor,
      }),
    ).toBe(schedule.balanceMinor);
    // The receipt states the same pending amount and its day (issue 19).
    expect((await receiptOf(t.db, money.orderReference))!.pending).toEqual({
      amountMinor: schedule.balanceMinor,
      dueAt: balance.dueAt,
    });
  });

  it('the job charges nothing before the day, then the balance once; the receipt lists both payments', async () => {
    const { hold, schedule, balance } = await depositBooking();
    await chargeDueBalances(t.db, sandbox.providers, {
      now: new Date(balance.dueAt.getTime() - 60_000),
    });
    expect((await balanceOf(hold.bookingId)).status).toBe('scheduled');

    const run = await chargeDueBalances(t.db, sandbox.providers, { now: balance.dueAt });
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(hold.bookingId)).toMatchObject({ status: 'paid', tries: 1 });
    const again = await chargeDueBalances(t.db, sandbox.providers, {
      now: new Date(balance.dueAt.getTime() + 2 * BALANCE_CLAIM_MS),
    });
    expect(again.claimed).toBe(0);
    expect(await chargesOf(balance.id)).toEqual([{ amountMinor: schedule.balanceMinor }]);

    const money = (await bookingMoney(t.db, hold.bookingId))!;
    expect(money.paidMinor).toBe(hold.total.minor);
    expect(money.payments.map((p) => [p.kind, p.amountMinor])).toEqual([
      ['sale', schedule.todayMinor],
      ['balance', schedule.balanceMinor],
    ]);
    expect(
      pendingMinor({
        status: 'confirmed',
        totalMinor: money.totalMinor,
        capturedMinor: money.paidMinor,
      }),
    ).toBe(0);
    const receipt = (await receiptOf(t.db, money.orderReference))!;
    expect(receipt.payments.map((p) => p.amountMinor)).toEqual([
      schedule.todayMinor,
      schedule.balanceMinor,
    ]);
    expect(receipt.pending).toBeNull();
  });

  it('a crash between the gateway charge and our commit never charges twice (same key again)', async () => {
    const { hold, schedule, balance } = await depositBooking();
    let calls = 0;
    const crashing: PaymentProvider = Object.assign(Object.create(sandbox.gateway), {
      chargeSavedCard: async (
        input: Parameters<NonNullable<PaymentProvider['chargeSavedCard']>>[0],
      ) => {
        calls += 1;
        await sandbox.gateway.chargeSavedCard(input);
        throw new Error('process died before recording the charge');
      },
    });
    await expect(
      chargeDueBalances(t.db, providerDirectory([crashing]), { now: balance.dueAt }),
    ).rejects.toThrow('process died');
    expect(calls).toBe(1);
    expect((await balanceOf(hold.bookingId)).status).toBe('charging');
    // Still claimed: nobody else takes it before its claim runs out.
    const early = await chargeDueBalances(t.db, sandbox.providers, { now: balance.dueAt });
    expect(early.claimed).toBe(0);
    const later = new Date(balance.dueAt.getTime() + BALANCE_CLAIM_MS);
    await chargeDueBalances(t.db, sandbox.providers, { now: later });
    expect(await balanceOf(hold.bookingId)).toMatchObject({ status: 'paid', tries: 2 });
    expect(await chargesOf(balance.id)).toEqual([{ amountMinor: schedule.balanceMinor }]);
  });

  it('a declined balance emails the payment link, and paying it there settles the balance', async () => {
    const { hold, schedule, balance } = await depositBooking(TEST_CARDS.laterDeclined);
    const run = await chargeDueBalances(t.db, sandbox.providers, { now: balance.dueAt });
    expect(run.declined).toBeGreaterThanOrEqual(1);
    const awaiting = await balanceOf(hold.bookingId);
    expect(awaiting).toMatchObject({ status: 'awaiting_payment', failureCode: 'CARD_DECLINED' });
    expect(awaiting.graceUntil!.getTime()).toBe(balance.dueAt.getTime() + BALANCE_GRACE_MS);
    const mails = (
      await t.db.select().from(outbox).where(eq(outbox.kind, 'balance-payment-link'))
    ).filter((m) => m.payload.bookingId === hold.bookingId);
    expect(mails).toHaveLength(1);
    const url = String(mails[0]!.payload.url);
    expect(url).toMatch(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
    expect(mails[0]!.payload.amountMinor).toBe(schedule.balanceMinor);
    // The sweep finds nothing left to send: one email.
    expect(await sweepBalanceLinks(t.db, sandbox.providers)).toBe(0);

    const paymentId = url.split('/').at(-2)!;
    const paid = await sandbox.gateway.submitCard(paymentId, TEST_CARDS.visa);
    expect(paid.kind).toBe('redirect');
    await sandbox.gateway.deliverDue();
    expect((await balanceOf(hold.bookingId)).status).toBe('paid');
    const money = (await bookingMoney(t.db, hold.bookingId))!;
    expect(money.paidMinor).toBe(hold.total.minor);
    // Past the grace, a paid balance cancels nothing.
    await cancelOverdueBalances(t.db, sandbox.providers, new Date(Date.now() + BALANCE_GRACE_MS));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
  });

  it('a declined balance left unpaid past the grace cancels the booking under its policy', async () => {
    const { hold, schedule, balance } = await depositBooking(TEST_CARDS.laterDeclined);
    await chargeDueBalances(t.db, sandbox.providers, { now: balance.dueAt });
    const awaiting = await balanceOf(hold.bookingId);
    const during = await cancelOverdueBalances(
      t.db,
      sandbox.providers,
      new Date(awaiting.graceUntil!.getTime() - 60_000),
    );
    expect(during.cancelled).toBe(0);
    const after = await cancelOverdueBalances(t.db, sandbox.providers, awaiting.graceUntil!);
    expect(after.cancelled).toBe(1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('cancelled');
    expect((await balanceOf(hold.bookingId)).status).toBe('cancelled');
    // Eleven days before arrival the flexible rate still cancels free: the deposit comes back,
    // and never more than was paid.
    const money = (await bookingMoney(t.db, hold.bookingId))!;
    expect(money.refundedMinor).toBe(schedule.todayMinor);
    expect(money.refunds[0]).toMatchObject({ status: 'refunded', actor: 'system' });
    // Nothing is charged for a cancelled booking, and a second pass changes nothing.
    await chargeDueBalances(t.db, sandbox.providers, {
      now: new Date(awaiting.graceUntil!.getTime() + BALANCE_CLAIM_MS),
    });
    expect(
      (await cancelOverdueBalances(t.db, sandbox.providers, awaiting.graceUntil!)).cancelled,
    ).toBe(0);
    expect(await chargesOf(balance.id)).toEqual([]);
  });

  it('a booking cancelled before its balance day is never charged', async () => {
    const { hold, balance } = await depositBooking();
    const { cancelBooking } = await import('@/domain/manage');
    await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: `cancel-before-balance-${hold.reference}`,
      actor: 'guest',
    });
    await chargeDueBalances(t.db, sandbox.providers, { now: balance.dueAt });
    expect((await balanceOf(hold.bookingId)).status).toBe('cancelled');
    expect(await chargesOf(balance.id)).toEqual([]);
  });

  it('a paid-in-full booking after the balance day has passed takes no deposit (JPY)', async () => {
    // Arrival in 10 days: the balance day (14 before) is gone, so everything is paid now.
    const checkIn = addDays(today, 10);
    await openInventory(t.db, checkIn, 3);
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn,
      nights: 2,
      currencyIso: 'JPY',
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    expect(depositSchedule(booking, new Date())).toBeNull();
    const { order } = await payStay(t.db, sandbox, hold);
    expect(order.status).toBe('paid');
    expect(
      await t.db.select().from(balanceCharges).where(eq(balanceCharges.bookingId, hold.bookingId)),
    ).toEqual([]);
  });
});
