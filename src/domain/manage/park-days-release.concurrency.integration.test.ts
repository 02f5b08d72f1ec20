import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, productCapacity, stayParkDays } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { resortToday } from '@/domain/stays';
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
import { releaseIncludedParkDay, reserveIncludedParkDay } from '.';

/**
 * Issue 15 on PostgreSQL: a guest gives back the same included park day from several tabs at
 * once (a double click, a retry). The release takes the stay's lock (its paid order, as the
 * reservation, the cancellation and the date change do) and reads the day under it, so exactly
 * one tab gives it back: one audit row, one updated confirmation, the places back once; the
 * others answer it as a replay. The control runs the same use case with the guard switched off
 * (lib/stock-guard's CancelGuard, decision 0016) and releases more than once, so the guarded
 * test can fail.
 */

const PARALLEL = 6;
const ROUNDS = 3;

describe.runIf(engines.includes('postgres'))(
  `${PARALLEL} tabs giving back the same park day at once (PostgreSQL)`,
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    let plus: ProductDetail;
    const today = resortToday(new Date());
    let day = 30;

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openInventory(t.db, addDays(today, 30), 30);
      await openCapacity(t.db, addDays(today, 30), 30);
      sandbox = sandboxFor(t.db);
      const p = (await listProducts(t.db)).find((x) => x.code === 'XC-PLUS')!;
      plus = (await findProductById(t.db, p.id))!;
    }, 180_000);
    afterAll(async () => {
      await t?.dispose();
    });

    const soldOn = async (date: string) => {
      const [row] = await t.db
        .select({ sold: productCapacity.sold })
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, plus.slots[0]!.id), eq(productCapacity.date, date)));
      return row!.sold;
    };

    /** One round: a stay's park day (and a neighbour's the same day), given back from PARALLEL tabs. */
    async function race(guard: CancelGuard) {
      day += 3;
      const dates = { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
      const visitDate = addDays(dates.checkIn, 1);
      const { hold } = await paidBooking(t.db, sandbox, dates);
      const neighbour = await paidBooking(t.db, sandbox, dates);
      // The neighbour keeps the day's sold count above zero: places given back twice show.
      for (const bookingId of [neighbour.hold.bookingId, hold.bookingId])
        await reserveIncludedParkDay(t.db, {
          bookingId,
          productId: plus.id,
          visitDate,
          requestId: randomUUID(),
        });
      const [mine] = await t.db
        .select({ id: stayParkDays.id })
        .from(stayParkDays)
        .where(eq(stayParkDays.bookingId, hold.bookingId));
      const before = await soldOn(visitDate);
      const mailsBefore = await confirmations(hold.bookingId);
      const actor = { id: 'guest', email: 'race@example.com', role: 'guest' };
      const results = await Promise.allSettled(
        Array.from({ length: PARALLEL }, () =>
          releaseIncludedParkDay(
            t.db,
            { bookingId: hold.bookingId, parkDayId: mine!.id, actor },
            { guard },
          ),
        ),
      );
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, hold.reference),
            eq(auditLog.action, 'booking.park-day-release'),
          ),
        );
      return {
        released: results.filter((r) => r.status === 'fulfilled' && !r.value.replayed).length,
        replayed: results.filter((r) => r.status === 'fulfilled' && r.value.replayed).length,
        failed: results
          .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
          .map((r) => String(r.reason)),
        audits: audits.length,
        mails: (await confirmations(hold.bookingId)) - mailsBefore,
        given: before - (await soldOn(visitDate)),
      };
    }
    const confirmations = async (bookingId: string) =>
      (
        await t.db
          .select({ kind: outbox.kind })
          .from(outbox)
          .where(sql`${outbox.payload} ->> 'bookingId' = ${bookingId}`)
      ).filter((m) => m.kind === 'booking-confirmed').length;

    it('guarded: in every round exactly one tab gives the day back; one audit, one email, places back once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await race('row-lock'));
      console.info('park day release race, guarded', JSON.stringify(rounds));
      for (const round of rounds) {
        expect(round.failed).toEqual([]);
        expect(round.released).toBe(1);
        expect(round.replayed).toBe(PARALLEL - 1);
        expect(round.audits).toBe(1);
        expect(round.mails).toBe(1);
        expect(round.given).toBe(2);
      }
    }, 240_000);

    it('control without the guard: the same race gives the day back more than once', async () => {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await race('check-then-write'));
      console.info('park day release race, unguarded', JSON.stringify(rounds));
      expect(rounds.some((r) => r.released > 1 && r.audits > 1)).toBe(true);
    }, 240_000);
  },
);
