import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etickets, productCapacity, productPrices, refunds } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { addDays, resortToday } from '@/lib/dates';
import type { CancelGuard, StockGuard } from '@/lib/stock-guard';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import {
  applyParkDateChange,
  cancelParkItems,
  issueManageLink,
  openTrip,
  ParkCancellationRefused,
  ParkDateChangeRefused,
  quoteParkDateChange,
} from '.';

/**
 * Issue 15 on PostgreSQL, moving a park visit: many tabs moving one visit at once move it
 * once (one refund, places moved once, one live set of tickets); a move racing a cancellation
 * never refunds more than was paid nor loses or double-counts places; moves of several orders
 * racing for the last places of a date never sell more than there are. Each race runs again
 * with its guard switched off through its seam (lib/stock-guard, decision 0016): the control
 * must show the damage. PGlite runs one statement at a time, so nothing there races.
 */

const PARALLEL = 12;
const ROUNDS = 4;

type Seams = { guard: CancelGuard; stockGuard: StockGuard };
const GUARDED: Seams = { guard: 'row-lock', stockGuard: 'conditional-update' };
const UNGUARDED: Seams = { guard: 'check-then-write', stockGuard: 'check-then-write' };

describe.runIf(engines.includes('postgres'))(
  'park visit date changes racing each other, a cancellation and the last places (PostgreSQL)',
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    let day = 0;
    let lastRound = 0;

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openCapacity(t.db, resortToday(new Date()), 200);
      sandbox = sandboxFor(t.db);
    }, 120_000);
    afterAll(async () => {
      await t?.dispose();
    });

    async function itemOf(reference: string) {
      const token = await issueManageLink(
        t.db,
        { kind: 'order', reference },
        { origin: 'lookup', expiresAt: new Date(Date.now() + 3_600_000) },
      );
      const trip = await openTrip(t.db, { token });
      if (trip?.kind !== 'order') throw new Error('The order did not open');
      return trip.items[0]!;
    }
    const soldOn = async (slotId: number, date: string) => {
      const [row] = await t.db
        .select({ sold: productCapacity.sold })
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, date)));
      return row!.sold;
    };
    /** A date 20 % cheaper than the visit's, `ahead` days after it. */
    async function cheaperDate(productId: number, visit: string, ahead: number) {
      const target = addDays(visit, ahead);
      const [row] = await t.db
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.date, visit)));
      await t.db
        .update(productPrices)
        .set({
          adultUsdCents: Math.round((row!.adultUsdCents * 4) / 5),
          childUsdCents: Math.round((row!.childUsdCents * 4) / 5),
        })
        .where(and(eq(productPrices.productId, productId), eq(productPrices.date, target)));
      return target;
    }
    const unexpected = (results: PromiseSettledResult<unknown>[]) =>
      results
        .filter(
          (r) =>
            r.status === 'rejected' &&
            !(r.reason instanceof ParkDateChangeRefused) &&
            !(r.reason instanceof ParkCancellationRefused),
        )
        .map((r) => String((r as PromiseRejectedResult).reason));

    /** One round: one visit moved to the same cheaper date from PARALLEL tabs at once. */
    async function tabsRace(seams: Seams) {
      const offset = 3 * day++;
      const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: offset });
      const item = await itemOf(order.reference);
      const [ticket] = await t.db.select().from(etickets).where(eq(etickets.orderId, order.id));
      const slotId = ticket!.slotId!;
      const target = await cheaperDate(ticket!.productId, visit, 1);
      const quote = await quoteParkDateChange(t.db, order.reference, {
        itemId: item.id,
        visitDate: target,
      });
      if (!quote.ok) throw new Error(quote.reason);
      const [oldBefore, newBefore] = [await soldOn(slotId, visit), await soldOn(slotId, target)];
      const results = await Promise.allSettled(
        Array.from({ length: PARALLEL }, () =>
          applyParkDateChange(
            t.db,
            sandbox.providers,
            {
              reference: order.reference,
              itemId: item.id,
              visitDate: target,
              requestId: randomUUID(),
              expectedDifferenceMinor: quote.differenceMinor,
              actor: 'guest',
            },
            seams,
          ),
        ),
      );
      const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const live = (
        await t.db.select().from(etickets).where(eq(etickets.orderId, order.id))
      ).filter((r) => r.status === 'issued');
      return {
        won: results.filter((r) => r.status === 'fulfilled').length,
        unexpected: unexpected(results).slice(0, 2),
        refunds: ledger.length,
        refundedMinor: ledger.reduce((sum, r) => sum + r.amountMinor, 0),
        quotedRefund: quote.refundMinor,
        liveTickets: live.length,
        oldGiven: oldBefore - (await soldOn(slotId, visit)),
        newTaken: (await soldOn(slotId, target)) - newBefore,
      };
    }

    it('guarded: in every round one tab moves the visit, one refund, places and tickets moved once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await tabsRace(GUARDED));
      console.info('park date tabs race, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        expect(round.unexpected).toEqual([]);
        expect(round.won).toBe(1);
        expect(round.refunds).toBe(1);
        expect(round.refundedMinor).toBe(round.quotedRefund);
        expect(round.liveTickets).toBe(2);
        expect(round.oldGiven).toBe(2);
        expect(round.newTaken).toBe(2);
      }
    }, 300_000);

    it('control without the guards: the same race moves the visit (and refunds) more than once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await tabsRace(UNGUARDED));
      console.info('park date tabs race, unguarded', JSON.stringify(rounds));
      // Without the order's lock the moves overlap: the database's own checks (sold >= 0, the
      // live tickets' unique seats) turn the losers into failed queries instead of refusals,
      // or a second move and refund gets through. Either fails the guarded test above.
      expect(
        rounds.some(
          (r) =>
            r.won !== 1 ||
            r.unexpected.length > 0 ||
            r.refunds !== 1 ||
            r.oldGiven !== 2 ||
            r.newTaken !== 2,
        ),
      ).toBe(true);
    }, 300_000);

    /**
     * One round: a visit moved to a cheaper date while the whole order is cancelled, at once.
     * Whichever goes first, the visit ends cancelled, its places all back on sale once, and
     * the refunds add up to what was paid.
     */
    async function cancelRace(seams: Seams) {
      const offset = 3 * day++;
      const { order, visit } = await paidParkOrder(t.db, sandbox, { dayOffset: offset });
      // A neighbour on both dates keeps the sold counts above zero: a double give-back shows.
      await paidParkOrder(t.db, sandbox, { dayOffset: offset });
      await paidParkOrder(t.db, sandbox, { dayOffset: offset + 1 });
      const item = await itemOf(order.reference);
      const [ticket] = await t.db.select().from(etickets).where(eq(etickets.orderId, order.id));
      const slotId = ticket!.slotId!;
      const target = await cheaperDate(ticket!.productId, visit, 1);
      const quote = await quoteParkDateChange(t.db, order.reference, {
        itemId: item.id,
        visitDate: target,
      });
      if (!quote.ok) throw new Error(quote.reason);
      const [oldBefore, newBefore] = [await soldOn(slotId, visit), await soldOn(slotId, target)];
      const results = await Promise.allSettled([
        applyParkDateChange(
          t.db,
          sandbox.providers,
          {
            reference: order.reference,
            itemId: item.id,
            visitDate: target,
            requestId: randomUUID(),
            expectedDifferenceMinor: quote.differenceMinor,
            actor: 'guest',
          },
          seams,
        ),
        cancelParkItems(
          t.db,
          sandbox.providers,
          { reference: order.reference, items: 'all', requestId: randomUUID(), actor: 'guest' },
          { guard: seams.guard },
        ),
      ]);
      const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const live = (
        await t.db.select().from(etickets).where(eq(etickets.orderId, order.id))
      ).filter((r) => r.status === 'issued');
      return {
        changed: results[0]!.status === 'fulfilled',
        cancelled: results[1]!.status === 'fulfilled',
        unexpected: unexpected(results),
        paidMinor: order.amountMinor,
        refundedMinor: ledger.reduce((sum, r) => sum + r.amountMinor, 0),
        liveTickets: live.length,
        oldGiven: oldBefore - (await soldOn(slotId, visit)),
        newTaken: (await soldOn(slotId, target)) - newBefore,
      };
    }

    it('guarded: a move racing a cancellation refunds what was paid, once, and gives every place back once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await cancelRace(GUARDED));
      console.info('park date vs cancellation, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        expect(round.unexpected).toEqual([]);
        expect(round.cancelled).toBe(true);
        expect(round.refundedMinor).toBe(round.paidMinor);
        expect(round.liveTickets).toBe(0);
        expect(round.oldGiven).toBe(2);
        expect(round.newTaken).toBe(0);
      }
    }, 300_000);

    it('control without the guards: the race refunds more than was paid or counts places wrong', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await cancelRace(UNGUARDED));
      console.info('park date vs cancellation, unguarded', JSON.stringify(rounds));
      expect(
        rounds.some(
          (r) =>
            r.refundedMinor > r.paidMinor ||
            r.liveTickets > 0 ||
            r.oldGiven !== 2 ||
            r.newTaken !== 0,
        ),
      ).toBe(true);
    }, 300_000);

    /**
     * One round: PARALLEL orders of 2 people move their visits to one date whose slot has 2
     * places left, at once: one of them gets it.
     */
    async function lastPlacesRace(seams: Seams) {
      // Each order on a day of its own (their old dates do not queue them), all moving to one.
      const offset = 60 + (PARALLEL + 2) * lastRound++;
      const orders = [];
      for (let i = 0; i < PARALLEL; i++)
        orders.push(await paidParkOrder(t.db, sandbox, { dayOffset: offset + i }));
      const [ticket] = await t.db
        .select()
        .from(etickets)
        .where(eq(etickets.orderId, orders[0]!.order.id));
      const slotId = ticket!.slotId!;
      const target = addDays(orders[0]!.visit, PARALLEL + 1);
      await t.db
        .update(productCapacity)
        .set({ sold: sql`${productCapacity.total} - ${productCapacity.held} - 2` })
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, target)));
      const moves = await Promise.all(
        orders.map(async ({ order }) => {
          const item = await itemOf(order.reference);
          const quote = await quoteParkDateChange(t.db, order.reference, {
            itemId: item.id,
            visitDate: target,
          });
          if (!quote.ok) throw new Error(quote.reason);
          return { order, item, quote };
        }),
      );
      const results = await Promise.allSettled(
        moves.map(({ order, item, quote }) =>
          applyParkDateChange(
            t.db,
            sandbox.providers,
            {
              reference: order.reference,
              itemId: item.id,
              visitDate: target,
              requestId: randomUUID(),
              expectedDifferenceMinor: quote.differenceMinor,
              actor: 'guest',
            },
            seams,
          ),
        ),
      );
      const [row] = await t.db
        .select()
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, target)));
      return {
        won: results.filter((r) => r.status === 'fulfilled').length,
        refusals: [
          ...new Set(
            results.flatMap((r) =>
              r.status === 'rejected' && r.reason instanceof ParkDateChangeRefused
                ? [r.reason.reason]
                : [],
            ),
          ),
        ],
        unexpected: unexpected(results).slice(0, 2),
        oversold: row!.sold + row!.held - row!.total,
      };
    }

    it('guarded: moves racing for the last two places of a date: one gets them, nothing oversold', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await lastPlacesRace(GUARDED));
      console.info('park date last places, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        expect(round.unexpected).toEqual([]);
        expect(round.won).toBe(1);
        expect(round.oversold).toBeLessThanOrEqual(0);
      }
    }, 300_000);

    it('control without the guard: more than one move takes the last places (or the database refuses with an error)', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await lastPlacesRace(UNGUARDED));
      console.info('park date last places, unguarded', JSON.stringify(rounds));
      expect(rounds.some((r) => r.won > 1 || r.unexpected.length > 0)).toBe(true);
    }, 300_000);
  },
);
