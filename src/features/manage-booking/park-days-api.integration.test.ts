import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, etickets, orders, outbox, productCapacity } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { issueManageLink, manageLinkOrderAccess } from '@/domain/manage';
import { readOrder } from '@/domain/orders';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';

/**
 * The trips API's included park days (issue 15, decision 0031) through the route handlers with
 * a real database: the offer, reserving (the request id replays), the tickets and their PDF
 * under the stay's own link, giving a day back, and what a hostile client gets (a bad or
 * another stay's token, forged ids and bodies, another stay's request id).
 */
const state: { t?: TestDatabase; sandbox?: ReturnType<typeof sandboxFor> } = {};
vi.mock('@/server', () => ({
  getDb: async () => state.t!.db,
  paymentProviders: () => state.sandbox!.providers,
  currentCustomer: async () => undefined,
}));

const { listParkDays, releaseParkDayApi, reserveParkDayApi } = await import('./park-days-api');

describe.each(engines)('the trips API: included park days on %s', (engine) => {
  const today = resortToday(new Date());
  let day = 30;
  let plus: ProductDetail;
  beforeAll(async () => {
    state.t = await createTestDatabase(engine);
    await openInventory(state.t.db, addDays(today, 30), 60);
    await openCapacity(state.t.db, addDays(today, 30), 60);
    state.sandbox = sandboxFor(state.t.db);
    const p = (await listProducts(state.t.db)).find((x) => x.code === 'XC-PLUS')!;
    plus = (await findProductById(state.t.db, p.id))!;
  }, 180_000);
  afterAll(async () => {
    await state.t?.dispose();
  });

  /** A fresh paid three-night stay at Hotel Xcaret México with its signed link. */
  const linked = async (childrenAges: number[] = []) => {
    day += 4;
    const dates = { checkIn: addDays(today, day), checkOut: addDays(today, day + 3) };
    const { hold } = await paidBooking(state.t!.db, state.sandbox!, { ...dates, childrenAges });
    const token = await issueManageLink(
      state.t!.db,
      { kind: 'booking', reference: hold.reference },
      { origin: 'confirmation', expiresAt: new Date(Date.now() + 86_400_000) },
    );
    return { hold, dates, token };
  };
  const call = (method: string, token: string | null, body?: unknown, raw?: string) =>
    new Request('http://127.0.0.1/api/v1/trips/current/park-days/', {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-manage-token': token } : {}),
      },
      ...(raw !== undefined
        ? { body: raw }
        : body === undefined
          ? {}
          : { body: JSON.stringify(body) }),
    });
  const sold = async (visitDate: string) => {
    const [row] = await state
      .t!.db.select()
      .from(productCapacity)
      .where(
        and(eq(productCapacity.slotId, plus.slots[0]!.id), eq(productCapacity.date, visitDate)),
      );
    return row!.sold;
  };
  const confirmations = async (bookingId: string) =>
    (
      await state
        .t!.db.select({ kind: outbox.kind })
        .from(outbox)
        .where(sql`${outbox.payload} ->> 'bookingId' = ${bookingId}`)
    ).filter((m) => m.kind === 'booking-confirmed').length;

  it('offers the included parks, reserves one with its QR codes and PDF, replays the same request', async () => {
    const { hold, dates, token } = await linked([7]);
    const offer = await listParkDays(call('GET', token));
    expect(offer.status).toBe(200);
    expect(offer.headers.get('cache-control')).toContain('no-store');
    const body = await offer.json();
    expect(body).toMatchObject({
      reference: hold.reference,
      status: 'confirmed',
      checkIn: dates.checkIn,
      guests: { adults: 2, childrenAges: [7] },
      parkDays: [],
    });
    expect(body.days[0]).toBe(dates.checkIn);
    expect(body.days.at(-1)).toBe(dates.checkOut);
    expect(body.included.map((p: { code: string }) => p.code)).toContain('XC-PLUS');
    expect(body.paid.map((p: { code: string }) => p.code)).toContain('XC-BASIC');

    const visitDate = addDays(dates.checkIn, 1);
    const before = await sold(visitDate);
    const request = { productId: plus.id, visitDate, requestId: randomUUID() };
    const made = await reserveParkDayApi(call('POST', token, request));
    expect(made.status).toBe(201);
    const { parkDay, replayed } = await made.json();
    expect(replayed).toBe(false);
    expect(parkDay).toMatchObject({
      product: { code: 'XC-PLUS' },
      visitDate,
      status: 'reserved',
      people: { adults: 2, children: 1, infants: 0 },
      included: true,
    });
    expect(parkDay.tickets).toHaveLength(3);
    for (const ticket of parkDay.tickets) {
      expect(ticket.status).toBe('issued');
      expect(ticket.qrToken).toEqual(expect.any(String));
    }
    expect(await sold(visitDate)).toBe(before + 3);

    // The same request again (a retry): the first outcome, nothing more sold.
    const again = await reserveParkDayApi(call('POST', token, request));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true, parkDay: { id: parkDay.id } });
    expect(await sold(visitDate)).toBe(before + 3);

    // The list shows it with its tickets; the plan's Xcaret is no longer offered.
    const listed = await (await listParkDays(call('GET', token))).json();
    expect(listed.parkDays).toEqual([parkDay]);
    expect(listed.included.map((p: { code: string }) => p.code)).not.toContain('XC-PLUS');

    // Its PDF (GET /api/v1/orders/{ref}/tickets.pdf) opens with what the stay's own link
    // proves (the same reading the download route does), and with no other link.
    expect(listed.parkDays[0].ticketsPdf).toBe(
      `/api/v1/orders/${parkDay.orderReference}/tickets.pdf`,
    );
    const readable = async (t: string) =>
      readOrder(
        state.t!.db,
        parkDay.orderReference,
        (await manageLinkOrderAccess(state.t!.db, t))!,
      );
    expect(await readable(token)).toMatchObject({ reference: parkDay.orderReference });
    const stranger = await linked();
    expect(await readable(stranger.token)).toBeUndefined();
  });

  it('gives a day back: tickets void, places back, order closed, audited once; again is a replay', async () => {
    const { hold, dates, token } = await linked();
    const visitDate = addDays(dates.checkIn, 2);
    const before = await sold(visitDate);
    const made = await reserveParkDayApi(
      call('POST', token, { productId: plus.id, visitDate, requestId: randomUUID() }),
    );
    const { parkDay } = await made.json();
    expect(await sold(visitDate)).toBe(before + 2);
    const mails = await confirmations(hold.bookingId);

    const released = await releaseParkDayApi(call('DELETE', token), parkDay.id);
    expect(released.status).toBe(200);
    const outcome = await released.json();
    expect(outcome).toMatchObject({
      replayed: false,
      parkDay: { id: parkDay.id, status: 'cancelled', ticketsPdf: null },
    });
    expect(outcome.parkDay.tickets.map((t: { status: string }) => t.status)).toEqual([
      'void',
      'void',
    ]);
    expect(outcome.parkDay.tickets.every((t: { qrToken: null }) => t.qrToken === null)).toBe(true);
    expect(await sold(visitDate)).toBe(before);
    const [order] = await state
      .t!.db.select()
      .from(orders)
      .where(eq(orders.reference, parkDay.orderReference));
    expect(order!.status).toBe('refunded');
    const audits = async () =>
      (
        await state.t!.db.select().from(auditLog).where(eq(auditLog.entityId, hold.reference))
      ).filter((a) => a.action === 'booking.park-day-release');
    expect(await audits()).toHaveLength(1);
    expect((await audits())[0]).toMatchObject({ actorRole: 'guest' });
    // The updated itinerary goes out once.
    expect((await confirmations(hold.bookingId)) - mails).toBe(1);

    // Again (a retry): a replay, nothing given back twice, no second audit.
    const again = await releaseParkDayApi(call('DELETE', token), parkDay.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true });
    expect(await sold(visitDate)).toBe(before);
    expect(await audits()).toHaveLength(1);
    expect((await confirmations(hold.bookingId)) - mails).toBe(1);

    // The park is offered again, and can be reserved again.
    const listed = await (await listParkDays(call('GET', token))).json();
    expect(listed.included.map((p: { code: string }) => p.code)).toContain('XC-PLUS');
    const retaken = await reserveParkDayApi(
      call('POST', token, { productId: plus.id, visitDate, requestId: randomUUID() }),
    );
    expect(retaken.status).toBe(201);
  });

  it('a day whose ticket was used at the gate is not given back (409 USED), nothing changes', async () => {
    const { dates, token } = await linked();
    const visitDate = addDays(dates.checkIn, 1);
    const { parkDay } = await (
      await reserveParkDayApi(
        call('POST', token, { productId: plus.id, visitDate, requestId: randomUUID() }),
      )
    ).json();
    const [ticket] = parkDay.tickets;
    await state
      .t!.db.update(etickets)
      .set({ status: 'used' })
      .where(eq(etickets.code, ticket.code));
    const after = await sold(visitDate);
    const refused = await releaseParkDayApi(call('DELETE', token), parkDay.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'PARK_DAY_REFUSED',
      detail: { reason: 'USED' },
    });
    expect(await sold(visitDate)).toBe(after);
    const listed = await (await listParkDays(call('GET', token))).json();
    expect(listed.parkDays[0]).toMatchObject({ status: 'reserved' });
    expect(listed.parkDays[0].tickets.map((t: { status: string }) => t.status).sort()).toEqual([
      'issued',
      'used',
    ]);
  });

  it('hostile input: bad tokens, another stay, forged ids and bodies, another stay request id', async () => {
    const mine = await linked();
    const theirs = await linked();
    const visitDate = addDays(mine.dates.checkIn, 1);
    const requestId = randomUUID();
    const { parkDay } = await (
      await reserveParkDayApi(
        call('POST', mine.token, { productId: plus.id, visitDate, requestId }),
      )
    ).json();

    // No token, junk, a token one character off: 404 alike, for every operation.
    for (const bad of [
      null,
      'x'.repeat(43),
      `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`,
      "' OR 1=1 --",
    ]) {
      expect((await listParkDays(call('GET', bad))).status).toBe(404);
      expect(
        (
          await reserveParkDayApi(
            call('POST', bad, { productId: plus.id, visitDate, requestId: randomUUID() }),
          )
        ).status,
      ).toBe(404);
      expect((await releaseParkDayApi(call('DELETE', bad), parkDay.id)).status).toBe(404);
    }
    // Another stay's link: cannot see, nor give back, this stay's day.
    const seen = await (await listParkDays(call('GET', theirs.token))).json();
    expect(seen.parkDays).toEqual([]);
    const foreign = await releaseParkDayApi(call('DELETE', theirs.token), parkDay.id);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe('PARK_DAY_NOT_FOUND');
    // Forged ids: not a uuid, an unknown uuid.
    for (const id of ['1', "1' OR '1'='1", randomUUID(), 'x'.repeat(500)])
      expect((await releaseParkDayApi(call('DELETE', mine.token), id)).status).toBe(404);
    // Replaying this stay's request id under another stay: refused, nothing reserved there.
    const replay = await reserveParkDayApi(
      call('POST', theirs.token, {
        productId: plus.id,
        visitDate: addDays(theirs.dates.checkIn, 1),
        requestId,
      }),
    );
    expect(replay.status).toBe(409);
    expect((await replay.json()).error.detail.reason).toBe('REQUEST_ID_USED');
    expect((await (await listParkDays(call('GET', theirs.token))).json()).parkDays).toEqual([]);
    // A park the plan does not include, a day outside the stay, a product that does not exist.
    const basic = (await listProducts(state.t!.db)).find((p) => p.code === 'XC-BASIC')!;
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await reserveParkDayApi(
        call('POST', theirs.token, { requestId: randomUUID(), ...body }),
      );
      expect(answer.status).toBe(409);
      return (await answer.json()).error.detail.reason;
    };
    expect(await refusal({ productId: basic.id, visitDate })).toBe('NOT_INCLUDED');
    expect(await refusal({ productId: 999_999, visitDate })).toBe('NOT_INCLUDED');
    expect(await refusal({ productId: plus.id, visitDate: addDays(today, 400) })).toBe(
      'OUTSIDE_STAY',
    );
    // Malformed bodies: 400, never a 500.
    for (const body of [
      { productId: '1; DROP TABLE', visitDate, requestId: randomUUID() },
      { productId: plus.id, visitDate: '2030-02-31', requestId: randomUUID() },
      { productId: plus.id, visitDate, requestId: 'short' },
      { productId: -1, visitDate, requestId: randomUUID() },
      {},
    ]) {
      const answer = await reserveParkDayApi(call('POST', theirs.token, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await reserveParkDayApi(call('POST', theirs.token, undefined, '{oops'))).status).toBe(
      400,
    );
    expect((await (await listParkDays(call('GET', theirs.token))).json()).parkDays).toEqual([]);
  });
});
