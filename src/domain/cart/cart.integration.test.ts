import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, productCapacity, productPrices } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { productCalendar } from '@/domain/tickets';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  addToCart,
  expireCartHolds,
  readCart,
  removeCartItem,
  renewCartHold,
  setComplement,
  updateCartItem,
  type ItemInput,
} from '.';

/** 10:00 in Cancún on Saturday 1 December 2029: the parks' "today" is 2029-12-01. */
const NOW = new Date('2029-12-01T15:00:00Z');
const TODAY = '2029-12-01';
/** 7:00 in Cancún on TODAY: every slot of the day is still on sale. */
const EARLY = new Date('2029-12-01T12:00:00Z');
const MINUTE = 60_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Catalogue = Record<string, ProductDetail>;

async function loadCatalogue(t: TestDatabase): Promise<Catalogue> {
  const rows = await listProducts(t.db);
  const out: Catalogue = {};
  for (const row of rows) out[row.code] = (await findProductById(t.db, row.id))!;
  return out;
}

/** Held and sold places of a product's slot (the first unless given) on a date. */
async function places(t: TestDatabase, product: ProductDetail, date: string, slot = 0) {
  const [row] = await t.db
    .select()
    .from(productCapacity)
    .where(
      and(eq(productCapacity.slotId, product.slots[slot]!.id), eq(productCapacity.date, date)),
    );
  return row ? { held: row.held, sold: row.sold, total: row.total } : undefined;
}

async function heldOf(t: TestDatabase, product: ProductDetail, date: string, slot = 0) {
  return (await places(t, product, date, slot))?.held ?? 0;
}

/** Places held across every slot and date of a product. */
async function totalHeld(t: TestDatabase, product: ProductDetail) {
  const [row] = await t.db
    .select({ held: sql<number>`coalesce(sum(${productCapacity.held}), 0)::int` })
    .from(productCapacity)
    .where(eq(productCapacity.productId, product.id));
  return Number(row!.held);
}

async function listPrice(t: TestDatabase, product: ProductDetail, date: string) {
  const [row] = await t.db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, product.id), eq(productPrices.date, date)));
  return row!;
}

function input(product: ProductDetail, visitDate: string | null, extra: Partial<ItemInput> = {}) {
  return {
    productId: product.id,
    visitDate,
    openTicket: false,
    slotId: product.slots[0]?.id ?? null,
    adults: 2,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
    ...extra,
  } satisfies ItemInput;
}

const zone = (product: ProductDetail, code: string) =>
  product.transportZones.find((z) => z.code === code)!.id;

async function cartCount(t: TestDatabase) {
  const [row] = await t.db.select({ n: count() }).from(carts);
  return Number(row!.n);
}

