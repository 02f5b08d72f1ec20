import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItemComplements, sandboxCharges } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { addToCart, chargeLines, readCart, setComplement, type ItemInput } from '@/domain/cart';
import {
  findProductById,
  listProducts,
  productPriceSheet,
  saveComplement,
  type ProductDetail,
} from '@/domain/catalog';
import { providerDirectory, type PaymentProviders } from '@/domain/payments';
import { findCurrency, priceIn } from '@/domain/pricing';
import { resortToday } from '@/domain/stays';
import { discountTiers, setDiscountTiers } from '@/domain/tickets';
import { addDays } from '@/lib/dates';
import { SandboxGateway, SIGNATURE_HEADER } from '@/integrations/payments/sandbox';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  abandonCartCheckout,
  frozenCartCharge,
  handleWebhookEvent,
  readOrder,
  startCheckout,
  type StartCheckoutInput,
} from '.';

/**
 * Issue 16: staff change the presale tiers, the package tiers and a complement's price. New
 * carts are priced on the change at once; a cart whose payment is under way is charged what
 * it was shown (the order's amount), and the sale goes through.
 */

const SECRET = 'integration-test-secret-0123456789-abcdefghij';
const BASE = 'http://127.0.0.1:9';
const VISA = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ana López' };
const revenue = { id: 's1', email: 'rosa@xcaret.test', role: 'revenue', address: '10.0.0.9' };
const urls: StartCheckoutInput['urls'] = (order, key) => ({
  returnUrl: `${BASE}/return/${key}`,
  cancelUrl: `${BASE}/cancel/${order.reference}`,
});

