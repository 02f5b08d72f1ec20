import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRooms,
  bookings,
  orders,
  outbox,
  refunds,
  roomInventory,
  roomTypes,
  sandboxRefunds,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { bookingMoney } from '@/domain/orders';
import { CancellationRefused, resortToday } from '@/domain/stays';
import { addDays, resortMidnight } from '@/lib/dates';
import { splitMinor } from '@/lib/money';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { cancelBooking, issueManageLink, openTrip, quoteBookingCancel, requestManageLink } from '.';

const refusal = (reason: string) => (e: unknown) =>
  e instanceof CancellationRefused && e.reason === reason;

describe.each(engines)('cancelling a paid hotel booking on %s', (engine) => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  /** A fresh two-night stay for each test, so the tests never share nights. */
  const stay = () => {
    day += 3;
    return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(today, 30), 60);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const soldOf = async (checkIn: string, checkOut: string) => {
    const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, 'HXM-GVS'));
    const rows = await t.db
      .select({ sold: roomInventory.sold })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, type!.id),
          gte(roomInventory.date, checkIn),
          lt(roomInventory.date, checkOut),
        ),
      );
    return rows.map((r) => r.sold);
  };

  it('within the free period: everything back through the gateway, the rooms back on sale, one email', async () => {
    const dates = stay();
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    expect(await soldOf(dates.checkIn, dates.checkOut)).toEqual([1, 1]);
    const quote = await quoteBookingCancel(t.db, hold.bookingId);
    expect(quote).toMatchObject({ ok: true, refundMinor: order.amountMinor, free: true });

    const requestId = randomUUID();
    const outcome = await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      actor: 'guest',
    });
    expect(outcome).toMatchObject({
      reference: hold.reference,
      refundMinor: order.amountMinor,
      keptMinor: 0,
      replayed: false,
      refund: { status: 'refunded', amountMinor: order.amountMinor, actor: 'guest' },
    });
    expect(outcome.refund!.providerReference).toMatch(/^sbx_re/);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('cancelled');
    expect(await soldOf(dates.checkIn, dates.checkOut)).toEqual([0, 0]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('refunded');
    const money = await bookingMoney(t.db, hold.bookingId);
    expect(money).toMatchObject({ paidMinor: order.amountMinor, balanceMinor: 0 });
    const gatewayRefunds = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `refund-${outcome.refund!.id}`));
    expect(gatewayRefunds.map((r) => r.amountMinor)).toEqual([order.amountMinor]);
    const queued = await t.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'bookingId' = ${hold.bookingId}`);
    expect(queued.map((q) => q.kind)).toContain('booking-cancelled');

    // The same request again: the first outcome, nothing moves. Another request: refused.
    const replay = await cancelBooking(t.db, sandbox.providers, {
      bookingId: hold.bookingId,
      requestId,
      actor: 'guest',
    });
    expect(replay).toMatchObject({ replayed: true, refund: { id: outcome.refund!.id } });
    await expect(
      cancelBooking(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId: randomUUID(),
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('ALREADY_CANCELLED'));
    const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ledger).toHaveLength(1);
  });

  it('after the deadline: the first night is kept, the rest refunded in part through the gateway', async () => {
    const dates = stay();
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    // HXM's flexible rate: free until 3 days before arrival; this is 2 days before, 10:00.
    const late = new Date(resortMidnight(addDays(dates.checkIn, -2)).getTime() + 10 * 3_600_000);
    const outcome = await cancelBooking(
      t.db,
      sandbox.providers,
      { bookingId: hold.bookingId, requestId: randomUUID(), actor: 'guest' },
      { now: late },
    );
    // The first night's share of the charge is kept, the second night's refunded.
    const [room] = await t.db
      .select({ nightly: bookingRooms.nightlyUsdCents })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, hold.bookingId));
    const [first, second] = splitMinor(order.amountMinor, room!.nightly);
    expect(outcome).toMatchObject({ keptMinor: first, refundMinor: second });
    expect(outcome.refund).toMatchObject({ status: 'refunded' });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(await bookingMoney(t.db, hold.bookingId)).toMatchObject({
      balanceMinor: order.amountMinor - outcome.refundMinor,
    });
  });

  it('refuses a non-refundable booking and changes nothing', async () => {
    const dates = stay();
    const { hold, order } = await paidBooking(t.db, sandbox, {
      ...dates,
      ratePlan: 'non-refundable',
    });
    expect(await quoteBookingCancel(t.db, hold.bookingId)).toMatchObject({
      ok: false,
      reason: 'NON_REFUNDABLE',
    });
    await expect(
      cancelBooking(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId: randomUUID(),
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('NON_REFUNDABLE'));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
    expect(await soldOf(dates.checkIn, dates.checkOut)).toEqual([1, 1]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it.each([
    ['an empty request id', ''],
    ['a short one', 'abc'],
    ['a huge one', 'x'.repeat(10_000)],
    ['one with SQL in it', "1' OR '1'='1'; --------"],
  ])('refuses %s before touching anything', async (_, requestId) => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, dates);
    await expect(
      cancelBooking(t.db, sandbox.providers, {
        bookingId: hold.bookingId,
        requestId,
        actor: 'guest',
      }),
    ).rejects.toThrow();
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
  });

  it('refuses a booking that was never paid (a hold) and one that does not exist', async () => {
    await expect(
      cancelBooking(t.db, sandbox.providers, {
        bookingId: randomUUID(),
        requestId: randomUUID(),
        actor: 'guest',
      }),
    ).rejects.toSatisfy(refusal('NOT_CONFIRMED'));
  });

  it('a lookup with the right reference and email queues the link; a wrong email does not', async () => {
    const dates = stay();
    const { hold } = await paidBooking(t.db, sandbox, { ...dates, email: 'Zoe@Example.com' });
    const linksFor = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(
            and(
              eq(outbox.kind, 'manage-link'),
              sql`${outbox.payload} ->> 'reference' = ${hold.reference}`,
            ),
          )
      ).length;
    expect(
      await requestManageLink(t.db, {
        reference: hold.reference,
        email: 'someone@example.com',
        clientKey: 'k1',
      }),
    ).toBe('accepted');
    expect(await linksFor()).toBe(0);
    expect(
      await requestManageLink(t.db, {
        reference: ` ${hold.reference.toLowerCase()} `,
        email: ' zoe@example.COM ',
        clientKey: 'k2',
      }),
    ).toBe('accepted');
    expect(await linksFor()).toBe(1);
  });

  it('a link opens its booking with its money and what can be done; nothing else opens it', async () => {
    const dates = stay();
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    const token = await issueManageLink(
      t.db,
      { kind: 'booking', reference: hold.reference },
      { origin: 'lookup', expiresAt: new Date(Date.now() + 3_600_000) },
    );
    const trip = await openTrip(t.db, { token });
    expect(trip).toMatchObject({
      kind: 'booking',
      booking: { reference: hold.reference, status: 'confirmed' },
      money: { paidMinor: order.amountMinor, balanceMinor: order.amountMinor },
      cancel: { ok: true, free: true, refundMinor: order.amountMinor },
    });
    // Someone else's session, a bare reference, a token for nothing: all alike.
    expect(
      await openTrip(t.db, { reference: hold.reference, userId: 'someone-else' }),
    ).toBeUndefined();
    expect(await openTrip(t.db, { token: hold.secret })).toBeUndefined();
    expect(await openTrip(t.db, { token: hold.reference })).toBeUndefined();
  });
});