describe.each(engines)('cart on %s', (engine) => {
  let t: TestDatabase;
  let p: Catalogue;
  const add = (cartId: string | undefined, item: ItemInput, now = NOW) =>
    addToCart(t.db, cartId, item, { now });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, TODAY, 180);
    p = await loadCatalogue(t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('adding, pricing and holding', () => {
    it('holds a place per person (infants too) and prices admission, transport and the photo pack', async () => {
      const plus = p['XC-PLUS']!;
      const date = '2030-01-15'; // a Tuesday out of season, 45 days ahead: presale 15 %
      const before = await heldOf(t, plus, date);
      const { cartId, itemId } = await add(
        undefined,
        input(plus, date, {
          adults: 2,
          children: 1,
          infants: 1,
          transportZoneId: zone(plus, 'CUN'),
          photo: true,
        }),
      );
      expect(await heldOf(t, plus, date)).toBe(before + 4);
      const cart = (await readCart(t.db, cartId, NOW))!;
      expect(cart.items).toHaveLength(1);
      const item = cart.items[0]!;
      expect(item.id).toBe(itemId);
      expect(item.status).toBe('held');
      expect(item.holdExpiresAt!.getTime() - NOW.getTime()).toBe(30 * MINUTE);
      expect(cart.holdExpiresAt).toEqual(item.holdExpiresAt);
      expect(item.adultUsdCents).toBe(16300);
      expect(item.childUsdCents).toBe(12200);
      expect(item.presalePercent).toBe(15);
      expect(item.transportUsdCents).toBe(3000);
      expect(item.photoUsdCents).toBe(6000);
      // 2 × (16300 − 15 %) + 12200 − 15 %; transport for 3 paying people; photo pack once.
      expect(item.total).toEqual({
        admissionUsdCents: 2 * 13855 + 10370,
        extrasUsdCents: 3 * 3000 + 6000,
        totalUsdCents: 2 * 13855 + 10370 + 3 * 3000 + 6000,
      });
      expect(cart.packagePercent).toBe(0);
      expect(cart.totalUsdCents).toBe(item.total.totalUsdCents);
    });

    it('prices the food add-on per paying person', async () => {
      const basic = p['XC-BASIC']!;
      const { cartId } = await add(
        undefined,
        input(basic, '2030-01-16', { adults: 1, children: 2, food: true }),
      );
      const item = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(item.foodUsdCents).toBe(basic.foodAddOn!.priceUsdCents);
      expect(item.total.extrasUsdCents).toBe(3 * basic.foodAddOn!.priceUsdCents);
    });

    it('presale: nothing 6 days ahead, 10 % from 7 days, 15 % from 21 days', async () => {
      const xelha = p['XH-XELHA']!;
      const cases: [number, number][] = [
        [0, 0],
        [6, 0],
        [7, 10],
        [20, 10],
        [21, 15],
        [40, 15],
      ];
      for (const [days, percent] of cases) {
        const date = addDays(TODAY, days);
        const { cartId } = await add(undefined, input(xelha, date, { adults: 1 }), EARLY);
        const item = (await readCart(t.db, cartId, EARLY))!.items[0]!;
        const list = await listPrice(t, xelha, date);
        expect(item.presalePercent, `${days} days`).toBe(percent);
        expect(item.adultUsdCents, `${days} days`).toBe(list.adultUsdCents);
        expect(item.total.admissionUsdCents, `${days} days`).toBe(
          list.adultUsdCents - Math.round((list.adultUsdCents * percent) / 100),
        );
      }
    });

    it('the product calendar shows the presale and the closed days', async () => {
      const xplor = p['XP-XPLOR']!;
      const days = await productCalendar(t.db, xplor, {
        from: addDays(TODAY, -3),
        to: addDays(TODAY, 30),
        clock: { date: TODAY, time: '07:00' },
      });
      expect(days[0]!.date).toBe(TODAY); // nothing before today
      const byDate = new Map(days.map((d) => [d.date, d]));
      expect(byDate.get(addDays(TODAY, 6))!.presalePercent).toBe(0);
      expect(byDate.get(addDays(TODAY, 7))!.presalePercent).toBe(10);
      expect(byDate.get(addDays(TODAY, 21))!.presalePercent).toBe(15);
      const day21 = byDate.get(addDays(TODAY, 21))!;
      const list = await listPrice(t, xplor, day21.date);
      expect(day21.adultUsdCents).toBe(list.adultUsdCents - Math.round(list.adultUsdCents * 0.15));
      // Xplor runs Monday to Saturday: Sunday 2 December has no slot, so it is closed.
      const sunday = byDate.get('2029-12-02');
      expect(sunday?.available ?? false).toBe(false);
      expect(sunday?.slots ?? []).toEqual([]);
      expect(byDate.get('2029-12-03')!.available).toBe(true);
    });

    it('an open ticket takes no places, has no hold to expire and costs the open price', async () => {
      const xelha = p['XH-XELHA']!;
      const before = await totalHeld(t, xelha);
      const { cartId } = await add(
        undefined,
        input(xelha, null, { openTicket: true, slotId: null, adults: 2, children: 1 }),
      );
      expect(await totalHeld(t, xelha)).toBe(before);
      const item = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(item.openTicket).toBe(true);
      expect(item.visitDate).toBeNull();
      expect(item.slot).toBeNull();
      expect(item.holdExpiresAt).toBeNull();
      expect(item.presalePercent).toBe(0);
      expect(item.adultUsdCents).toBe(xelha.openTicketAdultUsdCents);
      expect(item.childUsdCents).toBe(xelha.openTicketChildUsdCents);
      expect(item.total.admissionUsdCents).toBe(
        2 * xelha.openTicketAdultUsdCents + xelha.openTicketChildUsdCents,
      );
      // An open ticket never expires: the expiry job leaves it alone.
      await expireCartHolds(t.db, new Date(NOW.getTime() - MINUTE));
      expect(
        (await readCart(t.db, cartId, new Date(NOW.getTime() + 365 * 86_400_000)))!.items[0]!
          .status,
      ).toBe('held');
    });

    it('package discount: 10 % of admissions for 2 products, 15 % for 3, 20 % for 4 and 5', async () => {
      const codes = ['XC-PLUS', 'XH-XELHA', 'XS-XENSES', 'XON-XOXI', 'XT-COBA'];
      let cartId: string | undefined;
      const expected = [0, 10, 15, 20, 20];
      for (const [i, code] of codes.entries()) {
        ({ cartId } = await add(cartId, input(p[code]!, addDays('2030-02-04', i), { adults: 1 })));
        const cart = (await readCart(t.db, cartId, NOW))!;
        expect(cart.items).toHaveLength(i + 1);
        expect(cart.packagePercent, `${i + 1} products`).toBe(expected[i]);
        const admissions = cart.items.reduce((s, it) => s + it.total.admissionUsdCents, 0);
        const subtotal = cart.items.reduce((s, it) => s + it.total.totalUsdCents, 0);
        expect(cart.subtotalUsdCents).toBe(subtotal);
        expect(cart.packageDiscountUsdCents).toBe(Math.round((admissions * expected[i]!) / 100));
        expect(cart.totalUsdCents).toBe(subtotal - cart.packageDiscountUsdCents);
      }
    });

    it('the package discount counts park admissions, not activities', async () => {
      const { cartId } = await add(undefined, input(p['XC-BASIC']!, '2030-02-20', { adults: 1 }));
      await add(cartId, input(p['XC-STINGRAY']!, '2030-02-20', { adults: 1 }));
      const cart = (await readCart(t.db, cartId, NOW))!;
      expect(cart.items).toHaveLength(2);
      expect(cart.packagePercent).toBe(0);
      expect(cart.totalUsdCents).toBe(cart.subtotalUsdCents);
      await add(cartId, input(p['XH-XELHA']!, '2030-02-21', { adults: 1 }));
      const three = (await readCart(t.db, cartId, NOW))!;
      expect(three.packagePercent).toBe(10);
      const admissions = three.items
        .filter((i) => i.product.code !== 'XC-STINGRAY')
        .reduce((s, i) => s + i.total.admissionUsdCents, 0);
      expect(three.packageDiscountUsdCents).toBe(Math.round(admissions / 10));
    });

    it('the package discount leaves the extras (transport, photo) whole', async () => {
      const plus = p['XC-PLUS']!;
      const xelha = p['XH-XELHA']!;
      const { cartId } = await add(
        undefined,
        input(plus, '2030-02-12', { adults: 1, transportZoneId: zone(plus, 'PDC'), photo: true }),
      );
      await add(cartId, input(xelha, '2030-02-13', { adults: 1, photo: true }));
      const cart = (await readCart(t.db, cartId, NOW))!;
      const admissions = cart.items.reduce((s, it) => s + it.total.admissionUsdCents, 0);
      expect(cart.packagePercent).toBe(10);
      expect(cart.packageDiscountUsdCents).toBe(Math.round(admissions / 10));
    });
  });

  describe('SPEC §5 rules through the service', () => {
    it('at least 1 adult: CART_NO_ADULT, nothing held, no cart left behind', async () => {
      const plus = p['XC-PLUS']!;
      const carts = await cartCount(t);
      const held = await heldOf(t, plus, '2030-03-01');
      await expect(
        add(undefined, input(plus, '2030-03-01', { adults: 0, children: 2 })),
      ).rejects.toMatchObject({ code: 'CART_NO_ADULT' });
      expect(await cartCount(t)).toBe(carts);
      expect(await heldOf(t, plus, '2030-03-01')).toBe(held);
    });

    it('a schedule must be chosen: CART_NO_SCHEDULE', async () => {
      await expect(
        add(undefined, input(p['XC-PLUS']!, '2030-03-01', { slotId: null })),
      ).rejects.toMatchObject({ code: 'CART_NO_SCHEDULE' });
    });

    it('a slot of another product is refused', async () => {
      await expect(
        add(undefined, input(p['XC-PLUS']!, '2030-03-01', { slotId: p['XH-XELHA']!.slots[0]!.id })),
      ).rejects.toMatchObject({ code: 'CART_UNKNOWN_OPTION', detail: { field: 'slot' } });
    });

    it('a date is required and cannot be past', async () => {
      await expect(add(undefined, input(p['XC-PLUS']!, null))).rejects.toMatchObject({
        code: 'CART_DATE_REQUIRED',
      });
      await expect(add(undefined, input(p['XC-PLUS']!, '2029-11-30'))).rejects.toMatchObject({
        code: 'CART_DATE_IN_PAST',
      });
    });

    it('availability on the date: Cobá-Xel-Há runs on Tuesdays and Thursdays only', async () => {
      const tour = p['XT-COBA-XELHA']!;
      await expect(add(undefined, input(tour, '2030-01-14'))).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      }); // a Monday
      await expect(add(undefined, input(tour, '2030-01-15'))).resolves.toHaveProperty('itemId'); // a Tuesday
      await expect(add(undefined, input(tour, '2030-01-17'))).resolves.toHaveProperty('itemId'); // a Thursday
    });

    it('availability on the date: Xplor is closed on Sundays, and beyond the horizon nothing is on sale', async () => {
      await expect(add(undefined, input(p['XP-XPLOR']!, '2030-01-13'))).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      });
      await expect(add(undefined, input(p['XP-XPLOR']!, '2031-06-01'))).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      });
    });

    it('availability on the date: a closed day and a full slot refuse, and nothing is taken', async () => {
      const xenses = p['XS-XENSES']!;
      await t.db
        .update(productCapacity)
        .set({ closed: true })
        .where(
          and(eq(productCapacity.productId, xenses.id), eq(productCapacity.date, '2030-03-05')),
        );
      await expect(add(undefined, input(xenses, '2030-03-05'))).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      });
      await t.db
        .update(productCapacity)
        .set({ total: 3 })
        .where(
          and(eq(productCapacity.productId, xenses.id), eq(productCapacity.date, '2030-03-06')),
        );
      await add(undefined, input(xenses, '2030-03-06', { adults: 2 }));
      await expect(
        add(undefined, input(xenses, '2030-03-06', { adults: 2 })),
      ).rejects.toMatchObject({ code: 'CART_NO_AVAILABILITY' });
      expect(await places(t, xenses, '2030-03-06')).toEqual({ held: 2, sold: 0, total: 3 });
      await expect(
        add(undefined, input(xenses, '2030-03-06', { adults: 1 })),
      ).resolves.toHaveProperty('itemId');
      expect(await heldOf(t, xenses, '2030-03-06')).toBe(3);
    });

    it('a sold-out date is refused without opening a transaction (the buyers of a drop ask again and again)', async () => {
      const xenses = p['XS-XENSES']!;
      await t.db
        .update(productCapacity)
        .set({ total: 2 })
        .where(
          and(eq(productCapacity.productId, xenses.id), eq(productCapacity.date, '2030-03-08')),
        );
      await add(undefined, input(xenses, '2030-03-08', { adults: 2 }));
      let transactions = 0;
      const counting = new Proxy(t.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (prop === 'transaction') transactions++;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const cartsBefore = (await t.db.select({ n: count() }).from(carts))[0]!.n;
      await expect(
        addToCart(counting, undefined, input(xenses, '2030-03-08', { adults: 1 }), { now: NOW }),
      ).rejects.toMatchObject({ code: 'CART_NO_AVAILABILITY' });
      expect(transactions).toBe(0);
      expect((await t.db.select({ n: count() }).from(carts))[0]!.n).toBe(cartsBefore);
      expect(await places(t, xenses, '2030-03-08')).toEqual({ held: 2, sold: 0, total: 2 });
      // A place given back is for sale again at once: the read refuses, it never grants.
      await t.db
        .update(productCapacity)
        .set({ total: 3 })
        .where(
          and(eq(productCapacity.productId, xenses.id), eq(productCapacity.date, '2030-03-08')),
        );
      await expect(
        addToCart(counting, undefined, input(xenses, '2030-03-08', { adults: 1 }), { now: NOW }),
      ).resolves.toHaveProperty('itemId');
      expect(transactions).toBe(1);
    });

    it('a price that cannot be fetched: CART_PRICE_UNAVAILABLE, nothing held', async () => {
      const basic = p['XC-BASIC']!;
      await t.db
        .delete(productPrices)
        .where(and(eq(productPrices.productId, basic.id), eq(productPrices.date, '2030-03-07')));
      await expect(add(undefined, input(basic, '2030-03-07'))).rejects.toMatchObject({
        code: 'CART_PRICE_UNAVAILABLE',
      });
      expect(await heldOf(t, basic, '2030-03-07')).toBe(0);
    });

    it('the same product, or a product with the same date, not twice: CART_DUPLICATE', async () => {
      const plus = p['XC-PLUS']!;
      const xelha = p['XH-XELHA']!;
      const { cartId } = await add(undefined, input(plus, '2030-03-10'));
      const held = await heldOf(t, plus, '2030-03-12');
      await expect(add(cartId, input(plus, '2030-03-12'))).rejects.toMatchObject({
        code: 'CART_DUPLICATE',
      });
      expect(await heldOf(t, plus, '2030-03-12')).toBe(held);
      await expect(add(cartId, input(xelha, '2030-03-10'))).rejects.toMatchObject({
        code: 'CART_DUPLICATE',
      });
      await expect(
        add(cartId, input(plus, null, { openTicket: true, slotId: null })),
      ).rejects.toMatchObject({ code: 'CART_DUPLICATE' });
      await add(cartId, input(xelha, '2030-03-11'));
      expect((await readCart(t.db, cartId, NOW))!.items).toHaveLength(2);
    });

    it('at most 5 products: the sixth is CART_LIMIT', async () => {
      const codes = ['XC-PLUS', 'XH-XELHA', 'XS-XENSES', 'XON-XOXI', 'XT-COBA', 'XT-TULUM'];
      let cartId: string | undefined;
      for (const [i, code] of codes.slice(0, 5).entries())
        ({ cartId } = await add(cartId, input(p[code]!, addDays('2030-03-16', i), { adults: 1 })));
      const tulum = p['XT-TULUM']!;
      await expect(add(cartId, input(tulum, '2030-03-25', { adults: 1 }))).rejects.toMatchObject({
        code: 'CART_LIMIT',
      });
      expect(await heldOf(t, tulum, '2030-03-25')).toBe(0);
      expect((await readCart(t.db, cartId!, NOW))!.items).toHaveLength(5);
    });

    it('activities with additional cost only with their admission for that date: CART_ADMISSION_REQUIRED', async () => {
      const rays = p['XC-STINGRAY']!;
      const trek = p['XH-SEATREK']!;
      await expect(add(undefined, input(rays, '2030-03-27'))).rejects.toMatchObject({
        code: 'CART_ADMISSION_REQUIRED',
        detail: { businessUnit: 'XC' },
      });
      const { cartId } = await add(undefined, input(p['XH-XELHA']!, '2030-03-26'));
      await expect(add(cartId, input(rays, '2030-03-25'))).rejects.toMatchObject({
        code: 'CART_ADMISSION_REQUIRED',
      });
      // Xel-Há's day is not the stingrays' (another park's admission): a date clash.
      await expect(add(cartId, input(rays, '2030-03-26'))).rejects.toMatchObject({
        code: 'CART_DUPLICATE',
      });
      // The Sea Trek goes on its Xel-Há day, not on another.
      await expect(add(cartId, input(trek, '2030-03-27'))).rejects.toMatchObject({
        code: 'CART_ADMISSION_REQUIRED',
      });
      await expect(add(cartId, input(trek, '2030-03-26'))).resolves.toHaveProperty('itemId');
      await add(cartId, input(p['XC-BASIC']!, '2030-03-28'));
      await expect(add(cartId, input(rays, '2030-03-29'))).rejects.toMatchObject({
        code: 'CART_ADMISSION_REQUIRED',
      });
      await expect(add(cartId, input(rays, '2030-03-28'))).resolves.toHaveProperty('itemId');
      expect((await readCart(t.db, cartId, NOW))!.items).toHaveLength(4);
    });

    it('an open-ticket admission admits to its activity on any date', async () => {
      const { cartId } = await add(
        undefined,
        input(p['XC-PLUS']!, null, { openTicket: true, slotId: null }),
      );
      await expect(add(cartId, input(p['XC-STINGRAY']!, '2030-03-30'))).resolves.toHaveProperty(
        'itemId',
      );
    });

    it('no transport for a same-day visit, today being the date in America/Cancun', async () => {
      const plus = p['XC-PLUS']!;
      await expect(
        add(undefined, input(plus, TODAY, { transportZoneId: zone(plus, 'CUN') })),
      ).rejects.toMatchObject({ code: 'CART_TRANSPORT_SAME_DAY' });
      // 7:00 in Cancún: the 8:30 slot has not started, so it sells for today without transport.
      await expect(add(undefined, input(plus, TODAY), EARLY)).resolves.toHaveProperty('itemId');
      // 22:00 in Cancún on 1 December is already 2 December in UTC: 2 December is not today.
      const lateEvening = new Date('2029-12-02T03:00:00Z');
      await expect(
        add(
          undefined,
          input(plus, '2029-12-02', { transportZoneId: zone(plus, 'CUN') }),
          lateEvening,
        ),
      ).resolves.toHaveProperty('itemId');
      await expect(
        add(undefined, input(plus, TODAY, { transportZoneId: zone(plus, 'CUN') }), lateEvening),
      ).rejects.toMatchObject({ code: 'CART_TRANSPORT_SAME_DAY' });
    });

    it('a product whose price includes transport is not sold for today, at any hour (issue 19)', async () => {
      const early = new Date('2029-12-01T06:00:00Z'); // 1:00 in Cancún
      for (const code of ['XC-TOTAL', 'XN-XENOTES', 'XT-XICHEN-DLX']) {
        const product = p[code]!;
        expect(product.transportIncluded, code).toBe(true);
        await expect(add(undefined, input(product, TODAY), early), code).rejects.toMatchObject({
          code: 'CART_TRANSPORT_SAME_DAY',
        });
        await expect(
          add(undefined, input(product, '2029-12-03'), early),
          code,
        ).resolves.toHaveProperty('itemId');
      }
    });

    it("today's slots sell until they start, in the resort's time (issue 19)", async () => {
      const night = p['XC-NIGHT']!; // 16:00
      const xplor = p['XP-XPLOR']!; // 9:00
      // 10:00 in Cancún (NOW): Xplor's 9:00 has started, Xcaret at night's 16:00 has not.
      await expect(add(undefined, input(xplor, TODAY))).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      });
      await expect(add(undefined, input(night, TODAY))).resolves.toHaveProperty('itemId');
      // 16:00 in Cancún: the night show's slot has started.
      const four = new Date('2029-12-01T21:00:00Z');
      await expect(add(undefined, input(night, TODAY), four)).rejects.toMatchObject({
        code: 'CART_NO_AVAILABILITY',
      });
      // The calendar agrees: today keeps only the slots still on sale.
      const [at10] = await productCalendar(t.db, xplor, {
        from: TODAY,
        to: addDays(TODAY, 1),
        clock: { date: TODAY, time: '10:00' },
      });
      expect(at10!.slots).toEqual([]);
      expect(at10!.available).toBe(false);
      const [at8] = await productCalendar(t.db, xplor, {
        from: TODAY,
        to: addDays(TODAY, 1),
        clock: { date: TODAY, time: '08:00' },
      });
      expect(at8!.slots.map((s) => s.slotId)).toEqual([xplor.slots[0]!.id]);
      expect(at8!.available).toBe(true);
      const [total] = await productCalendar(t.db, p['XC-TOTAL']!, {
        from: TODAY,
        to: addDays(TODAY, 1),
        clock: { date: TODAY, time: '00:30' },
      });
      expect(total!.available).toBe(false);
    });

    it('infants only where admitted: Xplor and Xichén refuse them, quoting their own minimum; Xenotes only recommends 6 and Xcaret takes them', async () => {
      await expect(
        add(undefined, input(p['XP-XPLOR']!, '2030-04-01', { infants: 1 })),
      ).rejects.toMatchObject({ code: 'CART_INFANTS_NOT_ADMITTED', detail: { minAge: 5 } });
      await expect(
        add(undefined, input(p['XT-XICHEN-DLX']!, '2030-04-01', { infants: 1 })),
      ).rejects.toMatchObject({ code: 'CART_INFANTS_NOT_ADMITTED', detail: { minAge: 6 } });
      await expect(
        add(undefined, input(p['XN-XENOTES']!, '2030-04-01', { infants: 1 })),
      ).resolves.toHaveProperty('itemId');
      await expect(
        add(undefined, input(p['XP-XPLOR']!, '2030-04-01', { children: 2 })),
      ).resolves.toHaveProperty('itemId');
      await expect(
        add(undefined, input(p['XC-PLUS']!, '2030-04-01', { infants: 2 })),
      ).resolves.toHaveProperty('itemId');
    });

    it('options the product lacks are refused; an unknown product too', async () => {
      const xplor = p['XP-XPLOR']!;
      await expect(
        add(undefined, input(xplor, '2030-04-02', { food: true })),
      ).rejects.toMatchObject({ code: 'CART_UNKNOWN_OPTION', detail: { field: 'food' } });
      await expect(
        add(
          undefined,
          input(xplor, '2030-04-02', { transportZoneId: zone(p['XH-XELHA']!, 'CUN') }),
        ),
      ).rejects.toMatchObject({ code: 'CART_UNKNOWN_OPTION', detail: { field: 'transport' } });
      await expect(
        add(undefined, { ...input(xplor, '2030-04-02'), productId: 999_999 }),
      ).rejects.toMatchObject({ code: 'CART_UNKNOWN_PRODUCT' });
    });

    it('too many people for one item online: CART_TOO_MANY_PEOPLE', async () => {
      await expect(
        add(undefined, input(p['XC-PLUS']!, '2030-04-03', { adults: 16 })),
      ).rejects.toMatchObject({ code: 'CART_TOO_MANY_PEOPLE', detail: { max: 15 } });
    });
  });

  describe('changing the cart', () => {
    it('update gives the old places back and takes the new ones, repricing the item', async () => {
      const plus = p['XC-PLUS']!;
      const { cartId, itemId } = await add(undefined, input(plus, '2030-04-10', { adults: 2 }));
      expect(await heldOf(t, plus, '2030-04-10')).toBe(2);
      await updateCartItem(
        t.db,
        cartId,
        itemId,
        input(plus, '2030-04-13', { adults: 3, children: 1, transportZoneId: zone(plus, 'TUL') }),
        { now: NOW },
      );
      expect(await heldOf(t, plus, '2030-04-10')).toBe(0);
      expect(await heldOf(t, plus, '2030-04-13')).toBe(4);
      const item = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(item.id).toBe(itemId);
      expect(item.visitDate).toBe('2030-04-13');
      expect(item.adults).toBe(3);
      expect(item.transportZone?.code).toBe('TUL');
      expect(item.adultUsdCents).toBe((await listPrice(t, plus, '2030-04-13')).adultUsdCents);

      // Fewer people on the same date: the difference goes back.
      await updateCartItem(t.db, cartId, itemId, input(plus, '2030-04-13', { adults: 1 }), {
        now: NOW,
      });
      expect(await heldOf(t, plus, '2030-04-13')).toBe(1);
    });

    it('a refused update changes nothing: the old places stay held', async () => {
      const plus = p['XC-PLUS']!;
      const xelha = p['XH-XELHA']!;
      const { cartId, itemId } = await add(undefined, input(plus, '2030-04-15', { adults: 2 }));
      await add(cartId, input(xelha, '2030-04-16', { adults: 2 }));
      // Onto the other item's date: "The dates of the products can't be the same".
      await expect(
        updateCartItem(t.db, cartId, itemId, input(plus, '2030-04-16'), { now: NOW }),
      ).rejects.toMatchObject({ code: 'CART_SAME_DATES' });
      await expect(
        updateCartItem(t.db, cartId, itemId, input(plus, '2030-04-17', { adults: 0 }), {
          now: NOW,
        }),
      ).rejects.toMatchObject({ code: 'CART_NO_ADULT' });
      expect(await heldOf(t, plus, '2030-04-15')).toBe(2);
      expect(await heldOf(t, plus, '2030-04-16')).toBe(0);
      expect(await heldOf(t, plus, '2030-04-17')).toBe(0);
      // Both items were added at the same instant: find the edited one by its id, not its place.
      const items = (await readCart(t.db, cartId, NOW))!.items;
      expect(items.find((i) => i.id === itemId)!.visitDate).toBe('2030-04-15');
    });

    it('an item of another cart, or another product, cannot be updated', async () => {
      const plus = p['XC-PLUS']!;
      const mine = await add(undefined, input(plus, '2030-04-18'));
      const theirs = await add(undefined, input(plus, '2030-04-18'));
      await expect(
        updateCartItem(t.db, mine.cartId, theirs.itemId, input(plus, '2030-04-19'), { now: NOW }),
      ).rejects.toMatchObject({ code: 'CART_ITEM_NOT_FOUND' });
      await expect(
        updateCartItem(t.db, mine.cartId, mine.itemId, input(p['XH-XELHA']!, '2030-04-19'), {
          now: NOW,
        }),
      ).rejects.toMatchObject({ code: 'CART_ITEM_NOT_FOUND' });
    });

    it('remove gives the places back; removing an admission takes its activities with it', async () => {
      const basic = p['XC-BASIC']!;
      const rays = p['XC-STINGRAY']!;
      const xelha = p['XH-XELHA']!;
      const { cartId, itemId: admission } = await add(
        undefined,
        input(basic, '2030-04-20', { adults: 2 }),
      );
      const { itemId: activity } = await add(cartId, input(rays, '2030-04-20', { adults: 2 }));
      const { itemId: other } = await add(cartId, input(xelha, '2030-04-22', { adults: 1 }));
      expect(await heldOf(t, rays, '2030-04-20')).toBe(2);

      const { removed } = await removeCartItem(t.db, cartId, admission);
      expect(removed.sort()).toEqual([admission, activity].sort());
      expect(await heldOf(t, basic, '2030-04-20')).toBe(0);
      expect(await heldOf(t, rays, '2030-04-20')).toBe(0);
      expect(await heldOf(t, xelha, '2030-04-22')).toBe(1);
      expect((await readCart(t.db, cartId, NOW))!.items.map((i) => i.id)).toEqual([other]);

      await removeCartItem(t.db, cartId, other);
      expect(await heldOf(t, xelha, '2030-04-22')).toBe(0);
      await expect(removeCartItem(t.db, cartId, other)).rejects.toMatchObject({
        code: 'CART_ITEM_NOT_FOUND',
      });
    });

    it('moving an admission away from its activity is refused, and changes nothing', async () => {
      const basic = p['XC-BASIC']!;
      const rays = p['XC-STINGRAY']!;
      const { cartId, itemId: admission } = await add(
        undefined,
        input(basic, '2030-04-26', { adults: 2 }),
      );
      await add(cartId, input(rays, '2030-04-26', { adults: 2 }));
      await expect(
        updateCartItem(t.db, cartId, admission, input(basic, '2030-04-28', { adults: 2 }), {
          now: NOW,
        }),
      ).rejects.toMatchObject({ code: 'CART_ADMISSION_REQUIRED' });
      expect(await heldOf(t, basic, '2030-04-26')).toBe(2);
      expect(await heldOf(t, basic, '2030-04-28')).toBe(0);
      // Moving it on its own date (more people) is fine.
      await updateCartItem(t.db, cartId, admission, input(basic, '2030-04-26', { adults: 3 }), {
        now: NOW,
      });
      expect(await heldOf(t, basic, '2030-04-26')).toBe(3);
    });

    it('complements: adding sets hasBeenAdded and prices it per person, removing clears it', async () => {
      const plus = p['XC-PLUS']!;
      const { cartId, itemId } = await add(undefined, input(plus, '2030-04-24', { adults: 2 }));
      const before = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(before.complements.length).toBeGreaterThan(0);
      expect(before.complements.every((c) => c.hasBeenAdded === false)).toBe(true);
      const complement = before.complements[0]!;

      await setComplement(t.db, cartId, itemId, complement.id, true);
      await setComplement(t.db, cartId, itemId, complement.id, true); // twice: still once
      const added = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(added.complements.find((c) => c.id === complement.id)!.hasBeenAdded).toBe(true);
      expect(added.complements.filter((c) => c.hasBeenAdded)).toHaveLength(1);
      expect(added.total.extrasUsdCents).toBe(
        before.total.extrasUsdCents + 2 * complement.priceUsdCents,
      );

      await setComplement(t.db, cartId, itemId, complement.id, false);
      const removed = (await readCart(t.db, cartId, NOW))!.items[0]!;
      expect(removed.complements.find((c) => c.id === complement.id)!.hasBeenAdded).toBe(false);
      expect(removed.total).toEqual(before.total);
    });

    it("complements of another product, or another cart's item, are refused", async () => {
      const plus = p['XC-PLUS']!;
      const xelha = p['XH-XELHA']!;
      const { cartId, itemId } = await add(undefined, input(plus, '2030-04-25'));
      const other = await add(undefined, input(plus, '2030-04-25'));
      await expect(
        setComplement(t.db, cartId, itemId, xelha.complements[0]!.id, true),
      ).rejects.toMatchObject({ code: 'CART_UNKNOWN_OPTION', detail: { field: 'complement' } });
      await expect(
        setComplement(t.db, cartId, other.itemId, plus.complements[0]!.id, true),
      ).rejects.toMatchObject({ code: 'CART_ITEM_NOT_FOUND' });
    });

    it('an unknown cart reads as undefined', async () => {
      expect(await readCart(t.db, '00000000-0000-4000-8000-000000000000', NOW)).toBeUndefined();
    });
  });
});

