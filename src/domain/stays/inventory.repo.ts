import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { roomInventory } from '@/db/schema';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';
import { meetsMinStay } from './revenue.rules';
import { stayNights } from './stays.rules';

/**
 * Takes `quantity` rooms of a type for every night of [checkIn, checkOut) with one
 * conditional update (DESIGN §5). Returns how many nights could be taken; the caller
 * compares with the stay's nights and rolls the transaction back when any is missing.
 * `guard` is the concurrency controls' seam (lib/stock-guard): production never passes it.
 */
export async function holdRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
  guard: StockGuard = STOCK_GUARD,
): Promise<number> {
  // A stay shorter than the arrival night's minimum stay takes nothing (the search shows it
  // sold out by the same rule).
  const [arrival] = await tx
    .select({ minStay: roomInventory.minStay })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.date, checkIn)));
  if (arrival && !meetsMinStay(arrival.minStay, stayNights(checkIn, checkOut).length)) return 0;
  return takeRoomNights(tx, roomTypeId, checkIn, checkOut, quantity, guard);
}

/**
 * The conditional update of holdRoomNights without the arrival's minimum stay: a part of a
 * stay whose minimum was checked on the whole (a date change's nights the booking lacks).
 */
export async function takeRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
  guard: StockGuard = STOCK_GUARD,
): Promise<number> {
  const nights = and(
    eq(roomInventory.roomTypeId, roomTypeId),
    gte(roomInventory.date, checkIn),
    lt(roomInventory.date, checkOut),
    eq(roomInventory.closed, false),
  );
  const fits = sql`${roomInventory.held} + ${roomInventory.sold} + ${quantity} <= ${roomInventory.total}`;
  const take = (where: SQL | undefined) =>
    tx
      .update(roomInventory)
      .set({ held: sql`${roomInventory.held} + ${quantity}` })
      .where(where)
      .returning({ date: roomInventory.date });
  if (guard === 'check-then-write') {
    const free = await tx
      .select({ date: roomInventory.date })
      .from(roomInventory)
      .where(and(nights, fits));
    if (free.length === 0) return 0;
    const dates = free.map((night) => night.date);
    return (await take(and(nights, inArray(roomInventory.date, dates)))).length;
  }
  return (await take(and(nights, fits))).length;
}

/** Gives held room-nights back (an expired or cancelled hold). */
export async function releaseRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<void> {
  await giveBack(tx, 'held', roomTypeId, checkIn, checkOut, quantity);
}

/** Gives sold room-nights back (a confirmed booking cancelled). */
export async function releaseSoldRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<void> {
  await giveBack(tx, 'sold', roomTypeId, checkIn, checkOut, quantity);
}

/** Held room-nights become sold (a hold paid, a date change's new nights taken). */
export async function sellHeldRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({
      held: sql`${roomInventory.held} - ${quantity}`,
      sold: sql`${roomInventory.sold} + ${quantity}`,
    })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.date, checkIn),
        lt(roomInventory.date, checkOut),
      ),
    );
}

/** Takes `quantity` off the held or sold count of each night of [checkIn, checkOut), never below 0. */
async function giveBack(
  tx: Tx,
  column: 'held' | 'sold',
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<void> {
  const counter = roomInventory[column];
  await tx
    .update(roomInventory)
    .set({ [column]: sql`greatest(${counter} - ${quantity}, 0)` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.date, checkIn),
        lt(roomInventory.date, checkOut),
      ),
    );
}
