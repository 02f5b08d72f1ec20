import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCapacity } from '@/db/seed/tickets';
import { listProducts } from '@/domain/catalog';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { addToCart, readCart, CartError } from '.';

const NOW = new Date('2029-12-01T15:00:00Z');

describe.each(engines)('cart smoke on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, '2029-12-01', 60);
  });
  afterAll(async () => t?.dispose());
  it('adds Xcaret Plus and Xel-Há, prices them with the package discount', async () => {
    const products = await listProducts(t.db);
    const { findProductById } = await import('@/domain/catalog');
    const plus = (await findProductById(t.db, products.find((p) => p.code === 'XC-PLUS')!.id))!;
    const xelha = (await findProductById(t.db, products.find((p) => p.code === 'XH-XELHA')!.id))!;
    const base = { openTicket: false, children: 1, infants: 0, food: false, photo: false };
    const a = await addToCart(
      t.db,
      undefined,
      {
        ...base,
        productId: plus.id,
        visitDate: '2030-01-10',
        slotId: plus.slots[0]!.id,
        adults: 2,
        transportZoneId: plus.transportZones[0]?.id ?? null,
      },
      { now: NOW },
    );
    await expect(
      addToCart(
        t.db,
        a.cartId,
        {
          ...base,
          productId: xelha.id,
          visitDate: '2030-01-10',
          slotId: xelha.slots[0]!.id,
          adults: 2,
          transportZoneId: null,
        },
        { now: NOW },
      ),
    ).rejects.toMatchObject({ code: 'CART_DUPLICATE' });
    await addToCart(
      t.db,
      a.cartId,
      {
        ...base,
        productId: xelha.id,
        visitDate: '2030-01-11',
        slotId: xelha.slots[0]!.id,
        adults: 2,
        transportZoneId: null,
        photo: xelha.photoAddOnUsdCents !== null,
      },
      { now: NOW },
    );
    const cart = (await readCart(t.db, a.cartId, NOW))!;
    expect(cart.items).toHaveLength(2);
    expect(cart.packagePercent).toBe(10);
    expect(cart.totalUsdCents).toBeLessThan(cart.subtotalUsdCents);
    expect(CartError).toBeDefined();
  });
});
