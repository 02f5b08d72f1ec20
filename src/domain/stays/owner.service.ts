import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { bookings } from '@/db/schema';
import { readBooking, type BookingView } from './booking.service';

/**
 * Gives a guest's booking to the customer who just logged in, when the browser proves it
 * holds the booking (its reference and secret, the `booking` and `token` cookies). A booking
 * that already belongs to someone stays theirs.
 */
export async function claimBooking(
  db: Db,
  reference: string,
  secret: string,
  userId: string,
): Promise<boolean> {
  const booking = await readBooking(db, reference, { secret });
  if (!booking || booking.userId !== null) return false;
  const rows = await db
    .update(bookings)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.userId)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A customer's hotel bookings, newest first: only their own, never a guest's hold. */
export async function listBookingsOf(db: Db, userId: string): Promise<BookingView[]> {
  const rows = await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(50);
  const views = await Promise.all(rows.map((r) => readBooking(db, r.reference, { userId })));
  return views.filter((v): v is BookingView => v !== undefined);
}

/** Who a booking belongs to: a customer's id, null for a guest's, undefined when there is none. */
export async function bookingOwner(db: Db, bookingId: string): Promise<string | null | undefined> {
  const [booking] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking?.userId;
}
