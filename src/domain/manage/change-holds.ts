import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { dateChangeHolds } from '@/db/schema';
import { releaseChangeNights } from '@/domain/stays';
import { releasePlaces } from '@/domain/tickets';

/**
 * The holds of dearer date changes waiting for their difference (decisions 0030 and 0036): a
 * stay's new nights or a park visit's places on its new date. One table, one payment path, one
 * expiry: what a hold gives back depends on what it names.
 */
/** How long the new nights or places are kept for the payment of the difference (a booking hold's time). */
export const CHANGE_HOLD_MINUTES = 15;

export type ChangeHoldRow = typeof dateChangeHolds.$inferSelect;

export async function lockHoldByRequest(
  tx: Tx,
  requestId: string,
): Promise<ChangeHoldRow | undefined> {
  const [row] = await tx
    .select()
    .from(dateChangeHolds)
    .where(eq(dateChangeHolds.requestId, requestId))
    .for('update');
  return row;
}

/** What a hold keeps off sale goes back: a stay's nights, or a visit's places on the new date. */
export async function giveBackHeld(tx: Tx, hold: ChangeHoldRow): Promise<void> {
  if (hold.cartItemId) {
    if (hold.toSlotId !== null && hold.places > 0)
      await releasePlaces(tx, hold.toSlotId, hold.toCheckIn, hold.places);
    return;
  }
  await releaseChangeNights(tx, hold.nights);
}

/** Gives a waiting hold's nights or places back, once (the caller holds the order's lock). */
export async function releaseHold(tx: Tx, hold: ChangeHoldRow, now: Date): Promise<void> {
  if (hold.status !== 'held') return;
  await giveBackHeld(tx, hold);
  await tx
    .update(dateChangeHolds)
    .set({ status: 'released', updatedAt: now })
    .where(eq(dateChangeHolds.id, hold.id));
}
