import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refunds, roomInventory, roomTypes, sandboxRefunds } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import {
  CancellationRefused,
  createHold,
  expireHolds,
  quoteStay,
  resortToday,
} from '@/domain/stays';
import { addDays } from '@/lib/dates';
import type { CancelGuard, StockGuard } from '@/lib/stock-guard';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { applyDateChange, cancelBooking, DateChangeRefused, DifferenceChanged } from '.';
import { inBookingCurrency } from './date-change.rules';

/**
 * Issue 15's date change on PostgreSQL: many changes of one booking at once, a change racing
 * its cancellation, changes racing a new hold for the last room an expiring hold frees, and
 * one request sent many times. Each race runs again with its guard switched off through its
 * seam (lib/stock-guard, docs/decisions/0016): the control must show the double change, the
 * lost or doubled night, the oversell or the broken replay, proving the test fails when the
 * guard does. The table's CHECK (held + sold <= total) is dropped: it is a second line of
 * defence, and a broken guard must show as the oversell itself. PGlite runs one statement at
 * a time, so nothing races there.
 */

const PARALLEL = 12;
const ROUNDS = 4;
const ROOM = 'HXM-GVS';

describe.runIf(engines.includes('postgres'))('date changes racing (PostgreSQL)', () => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  const today = resortToday(new Date());
  let day = 30;
  /** Fresh nights for each round, far from every other round's. */
  const span = (nights: number) => {
    const start = day;
    day += nights + 1;
    return { checkIn: addDays(today, start), checkOut: addDays(today, start + nights) };
  };

  beforeAll(async () => {
    t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
    await openInventory(t.db, addDays(today, 30), 700);
    await t.db.execute(
      sql`ALTER TABLE room_inventory DROP CONSTRAINT IF EXISTS room_inventory_within_total`,
    );
    sandbox = sandboxFor(t.db);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  const typeId = async () =>
    (await t.db.select().from(roomTypes).where(eq(roomTypes.code, ROOM)))[0]!.id;
  const nightsOf = async (checkIn: string, checkOut: string) => {
    const rows = await t.db
      .select({ sold: roomInventory.sold, held: roomInventory.held })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, await typeId()),
          gte(roomInventory.date, checkIn),
          lt(roomInventory.date, checkOut),
        ),
      )
      .orderBy(roomInventory.date);
    return rows;
  };
  const differenceTo = async (bookingId: string, dates: { checkIn: string; checkOut: string }) => {
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const quote = await quoteStay(t.db, {
      hotelCode: 'HXM',
      ...dates,
      rooms: [{ roomTypeCode: ROOM, adults: 2, childrenAges: [], ratePlan: 'flexible' }],
    });
    return inBookingCurrency(quote.totalUsdCents, booking!) - booking!.totalMinor;
  };
  const ledgerOf = async (orderId: string) => {
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const gateway = rows.length
      ? await t.db
          .select()
          .from(sandboxRefunds)
          .where(
            inArray(
              sandboxRefunds.idempotencyKey,
              rows.map((r) => `refund-${r.id}`),
            ),
          )
      : [];
    return {
      rows: rows.length,
      minor: rows.reduce((sum, r) => sum + r.amountMinor, 0),
      gateway: gateway.length,
    };
  };
  const expected = (e: unknown) =>
    e instanceof DateChangeRefused ||
    e instanceof DifferenceChanged ||
    e instanceof CancellationRefused;

  /**
   * PARALLEL changes of one 3-night booking, each to its own one-night stay inside a 14-night
   * window, each expecting the difference from the original price: one wins, the others find
   * the booking moved (another difference) and change nothing.
   */
  async function manyChanges(guard: CancelGuard) {
    const window = span(14);
    const dates = { checkIn: window.checkIn, checkOut: addDays(window.checkIn, 3) };
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    const targets = Array.from({ length: PARALLEL }, (_, i) => ({
      checkIn: addDays(window.checkIn, 1 + i),
      checkOut: addDays(window.checkIn, 2 + i),
    }));
    const differences = await Promise.all(targets.map((d) => differenceTo(hold.bookingId, d)));
    const results = await Promise.allSettled(
      targets.map((target, i) =>
        applyDateChange(
          t.db,
          sandbox.providers,
          {
            bookingId: hold.bookingId,
            requestId: randomUUID(),
            ...target,
            expectedDifferenceMinor: differences[i]!,
            actor: 'guest',
          },
          { guard },
        ),
      ),
    );
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    const nights = await nightsOf(window.checkIn, window.checkOut);
    return {
      won: results.filter((r) => r.status === 'fulfilled').length,
      unexpected: results
        .filter((r) => r.status === 'rejected' && !expected(r.reason))
        .map((r) => String((r as PromiseRejectedResult).reason)),
      sold: nights.map((n) => n.sold),
      // The one night the booking has now is the only one sold in the window.
      bookingNight: nights.findIndex((_, i) => addDays(window.checkIn, i) === booking!.checkIn),
      ledger: await ledgerOf(order.id),
    };
  }

  it('guarded: of many changes of one booking at once exactly one wins, one refund, one night sold', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await manyChanges('row-lock'));
    console.info('date change race, guarded', JSON.stringify(rounds));
    for (const round of rounds) {
      expect(round.unexpected).toEqual([]);
      expect(round.won).toBe(1);
      expect(round.ledger.rows).toBe(1);
      expect(round.ledger.gateway).toBe(1);
      expect(round.sold.reduce((a, b) => a + b, 0)).toBe(1);
      expect(round.sold[round.bookingNight]).toBe(1);
    }
  }, 300_000);

  it('control without the guard: several changes win, refunds and nights multiply', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await manyChanges('check-then-write'));
    console.info('date change race, unguarded', JSON.stringify(rounds));
    expect(
      rounds.some((r) => r.won > 1 || r.ledger.rows > 1 || r.sold.reduce((a, b) => a + b, 0) !== 1),
    ).toBe(true);
  }, 300_000);

  /** A change and a cancellation of one booking at once (with a neighbour on the same nights). */
  async function changeAndCancel(guard: CancelGuard) {
    const window = span(4);
    const dates = { checkIn: window.checkIn, checkOut: addDays(window.checkIn, 3) };
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    await paidBooking(t.db, sandbox, dates);
    const target = { checkIn: addDays(window.checkIn, 1), checkOut: addDays(window.checkIn, 4) };
    const shorter = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
    const difference = await differenceTo(hold.bookingId, shorter);
    const results = await Promise.allSettled([
      applyDateChange(
        t.db,
        sandbox.providers,
        {
          bookingId: hold.bookingId,
          requestId: randomUUID(),
          ...shorter,
          expectedDifferenceMinor: difference,
          actor: 'guest',
        },
        { guard },
      ),
      cancelBooking(
        t.db,
        sandbox.providers,
        { bookingId: hold.bookingId, requestId: randomUUID(), actor: 'guest' },
        { guard },
      ),
    ]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    return {
      changed: results[0].status === 'fulfilled',
      cancelled: results[1].status === 'fulfilled',
      status: booking!.status,
      unexpected: results
        .filter((r) => r.status === 'rejected' && !expected(r.reason))
        .map((r) => String((r as PromiseRejectedResult).reason)),
      // Only the neighbour's room is left on every night.
      sold: (await nightsOf(dates.checkIn, target.checkOut)).map((n) => n.sold),
      ledger: await ledgerOf(order.id),
      paidMinor: order.amountMinor,
    };
  }

  it('guarded: a change racing a cancellation; the cancellation always wins in the end, everything refunded once', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await changeAndCancel('row-lock'));
    console.info('change vs cancel, guarded', JSON.stringify(rounds));
    for (const round of rounds) {
      expect(round.unexpected).toEqual([]);
      // Either the change went first (then the cancellation gave back the rest) or the
      // cancellation did (then the change found nothing to change).
      expect(round.cancelled).toBe(true);
      expect(round.status).toBe('cancelled');
      expect(round.ledger.minor).toBe(round.paidMinor);
      expect(round.ledger.gateway).toBe(round.ledger.rows);
      expect(round.sold).toEqual([1, 1, 1, 0]);
    }
  }, 300_000);

  it('control without the guard: the change lands on a cancelled booking, nights or money go wrong', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS * 2; i++) rounds.push(await changeAndCancel('check-then-write'));
    console.info('change vs cancel, unguarded', JSON.stringify(rounds));
    expect(
      rounds.some(
        (r) =>
          r.ledger.minor !== r.paidMinor ||
          r.sold.join() !== '1,1,1,0' ||
          r.unexpected.length > 0 ||
          r.status !== 'cancelled',
      ),
    ).toBe(true);
  }, 300_000);

  /**
   * The last room of two nights is held by a hold past its time; while the expiry job frees
   * it, PARALLEL / 2 paid bookings try to move onto those nights and as many new holds try to
   * take them. At most one of all of them gets the room, and the nights count exactly it.
   */
  async function lastRoom(stockGuard: StockGuard) {
    const target = span(2);
    const id = await typeId();
    await t.db
      .update(roomInventory)
      .set({ total: 1 })
      .where(
        and(
          eq(roomInventory.roomTypeId, id),
          gte(roomInventory.date, target.checkIn),
          lt(roomInventory.date, target.checkOut),
        ),
      );
    const room = { roomTypeCode: ROOM, adults: 2, childrenAges: [] };
    await createHold(
      t.db,
      { hotelCode: 'HXM', ...target, rooms: [room] },
      { now: new Date(Date.now() - 20 * 60_000), holdMinutes: 15 },
    );
    const movers = [];
    for (let i = 0; i < PARALLEL / 2; i++) {
      const from = span(3);
      const { hold } = await paidBooking(t.db, sandbox, from);
      movers.push({
        bookingId: hold.bookingId,
        difference: await differenceTo(hold.bookingId, target),
      });
    }
    const results = await Promise.allSettled([
      expireHolds(t.db, new Date()),
      ...movers.map((m) =>
        applyDateChange(
          t.db,
          sandbox.providers,
          {
            bookingId: m.bookingId,
            requestId: randomUUID(),
            ...target,
            expectedDifferenceMinor: m.difference,
            actor: 'guest',
          },
          { stockGuard },
        ),
      ),
      ...movers.map(() =>
        createHold(t.db, { hotelCode: 'HXM', ...target, rooms: [room] }, { stockGuard }),
      ),
      expireHolds(t.db, new Date()),
    ]);
    const changes = results.slice(1, 1 + movers.length);
    const holds = results.slice(1 + movers.length, -1);
    const nights = await nightsOf(target.checkIn, target.checkOut);
    return {
      changed: changes.filter((r) => r.status === 'fulfilled').length,
      held: holds.filter((r) => r.status === 'fulfilled').length,
      unexpected: changes
        .filter((r) => r.status === 'rejected' && !expected(r.reason))
        .map((r) => String((r as PromiseRejectedResult).reason)),
      taken: nights.map((n) => n.sold + n.held),
    };
  }

  it('guarded: changes and new holds racing the expiry of the last room: at most one gets it, counted once', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await lastRoom('conditional-update'));
    console.info('last room, guarded', JSON.stringify(rounds));
    for (const round of rounds) {
      expect(round.unexpected).toEqual([]);
      expect(round.changed + round.held).toBeLessThanOrEqual(1);
      expect(round.taken).toEqual(Array(2).fill(round.changed + round.held));
    }
    // The room the expiry freed went to someone in at least one round.
    expect(rounds.some((r) => r.changed + r.held === 1)).toBe(true);
  }, 300_000);

  it('control without the guard: the freed room is taken more than once', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await lastRoom('check-then-write'));
    console.info('last room, unguarded', JSON.stringify(rounds));
    expect(rounds.some((r) => r.changed + r.held > 1 || r.taken.some((n) => n > 1))).toBe(true);
  }, 300_000);

  /** One request sent PARALLEL times (a double click, a retry after a timeout). */
  async function sameRequest(guard: CancelGuard) {
    const dates = span(3);
    const { hold, order } = await paidBooking(t.db, sandbox, dates);
    const shorter = { checkIn: dates.checkIn, checkOut: addDays(dates.checkIn, 1) };
    const difference = await differenceTo(hold.bookingId, shorter);
    const requestId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        applyDateChange(
          t.db,
          sandbox.providers,
          {
            bookingId: hold.bookingId,
            requestId,
            ...shorter,
            expectedDifferenceMinor: difference,
            actor: 'guest',
          },
          { guard },
        ),
      ),
    );
    const fulfilled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    return {
      first: fulfilled.filter((o) => !o.replayed).length,
      replayed: fulfilled.filter((o) => o.replayed).length,
      failed: results.length - fulfilled.length,
      ledger: await ledgerOf(order.id),
      sold: (await nightsOf(dates.checkIn, dates.checkOut)).map((n) => n.sold),
    };
  }

  it('guarded: the same request many times changes once, refunds once, and answers every copy', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await sameRequest('row-lock'));
    console.info('same request, guarded', JSON.stringify(rounds));
    for (const round of rounds) {
      expect(round).toMatchObject({ first: 1, replayed: PARALLEL - 1, failed: 0 });
      expect(round.ledger).toMatchObject({ rows: 1, gateway: 1 });
      expect(round.sold).toEqual([1, 0, 0]);
    }
  }, 300_000);

  it('control without the guard: copies of the request fail instead of answering', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await sameRequest('check-then-write'));
    console.info('same request, unguarded', JSON.stringify(rounds));
    expect(
      rounds.some(
        (r) => r.failed > 0 || r.first > 1 || r.ledger.rows > 1 || r.sold.join() !== '1,0,0',
      ),
    ).toBe(true);
  }, 300_000);
});
