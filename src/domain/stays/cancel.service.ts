import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bookingRooms, bookings } from '@/db/schema';
import { CANCEL_GUARD, type CancelGuard } from '@/lib/stock-guard';
import { releaseSoldRoomNights } from './inventory.repo';
import {
  quoteCancellation,
  type CancellationQuote,
  type CancellationRefusal,
  type RatePolicy,
} from './policy.rules';

/** A cancellation the rules refuse: its reason is shown to the guest. */
export class CancellationRefused extends Error {
  constructor(readonly reason: CancellationRefusal | 'ALREADY_CANCELLED') {
    super(reason);
    this.name = 'CancellationRefused';
  }
}

type BookingRow = typeof bookings.$inferSelect;

async function cancellable(
  tx: Db | Tx,
  booking: BookingRow,
  refundedMinor: number,
  capturedMinor?: number,
) {
  const rooms = await tx
    .select({
      roomTypeId: bookingRooms.roomTypeId,
      nightlyUsdCents: bookingRooms.nightlyUsdCents,
      policy: bookingRooms.ratePolicy,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(asc(bookingRooms.position));
  return {
    rooms,
    input: {
      status: booking.status,
      checkIn: booking.checkIn,
      totalMinor: booking.totalMinor,
      refundedMinor,
      ...(capturedMinor !== undefined ? { capturedMinor } : {}),
      rooms: rooms.map((r) => ({
        nightlyUsdCents: r.nightlyUsdCents,
        policy: r.policy as RatePolicy,
      })),
    },
  };
}

/**
 * Cancels a confirmed booking inside the caller's transaction (the orders service, which
 * records the refund in the same one): the booking is locked, the refund quoted by the rules
 * at `now`, the status moved to cancelled only if it is still confirmed, and the sold
 * room-nights go back on sale. A refusal throws before anything is written.
 */
export async function cancelBookingInTransaction(
  tx: Tx,
  bookingId: string,
  {
    refundedMinor,
    capturedMinor,
    now,
    guard = CANCEL_GUARD,
    waivePenalty = false,
  }: {
    refundedMinor: number;
    /** What was captured (a deposit booking: its deposit until the balance is paid). */
    capturedMinor?: number;
    now: Date;
    guard?: CancelGuard;
    waivePenalty?: boolean;
  },
): Promise<Extract<CancellationQuote, { ok: true }> & { reference: string }> {
  const select = tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = guard === 'row-lock' ? await select.for('update') : await select;
  if (!booking) throw new CancellationRefused('NOT_CONFIRMED');
  if (booking.status === 'cancelled') throw new CancellationRefused('ALREADY_CANCELLED');
  const { rooms, input } = await cancellable(tx, booking, refundedMinor, capturedMinor);
  const quote = quoteCancellation(input, now, { waivePenalty });
  if (!quote.ok) throw new CancellationRefused(quote.reason);
  const moved = await tx
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      guard === 'row-lock'
        ? and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed'))
        : eq(bookings.id, booking.id),
    )
    .returning({ id: bookings.id });
  if (moved.length === 0) throw new CancellationRefused('ALREADY_CANCELLED');
  const quantities = new Map<number, number>();
  for (const r of rooms) quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
  for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b))
    await releaseSoldRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
  return { ...quote, reference: booking.reference };
}

/** What cancelling would give back at `now`, without changing anything (shown before). */
export async function quoteBookingCancellation(
  tx: Db | Tx,
  bookingId: string,
  {
    refundedMinor,
    capturedMinor,
    now,
    waivePenalty = false,
  }: { refundedMinor: number; capturedMinor?: number; now: Date; waivePenalty?: boolean },
): Promise<CancellationQuote> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { ok: false, reason: 'NOT_CONFIRMED' };
  const { input } = await cancellable(tx, booking, refundedMinor, capturedMinor);
  return quoteCancellation(input, now, { waivePenalty });
}
