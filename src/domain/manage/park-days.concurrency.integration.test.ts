import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCapacity, stayParkDays } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import type { StockGuard } from '@/lib/stock-guard';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import { paidBooking } from '../../../tests/support/paid-booking';
import { sandboxFor } from '../../../tests/support/paid-orders';
import { ParkDayRefused, reserveIncludedParkDay } from '.';

/**
 * Issue 15 on PostgreSQL: stays (tabs) reserving their included admission to the same park
 * and day when only one party's places are left. The included admission takes its places with
 * the same conditional update as any park sale, so exactly one gets them and the others are
 * refused FULL. The table's CHECK (held + sold <= total) is dropped first: it is a second line
 * of defence, and with it a broken guard would surface as constraint errors rather than as an
 * oversell. The control runs the same use case with the guard switched off (lib/stock-guard)
 * and oversells, so the guarded test can fail (docs/decisions/0016).
 */

const STAYS = 8;

describe.runIf(engines.includes('postgres'))(
  `${STAYS} stays reserving the last places of a park day at once (PostgreSQL; PGlite runs one statement at a time)`,
  () => {
    let t: TestDatabase;
    let sandbox: ReturnType<typeof sandboxFor>;
    let plus: ProductDetail;
    const today = resortToday(new Date());
    let day = 30;

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openInventory(t.db, addDays(today, 30), 20);
      await openCapacity(t.db, addDays(today, 30), 20);
      sandbox = sandboxFor(t.db);
      const p = (await listProducts(t.db)).find((x) => x.code === 'XC-PLUS')!;
      plus = (await findProductById(t.db, p.id))!;
      await t.db.execute(
        sql`ALTER TABLE product_capacity DROP CONSTRAINT IF EXISTS product_capacity_within_total`,
      );
    }, 180_000);
    afterAll(async () => {
      await t?.dispose();
    });

    /** STAYS paid stays of two adults on the same dates; the park day keeps 2 places left. */
    async function race(stockGuard?: StockGuard) {
      day += 4;
      const dates = { checkIn: addDays(today, day), checkOut: addDays(today, day + 2) };
      const visitDate = addDays(dates.checkIn, 1);
      const stays = [];
      for (let i = 0; i < STAYS; i += 1) stays.push((await paidBooking(t.db, sandbox, dates)).hold);
      const where = and(
        eq(productCapacity.slotId, plus.slots[0]!.id),
        eq(productCapacity.date, visitDate),
      );
      await t.db.update(productCapacity).set({ total: 100, held: 0, sold: 98 }).where(where);
      const results = await Promise.allSettled(
        stays.map((hold) =>
          reserveIncludedParkDay(
            t.db,
            { bookingId: hold.bookingId, productId: plus.id, visitDate, requestId: randomUUID() },
            { stockGuard },
          ),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const full = results.filter(
        (r) =>
          r.status === 'rejected' &&
          r.reason instanceof ParkDayRefused &&
          r.reason.reason === 'FULL',
      ).length;
      const other = results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => r.reason as unknown)
        .filter((e) => !(e instanceof ParkDayRefused && e.reason === 'FULL'));
      const [slot] = await t.db.select().from(productCapacity).where(where);
      const [days] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stayParkDays)
        .where(eq(stayParkDays.visitDate, visitDate));
      console.info(
        `park days race${stockGuard ? ` (${stockGuard})` : ''}: ${won} reserved, ${full} FULL, ` +
          `${other.length} other; sold ${slot!.sold} of ${slot!.total}`,
      );
      return { won, full, other, slot: slot!, days: days!.n };
    }

    it('exactly one stay gets the last places; the others are refused FULL; nothing oversold', async () => {
      const { won, full, other, slot, days } = await race();
      expect(other).toEqual([]);
      expect(won).toBe(1);
      expect(full).toBe(STAYS - 1);
      expect(slot.sold).toBe(100);
      expect(slot.held).toBe(0);
      expect(days).toBe(1);
    }, 240_000);

    it('control: the same use case with its guard switched off oversells the day', async () => {
      const { won, slot, days } = await race('check-then-write');
      expect(won).toBeGreaterThan(1);
      expect(slot.sold).toBeGreaterThan(slot.total);
      expect(days).toBe(won);
    }, 240_000);
  },
);
