import { randomUUID } from 'node:crypto';
import { and, eq, getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  cartItemComplements,
  cartItems,
  carts,
  etickets,
  orders,
  outbox,
  productCapacity,
  sandboxCharges,
} from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import {
  addToCart,
  CartError,
  readCart,
  removeCartItem,
  renewCartHold,
  setComplement,
  ticketsForOrder,
  updateCartItem,
  type ItemInput,
} from '@/domain/cart';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { providerDirectory, type PaymentProviders } from '@/domain/payments';
import { findCurrency, priceIn } from '@/domain/pricing';
import { resortToday } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { SandboxGateway, SIGNATURE_HEADER } from '@/integrations/payments/sandbox';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  abandonCartCheckout,
  handleWebhookEvent,
  OrderError,
  readOrder,
  startCheckout,
  syncAttempt,
  type StartCheckoutInput,
} from '.';

/**
 * Issue 13, item 1: a cart changed after its checkout priced it is never sold at the old price.
 * Two guards: the cart is frozen while its payment is under way (every change refused, until
 * the visitor abandons the payment), and the sale compares the fingerprint of every priced
 * field with the one the amount was computed on (a change that got past the freeze is refunded).
 */

const SECRET = 'integration-test-secret-0123456789-abcdefghij';
const BASE = 'http://127.0.0.1:9';
const VISA = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ana López' };
const urls: StartCheckoutInput['urls'] = (order, key) => ({
  returnUrl: `${BASE}/return/${key}`,
  cancelUrl: `${BASE}/cancel/${order.reference}`,
});

/**
 * The database `db` with every transaction's writes (insert, update, delete: their tables, in
 * order) appended to `writes`, one list per transaction. A raw statement counts as 'sql'.
 */
function recordingWrites(db: Db, writes: string[][]): Db {
  const watch = <T extends object>(tx: T, log: string[]): T =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'insert' || prop === 'update' || prop === 'delete')
          return (table: Table) => {
            log.push(getTableName(table));
            return (value as (t: Table) => unknown).call(target, table);
          };
        if (prop === 'execute')
          return (...args: unknown[]) => {
            log.push('sql');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        if (prop === 'transaction')
          return (fn: (tx: T) => unknown, ...rest: unknown[]) =>
            (value as (...a: unknown[]) => unknown).call(
              target,
              (inner: T) => {
                const log: string[] = [];
                writes.push(log);
                return fn(watch(inner, log));
              },
              ...rest,
            );
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  return watch(db, []);
}

