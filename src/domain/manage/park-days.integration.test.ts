import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etickets, orders, outbox, productCapacity, stayParkDays } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import {
  cancelBooking,
  parkDaysOf,
  parkDaysOffer,
  ParkDayRefused,
  releaseIncludedParkDay,
  reserveIncludedParkDay,
} from '.';

const refused = (reason: string) => (e: unknown) =>
  e instanceof ParkDayRefused && e.reason === reason;

describe.each(engines)('included park days of a Hotel Xcaret México stay on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  /** A fresh three-night stay for each test, so the tests never share days. */
  const stay = () => {
    day += 5;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + 3) };
  };
  const product = async (code: string): Promise<ProductDetail> => {
    const p = (await listProducts(t.db)).find((x) => x.code === code)!;
    return (await findProductById(t.db, p.id))!;
  };
  const slotDay = async (p: ProductDetail, date: string) => {
    const [row] = await t.db
      .select()
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, p.slots[0]!.id), eq(productCapacity.date, date)));
    return row!;
  };
  const confirmations = async (bookingId: string) =>
    (
      await t.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(sql`${outbox.payload} ->> 'bookingId' = ${bookingId}`)
    ).filter((m) => m.kind === 'booking-confirmed').length;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 40);
    await openCapacity(t.db, addDays(today, 30), 40);
    sandbox = sandboxFor(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('reserves an included admission for every guest at no charge, with tickets, once per request', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, { ...dates, childrenAges: [7] });
    const plus = await product('XC-PLUS');
    const visitDate = addDays(dates.checkIn, 1);
    const before = await slotDay(plus, visitDate);
    const mailsBefore = await confirmations(hold.bookingId);
    const requestId = randomUUID();
    const input = { bookingId: hold.bookingId, productId: plus.id, visitDate, requestId };

    const first = await reserveIncludedParkDay(t.db, input);
    expect(first.replayed).toBe(false);
    expect(first.parkDay).toMatchObject({
      product: { code: 'XC-PLUS' },
      visitDate,
      status: 'reserved',
      people: { adults: 2, children: 1, infants: 0 },
    });
    const after = await slotDay(plus, visitDate);
    expect(after.sold - before.sold).toBe(3);
    expect(after.held).toBe(before.held);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.reference, first.parkDay.orderReference));
    expect(order).toMatchObject({ kind: 'park', amountMinor: 0, status: 'paid', bookingId: null });
    const tickets = await t.db.select().from(etickets).where(eq(etickets.orderId, order!.id));
    expect(tickets.map((x) => [x.holderBand, x.visitDate, x.status]).sort()).toEqual([
      ['adult', visitDate, 'issued'],
      ['adult', visitDate, 'issued'],
      ['child', visitDate, 'issued'],
    ]);
    // The updated confirmation (itinerary and calendar file) is queued once.
    expect((await confirmations(hold.bookingId)) - mailsBefore).toBe(1);

    // The same request again (a retry, a second tab's copy): the first outcome, nothing moves.
    const replay = await reserveIncludedParkDay(t.db, input);
    expect(replay).toMatchObject({ replayed: true, parkDay: { id: first.parkDay.id } });
    expect((await slotDay(plus, visitDate)).sold).toBe(after.sold);
    expect(await parkDaysOf(t.db, hold.bookingId)).toHaveLength(1);
    expect((await confirmations(hold.bookingId)) - mailsBefore).toBe(1);

    // One admission per park per stay: another request for Xcaret on another day is refused.
    await expect(
      reserveIncludedParkDay(t.db, {
        ...input,
        visitDate: addDays(dates.checkIn, 2),
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('ALREADY_RESERVED'));
    // Another included park is fine the same day.
    const xelha = await product('XH-XELHA');
    const second = await reserveIncludedParkDay(t.db, {
      ...input,
      productId: xelha.id,
      requestId: randomUUID(),
    });
    expect(second.parkDay.product.code).toBe('XH-XELHA');

    const offer = await parkDaysOffer(t.db, {
      id: hold.bookingId,
      status: 'confirmed',
      hotelCode: 'HXM',
      ...dates,
      rooms: [{ adults: 2, childrenAges: [7] }],
    });
    expect(offer.itinerary.map((e) => e.kind)).toEqual([
      'arrival',
      'night',
      'park',
      'park',
      'night',
      'departure',
    ]);
    expect(offer.included.map((p) => p.code)).not.toContain('XC-PLUS');
    expect(offer.included.map((p) => p.code)).toContain('XP-XPLOR');
    expect(offer.paid.map((p) => p.code)).not.toContain('XH-XELHA');
    expect(offer.paid.map((p) => p.code)).toContain('XC-BASIC');
  });

  it('refuses days outside the stay, parks the plan does not include, and a request id of another stay', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const plus = await product('XC-PLUS');
    const base = { bookingId: hold.bookingId, productId: plus.id };
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        visitDate: addDays(dates.checkIn, -1),
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('OUTSIDE_STAY'));
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        visitDate: addDays(dates.checkOut, 1),
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('OUTSIDE_STAY'));
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        visitDate: "2030-01-01'; --",
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('OUTSIDE_STAY'));
    const basic = await product('XC-BASIC');
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        productId: basic.id,
        visitDate: dates.checkIn,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('NOT_INCLUDED'));
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        productId: 999_999,
        visitDate: dates.checkIn,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('NOT_INCLUDED'));
    const requestId = randomUUID();
    await reserveIncludedParkDay(t.db, { ...base, visitDate: dates.checkIn, requestId });
    const other = await paidBooking(t.db, sandbox, stay());
    await expect(
      reserveIncludedParkDay(t.db, {
        ...base,
        bookingId: other.hold.bookingId,
        visitDate: dates.checkIn,
        requestId,
      }),
    ).rejects.toSatisfy(refused('REQUEST_ID_USED'));
    expect(await parkDaysOf(t.db, other.hold.bookingId)).toEqual([]);
    await expect(
      reserveIncludedParkDay(t.db, { ...base, visitDate: dates.checkIn, requestId: 'short' }),
    ).rejects.toThrow(/request id/);
  });

  it('refuses a stay at a hotel whose plan includes no park; its offer is the cart', async () => {
    const dates = stay();
    // La Casa de la Playa has no All-Fun Inclusive (México and Arte do: decision 0037).
    const { hold } = await paidBooking(t.db, sandbox, {
      ...dates,
      hotelCode: 'LCDP',
      roomTypeCode: 'LCDP-OVS',
      // A flexible rate may take a deposit; the non-refundable one is paid in full.
      ratePlan: 'non-refundable',
    });
    const plus = await product('XC-PLUS');
    await expect(
      reserveIncludedParkDay(t.db, {
        bookingId: hold.bookingId,
        productId: plus.id,
        visitDate: dates.checkIn,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('NOT_INCLUDED'));
    const offer = await parkDaysOffer(t.db, {
      id: hold.bookingId,
      status: 'confirmed',
      hotelCode: 'LCDP',
      ...dates,
      rooms: [{ adults: 2, childrenAges: [] }],
    });
    expect(offer.included).toEqual([]);
    expect(offer.paid.map((p) => p.code)).toContain('XC-PLUS');
    expect(offer.days).toHaveLength(4);
  });

  it('refuses when the day has not enough places left, and writes nothing', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const xplor = await product('XP-XPLOR');
    // A Monday-to-Saturday park: the first open day of the stay.
    let visitDate = dates.checkIn;
    while (!(await slotDay(xplor, visitDate))) visitDate = addDays(visitDate, 1);
    const slot = await slotDay(xplor, visitDate);
    await t.db
      .update(productCapacity)
      .set({ total: slot.held + slot.sold + 1 })
      .where(and(eq(productCapacity.slotId, slot.slotId), eq(productCapacity.date, visitDate)));
    const ordersBefore = (await t.db.select({ id: orders.id }).from(orders)).length;
    await expect(
      reserveIncludedParkDay(t.db, {
        bookingId: hold.bookingId,
        productId: xplor.id,
        visitDate,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('FULL'));
    expect(await slotDay(xplor, visitDate)).toEqual({ ...slot, total: slot.held + slot.sold + 1 });
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(await parkDaysOf(t.db, hold.bookingId)).toEqual([]);
  });

  it('cancelling the stay voids the park days and puts their places back on sale, once', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const plus = await product('XC-PLUS');
    const before = await slotDay(plus, dates.checkIn);
    const { parkDay } = await reserveIncludedParkDay(t.db, {
      bookingId: hold.bookingId,
      productId: plus.id,
      visitDate: dates.checkIn,
      requestId: randomUUID(),
    });
    expect((await slotDay(plus, dates.checkIn)).sold).toBe(before.sold + 2);
    const requestId = randomUUID();
    await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      actor: 'guest',
    });
    expect((await slotDay(plus, dates.checkIn)).sold).toBe(before.sold);
    const [day] = await t.db.select().from(stayParkDays).where(eq(stayParkDays.id, parkDay.id));
    expect(day!.status).toBe('cancelled');
    const tickets = await t.db.select().from(etickets).where(eq(etickets.orderId, day!.orderId));
    expect(tickets.map((x) => x.status)).toEqual(['void', 'void']);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, day!.orderId));
    expect(order!.status).toBe('refunded');
    // The cancellation replayed gives nothing back twice; the stay takes no new park day.
    await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      actor: 'guest',
    });
    expect((await slotDay(plus, dates.checkIn)).sold).toBe(before.sold);
    await expect(
      reserveIncludedParkDay(t.db, {
        bookingId: hold.bookingId,
        productId: plus.id,
        visitDate: dates.checkIn,
        requestId: randomUUID(),
      }),
    ).rejects.toSatisfy(refused('NOT_CONFIRMED'));
  });

  it('a park day is given back only before its visit; once the visit began it stays, untouched', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    const plus = await product('XC-PLUS');
    const visitDate = addDays(dates.checkIn, 1);
    const { parkDay } = await reserveIncludedParkDay(t.db, {
      bookingId: hold.bookingId,
      productId: plus.id,
      visitDate,
      requestId: randomUUID(),
    });
    const sold = (await slotDay(plus, visitDate)).sold;
    const actor = { id: 'guest', email: 'guest@example.com', role: 'guest' };
    const input = { bookingId: hold.bookingId, parkDayId: parkDay.id, actor };
    // The day after the visit (resort time): refused PAST, nothing moves.
    const after = new Date(`${addDays(visitDate, 1)}T18:00:00Z`);
    await expect(releaseIncludedParkDay(t.db, input, { now: after })).rejects.toSatisfy(
      refused('PAST'),
    );
    expect((await slotDay(plus, visitDate)).sold).toBe(sold);
    expect((await parkDaysOf(t.db, hold.bookingId))[0]!.status).toBe('reserved');
    // Another stay cannot name it; today it is given back.
    const other = await paidBooking(t.db, sandbox, dates);
    await expect(
      releaseIncludedParkDay(t.db, { ...input, bookingId: other.hold.bookingId }),
    ).rejects.toSatisfy(refused('NO_PARK_DAY'));
    const released = await releaseIncludedParkDay(t.db, input);
    expect(released).toMatchObject({ replayed: false, parkDay: { status: 'cancelled' } });
    expect((await slotDay(plus, visitDate)).sold).toBe(sold - 2);
  });
});
