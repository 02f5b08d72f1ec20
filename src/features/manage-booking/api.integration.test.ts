import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingRooms, bookings, etickets, productPrices } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { issueManageLink } from '@/domain/manage';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { paidParkOrder, sandboxFor, TEST_CARDS } from '../../../tests/support/paid-orders';

/**
 * The trips API's guest edits, web check-in and paid date change (issue 15), through the
 * route handlers with a real database (PGlite) and the sandbox gateway: what a client sends
 * and is answered, and what it changes.
 */
const state: { t?: TestDatabase; sandbox?: ReturnType<typeof sandboxFor> } = {};
vi.mock('@/server', () => ({
  getDb: async () => state.t!.db,
  paymentProviders: () => state.sandbox!.providers,
  currentCustomer: async () => undefined,
}));

const { changePayment, getCheckIn, payChange, putCheckIn, putGuestDetails, quoteChange } =
  await import('./api');
const { parkChangePayment, payParkDate, quoteParkDate } = await import('./park-date-api');

describe('the trips API: guest details, web check-in, paying a date change', () => {
  const today = resortToday(new Date());
  beforeAll(async () => {
    state.t = await createTestDatabase('pglite');
    await openInventory(state.t.db, addDays(today, 1), 120);
    await openCapacity(state.t.db, today, 120);
    state.sandbox = sandboxFor(state.t.db);
  });
  afterAll(async () => {
    await state.t?.dispose();
  });

  const linked = async (offset: number, nights = 2) => {
    const dates = { checkIn: addDays(today, offset), checkOut: addDays(today, offset + nights) };
    const { hold, order } = await paidBooking(state.t!.db, state.sandbox!, dates);
    const token = await issueManageLink(
      state.t!.db,
      { kind: 'booking', reference: hold.reference },
      { origin: 'confirmation', expiresAt: new Date(Date.now() + 86_400_000) },
    );
    return { hold, order, dates, token };
  };
  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    new Request(`http://127.0.0.1/api/v1/trips/current/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-manage-token': token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('guest details: saved and audited; invalid fields 422 and nothing saved; a bad token 404', async () => {
    const { hold, token } = await linked(50);
    const saved = await putGuestDetails(
      call('PUT', 'guest-details/', token, {
        arrivalTime: '16:00',
        requests: 'Cuna, por favor',
        roomNames: ['Luis Pérez'],
      }),
    );
    expect(saved.status).toBe(200);
    const [row] = await state.t!.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(row!.guest).toMatchObject({ arrivalTime: '16:00', requests: 'Cuna, por favor' });
    const [room] = await state
      .t!.db.select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, hold.bookingId));
    expect(room!.guestName).toBe('Luis Pérez');
    const audits = await state
      .t!.db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, hold.reference));
    expect(audits.map((a) => a.action)).toContain('booking.guest-edit');

    const invalid = await putGuestDetails(
      call('PUT', 'guest-details/', token, { arrivalTime: '25:99', roomNames: ['<b>x</b>'] }),
    );
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(body.error.code).toBe('INVALID_FIELDS');
    expect(Object.keys(body.error.detail.errors)).toContain('arrivalTime');
    const [after] = await state
      .t!.db.select()
      .from(bookings)
      .where(eq(bookings.id, hold.bookingId));
    expect(after!.guest).toMatchObject({ arrivalTime: '16:00' });

    for (const bad of [
      null,
      'x'.repeat(43),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const answer = await putGuestDetails(
        call('PUT', 'guest-details/', bad, { arrivalTime: '15:00' }),
      );
      expect(answer.status).toBe(404);
    }
  });

  it('web check-in: refused before its window (409); within it saved, masked and read back', async () => {
    const far = await linked(60);
    const early = await putCheckIn(
      call('PUT', 'check-in/', far.token, { idType: 'passport', idNumber: 'G12345678' }),
    );
    expect(early.status).toBe(409);
    expect((await early.json()).error.detail.reason).toBe('CHECK_IN_NOT_OPEN');

    const near = await linked(3);
    expect(await (await getCheckIn(call('GET', 'check-in/', near.token))).json()).toEqual({
      completed: false,
    });
    const done = await putCheckIn(
      call('PUT', 'check-in/', near.token, {
        arrivalTime: '14:00',
        roomNames: [],
        idType: 'passport',
        idNumber: 'G12345678',
        preferences: [],
      }),
    );
    expect(done.status).toBe(200);
    const view = await done.json();
    expect(view).toMatchObject({ completed: true, idType: 'passport' });
    expect(view.idNumber).not.toContain('G1234');
    expect(
      JSON.stringify(await (await getCheckIn(call('GET', 'check-in/', near.token))).json()),
    ).not.toContain('G12345678');
    const wrong = await putCheckIn(
      call('PUT', 'check-in/', near.token, { idType: 'library-card', idNumber: '1' }),
    );
    expect(wrong.status).toBe(422);
  });

  it('a dearer change: quoted, held and paid on the page; the payment read back; the same request replays', async () => {
    const { hold, dates, token } = await linked(80);
    const next = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 4) };
    const quote = await (await quoteChange(call('POST', 'date-change-quote/', token, next))).json();
    expect(quote.payMinor).toBeGreaterThan(0);
    const requestId = randomUUID();
    const body = { ...next, requestId, expectedDifferenceMinor: quote.differenceMinor };
    const opened = await payChange(call('POST', 'date-change-payments/', token, body));
    expect(opened.status).toBe(201);
    const payment = await opened.json();
    expect(payment).toMatchObject({ payMinor: quote.payMinor, ...next, replayed: false });
    const again = await payChange(call('POST', 'date-change-payments/', token, body));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ redirectUrl: payment.redirectUrl, replayed: true });
    // Another booking's link learns nothing about this payment.
    const stranger = await linked(95);
    expect((await changePayment(call('GET', '', stranger.token), payment.paymentKey)).status).toBe(
      404,
    );
    expect(
      await (await changePayment(call('GET', '', token), payment.paymentKey)).json(),
    ).toMatchObject({ state: 'held' });

    await state.sandbox!.gateway.submitCard(payment.redirectUrl.split('/').at(-2), TEST_CARDS.visa);
    // The client asks (the return): the provider is asked and the change made.
    expect(
      await (await changePayment(call('GET', '', token), payment.paymentKey)).json(),
    ).toMatchObject({ state: 'applied', ...next });
    const [row] = await state.t!.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(row).toMatchObject(next);
    // A cheaper "payment" or a stale difference is refused.
    const stale = await payChange(
      call('POST', 'date-change-payments/', token, {
        checkIn: dates.checkIn,
        checkOut: addDays(dates.checkIn, 5),
        requestId: randomUUID(),
        expectedDifferenceMinor: 1,
      }),
    );
    expect(stale.status).toBe(409);
    const refused = (await stale.json()).error;
    expect(refused.code).toBe('DIFFERENCE_CHANGED');
    expect(refused.detail.expectedDifferenceMinor).toBe(1);
    expect(refused.detail.differenceMinor).toBeGreaterThan(1);
  });

  it("a park visit's dearer date: quoted, held and paid on the page; the payment read back; the same request replays", async () => {
    const db = state.t!.db;
    const { order, visit } = await paidParkOrder(db, state.sandbox!, { dayOffset: 30 });
    const token = await issueManageLink(
      db,
      { kind: 'order', reference: order.reference },
      { origin: 'confirmation', expiresAt: new Date(Date.now() + 86_400_000) },
    );
    const [ticket] = await db.select().from(etickets).where(eq(etickets.orderId, order.id));
    const itemId = ticket!.cartItemId!;
    const target = addDays(visit, 2);
    const at = (date: string) =>
      and(eq(productPrices.productId, ticket!.productId), eq(productPrices.date, date));
    const [list] = await db.select().from(productPrices).where(at(visit));
    await db
      .update(productPrices)
      .set({ adultUsdCents: list!.adultUsdCents + 2_000, childUsdCents: list!.childUsdCents })
      .where(at(target));
    const move = { itemId, visitDate: target };
    const quote = await (await quoteParkDate(call('POST', 'park-date-quote/', token, move))).json();
    expect(quote.payMinor).toBeGreaterThan(0);
    const body = {
      ...move,
      requestId: randomUUID(),
      expectedDifferenceMinor: quote.differenceMinor,
    };
    const opened = await payParkDate(call('POST', 'park-date-change-payments/', token, body));
    expect(opened.status).toBe(201);
    const payment = await opened.json();
    expect(payment).toMatchObject({ payMinor: quote.payMinor, ...move, replayed: false });
    const again = await payParkDate(call('POST', 'park-date-change-payments/', token, body));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ redirectUrl: payment.redirectUrl, replayed: true });
    // A hotel booking's link learns nothing about this payment (not a park order: 409).
    const stranger = await linked(110);
    expect(
      (await parkChangePayment(call('GET', '', stranger.token), payment.paymentKey)).status,
    ).toBe(409);
    expect((await parkChangePayment(call('GET', '', token), 'date-change-nope')).status).toBe(404);
    expect(
      await (await parkChangePayment(call('GET', '', token), payment.paymentKey)).json(),
    ).toMatchObject({ state: 'held', visitDate: target });
    await state.sandbox!.gateway.submitCard(payment.redirectUrl.split('/').at(-2), TEST_CARDS.visa);
    // The client asks (the return): the provider is asked and the visit moved.
    expect(
      await (await parkChangePayment(call('GET', '', token), payment.paymentKey)).json(),
    ).toMatchObject({ state: 'applied', itemId, visitDate: target });
    const live = (await db.select().from(etickets).where(eq(etickets.orderId, order.id))).filter(
      (r) => r.status === 'issued',
    );
    expect(live.map((r) => r.visitDate)).toEqual([target, target]);
    // A stale difference is refused.
    const stale = await payParkDate(
      call('POST', 'park-date-change-payments/', token, {
        itemId,
        visitDate: addDays(visit, 3),
        requestId: randomUUID(),
        expectedDifferenceMinor: 1,
      }),
    );
    expect(stale.status).toBe(409);
    const refused = (await stale.json()).error;
    expect(refused.code).toBe('DIFFERENCE_CHANGED');
    expect(refused.detail.expectedDifferenceMinor).toBe(1);
    expect(refused.detail.differenceMinor).not.toBe(1);
  });
});
