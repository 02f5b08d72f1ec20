import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refunds, roomInventory, roomTypes, sandboxRefunds } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import {
  cancelHold,
  CancellationRefused,
  createHold,
  expireHolds,
  resortToday,
} from '@/domain/stays';
import { addDays } from '@/lib/dates';
import type { CancelGuard } from '@/lib/stock-guard';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { cancelBooking } from '.';

/**
 * Issue 15 on PostgreSQL: a booking cancelled by many requests at once is refunded once and
 * gives its rooms back once; a hold let go while the expiry job runs gives its rooms back
 * once. Each race runs again with its guard switched off through its seam (lib/stock-guard's
 * CancelGuard, docs/decisions/0016): the control must show the double refund or the double
 * release, proving the test fails when the guard does. PGlite runs one statement at a time,
 * so nothing there races.
 */

const PARALLEL = 20;
const ROUNDS = 5;

describe.runIf(engines.includes('postgres'))(
  `${PARALLEL} cancellations of one booking at once, and a release racing hold expiry (PostgreSQL)`,
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    const today = resortToday(new Date());
    let day = 30;
    const stay = () => {
      day += 3;
      return { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
    };

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openInventory(t.db, addDays(today, 30), 120);
      sandbox = sandboxFor(t.db);
    }, 120_000);
    afterAll(async () => {
      await t?.dispose();
    });

    const soldOf = async (
      code: string,
      checkIn: string,
      checkOut: string,
      column: 'sold' | 'held',
    ) => {
      const [type] = await t.db.select().from(roomTypes).where(eq(roomTypes.code, code));
      const rows = await t.db
        .select({ n: roomInventory[column] })
        .from(roomInventory)
        .where(
          and(
            eq(roomInventory.roomTypeId, type!.id),
            gte(roomInventory.date, checkIn),
            lt(roomInventory.date, checkOut),
          ),
        );
      return rows.map((r) => r.n);
    };

    /** One round: a booking (and a neighbour on the same nights), cancelled PARALLEL times. */
    async function cancelRace(guard: CancelGuard) {
      const dates = stay();
      const { hold, order } = await paidBooking(t.db, sandbox, dates);
      // A second booking of the same room on the same nights: a double release shows as its
      // room sold no more.
      await paidBooking(t.db, sandbox, dates);
      const results = await Promise.allSettled(
        Array.from({ length: PARALLEL }, () =>
          cancelBooking(
            t.db,
            sandbox.providers,
            { bookingId: hold.bookingId, requestId: randomUUID(), actor: 'guest' },
            { guard },
          ),
        ),
      );
      const ledger = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const unexpected = results.filter(
        (r) => r.status === 'rejected' && !(r.reason instanceof CancellationRefused),
      );
      return {
        won: results.filter((r) => r.status === 'fulfilled').length,
        refused: results.length - results.filter((r) => r.status === 'fulfilled').length,
        unexpected: unexpected.map((r) => String((r as PromiseRejectedResult).reason)),
        ledgerRows: ledger.length,
        ledgerMinor: ledger.reduce((sum, r) => sum + r.amountMinor, 0),
        gatewayRefunds: (
          await t.db
            .select()
            .from(sandboxRefunds)
            .where(
              sql`${sandboxRefunds.idempotencyKey} IN (${sql.join(
                ledger.map((r) => sql`${`refund-${r.id}`}`),
                sql`, `,
              )})`,
            )
        ).length,
        paidMinor: order.amountMinor,
        sold: await soldOf('HXM-GVS', dates.checkIn, dates.checkOut, 'sold'),
      };
    }

    it('guarded: in every round exactly one cancellation wins, one refund, the rooms released once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await cancelRace('row-lock'));
      console.info(
        'cancel race, guarded',
        JSON.stringify(rounds.map(({ unexpected: _, ...r }) => r)),
      );
      for (const round of rounds) {
        expect(round.unexpected).toEqual([]);
        expect(round.won).toBe(1);
        expect(round.refused).toBe(PARALLEL - 1);
        expect(round.ledgerRows).toBe(1);
        expect(round.ledgerMinor).toBe(round.paidMinor);
        expect(round.gatewayRefunds).toBe(1);
        // The neighbour's room is still sold on both nights.
        expect(round.sold).toEqual([1, 1]);
      }
    }, 240_000);

    it('control without the guard: the same race refunds more than once (the test above would fail)', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await cancelRace('check-then-write'));
      console.info(
        'cancel race, unguarded',
        JSON.stringify(rounds.map(({ unexpected: _, ...r }) => r)),
      );
      const doubled = rounds.filter((r) => r.ledgerRows > 1 || r.sold.some((n) => n < 1));
      expect(doubled.length).toBeGreaterThan(0);
    }, 240_000);

    /**
     * Holds past their time, each let go by its guest while the expiry job runs over them all
     * (the job's transaction spans every one of them, so the releases land inside it).
     */
    async function expiryRace(guard: CancelGuard) {
      const dates = stay();
      const made = new Date(Date.now() - 20 * 60_000);
      const room = { roomTypeCode: 'HXM-RVS', adults: 2, childrenAges: [] };
      const doomed = [];
      for (let i = 0; i < PARALLEL / 2; i++)
        doomed.push(
          await createHold(
            t.db,
            { hotelCode: 'HXM', ...dates, rooms: [room] },
            { now: made, holdMinutes: 15 },
          ),
        );
      // A live hold on the same nights: a double release shows as its room held no more.
      await createHold(t.db, { hotelCode: 'HXM', ...dates, rooms: [room] });
      const results = await Promise.allSettled([
        expireHolds(t.db, new Date()),
        ...doomed.map((hold) =>
          cancelHold(t.db, hold.reference, { secret: hold.secret }, new Date(), guard),
        ),
        expireHolds(t.db, new Date()),
      ]);
      const rows = await t.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(
          sql`${bookings.id} IN (${sql.join(
            doomed.map((h) => sql`${h.bookingId}`),
            sql`, `,
          )})`,
        );
      return {
        expired: rows.filter((r) => r.status === 'expired').length,
        cancelled: rows.filter((r) => r.status === 'cancelled').length,
        releasedByGuests: results.slice(1, -1).filter((r) => r.status === 'fulfilled').length,
        held: await soldOf('HXM-RVS', dates.checkIn, dates.checkOut, 'held'),
      };
    }

    it('guarded: a release racing the expiry job gives the rooms back once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await expiryRace('row-lock'));
      console.info('expiry race, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        // Each hold ended once, by its guest or by the job, never by both.
        expect(round.expired + round.cancelled).toBe(PARALLEL / 2);
        expect(round.releasedByGuests).toBe(round.cancelled);
        expect(round.held).toEqual([1, 1]);
      }
    }, 240_000);

    it('control without the guard: the release and the expiry both give the rooms back', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await expiryRace('check-then-write'));
      console.info('expiry race, unguarded', JSON.stringify(rounds));
      expect(rounds.some((r) => r.held.some((n) => n < 1))).toBe(true);
    }, 240_000);
  },
);
