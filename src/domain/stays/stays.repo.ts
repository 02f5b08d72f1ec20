import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { promoCodes, ratePlans, roomInventory, roomRates, stayOffers } from '@/db/schema';
import { depositTermsOf } from './deposit.rules';
import { DEFAULT_RATE_PLANS, type RatePlan } from './policy.rules';
import type { Promo, StayOffer } from './promo.rules';
import { StayNights } from './search.rules';

/** Inventory and rates of these room types for the nights in [from, to). */
export async function loadStayNights(
  db: Db | Tx,
  roomTypeIds: number[],
  from: string,
  to: string,
): Promise<StayNights> {
  if (roomTypeIds.length === 0) return new StayNights([], []);
  const [inventory, rates] = await Promise.all([
    db
      .select()
      .from(roomInventory)
      .where(
        and(
          inArray(roomInventory.roomTypeId, roomTypeIds),
          gte(roomInventory.date, from),
          lt(roomInventory.date, to),
        ),
      ),
    db
      .select()
      .from(roomRates)
      .where(
        and(
          inArray(roomRates.roomTypeId, roomTypeIds),
          gte(roomRates.date, from),
          lt(roomRates.date, to),
        ),
      ),
  ]);
  return new StayNights(inventory, rates);
}

export async function findPromo(db: Db | Tx, code: string): Promise<Promo | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!row) return undefined;
  const { updatedAt: _updatedAt, ...promo } = row;
  return promo;
}

/** The automatic offers that are switched on (search and the hold weigh them). */
export async function loadActiveOffers(db: Db | Tx): Promise<StayOffer[]> {
  const rows = await db
    .select()
    .from(stayOffers)
    .where(eq(stayOffers.active, true))
    .orderBy(stayOffers.id);
  return rows.map(({ updatedAt: _updatedAt, ...offer }) => offer);
}

/** One room type's two-adult rate on a night, and whether a room of it is left to sell. */
export type CalendarRate = {
  date: string;
  roomTypeId: number;
  baseUsdCents: number;
  available: boolean;
};

/**
 * Per night in [from, to) and room type (of these room types, or all): the two-adult rate and
 * whether a room is left (not closed, total above held + sold). The calendar prices from them.
 */
export async function loadCalendarRates(
  db: Db,
  from: string,
  to: string,
  roomTypeIds?: number[],
): Promise<CalendarRate[]> {
  if (roomTypeIds && roomTypeIds.length === 0) return [];
  return db
    .select({
      date: roomInventory.date,
      roomTypeId: roomInventory.roomTypeId,
      baseUsdCents: roomRates.baseUsdCents,
      available: sql<boolean>`(not ${roomInventory.closed} and ${roomInventory.total} - ${roomInventory.held} - ${roomInventory.sold} > 0)`,
    })
    .from(roomInventory)
    .innerJoin(
      roomRates,
      and(
        eq(roomRates.roomTypeId, roomInventory.roomTypeId),
        eq(roomRates.date, roomInventory.date),
      ),
    )
    .where(
      and(
        gte(roomInventory.date, from),
        lt(roomInventory.date, to),
        roomTypeIds ? inArray(roomInventory.roomTypeId, roomTypeIds) : undefined,
      ),
    )
    .orderBy(roomInventory.date);
}

/**
 * The rate plans a hotel sells, in their order; a hotel without any sells the default
 * flexible rate (what every booking had before plans existed).
 */
export async function loadRatePlans(
  db: Db | Tx,
  hotelIds: number[],
): Promise<Map<number, readonly RatePlan[]>> {
  const rows =
    hotelIds.length === 0
      ? []
      : await db
          .select()
          .from(ratePlans)
          .where(and(inArray(ratePlans.hotelId, hotelIds), eq(ratePlans.active, true)))
          .orderBy(ratePlans.sort);
  return new Map<number, readonly RatePlan[]>(
    hotelIds.map((id) => {
      const own = rows
        .filter((r) => r.hotelId === id)
        .map(({ code, kind, discountPercent, freeCancelDays, penaltyNights, ...row }) => {
          const deposit = depositTermsOf(row);
          return {
            code,
            kind,
            discountPercent,
            freeCancelDays,
            penaltyNights,
            ...(deposit ? { deposit } : {}),
          };
        });
      return [id, own.length > 0 ? own : DEFAULT_RATE_PLANS];
    }),
  );
}