describe.each(engines)('a cart and its checkout on %s', (engine) => {
  let t: TestDatabase;
  let gateway: SandboxGateway;
  let providers: PaymentProviders;
  let xelha: ProductDetail;
  let visit: string;
  let offset = 0;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, resortToday(new Date()), 90);
    const products = await listProducts(t.db);
    xelha = (await findProductById(t.db, products.find((p) => p.code === 'XH-XELHA')!.id))!;
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(() => {
    // Each test visits on a day of its own: the "same date" rule never meets another test's cart.
    visit = addDays(resortToday(new Date()), 20 + offset++);
    gateway = new SandboxGateway({
      db: async () => t.db,
      secret: SECRET,
      baseUrl: BASE,
      deliverImmediately: false,
      fetch: (async (_url: string, init: RequestInit) => {
        const body = String(init.body);
        const signature = (init.headers as Record<string, string>)[SIGNATURE_HEADER]!;
        const verified = await gateway.verifyWebhook(
          { rawBody: body, headers: { [SIGNATURE_HEADER]: signature } },
          new Date(),
        );
        if (!verified.ok) return new Response(verified.code, { status: 400 });
        if (!verified.event) return new Response('ignored');
        return new Response(await handleWebhookEvent(t.db, gateway, verified.event));
      }) as typeof fetch,
    });
    providers = providerDirectory([gateway]);
  });

  const item = (adults: number): ItemInput => ({
    productId: xelha.id,
    visitDate: visit,
    openTicket: false,
    slotId: xelha.slots[0]!.id,
    adults,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
  });

  async function checkout(cartId: string, key = randomUUID()) {
    const cart = (await readCart(t.db, cartId))!;
    const usd = (await findCurrency(t.db, 'USD'))!;
    const amountMinor = priceIn(usd, cart.totalUsdCents).minor;
    const started = await startCheckout(t.db, providers, {
      idempotencyKey: key,
      target: {
        kind: 'park',
        cartId,
        currencyIso: 'USD',
        buyer: { name: 'Ana López', email: 'ana@example.com', phone: '' },
      },
      posted: { amountMinor, currencyIso: 'USD', plan: { kind: 'full' } },
      method: 'card',
      locale: 'es',
      urls,
      cartHoldMinutes: 30,
    });
    return { ...started, amountMinor, paymentId: started.redirectUrl.split('/').at(-2)! };
  }

  async function pay(paymentId: string) {
    await gateway.submitCard(paymentId, VISA);
    await gateway.deliverDue();
  }

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (e: unknown) => (e instanceof CartError || e instanceof OrderError ? e.code : String(e)),
    );

  const refundedFor = async (paymentId: string) =>
    (await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.paymentId, paymentId)))[0]
      ?.refundedMinor ?? 0;
  /** Money the gateway captured for a payment and kept (never captured, or refunded: 0). */
  const keptFor = async (paymentId: string) => {
    const [charge] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, paymentId));
    return charge ? charge.amountMinor - charge.refundedMinor : 0;
  };

  it('refuses every change of a cart whose payment is under way, and sells what was priced', async () => {
    const { cartId, itemId } = await addToCart(t.db, undefined, item(1));
    const started = await checkout(cartId);
    const complement = xelha.complements[0];

    // The probe: the same item changed to 10 adults while the payment page is open.
    expect(await codeOf(updateCartItem(t.db, cartId, itemId, item(10)))).toBe(
      'CART_PAYMENT_PENDING',
    );
    expect(
      await codeOf(addToCart(t.db, cartId, { ...item(2), visitDate: addDays(visit, 1) })),
    ).toBe('CART_PAYMENT_PENDING');
    expect(await codeOf(removeCartItem(t.db, cartId, itemId))).toBe('CART_PAYMENT_PENDING');
    expect(await codeOf(renewCartHold(t.db, cartId))).toBe('CART_PAYMENT_PENDING');
    if (complement)
      expect(await codeOf(setComplement(t.db, cartId, itemId, complement.id, true))).toBe(
        'CART_PAYMENT_PENDING',
      );
    const view = (await readCart(t.db, cartId))!;
    expect(view.checkoutUntil).not.toBeNull();
    expect(view.items.map((i) => i.adults)).toEqual([1]);

    await pay(started.paymentId);
    const order = (await readOrder(t.db, started.orderReference, {
      secret: started.orderSecret!,
    }))!;
    expect(order).toMatchObject({ status: 'paid', amountMinor: started.amountMinor });
    expect(await ticketsForOrder(t.db, order.id)).toHaveLength(1);

    // Who else may open it: the holder of the cart it paid for; nobody holding another
    // cart, a booking it did not pay for, a wrong secret or nothing at all.
    const read = (access: Parameters<typeof readOrder>[2]) =>
      readOrder(t.db, started.orderReference, access);
    expect((await read({ cartId }))?.id).toBe(order.id);
    const other = randomUUID();
    for (const access of [
      { cartId: other },
      { provenBookingId: other },
      { secret: 'not-the-secret' },
      { secret: '' },
      {},
    ])
      expect(await read(access), JSON.stringify(access)).toBeUndefined();
  });

  it("the sale moves the date's places last: every other write of the paying transaction comes first", async () => {
    const { cartId } = await addToCart(t.db, undefined, item(2));
    const key = randomUUID();
    const started = await checkout(cartId, key);
    await gateway.submitCard(started.paymentId, VISA);
    const writes: string[][] = [];
    await syncAttempt(recordingWrites(t.db, writes), providers, key);

    const order = (await readOrder(t.db, started.orderReference, {
      secret: started.orderSecret!,
    }))!;
    expect(order.status).toBe('paid');
    const selling = writes.filter((w) => w.includes(getTableName(productCapacity)));
    expect(selling).toHaveLength(1);
    const sale = selling[0]!;
    // Everything the sale writes, and the capacity row once, at the end.
    for (const table of [cartItems, carts, etickets, outbox, orders])
      expect(sale.indexOf(getTableName(table)), getTableName(table)).toBeGreaterThanOrEqual(0);
    expect(sale.indexOf(getTableName(productCapacity))).toBe(sale.length - 1);
    const [capacity] = await t.db
      .select()
      .from(productCapacity)
      .where(and(eq(productCapacity.slotId, xelha.slots[0]!.id), eq(productCapacity.date, visit)));
    expect(capacity).toMatchObject({ held: 0, sold: 2 });

    // A sale refused (the hold lapsed under the payment) writes nothing to the capacity row.
    const second = await addToCart(t.db, undefined, item(1));
    const secondKey = randomUUID();
    const lapsed = await checkout(second.cartId, secondKey);
    await gateway.submitCard(lapsed.paymentId, VISA);
    await t.db
      .update(cartItems)
      .set({ status: 'expired' })
      .where(eq(cartItems.cartId, second.cartId));
    const refused: string[][] = [];
    await syncAttempt(recordingWrites(t.db, refused), providers, secondKey);
    expect(refused.flat()).not.toContain(getTableName(productCapacity));
    expect(refused.flat()).not.toContain(getTableName(etickets));
    expect(await keptFor(lapsed.paymentId)).toBe(0);
  });

  it('a change that got past the freeze is never sold: the sale compares every priced field and refunds', async () => {
    const tamper: Record<string, (cartId: string, itemId: string) => Promise<unknown>> = {
      people: (_c, itemId) =>
        t.db.update(cartItems).set({ adults: 10, heldPlaces: 10 }).where(eq(cartItems.id, itemId)),
      price: (_c, itemId) =>
        t.db.update(cartItems).set({ adultUsdCents: 1 }).where(eq(cartItems.id, itemId)),
      extras: (_c, itemId) =>
        t.db.update(cartItems).set({ photo: true }).where(eq(cartItems.id, itemId)),
      complement: (_c, itemId) =>
        t.db
          .insert(cartItemComplements)
          .values({ itemId, complementId: xelha.complements[0]!.id, priceUsdCents: 100 }),
      date: (_c, itemId) =>
        t.db
          .update(cartItems)
          .set({ visitDate: addDays(visit, 3) })
          .where(eq(cartItems.id, itemId)),
    };
    for (const [what, change] of Object.entries(tamper)) {
      if (what === 'complement' && !xelha.complements[0]) continue;
      const { cartId, itemId } = await addToCart(t.db, undefined, item(1));
      const started = await checkout(cartId);
      await change(cartId, itemId);
      await pay(started.paymentId);
      const order = (await readOrder(t.db, started.orderReference, {
        secret: started.orderSecret!,
      }))!;
      expect(order.status, what).not.toBe('paid');
      expect(await ticketsForOrder(t.db, order.id), what).toEqual([]);
      expect(await refundedFor(started.paymentId), what).toBe(started.amountMinor);
      expect(await keptFor(started.paymentId), what).toBe(0);
      const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, itemId));
      expect(row!.status, what).toBe('held');
    }
  });

  it('abandoning the payment unfreezes the cart; the abandoned payment page can no longer sell it', async () => {
    const { cartId, itemId } = await addToCart(t.db, undefined, item(1));
    const first = await checkout(cartId);
    expect(await abandonCartCheckout(t.db, cartId)).toBe(true);
    expect((await readCart(t.db, cartId))!.checkoutUntil).toBeNull();
    await updateCartItem(t.db, cartId, itemId, item(10));

    // The first tab's payment page is paid after all: nothing is kept, nothing sold.
    await pay(first.paymentId);
    const abandoned = (await readOrder(t.db, first.orderReference, {
      secret: first.orderSecret!,
    }))!;
    expect(abandoned).toMatchObject({ status: 'failed' });
    expect(await ticketsForOrder(t.db, abandoned.id)).toEqual([]);
    expect(await keptFor(first.paymentId)).toBe(0);

    // A new checkout charges the new price and issues ten tickets.
    const second = await checkout(cartId);
    expect(second.amountMinor).toBeGreaterThan(first.amountMinor * 9);
    await pay(second.paymentId);
    const paid = (await readOrder(t.db, second.orderReference, { secret: second.orderSecret! }))!;
    expect(paid).toMatchObject({ status: 'paid', amountMinor: second.amountMinor });
    expect(await ticketsForOrder(t.db, paid.id)).toHaveLength(10);
  });

  it('a payment already authorized cannot be abandoned; a cart without a payment abandons nothing', async () => {
    const { cartId } = await addToCart(t.db, undefined, item(2));
    expect(await abandonCartCheckout(t.db, cartId)).toBe(false);
    const started = await checkout(cartId);
    await t.db
      .update(orders)
      .set({ status: 'authorized' })
      .where(eq(orders.reference, started.orderReference));
    expect(await codeOf(abandonCartCheckout(t.db, cartId))).toBe('PAYMENT_IN_PROGRESS');
    // Still frozen: the capture under way sells what was priced.
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.checkoutUntil).not.toBeNull();
  });

  it('the freeze ends with the payment window: a later change is allowed', async () => {
    const { cartId, itemId } = await addToCart(t.db, undefined, item(1));
    await checkout(cartId);
    const later = new Date(Date.now() + 31 * 60_000);
    await updateCartItem(t.db, cartId, itemId, item(3), { now: later, holdMinutes: 30 });
    const [row] = await t.db
      .select({ adults: cartItems.adults })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    expect(row!.adults).toBe(3);
  });

  it('an edit racing the checkout: the charge always matches the cart that is sold', async () => {
    for (let round = 0; round < 6; round++) {
      visit = addDays(resortToday(new Date()), 60 + round);
      const { cartId, itemId } = await addToCart(t.db, undefined, item(1));
      const [edit, started] = await Promise.all([
        codeOf(updateCartItem(t.db, cartId, itemId, item(4))),
        checkout(cartId).catch((e: OrderError) => e),
      ]);
      if (started instanceof OrderError) {
        // The edit landed before the checkout's transaction: the page's total (AMOUNT_MISMATCH)
        // or the server's own pricing (CART_CHANGED) no longer matches; the visitor pays again.
        expect(['CART_CHANGED', 'AMOUNT_MISMATCH']).toContain(started.code);
        expect(edit).toBe('accepted');
        continue;
      }
      await pay(started.paymentId);
      const order = (await readOrder(t.db, started.orderReference, {
        secret: started.orderSecret!,
      }))!;
      const tickets = await ticketsForOrder(t.db, order.id);
      const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, itemId));
      if (order.status === 'paid') {
        // Whatever won, what was sold is what was charged for.
        expect(tickets).toHaveLength(row!.adults);
        const sold = (await readCart(t.db, cartId, new Date(), { includeSold: true }))!;
        const usd = (await findCurrency(t.db, 'USD'))!;
        expect(started.amountMinor).toBe(priceIn(usd, sold.totalUsdCents).minor);
      } else {
        expect(tickets).toEqual([]);
        expect(await keptFor(started.paymentId)).toBe(0);
      }
      expect(['accepted', 'CART_PAYMENT_PENDING']).toContain(edit);
    }
  });
});
