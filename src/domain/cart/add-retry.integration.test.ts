import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, productCapacity } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { addToCart, type ItemInput } from '.';

/**
 * Issue 13, item 14: an add whose answer was lost (the connection dropped) is sent again with
 * the same request id: it finds the item it added, in the cart it made, and takes no places
 * twice — sequentially and at once.
 */
const NOW = new Date('2029-12-01T15:00:00Z');

describe.each(engines)('adding to the cart again after a lost answer on %s', (engine) => {
  let t: TestDatabase;
  let xelha: ProductDetail;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, '2029-12-01', 60);
    const products = await listProducts(t.db);
    xelha = (await findProductById(t.db, products.find((p) => p.code === 'XH-XELHA')!.id))!;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const item = (date: string): ItemInput => ({
    productId: xelha.id,
    visitDate: date,
    openTicket: false,
    slotId: xelha.slots[0]!.id,
    adults: 2,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
  });
  const held = async (date: string) =>
    (
      await t.db
        .select({ held: productCapacity.held })
        .from(productCapacity)
        .where(eq(productCapacity.date, date))
    ).reduce((a, r) => a + r.held, 0);

  it('the same request again (no cart cookie yet) returns the same cart and item', async () => {
    const requestId = randomUUID();
    const first = await addToCart(t.db, undefined, item('2029-12-20'), { now: NOW, requestId });
    const retry = await addToCart(t.db, undefined, item('2029-12-20'), { now: NOW, requestId });
    expect(retry).toEqual(first);
    expect(await held('2029-12-20')).toBe(2);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.cartId, first.cartId));
    expect(rows).toHaveLength(1);
    // A new add (a new id) is a new add, judged by the cart's rules (the same product again
    // is refused as a duplicate, as SPEC §5 says).
    const again = await addToCart(t.db, first.cartId, item('2029-12-21'), {
      now: NOW,
      requestId: randomUUID(),
    }).catch((e: { code: string }) => e.code);
    expect(again).toBe('CART_DUPLICATE');
  });

  it('the same request several times at once adds one item', async () => {
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        addToCart(t.db, undefined, item('2029-12-24'), { now: NOW, requestId }),
      ),
    );
    expect(new Set(results.map((r) => r.itemId)).size).toBe(1);
    expect(new Set(results.map((r) => r.cartId)).size).toBe(1);
    expect(await held('2029-12-24')).toBe(2);
  });

  it('an id that is not a UUID is not a request id', async () => {
    const a = await addToCart(t.db, undefined, item('2029-12-26'), { now: NOW, requestId: 'x' });
    const b = await addToCart(t.db, undefined, item('2029-12-26'), { now: NOW, requestId: 'x' });
    expect(b.cartId).not.toBe(a.cartId);
  });
});
