import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, stayParkDays } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { listProducts } from '@/domain/catalog';
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
import { applyDateChange, ParkDayRefused, quoteDateChange, reserveIncludedParkDay } from '.';

/**
 * Decision 0037 on PostgreSQL: a date change of a stay racing the reservation of an included
 * park day of the same stay, on a day the change leaves behind. The change reads (and releases)
 * the stay's park days under the booking's paid-order lock, the lock a park day's reservation
 * takes first; so the reservation either comes first and is released by the change, or comes
 * second and sees the new dates (OUTSIDE_STAY). Deterministic interleaving: the change waits,
 * after reading the park days and before committing, for the reservation to finish (at most
 * 1.5 s: under the lock it cannot). The control runs the change with its guard switched off
 * (lib/stock-guard: no order lock), and the reservation commits a park day outside the stay.
 */

const ROUNDS = 3;

describe.runIf(engines.includes('postgres'))(
  'a date change racing a park day reservation on the same stay (PostgreSQL)',
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    let plusId: number;
    const today = resortToday(new Date());
    let day = 30;

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openInventory(t.db, addDays(today, 30), 80);
      await openCapacity(t.db, addDays(today, 30), 80);
      sandbox = sandboxFor(t.db);
      plusId = (await listProducts(t.db)).find((p) => p.code === 'XC-PLUS')!.id;
    }, 180_000);
    afterAll(async () => {
      await t?.dispose();
    });

    /** One stay moved two days later while its first day's park day is being reserved. */
    async function round(guard?: CancelGuard) {
      day += 6;
      const dates = { checkIn: addDays(today, day), checkOut: addDays(today, day + 3) };
      const { hold } = await paidBooking(t.db, sandbox, dates);
      const next = { checkIn: addDays(dates.checkIn, 2), checkOut: addDays(dates.checkIn, 4) };
      const quote = await quoteDateChange(t.db, hold.bookingId, next);
      if (!quote.ok) throw new Error(quote.reason);
      let reservation: Promise<unknown> | undefined;
      const change = applyDateChange(
        t.db,
        sandbox.providers,
        {
          bookingId: hold.bookingId,
          requestId: randomUUID(),
          ...next,
          expectedDifferenceMinor: quote.differenceMinor,
          actor: 'guest',
        },
        {
          guard,
          afterParkDays: async () => {
            reservation = reserveIncludedParkDay(t.db, {
              bookingId: hold.bookingId,
              productId: plusId,
              visitDate: addDays(dates.checkIn, 1),
              requestId: randomUUID(),
            });
            await Promise.race([
              reservation.catch(() => undefined),
              new Promise((resolve) => setTimeout(resolve, 1_500)),
            ]);
          },
        },
      );
      const [changed, reserved] = await Promise.allSettled([
        change,
        change.then(
          () => reservation,
          () => reservation,
        ),
      ]);
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
      const live = await t.db
        .select()
        .from(stayParkDays)
        .where(
          and(eq(stayParkDays.bookingId, hold.bookingId), eq(stayParkDays.status, 'reserved')),
        );
      const outside = live.filter(
        (d) => d.visitDate < booking!.checkIn || d.visitDate > booking!.checkOut,
      ).length;
      return {
        changed: changed.status === 'fulfilled',
        refusedOutside:
          reserved.status === 'rejected' &&
          reserved.reason instanceof ParkDayRefused &&
          reserved.reason.reason === 'OUTSIDE_STAY',
        moved: booking!.checkIn === next.checkIn,
        outside,
      };
    }

    async function rounds(guard?: CancelGuard) {
      const results: Awaited<ReturnType<typeof round>>[] = [];
      for (let i = 0; i < ROUNDS; i += 1) results.push(await round(guard));
      const sum = (f: (r: (typeof results)[number]) => boolean | number) =>
        results.reduce((n, r) => n + Number(f(r)), 0);
      const figures = {
        changed: sum((r) => r.changed),
        refusedOutside: sum((r) => r.refusedOutside),
        outside: sum((r) => r.outside),
      };
      console.info(
        `date change vs park day${guard ? ` (${guard})` : ''}: ${ROUNDS} rounds, ` +
          `${figures.changed} changed, ${figures.refusedOutside} reservations refused OUTSIDE_STAY, ` +
          `${figures.outside} live park days outside the stay`,
      );
      return { results, ...figures };
    }

    it('the reservation waits for the change and is refused; no park day is left outside the stay', async () => {
      const { changed, refusedOutside, outside, results } = await rounds();
      expect(changed).toBe(ROUNDS);
      expect(results.every((r) => r.moved)).toBe(true);
      expect(refusedOutside).toBe(ROUNDS);
      expect(outside).toBe(0);
    }, 240_000);

    it('control: without the order lock the reservation lands a park day outside the moved stay', async () => {
      const { changed, outside } = await rounds('check-then-write');
      expect(changed).toBe(ROUNDS);
      expect(outside).toBeGreaterThan(0);
    }, 240_000);
  },
);