describe.each(engines)('park price changes and carts on %s', (engine) => {
  let t: TestDatabase;
  let gateway: SandboxGateway;
  let providers: PaymentProviders;
  let basic: ProductDetail;
  let xelha: ProductDetail;
  let offset = 0;
  let visit: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, resortToday(new Date()), 120);
    const products = await listProducts(t.db);
    const byCode = async (code: string) =>
      (await findProductById(t.db, products.find((p) => p.code === code)!.id))!;
    basic = await byCode('XC-BASIC');
    xelha = await byCode('XH-XELHA');
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(() => {
    // 30+ days ahead: the 21-day presale tier applies.
    visit = addDays(resortToday(new Date()), 30 + offset++);
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

  const item = (product: ProductDetail, adults = 2, later = 0): ItemInput => ({
    productId: product.id,
    visitDate: addDays(visit, later),
    openTicket: false,
    slotId: product.slots[0]!.id,
    adults,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
  });

  /** Starts the payment of a cart at the amount its page shows: the cart is frozen. */
  async function checkout(cartId: string) {
    const cart = (await readCart(t.db, cartId))!;
    const usd = (await findCurrency(t.db, 'USD'))!;
    const amountMinor = priceIn(usd, cart.totalUsdCents).minor;
    const started = await startCheckout(t.db, providers, {
      idempotencyKey: randomUUID(),
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

  /** Pays; returns the order and what the gateway captured and kept. */
  async function pay(started: Awaited<ReturnType<typeof checkout>>) {
    await gateway.submitCard(started.paymentId, VISA);
    await gateway.deliverDue();
    const order = (await readOrder(t.db, started.orderReference, {
      secret: started.orderSecret!,
    }))!;
    const [charge] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, started.paymentId));
    return { order, kept: charge ? charge.amountMinor - charge.refundedMinor : 0 };
  }

  it('a presale change prices a new cart at once; a cart frozen for payment pays what it showed', async () => {
    const seeded = (await discountTiers(t.db)).presale;
    expect(seeded).toEqual([
      { at: 7, percentOff: 10 },
      { at: 21, percentOff: 15 },
    ]);
    const frozen = await addToCart(t.db, undefined, item(basic));
    const shown = (await readCart(t.db, frozen.cartId))!;
    expect(shown.items[0]!.presalePercent).toBe(15);
    const started = await checkout(frozen.cartId);

    expect(
      await setDiscountTiers(t.db, revenue, 'presale', [
        { at: 7, percentOff: 10 },
        { at: 21, percentOff: 25 },
      ]),
    ).toEqual({ ok: true, changed: true });

    // A new cart, same product and day: the new tier.
    const fresh = await addToCart(t.db, undefined, item(basic));
    const priced = (await readCart(t.db, fresh.cartId))!;
    expect(priced.items[0]!.presalePercent).toBe(25);
    expect(priced.totalUsdCents).toBeLessThan(shown.totalUsdCents);

    // The frozen cart: same percent, same total, and the payment sells it for that amount.
    const still = (await readCart(t.db, frozen.cartId))!;
    expect(still.items[0]!.presalePercent).toBe(15);
    expect(still.totalUsdCents).toBe(shown.totalUsdCents);
    const { order, kept } = await pay(started);
    expect(order).toMatchObject({ status: 'paid', amountMinor: started.amountMinor });
    expect(kept).toBe(started.amountMinor);
    await setDiscountTiers(t.db, revenue, 'presale', seeded);
  });

  it('a package change prices new carts; the order under way keeps its amount and sells', async () => {
    const seeded = (await discountTiers(t.db)).package;
    const { cartId } = await addToCart(t.db, undefined, item(basic, 1));
    await addToCart(t.db, cartId, item(xelha, 1, 1));
    const shown = (await readCart(t.db, cartId))!;
    expect(shown.packagePercent).toBe(10);
    const started = await checkout(cartId);

    expect(
      await setDiscountTiers(t.db, revenue, 'package', [
        { at: 2, percentOff: 30 },
        { at: 3, percentOff: 35 },
      ]),
    ).toEqual({ ok: true, changed: true });
    const other = await addToCart(t.db, undefined, item(basic, 1));
    await addToCart(t.db, other.cartId, item(xelha, 1, 1));
    expect((await readCart(t.db, other.cartId))!.packagePercent).toBe(30);

    // The amount charged is the order's, fixed when the payment started.
    const { order, kept } = await pay(started);
    expect(order).toMatchObject({ status: 'paid', amountMinor: started.amountMinor });
    expect(kept).toBe(started.amountMinor);
    await setDiscountTiers(t.db, revenue, 'package', seeded);
  });

  it("a frozen cart shows what its payment charges after a package change; abandoned, today's tiers price it", async () => {
    const seeded = (await discountTiers(t.db)).package;
    const { cartId } = await addToCart(t.db, undefined, item(basic, 1));
    await addToCart(t.db, cartId, item(xelha, 1, 1));
    const shown = (await readCart(t.db, cartId))!;
    expect(shown.packagePercent).toBe(10);
    const started = await checkout(cartId);
    const priced = chargeLines(shown, started.amountMinor);
    expect(priced.discountMinor).toBeGreaterThan(0);
    try {
      await setDiscountTiers(t.db, revenue, 'package', [
        { at: 2, percentOff: 30 },
        { at: 3, percentOff: 35 },
      ]);
      // The cart's page while its payment is under way: the order's amount, the discount it
      // was priced with, lines that add up to what the gateway charges.
      const frozen = (await readCart(t.db, cartId))!;
      const charge = await frozenCartCharge(t.db, frozen);
      expect(charge).toEqual({ amountMinor: started.amountMinor, currencyIso: 'USD' });
      expect(frozen.packagePercent).toBe(10);
      expect(frozen.totalUsdCents).toBe(shown.totalUsdCents);
      expect(chargeLines(frozen, charge!.amountMinor)).toEqual(priced);
      // Paying again from that page is the same order at the same amount.
      const again = await checkout(cartId);
      expect(again.orderReference).toBe(started.orderReference);
      expect(again.amountMinor).toBe(started.amountMinor);

      // Abandoned, the cart is no longer frozen: the tiers as they are now price it.
      expect(await abandonCartCheckout(t.db, cartId)).toBe(true);
      const thawed = (await readCart(t.db, cartId))!;
      expect(thawed.packagePercent).toBe(30);
      expect(await frozenCartCharge(t.db, thawed)).toBeUndefined();
    } finally {
      await setDiscountTiers(t.db, revenue, 'package', seeded);
    }
  });

  it('a complement price change prices new additions; a frozen cart keeps the price it added', async () => {
    const plus = basic.complements.find((c) => c.code === 'XC-UPG-PLUS')!;
    const frozen = await addToCart(t.db, undefined, item(basic));
    await setComplement(t.db, frozen.cartId, frozen.itemId, plus.id, true);
    const [before] = await t.db
      .select()
      .from(cartItemComplements)
      .where(eq(cartItemComplements.itemId, frozen.itemId));
    const started = await checkout(frozen.cartId);

    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, {
        name: plus.name,
        priceUsdCents: plus.priceUsdCents * 2,
        onSale: true,
      }),
    ).toEqual({ ok: true, changed: true });
    const sheet = (await productPriceSheet(t.db, 'XC-BASIC'))!;
    expect(sheet.complements.find((c) => c.id === plus.id)!.priceUsdCents).toBe(
      plus.priceUsdCents * 2,
    );

    const fresh = await addToCart(t.db, undefined, item(basic));
    await setComplement(t.db, fresh.cartId, fresh.itemId, plus.id, true);
    const [after] = await t.db
      .select()
      .from(cartItemComplements)
      .where(eq(cartItemComplements.itemId, fresh.itemId));
    // Same product, day and people: the new list price scales the same way.
    expect(after!.priceUsdCents).toBe(before!.priceUsdCents * 2);

    // While on sale, a cart lists it whether added or not.
    expect(
      (await readCart(t.db, (await addToCart(t.db, undefined, item(basic))).cartId))!.items[0]!
        .complements,
    ).toContainEqual(expect.objectContaining({ id: plus.id, hasBeenAdded: false }));
    // Off sale: a new cart is no longer offered it and cannot add it; the frozen cart that has
    // it still lists it (it pays for it), and so does its order once paid.
    expect(
      await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, {
        name: plus.name,
        priceUsdCents: plus.priceUsdCents * 2,
        onSale: false,
      }),
    ).toEqual({ ok: true, changed: true });
    const later = await addToCart(t.db, undefined, item(basic));
    const offered = (await readCart(t.db, later.cartId))!.items[0]!.complements;
    expect(offered.map((c) => c.id)).not.toContain(plus.id);
    await expect(
      setComplement(t.db, later.cartId, later.itemId, plus.id, true),
    ).rejects.toMatchObject({ code: 'CART_UNKNOWN_OPTION' });
    const frozenView = (await readCart(t.db, frozen.cartId))!.items[0]!.complements;
    expect(frozenView.find((c) => c.id === plus.id)).toMatchObject({ hasBeenAdded: true });
    // Taken out of a cart that had it: allowed even off sale.
    await setComplement(t.db, fresh.cartId, fresh.itemId, plus.id, false);
    expect(
      (await readCart(t.db, fresh.cartId))!.items[0]!.complements.map((c) => c.id),
    ).not.toContain(plus.id);

    const { order, kept } = await pay(started);
    expect(order).toMatchObject({ status: 'paid', amountMinor: started.amountMinor });
    expect(kept).toBe(started.amountMinor);
    await saveComplement(t.db, revenue, 'XC-BASIC', plus.id, {
      name: plus.name,
      priceUsdCents: plus.priceUsdCents,
      onSale: true,
    });
  });
});
