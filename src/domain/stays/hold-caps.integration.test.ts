import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { cartItems, productCapacity, roomInventory, roomTypes } from '@/db/schema';
import {
  addToCart,
  CartError,
  MAX_HOLD_MINUTES,
  MAX_PLACES_PER_SLOT_PER_HOLDER,
  renewCartHold,
  type ItemInput,
} from '@/domain/cart';
import { findProductById, listProducts } from '@/domain/catalog';
import { addDays } from '@/lib/dates';
import { holderKeyOf } from '@/lib/http';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  createHold,
  expireHolds,
  MAX_HELD_BOOKINGS_PER_HOLDER,
  MAX_HELD_ROOM_NIGHTS_PER_HOLDER,
  StayError,
} from '.';

/**
 * Issue 13, item 6: one client cannot hold all the stock. The probe held all 63 rooms of La
 * Casa de la Playa for 30 nights with 14 hold requests, and a whole 150-place tour slot with 10
 * carts renewed for ever; here the same requests meet the caps.
 */

const NOW = new Date('2029-12-01T15:00:00Z');
const FROM = '2030-01-01';
const attacker = holderKeyOf('203.0.113.66');
const traveller = holderKeyOf('198.51.100.7');

describe.each(engines)('what one client can hold on %s', (engine) => {
  let t: TestDatabase;
  let lcdpTypes: { code: string; totalRooms: number }[];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, FROM, 120);
    await openCapacity(t.db, '2029-12-01', 90);
    lcdpTypes = (await t.db.select().from(roomTypes).orderBy(roomTypes.id)).filter((r) =>
      r.code.startsWith('LCDP'),
    );
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const heldRoomNights = async (from: string, to: string) => {
    const [row] = await t.db
      .select({ held: sql<number>`coalesce(sum(${roomInventory.held}), 0)` })
      .from(roomInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
      .where(
        and(
          sql`${roomTypes.code} LIKE 'LCDP-%'`,
          gte(roomInventory.date, from),
          lt(roomInventory.date, to),
        ),
      );
    return Number(row!.held);
  };

  /** The probe's hold: as many La Casa rooms as one booking takes, for the stay given. */
  const wholeHotelHold = (i: number, checkIn: string, nights: number, holderKey: string) => {
    const type = lcdpTypes[i % lcdpTypes.length]!;
    return createHold(
      t.db,
      {
        hotelCode: 'LCDP',
        checkIn,
        checkOut: addDays(checkIn, nights),
        rooms: Array.from({ length: Math.min(5, type.totalRooms) }, () => ({
          roomTypeCode: type.code,
          adults: 2,
          childrenAges: [],
        })),
        holderKey,
      },
      { now: NOW, holdMinutes: 15 },
    ).then(
      (hold) => ({ ok: true as const, hold }),
      (error: unknown) => {
        if (error instanceof StayError) return { ok: false as const, code: error.code };
        throw error;
      },
    );
  };

  it("14 holds of 30 nights from one address: refused past the cap, the hotel's rooms stay on sale", async () => {
    const checkIn = '2030-01-05';
    const results = [];
    for (let i = 0; i < 14; i++) results.push(await wholeHotelHold(i, checkIn, 30, attacker));
    const refused = results.filter((r) => !r.ok);
    // The first booking (5 rooms × 30 nights, the largest sold online) fits the cap; then no more.
    expect(results[0]!.ok).toBe(true);
    expect(refused.length).toBe(13);
    expect(new Set(refused.map((r) => (r.ok ? '' : r.code)))).toEqual(new Set(['HOLD_LIMIT']));
    const held = await heldRoomNights(checkIn, addDays(checkIn, 30));
    expect(held).toBe(MAX_HELD_ROOM_NIGHTS_PER_HOLDER);
    expect(held / (63 * 30)).toBeLessThan(0.08);
  });

  it('shorter holds: the address stops at its cap, of 1,890 room-nights it holds at most 150', async () => {
    const checkIn = '2030-02-10';
    const other = holderKeyOf('203.0.113.67');
    const results = [];
    for (let i = 0; i < 14; i++) results.push(await wholeHotelHold(i, checkIn, 10, other));
    const accepted = results.filter((r) => r.ok).length;
    expect(accepted).toBeLessThanOrEqual(MAX_HELD_BOOKINGS_PER_HOLDER);
    expect(results.slice(accepted).every((r) => !r.ok && r.code === 'HOLD_LIMIT')).toBe(true);
    const held = await heldRoomNights(checkIn, addDays(checkIn, 10));
    expect(held).toBeLessThanOrEqual(MAX_HELD_ROOM_NIGHTS_PER_HOLDER);
    expect(held).toBeGreaterThan(0);
    // Another traveller still books, and a family's 5 rooms for two weeks fit the cap.
    const family = await wholeHotelHold(0, '2030-03-01', 14, traveller);
    expect(family.ok).toBe(true);
  });

  it('holds that end give their place in the cap back', async () => {
    const key = holderKeyOf('192.0.2.55');
    // 5 rooms × 16 nights twice is 160 room-nights: the second is refused.
    const first = await wholeHotelHold(1, '2030-03-20', 16, key);
    const second = await wholeHotelHold(1, '2030-03-20', 16, key);
    expect([first.ok, second.ok]).toEqual([true, false]);
    await expireHolds(t.db, new Date(NOW.getTime() + 16 * 60_000));
    const later = await createHold(
      t.db,
      {
        hotelCode: 'LCDP',
        checkIn: '2030-03-20',
        checkOut: '2030-03-30',
        rooms: [{ roomTypeCode: lcdpTypes[1]!.code, adults: 2, childrenAges: [] }],
        holderKey: key,
      },
      { now: new Date(NOW.getTime() + 17 * 60_000) },
    );
    expect(later.reference).toMatch(/^XH-/);
  });

  it('parallel holds from one address cannot pass the cap together', async () => {
    const key = holderKeyOf('192.0.2.99');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => wholeHotelHold(i, '2030-04-10', 10, key)),
    );
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(MAX_HELD_BOOKINGS_PER_HOLDER);
    const held = await heldRoomNights('2030-04-10', '2030-04-20');
    expect(held).toBeLessThanOrEqual(MAX_HELD_ROOM_NIGHTS_PER_HOLDER);
  });

  describe('park places', () => {
    let tour: Awaited<ReturnType<typeof findProductById>>;
    const visit = '2029-12-20';
    beforeAll(async () => {
      const products = await listProducts(t.db);
      const withSmallSlot = [];
      for (const p of products) {
        const detail = await findProductById(t.db, p.id);
        if (detail?.slots.some((s) => s.capacity === 150) && !detail.requiresAdmission)
          withSmallSlot.push(detail);
      }
      tour = withSmallSlot[0];
    });

    const item = (adults: number): ItemInput => ({
      productId: tour!.id,
      visitDate: visit,
      openTicket: false,
      slotId: tour!.slots.find((s) => s.capacity === 150)!.id,
      adults,
      children: 0,
      infants: 0,
      transportZoneId: null,
      food: false,
      photo: false,
    });
    const capacity = async () =>
      (
        await t.db
          .select()
          .from(productCapacity)
          .where(and(eq(productCapacity.slotId, item(1).slotId!), eq(productCapacity.date, visit)))
      )[0]!;

    it('10 carts of 15 from one address: the slot keeps 120 of its 150 places on sale', async () => {
      expect(tour).toBeDefined();
      const results = [];
      for (let i = 0; i < 10; i++)
        results.push(
          await addToCart(t.db, undefined, item(15), { now: NOW, holderKey: attacker }).then(
            () => 'held',
            (e: CartError) => e.code,
          ),
        );
      expect(results.filter((r) => r === 'held')).toHaveLength(MAX_PLACES_PER_SLOT_PER_HOLDER / 15);
      expect(results.filter((r) => r !== 'held')).toEqual(Array(8).fill('CART_HOLD_LIMIT'));
      const slot = await capacity();
      expect(slot.held).toBe(MAX_PLACES_PER_SLOT_PER_HOLDER);
      expect(slot.total - slot.held - slot.sold).toBe(150 - MAX_PLACES_PER_SLOT_PER_HOLDER);
      // Another visitor is not affected.
      await addToCart(t.db, undefined, item(4), { now: NOW, holderKey: traveller });
      expect((await capacity()).held).toBe(MAX_PLACES_PER_SLOT_PER_HOLDER + 4);
    });

    it(`renewing for ever: a cart item holds its places ${MAX_HOLD_MINUTES} minutes at most`, async () => {
      const key = holderKeyOf('192.0.2.200');
      const start = new Date(NOW.getTime() + 60 * 60_000);
      const { cartId } = await addToCart(
        t.db,
        undefined,
        { ...item(2), visitDate: addDays(visit, 1) },
        { now: start, holderKey: key, holdMinutes: 30 },
      );
      const outcomes = [];
      for (let minute = 25; minute <= 200; minute += 25) {
        const now = new Date(start.getTime() + minute * 60_000);
        outcomes.push({ minute, ...(await renewCartHold(t.db, cartId, { now, holdMinutes: 30 })) });
      }
      // Renewals extend until two hours after the places were taken, never beyond.
      const lastRenewal = outcomes.filter((o) => o.renewed === 1).at(-1)!;
      expect(lastRenewal.minute).toBeLessThan(MAX_HOLD_MINUTES);
      expect(
        outcomes.filter((o) => o.minute >= MAX_HOLD_MINUTES).every((o) => o.renewed === 0),
      ).toBe(true);
      expect(outcomes.some((o) => o.capped === 1)).toBe(true);
      const [row] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
      expect(row!.holdExpiresAt!.getTime()).toBeLessThanOrEqual(
        start.getTime() + MAX_HOLD_MINUTES * 60_000,
      );
    });
  });
});
