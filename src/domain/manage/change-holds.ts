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

/** What a payment report answers about a change hold (applyPaymentReport's contract). */
export type ReportAnswer = { outcome: 'applied' | 'conflict' | 'ignored'; capture: boolean };

/**
 * A difference payment's report, for a stay's hold and a visit's alike, before any move:
 * authorized money is captured only while its hold waits; a decline or an expiry gives the held
 * nights or places back; a capture of a hold already applied is a replay (ignored); a capture
 * that is not the hold's (amount, currency) or of a hold that no longer waits (another tab, the
 * expiry, a cancellation) releases it and is a conflict, which the caller refunds. 'move': a
 * matching capture of a waiting hold, so the caller makes the change.
 */
export async function answerBeforeMove(
  tx: Tx,
  hold: ChangeHoldRow,
  report: { status: string; amountMinor: number; currencyIso: string },
  now: Date,
): Promise<ReportAnswer | 'move'> {
  if (report.status === 'authorized')
    return hold.status === 'held'
      ? { outcome: 'applied', capture: true }
      : { outcome: 'conflict', capture: false };
  if (report.status !== 'captured') {
    if (report.status === 'failed' || report.status === 'expired') await releaseHold(tx, hold, now);
    return { outcome: 'applied', capture: false };
  }
  if (hold.status === 'applied') return { outcome: 'ignored', capture: false };
  if (
    hold.status !== 'held' ||
    report.amountMinor !== hold.payMinor ||
    report.currencyIso !== hold.currencyIso
  ) {
    await releaseHold(tx, hold, now);
    return { outcome: 'conflict', capture: false };
  }
  return 'move';
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
