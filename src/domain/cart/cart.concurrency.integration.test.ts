import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, productCapacity } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import {
  createTestDatabase,
  engines,
  LOAD_TEST_TIMEOUTS,
  type TestDatabase,
} from '../../../tests/support/databases';
import type { StockGuard } from '@/lib/stock-guard';
import { addToCart, CartError, type ItemInput } from '.';

/**
 * DESIGN §5 under load: many visitors adding the same slot at once never take more places
 * than it has. PostgreSQL only: PGlite has one connection, so nothing there runs at once.
 *
 * The table's CHECK (held + sold <= total) is dropped first: it is a second line of defence,
 * and with it in place a broken guard would surface as constraint errors rather than as an
 * oversell. Without it, only the conditional update stands between the attempts and the
 * overselling the control shows: the control runs the same use case, addToCart, with its guard
 * switched off through its seam (lib/stock-guard), so it proves these tests fail when the
 * guard does.
 */

const NOW = new Date('2029-12-01T15:00:00Z');
const DATE = '2030-01-10';
const CAPACITY = 100;
const ATTEMPTS = 500;

type Samples = { count: number; max: number; overTotal: number };

/**
 * Reads held + sold of one slot and date over its own connection (not the pool's: the
 * attempts queue there) as often as it can until `stop` is called.
 */
function sampler(url: string, slotId: number, date: string, total: number) {
  const client = new pg.Client({ connectionString: url });
  const samples: Samples = { count: 0, max: 0, overTotal: 0 };
  let running = true;
  const done = (async () => {
    await client.connect();
    try {
      while (running) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT held + sold AS n FROM product_capacity WHERE slot_id = $1 AND date = $2',
          [slotId, date],
        );
        const n = Number(rows[0]!.n);
        samples.count += 1;
        samples.max = Math.max(samples.max, n);
        if (n > total) samples.overTotal += 1;
      }
    } finally {
      await client.end();
    }
  })();
  return {
    stop: async (): Promise<Samples> => {
      running = false;
      await done;
      return samples;
    },
  };
}

describe.runIf(engines.includes('postgres'))(
  `${ATTEMPTS} concurrent add-to-cart attempts at a slot of ${CAPACITY} places (PostgreSQL; PGlite runs one statement at a time, so it cannot race)`,
  () => {
    let t: TestDatabase;
    let url: string;
    let plus: ProductDetail;
    let slotId: number;

    const setTotal = (total: number) =>
      t.db
        .update(productCapacity)
        .set({ total, held: 0, sold: 0 })
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, DATE)));

    const readSlot = async () => {
      const [row] = await t.db
        .select()
        .from(productCapacity)
        .where(and(eq(productCapacity.slotId, slotId), eq(productCapacity.date, DATE)));
      return row!;
    };

    beforeAll(async () => {
      t = await createTestDatabase('postgres', { timeouts: LOAD_TEST_TIMEOUTS });
      await openCapacity(t.db, '2029-12-01', 60);
      const product = (await listProducts(t.db)).find((p) => p.code === 'XC-PLUS')!;
      plus = (await findProductById(t.db, product.id))!;
      slotId = plus.slots[0]!.id;
      await t.db.execute(
        sql`ALTER TABLE product_capacity DROP CONSTRAINT IF EXISTS product_capacity_within_total`,
      );
      const { rows } = (await t.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      };
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      admin.pathname = `/${rows[0]!.name}`;
      url = admin.toString();
    });
    afterAll(async () => {
      await t?.dispose();
    });

    const oneAdult: ItemInput = {
      productId: 0,
      visitDate: DATE,
      openTicket: false,
      slotId: 0,
      adults: 1,
      children: 0,
      infants: 0,
      transportZoneId: null,
      food: false,
      photo: false,
    };

    /** ATTEMPTS visitors adding one adult each to the same slot at once, through the real use case. */
    async function race(stockGuard?: StockGuard) {
      await setTotal(CAPACITY);
      const watch = sampler(url, slotId, DATE, CAPACITY);
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: ATTEMPTS }, () =>
          addToCart(
            t.db,
            undefined,
            { ...oneAdult, productId: plus.id, slotId },
            { now: NOW, stockGuard },
          ),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      const samples = await watch.stop();
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r) =>
          r.status === 'rejected' &&
          r.reason instanceof CartError &&
          r.reason.code === 'CART_NO_AVAILABILITY',
      );
      const other = results.filter((r) => r.status === 'rejected' && !refused.includes(r));
      const slot = await readSlot();
      const [items] = await t.db
        .select({ n: count() })
        .from(cartItems)
        .where(and(eq(cartItems.slotId, slotId), eq(cartItems.visitDate, DATE)));
      console.info(
        `cart concurrency${stockGuard ? ` (${stockGuard})` : ''}: ${ok.length} added, ` +
          `${refused.length} refused, ${other.length} other` +
          `${other.length ? ` (${String((other[0] as PromiseRejectedResult).reason)})` : ''}; ` +
          `held ${slot.held}; ` +
          `held+sold sampled ${samples.count} times, max ${samples.max}; ${elapsed} ms`,
      );
      await t.db
        .delete(cartItems)
        .where(and(eq(cartItems.slotId, slotId), eq(cartItems.visitDate, DATE)));
      return { ok, refused, other, slot, items: Number(items!.n), samples };
    }

    it(`gives exactly ${CAPACITY} places and ${ATTEMPTS - CAPACITY} CART_NO_AVAILABILITY, never holding more than ${CAPACITY}`, async () => {
      const { ok, refused, other, slot, items, samples } = await race();
      expect(other.map((r) => (r as PromiseRejectedResult).reason)).toEqual([]);
      expect(ok).toHaveLength(CAPACITY);
      expect(refused).toHaveLength(ATTEMPTS - CAPACITY);
      expect(slot.held).toBe(CAPACITY);
      expect(slot.sold).toBe(0);
      expect(items).toBe(CAPACITY);
      expect(samples.count).toBeGreaterThan(1);
      expect(samples.overTotal).toBe(0);
      expect(samples.max).toBeLessThanOrEqual(CAPACITY);
    });

    it('parties of 1 to 4 racing for 30 places: held is exactly the people let in, never above 30', async () => {
      await setTotal(30);
      const sizes = Array.from({ length: 120 }, (_, i) => 1 + (i % 4));
      const watch = sampler(url, slotId, DATE, 30);
      const results = await Promise.allSettled(
        sizes.map((adults) =>
          addToCart(
            t.db,
            undefined,
            { ...oneAdult, productId: plus.id, slotId, adults },
            { now: NOW },
          ),
        ),
      );
      const samples = await watch.stop();
      const people = sizes.reduce(
        (sum, size, i) => sum + (results[i]!.status === 'fulfilled' ? size : 0),
        0,
      );
      for (const r of results)
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ code: 'CART_NO_AVAILABILITY' });
      const slot = await readSlot();
      expect(slot.held).toBe(people);
      expect(people).toBeLessThanOrEqual(30);
      // The last places go to whoever fits: at most 3 can be left over (a party of 4 refused).
      expect(people).toBeGreaterThanOrEqual(27);
      expect(samples.overTotal).toBe(0);
    });

    it('control: the same use case with its guard switched off oversells (so the tests above can fail)', async () => {
      const { ok, slot, samples } = await race('check-then-write');
      expect(ok.length).toBeGreaterThan(CAPACITY);
      expect(slot.held).toBeGreaterThan(CAPACITY);
      expect(samples.max).toBeGreaterThan(CAPACITY);
    });
  },
);
