import { and, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { resortMidnight, addDays } from '@/lib/dates';
import type { Db } from '@/db/client';
import { bookings, roomInventory } from '@/db/schema';
import { listHotelsWithRooms } from '@/domain/catalog';

/** One hotel's night: rooms offered, sold and held, over all its room types. */
export type OccupancyNight = {
  hotelCode: string;
  date: string;
  rooms: number;
  sold: number;
  held: number;
};

/**
 * Occupancy per hotel and night in [from, to] (back-office reports, issue 17): the rooms put on
 * sale, those sold and those held by travellers at the payment step, from the inventory the
 * search and the holds use.
 */
export async function occupancyByNight(
  db: Db,
  range: { from: string; to: string },
): Promise<OccupancyNight[]> {
  const hotels = await listHotelsWithRooms(db);
  const hotelOf = new Map(hotels.flatMap((h) => h.roomTypes.map((t) => [t.id, h.code] as const)));
  const rows = await db
    .select({
      roomTypeId: roomInventory.roomTypeId,
      date: roomInventory.date,
      rooms: roomInventory.total,
      sold: roomInventory.sold,
      held: roomInventory.held,
    })
    .from(roomInventory)
    .where(and(gte(roomInventory.date, range.from), lte(roomInventory.date, range.to)));
  const nights = new Map<string, OccupancyNight>();
  for (const row of rows) {
    const hotelCode = hotelOf.get(row.roomTypeId);
    if (!hotelCode) continue;
    const key = `${hotelCode}|${row.date}`;
    const night = nights.get(key) ?? { hotelCode, date: row.date, rooms: 0, sold: 0, held: 0 };
    night.rooms += Number(row.rooms);
    night.sold += row.sold;
    night.held += row.held;
    nights.set(key, night);
  }
  return [...nights.values()].sort(
    (a, b) => a.hotelCode.localeCompare(b.hotelCode) || a.date.localeCompare(b.date),
  );
}

/** A promotional code's use: confirmed bookings and what it took off them (USD cents). */
export type PromoUse = { code: string; bookings: number; discountUsdCents: number };

/** Promotional codes used by the bookings confirmed in [from, to] (resort days). */
export async function promoUse(db: Db, range: { from: string; to: string }): Promise<PromoUse[]> {
  const rows = await db
    .select({
      code: sql<string>`${bookings.promoCode}`,
      bookings: sql<number>`count(*)::int`,
      discountUsdCents: sql<string>`sum(${bookings.discountUsdCents})`,
    })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.promoCode),
        eq(bookings.status, 'confirmed'),
        gte(bookings.confirmedAt, resortMidnight(range.from)),
        lt(bookings.confirmedAt, resortMidnight(addDays(range.to, 1))),
      ),
    )
    .groupBy(bookings.promoCode)
    .orderBy(bookings.promoCode);
  return rows.map((r) => ({
    code: r.code,
    bookings: Number(r.bookings),
    discountUsdCents: Number(r.discountUsdCents),
  }));
}
