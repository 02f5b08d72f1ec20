import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRooms,
  bookings,
  dateChangeHolds,
  dateChanges,
  etickets,
  outbox,
  productCapacity,
  refunds,
  roomInventory,
  roomTypes,
  stayParkDays,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { DATE_CHANGE_REFUND } from '@/domain/orders';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';
import {
  applyDateChange,
  DateChangeRefused,
  quoteDateChange,
  reserveIncludedParkDay,
  startDateChangePayment,
} from '.';
import { inBookingCurrency } from './date-change.rules';

/**
 * Issue 15's date change with fewer rooms, and the stay's park days following it (decision
 * 0037): a park day outside the new dates, or every park day when rooms are dropped, is
 * released in the change's transaction (tickets void, places back), named by the quote before
 * confirming and by the email after; the dropped rooms' nights go back and their share is
 * refunded by the cancellation's own rule. The same through the paid-difference path.
 */

const refusal = (reason: string) => (e: unknown) =>
  e instanceof DateChangeRefused && e.reason === reason;

describe.each(engines)('a date change with fewer rooms and park days on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  const stay = (nights = 3) => {
    day += 14;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + nights) };
  };
  const twoRooms = [
    { roomTypeCode: 'HXM-GVS', adults: 2 },
    { roomTypeCode: 'HXM-RVS', adults: 2 },
  ];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 300);
    await openCapacity(t.db, addDays(today, 30), 300);
    sandbox = sandboxFor(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  const product = async (code: string): Promise<ProductDetail> => {
    const p = (await listProducts(t.db)).find((x) => x.code === code)!;
    return (await findProductById(t.db, p.id))!;
  };
  const soldOf = async (code: string, checkIn: string, checkOut: string) => {
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, code));
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
  const placesSold = async (p: ProductDetail, date: string) =>
    (
      await t.db
        .select({ sold: productCapacity.sold })
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, p.slots[0]!.id), eq(productCapacity.date, date)))
    )[0]!.sold;
  const parkDayRow = async (id: string) =>
    (await t.db.select().from(stayParkDays).where(eq(stayParkDays.id, id)))[0]!;
  const ticketsOf = async (cartItemId: string) =>
    (
      await t.db
        .select({ status: etickets.status })
        .from(etickets)
        .where(eq(etickets.cartItemId, cartItemId))
    ).map((r) => r.status);
  const reserve = async (bookingId: string, p: ProductDetail, visitDate: string) =>
    (
      await reserveIncludedParkDay(t.db, {
        bookingId,
        productId: p.id,
        visitDate,
        requestId: randomUUID(),
      })
    ).parkDay;
  const roomsOf = (bookingId: string) =>
    t.db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, bookingId))
      .orderBy(bookingRooms.position);
  const bookingRow = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('releases only the park days outside the new dates: named by the quote, voided by the change, in the email', async () => {
    const dates = stay(3);
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const [plus, xelha] = [await product('XC-PLUS'), await product('XH-XELHA')];
    const early = await reserve(hold.bookingId, plus, addDays(dates.checkIn, 1));
    const late = await reserve(hold.bookingId, xelha, addDays(dates.checkIn, 3));
    const plusSold = await placesSold(plus, early.visitDate);
    // Two nights later and one shorter: day 1 falls outside, day 3 (now a night) stays inside.
    const next = { checkIn: addDays(dates.checkIn, 2), checkOut: addDays(dates.checkIn, 4) };

    const quote = await quoteDateChange(t.db, hold.bookingId, next);
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.releasedParkDays).toEqual([
      {
        id: early.id,
        productId: plus.id,
        productCode: 'XC-PLUS',
        name: plus.name,
        visitDate: early.visitDate,
      },
    ]);
    expect(quote.droppedRooms).toEqual([]);
    // The quote is a rolled-back trial: the park day is still there, with its places.
    expect(await parkDayRow(early.id)).toMatchObject({ status: 'reserved' });
    expect(await placesSold(plus, early.visitDate)).toBe(plusSold);

    const outcome = await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      ...next,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
    });
    expect(outcome.releasedParkDays.map((d) => d.id)).toEqual([early.id]);
    const released = await parkDayRow(early.id);
    expect(released.status).toBe('cancelled');
    expect(await ticketsOf(released.cartItemId)).toEqual(['void', 'void']);
    expect(await placesSold(plus, early.visitDate)).toBe(plusSold - 2);
    const kept = await parkDayRow(late.id);
    expect(kept.status).toBe('reserved');
    expect(await ticketsOf(kept.cartItemId)).toEqual(['issued', 'issued']);
    const [change] = await t.db
      .select()
      .from(dateChanges)
      .where(eq(dateChanges.bookingId, hold.bookingId));
    expect(change!.releasedParkDays.map((d) => d.id)).toEqual([early.id]);
    const mails = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'booking-confirmed'),
          sql`${outbox.payload} ->> 'bookingId' = ${hold.bookingId}`,
        ),
      );
    expect(mails.map((m) => m.payload)).toContainEqual({
      bookingId: hold.bookingId,
      releasedParkDayIds: [early.id],
    });
    // The park may be reserved again on a day of the new stay.
    const again = await reserve(hold.bookingId, plus, next.checkIn);
    expect(again.status).toBe('reserved');
  });

  it('drops a room on the same dates: its nights back, its share refunded, the park days released', async () => {
    const dates = stay(2);
    const { hold, order } = await paidBooking(t.db, sandbox, {
      ...dates,
      currencyIso: 'MXN',
      rooms: twoRooms,
    });
    const before = await bookingRow(hold.bookingId);
    const [gvs, rvs] = await roomsOf(hold.bookingId);
    const plus = await product('XC-PLUS');
    const parkDay = await reserve(hold.bookingId, plus, dates.checkIn);
    expect(parkDay.people.adults).toBe(4);
    expect(await soldOf('HXM-RVS', dates.checkIn, dates.checkOut)).toEqual(['1/0', '1/0']);
    const keep = { ...dates, keepRoomIds: [gvs!.id] };

    const quote = await quoteDateChange(t.db, hold.bookingId, keep);
    if (!quote.ok) throw new Error(quote.reason);
    const gvsUsd = gvs!.nightlyUsdCents.reduce((a, b) => a + b, 0);
    expect(quote.newTotalMinor).toBe(inBookingCurrency(gvsUsd, before));
    expect(quote.refundMinor).toBe(before.totalMinor - quote.newTotalMinor);
    expect(quote.refundMinor).toBeGreaterThan(0);
    expect(quote.droppedRooms).toEqual([
      { id: rvs!.id, roomTypeCode: 'HXM-RVS', adults: 2, children: 0 },
    ]);
    expect(quote.releasedParkDays.map((d) => d.id)).toEqual([parkDay.id]);
    expect(await roomsOf(hold.bookingId)).toHaveLength(2);

    const outcome = await applyDateChange(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      ...keep,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
    });
    expect(outcome).toMatchObject({ refundMinor: quote.refundMinor, ...dates });
    expect(outcome.refund?.status).toBe('refunded');
    expect((await roomsOf(hold.bookingId)).map((r) => r.id)).toEqual([gvs!.id]);
    expect(await soldOf('HXM-RVS', dates.checkIn, dates.checkOut)).toEqual(['0/0', '0/0']);
    expect(await soldOf('HXM-GVS', dates.checkIn, dates.checkOut)).toEqual(['1/0', '1/0']);
    expect(await bookingRow(hold.bookingId)).toMatchObject({
      status: 'confirmed',
      totalMinor: quote.newTotalMinor,
      totalUsdCents: gvsUsd,
    });
    expect(await parkDayRow(parkDay.id)).toMatchObject({ status: 'cancelled' });
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger.map((r) => [r.reason, r.amountMinor])).toEqual([
      [DATE_CHANGE_REFUND, quote.refundMinor],
    ]);
  });

  it('refuses no room, an unknown or repeated room, and the same dates with every room', async () => {
    const dates = stay(2);
    const { hold } = await paidBooking(t.db, sandbox, { ...dates, rooms: twoRooms });
    const [gvs, rvs] = await roomsOf(hold.bookingId);
    const ask = (keepRoomIds: string[], d = dates) =>
      quoteDateChange(t.db, hold.bookingId, { ...d, keepRoomIds });
    expect(await ask([])).toEqual({ ok: false, reason: 'INVALID_ROOMS' });
    expect(await ask([randomUUID()])).toEqual({ ok: false, reason: 'INVALID_ROOMS' });
    expect(await ask([gvs!.id, gvs!.id])).toEqual({ ok: false, reason: 'INVALID_ROOMS' });
    expect(await ask([gvs!.id, rvs!.id])).toEqual({ ok: false, reason: 'SAME_DATES' });
    await expect(
      applyDateChange(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId: randomUUID(),
        ...dates,
        keepRoomIds: [],
        expectedDifferenceMinor: 0,
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('INVALID_ROOMS'));
    expect(await roomsOf(hold.bookingId)).toHaveLength(2);
  });

  it('a dearer change that drops a room is paid first; the capture drops it and releases the park days', async () => {
    const dates = stay(2);
    const { hold } = await paidBooking(t.db, sandbox, {
      ...dates,
      currencyIso: 'MXN',
      rooms: twoRooms,
    });
    const [gvs] = await roomsOf(hold.bookingId);
    const parkDay = await reserve(hold.bookingId, await product('XC-PLUS'), dates.checkIn);
    // One room for seven nights costs more than two rooms for two.
    const next = {
      checkIn: dates.checkIn,
      checkOut: addDays(dates.checkIn, 7),
      keepRoomIds: [gvs!.id],
    };
    const quote = await quoteDateChange(t.db, hold.bookingId, next);
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.payMinor).toBeGreaterThan(0);
    expect(quote.releasedParkDays.map((d) => d.id)).toEqual([parkDay.id]);

    const started = await startDateChangePayment(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId: randomUUID(),
      ...next,
      expectedDifferenceMinor: quote.differenceMinor,
      actor: 'guest',
      locale: 'es',
      returnUrl: (key) => `http://127.0.0.1:9/es/mi-reserva/?changePayment=${key}`,
    });
    const [waiting] = await t.db
      .select()
      .from(dateChangeHolds)
      .where(eq(dateChangeHolds.bookingId, hold.bookingId));
    expect(waiting!.keepRoomIds).toEqual([gvs!.id]);
    // Only the kept room's new nights are held; the dropped room keeps its two until the capture.
    expect(waiting!.nights.map((n) => n.quantity)).toEqual([1]);
    expect(await soldOf('HXM-RVS', dates.checkIn, dates.checkOut)).toEqual(['1/0', '1/0']);
    expect(await parkDayRow(parkDay.id)).toMatchObject({ status: 'reserved' });

    await sandbox.gateway.submitCard(started.redirectUrl.split('/').at(-2)!, TEST_CARDS.visa);
    await sandbox.gateway.deliverDue();

    expect(await bookingRow(hold.bookingId)).toMatchObject({
      checkOut: next.checkOut,
      totalMinor: quote.newTotalMinor,
    });
    expect((await roomsOf(hold.bookingId)).map((r) => r.id)).toEqual([gvs!.id]);
    expect(await soldOf('HXM-RVS', dates.checkIn, dates.checkOut)).toEqual(['0/0', '0/0']);
    expect(await soldOf('HXM-GVS', dates.checkIn, next.checkOut)).toEqual(
      Array.from({ length: 7 }, () => '1/0'),
    );
    expect(await parkDayRow(parkDay.id)).toMatchObject({ status: 'cancelled' });
    const [change] = await t.db
      .select()
      .from(dateChanges)
      .where(eq(dateChanges.bookingId, hold.bookingId));
    expect(change!.droppedRooms.map((r) => r.roomTypeCode)).toEqual(['HXM-RVS']);
  });
});