describe.each(engines)('cart holds expire and renew on %s', (engine) => {
  let t: TestDatabase;
  let p: Catalogue;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, TODAY, 60);
    p = await loadCatalogue(t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

  it('expiry gives the places back after 30 minutes, not before; renewing re-holds them', async () => {
    const plus = p['XC-PLUS']!;
    const { cartId } = await addToCart(t.db, undefined, input(plus, '2030-01-20', { adults: 3 }), {
      now: NOW,
    });
    expect(await expireCartHolds(t.db, at(29))).toBe(0);
    expect(await heldOf(t, plus, '2030-01-20')).toBe(3);

    expect(await expireCartHolds(t.db, at(31))).toBe(1);
    expect(await heldOf(t, plus, '2030-01-20')).toBe(0);
    expect((await readCart(t.db, cartId, at(31)))!.items[0]!.status).toBe('expired');
    expect((await readCart(t.db, cartId, at(31)))!.holdExpiresAt).toBeNull();
    expect(await expireCartHolds(t.db, at(32))).toBe(0); // only once

    expect(await renewCartHold(t.db, cartId, { now: at(40) })).toEqual({
      renewed: 1,
      unavailable: 0,
      capped: 0,
    });
    expect(await heldOf(t, plus, '2030-01-20')).toBe(3);
    const cart = (await readCart(t.db, cartId, at(40)))!;
    expect(cart.items[0]!.status).toBe('held');
    expect(cart.holdExpiresAt!.getTime()).toBe(at(70).getTime());
  });

  it('an expired admission leaves the package discount until renewed', async () => {
    const { cartId } = await addToCart(
      t.db,
      undefined,
      input(p['XC-BASIC']!, '2030-01-26', { adults: 1 }),
      { now: NOW },
    );
    await addToCart(t.db, cartId, input(p['XH-XELHA']!, '2030-01-27', { adults: 1 }), {
      now: at(20),
    });
    expect((await readCart(t.db, cartId, at(25)))!.packagePercent).toBe(10);
    await expireCartHolds(t.db, at(31)); // the first item's hold ends
    expect((await readCart(t.db, cartId, at(31)))!.packagePercent).toBe(0);
    await renewCartHold(t.db, cartId, { now: at(32) });
    expect((await readCart(t.db, cartId, at(32)))!.packagePercent).toBe(10);
  });

  it('renewing a live hold extends it without taking places twice', async () => {
    const xelha = p['XH-XELHA']!;
    const { cartId } = await addToCart(t.db, undefined, input(xelha, '2030-01-21', { adults: 2 }), {
      now: NOW,
    });
    expect(await renewCartHold(t.db, cartId, { now: at(20) })).toEqual({
      renewed: 1,
      unavailable: 0,
      capped: 0,
    });
    expect(await heldOf(t, xelha, '2030-01-21')).toBe(2);
    expect((await readCart(t.db, cartId, at(20)))!.holdExpiresAt!.getTime()).toBe(at(50).getTime());
    expect(await expireCartHolds(t.db, at(45))).toBe(0);
    expect(await heldOf(t, xelha, '2030-01-21')).toBe(2);
  });

  it('renewing after the places went to someone else reports the item unavailable', async () => {
    const xenses = p['XS-XENSES']!;
    await t.db
      .update(productCapacity)
      .set({ total: 2 })
      .where(and(eq(productCapacity.productId, xenses.id), eq(productCapacity.date, '2030-01-22')));
    const first = await addToCart(t.db, undefined, input(xenses, '2030-01-22', { adults: 2 }), {
      now: NOW,
    });
    await expireCartHolds(t.db, at(31));
    expect(await heldOf(t, xenses, '2030-01-22')).toBe(0);
    // Someone else takes the places meanwhile.
    await addToCart(t.db, undefined, input(xenses, '2030-01-22', { adults: 2 }), { now: at(32) });
    expect(await renewCartHold(t.db, first.cartId, { now: at(33) })).toEqual({
      renewed: 0,
      unavailable: 1,
      capped: 0,
    });
    expect(await places(t, xenses, '2030-01-22')).toEqual({ held: 2, sold: 0, total: 2 });
    expect((await readCart(t.db, first.cartId, at(33)))!.items[0]!.status).toBe('expired');
  });

  it('updating an expired item takes its places again', async () => {
    const xoxi = p['XON-XOXI']!;
    const { cartId, itemId } = await addToCart(
      t.db,
      undefined,
      input(xoxi, '2030-01-23', { adults: 2 }),
      { now: NOW },
    );
    await expireCartHolds(t.db, at(31));
    expect(await heldOf(t, xoxi, '2030-01-23')).toBe(0);
    await updateCartItem(t.db, cartId, itemId, input(xoxi, '2030-01-24', { adults: 2 }), {
      now: at(35),
    });
    expect(await heldOf(t, xoxi, '2030-01-23')).toBe(0);
    expect(await heldOf(t, xoxi, '2030-01-24')).toBe(2);
    expect((await readCart(t.db, cartId, at(35)))!.items[0]!.status).toBe('held');
  });

  it('removing an expired item gives nothing back twice', async () => {
    const xelha = p['XH-XELHA']!;
    await t.db
      .update(productCapacity)
      .set({ held: 0 })
      .where(and(eq(productCapacity.productId, xelha.id), eq(productCapacity.date, '2030-01-25')));
    const a = await addToCart(t.db, undefined, input(xelha, '2030-01-25', { adults: 2 }), {
      now: NOW,
    });
    await expireCartHolds(t.db, at(31));
    await addToCart(t.db, undefined, input(xelha, '2030-01-25', { adults: 3 }), { now: at(32) });
    await removeCartItem(t.db, a.cartId, a.itemId);
    expect(await heldOf(t, xelha, '2030-01-25')).toBe(3);
  });
});
