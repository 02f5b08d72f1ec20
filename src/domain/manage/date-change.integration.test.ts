import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRooms,
  bookings,
  dateChanges,
  outbox,
  refunds,
  roomInventory,
  roomTypes,
  sandboxRefunds,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { bookingMoney } from '@/domain/orders';
import { depositSchedule, quoteStay, readBooking, resortToday } from '@/domain/stays';
import { addDays, resortMidnight } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { heldStay, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import {
  applyDateChange,
  cancelBooking,
  DateChangeRefused,
  DifferenceChanged,
  quoteDateChange,
} from '.';
import { inBookingCurrency } from './date-change.rules';

const refusal = (reason: string) => (e: unknown) =>
  e instanceof DateChangeRefused && e.reason === reason;

describe.each(engines)('changing the dates of a paid hotel booking on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  /** A fresh stay of `nights` for each test, far from the others' nights (and their moves). */
  const stay = (nights = 2) => {
    day += 12;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + nights) };
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 200);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const roomType = async () =>
    (await t.db.select().from(roomTypes).where(eq(roomTypes.code, 'HXM-GVS')))[0]!;
  const soldOf = async (checkIn: string, checkOut: string) => {
    const type = await roomType();
    const rows = await t.db
      .select({ sold: roomInventory.sold, held: roomInventory.held })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, type.id),
          gte(roomInventory.date, checkIn),
          lt(roomInventory.date, checkOut),
        ),
      )
      .orderBy(roomInventory.date);
    return rows.map((r) => `${r.sold}/${r.held}`);
  };
  const bookingRow = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  /** The stay's price on other dates by the shop's own quote, in the booking's currency. */
  const priceOn = async (
    booking: { totalUsdCents: number; totalMinor: number },
    dates: { checkIn: string; checkOut: string },
  ) => {
    const quote = await quoteStay(t.db, {
      hotelCode: 'HXM',
      ...dates,
      rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [], ratePlan: 'flexible' }],
    });
    return { usd: quote.totalUsdCents, minor: inBookingCurrency(quote.totalUsdCents, booking) };
  };

  it('a shorter stay: the quote changes nothing; the change swaps the nights and refunds the difference once', async () => {
    const dates = stay(3);
    const { hold, order } = await paidBooking(t.db, sandbox, { ...dates, currencyIso: 'MXN' });
    const before = await bookingRow(hold.bookingId);
    // Two nights later, two nights long: the last old night is kept, two new ones are taken.
    const next = { checkIn: addDays(dates.checkIn, 2), checkOut: addDays(dates.checkIn, 4) };
    const price = await priceOn(before, next);
    const difference = price.minor - before.totalMinor;
    expect(difference).toBeLessThan(0);

    const quote = await quoteDateChange(t.db, hold.bookingId, next);
    expect(quote).toEqual({
      ok: true,
      reference: hold.reference,
      ...next,
      nights: 2,
      currencyIso: 'MXN',
      currentTotalMinor: before.totalMinor,
      newTotalMinor: price.minor,
      differenceMinor: difference,
      refundMinor: -difference,
      payMinor: 0,
      droppedRooms: [],
      releasedParkDays: [],
    });
    expect(await bookingRow(hold.bookingId)).toMatchObject({ checkIn: dates.checkIn });
    expect(await soldOf(dates.checkIn, next.checkOut)).toEqual(['1/0', '1/0', '1/0', '0/0']);

    const requestId = randomUUID();
    const outcome = await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      ...next,
      expectedDifferenceMinor: difference,
      actor: 'guest',
    });
    expect(outcome).toMatchObject({
      reference: hold.reference,
      ...next,
      currencyIso: 'MXN',
      differenceMinor: difference,
      refundMinor: -difference,
      replayed: false,
      refund: { status: 'refunded', amountMinor: -difference, reason: 'date-change' },
    });
    // Nights 1-2 back on sale, night 3 still the booking's, night 4 taken: nothing lost or doubled.
    expect(await soldOf(dates.checkIn, next.checkOut)).toEqual(['0/0', '0/0', '1/0', '1/0']);
    expect(await bookingRow(hold.bookingId)).toMatchObject({
      status: 'confirmed',
      ...next,
      totalUsdCents: price.usd,
      totalMinor: price.minor,
    });
    const [room] = await t.db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, hold.bookingId));
    expect(room!.nightlyUsdCents).toHaveLength(2);
    const gateway = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `refund-${outcome.refund!.id}`));
    expect(gateway.map((r) => r.amountMinor)).toEqual([-difference]);
    const queued = await t.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'bookingId' = ${hold.bookingId}`);
    // The first confirmation, and the updated one with the new dates.
    expect(queued.filter((q) => q.kind === 'booking-confirmed')).toHaveLength(2);

    // The same request again: the first outcome; nothing moves, no second refund.
    const replay = await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      ...next,
      expectedDifferenceMinor: difference,
      actor: 'guest',
    });
    expect(replay).toMatchObject({ replayed: true, reference: hold.reference, ...next });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(
      await t.db.select().from(dateChanges).where(eq(dateChanges.bookingId, hold.bookingId)),
    ).toMatchObject([
      { fromCheckIn: dates.checkIn, toCheckIn: next.checkIn, refundMinor: -difference },
    ]);

    // Another booking's change under this request id is refused and learns nothing.
    const stranger = await paidBooking(t.db, sandbox, stay(2));
    await expect(
      applyDateChange(t.db, sandbox.providers, {
        bookingId: stranger.hold.bookingId,
        requestId,
        ...next,
        expectedDifferenceMinor: difference,
        actor: 'guest',
      }),
    ).rejects.toThrow('another change');

    // Cancelling afterwards gives back what is left of the charge, exactly: all of it in total.
    const cancelled = await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      actor: 'guest',
    });
    expect(cancelled.refundMinor).toBe(price.minor);
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      paidMinor: order.amountMinor,
      refundedMinor: order.amountMinor,
      balanceMinor: 0,
    });
    expect(await soldOf(dates.checkIn, next.checkOut)).toEqual(['0/0', '0/0', '0/0', '0/0']);
  });

  it('a dearer stay is quoted with the difference to pay and refused without paying it', async () => {
    const dates = stay(2);
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const before = await bookingRow(hold.bookingId);
    const next = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 4) };
    const price = await priceOn(before, next);
    const quote = await quoteDateChange(t.db, hold.bookingId, next);
    expect(quote).toMatchObject({
      ok: true,
      differenceMinor: price.minor - before.totalMinor,
      payMinor: price.minor - before.totalMinor,
      refundMinor: 0,
    });
    await expect(
      applyDateChange(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId: randomUUID(),
        ...next,
        expectedDifferenceMinor: price.minor - before.totalMinor,
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('PAYMENT_REQUIRED'));
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);
    expect(await soldOf(dates.checkIn, next.checkOut)).toEqual(['1/0', '1/0', '0/0', '0/0']);
  });

  it('a difference other than the one shown is refused (409) and changes nothing', async () => {
    const dates = stay(3);
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    const next = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
    const quote = await quoteDateChange(t.db, hold.bookingId, next);
    if (!quote.ok) throw new Error(quote.reason);
    const error = await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      ...next,
      expectedDifferenceMinor: quote.differenceMinor + 1,
      actor: 'guest',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DifferenceChanged);
    expect((error as DifferenceChanged).quote).toMatchObject({
      differenceMinor: quote.differenceMinor,
    });
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);
    expect(await soldOf(dates.checkIn, dates.checkOut)).toEqual(['1/0', '1/0', '1/0']);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it("a night the stay already has counts as its own, even with the hotel's last room", async () => {
    const dates = stay(2);
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const type = await roomType();
    // Every room of the type sold on the stay's nights and the next: only this booking's own.
    await t.db
      .update(roomInventory)
      .set({ total: sql`${roomInventory.sold} + ${roomInventory.held}` })
      .where(
        and(
          eq(roomInventory.roomTypeId, type.id),
          gte(roomInventory.date, dates.checkIn),
          lt(roomInventory.date, dates.checkOut),
        ),
      );
    const shorter = { checkIn: addDays(dates.checkIn, 1), checkOut: dates.checkOut };
    const quote = await quoteDateChange(t.db, hold.bookingId, shorter);
    expect(quote).toMatchObject({ ok: true, nights: 1 });
    // A night no room is left on: not available.
    await t.db
      .update(roomInventory)
      .set({ total: 0 })
      .where(and(eq(roomInventory.roomTypeId, type.id), eq(roomInventory.date, dates.checkOut)));
    expect(
      await quoteDateChange(t.db, hold.bookingId, {
        checkIn: dates.checkIn,
        checkOut: addDays(dates.checkOut, 1),
      }),
    ).toEqual({ ok: false, reason: 'NOT_AVAILABLE' });
    if (!quote.ok) return;
    await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      ...shorter,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
    });
    expect(await soldOf(dates.checkIn, dates.checkOut)).toEqual(['0/0', '1/0']);
  });

  it('a deposit booking cannot change its dates while its balance is unpaid', async () => {
    const dates = stay(2);
    // Hotel Xcaret Arte's flexible rate: 30 % now, the rest 14 days before arrival.
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn: dates.checkIn,
      nights: 2,
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    const schedule = depositSchedule(booking, new Date())!;
    await payStay(t.db, sandbox, hold, { amountMinor: schedule.todayMinor });
    const shorter = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
    expect(await quoteDateChange(t.db, hold.bookingId, shorter)).toEqual({
      ok: false,
      reason: 'BALANCE_PENDING',
    });
    await expect(
      applyDateChange(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId: randomUUID(),
        ...shorter,
        expectedDifferenceMinor: 0,
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('BALANCE_PENDING'));
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);
  });

  it('refuses a non-refundable rate, the same dates, past dates, after the deadline and hostile dates', async () => {
    const dates = stay(2);
    const nonRefundable = await paidBooking(t.db, sandbox, {
      ...dates,
      ratePlan: 'non-refundable',
    });
    const next = { checkIn: addDays(dates.checkIn, 1), checkOut: addDays(dates.checkOut, 1) };
    expect(await quoteDateChange(t.db, nonRefundable.hold.bookingId, next)).toEqual({
      ok: false,
      reason: 'NON_REFUNDABLE',
    });
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const cases: [unknown, string][] = [
      [dates, 'SAME_DATES'],
      [{ checkIn: addDays(today, -3), checkOut: addDays(today, -1) }, 'INVALID_DATES'],
      [{ checkIn: dates.checkOut, checkOut: dates.checkIn }, 'INVALID_DATES'],
      [
        { checkIn: "2030-01-01'; DROP TABLE bookings; --", checkOut: '2030-01-03' },
        'INVALID_DATES',
      ],
      [{ checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 40) }, 'INVALID_DATES'],
    ];
    for (const [input, reason] of cases)
      expect(
        await quoteDateChange(t.db, hold.bookingId, input as { checkIn: string; checkOut: string }),
      ).toEqual({ ok: false, reason });
    // HXM's flexible rate changes free until 3 days before arrival; this is 2 days before.
    const late = new Date(resortMidnight(addDays(dates.checkIn, -2)).getTime() + 3_600_000);
    expect(await quoteDateChange(t.db, hold.bookingId, next, late)).toEqual({
      ok: false,
      reason: 'DEADLINE_PASSED',
    });
    await expect(
      applyDateChange(
        t.db,
        sandbox.providers,
        {
          bookingId: hold.bookingId,
          requestId: randomUUID(),
          ...next,
          expectedDifferenceMinor: 0,
          actor: 'guest',
        },
        { now: late },
      ),
    ).rejects.toSatisfy(refusal('DEADLINE_PASSED'));
    // A cancelled booking does not change.
    await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      actor: 'guest',
    });
    expect(await quoteDateChange(t.db, hold.bookingId, next)).toEqual({
      ok: false,
      reason: 'NOT_CONFIRMED',
    });
    expect(await bookingRow(hold.bookingId)).toMatchObject(dates);
  });
});
