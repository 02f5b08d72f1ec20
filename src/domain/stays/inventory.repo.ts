import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { roomInventory } from '@/db/schema';

/**
 * Takes `quantity` rooms of a type for every night of [checkIn, checkOut) with one
 * conditional update (DESIGN §5). Returns how many nights could be taken; the caller
 * compares with the stay's nights and rolls the transaction back when any is missing.
 */
export async function holdRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<number> {
  const taken = await tx
    .update(roomInventory)
    .set({ held: sql`${roomInventory.held} + ${quantity}` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.date, checkIn),
        lt(roomInventory.date, checkOut),
        eq(roomInventory.closed, false),
        sql`${roomInventory.held} + ${roomInventory.sold} + ${quantity} <= ${roomInventory.total}`,
      ),
    )
    .returning({ date: roomInventory.date });
  return taken.length;
}

/** Gives held room-nights back (an expired or cancelled hold). */
export async function releaseRoomNights(
  tx: Tx,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ held: sql`greatest(${roomInventory.held} - ${quantity}, 0)` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.date, checkIn),
        lt(roomInventory.date, checkOut),
      ),
    );
}
