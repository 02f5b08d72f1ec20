import type { Db } from '@/db/client';
import {
  bookingMoney,
  readOrderForSystem,
  type BookingMoney,
  type OrderView,
} from '@/domain/orders';
import { readBooking, readBookingByReferenceForSystem, type BookingView } from '@/domain/stays';
import { openManageLink } from './links.service';
import { quoteBookingCancel } from './cancel.service';
import type { CancellationQuote } from '@/domain/stays';

/** Everything the manage page shows of a hotel booking: the stay, the money, what can be done. */
export type ManagedBooking = {
  kind: 'booking';
  booking: BookingView;
  money: BookingMoney | undefined;
  cancel: CancellationQuote;
};

export type ManagedOrder = { kind: 'order'; order: OrderView };

export type ManagedTrip = ManagedBooking | ManagedOrder;

/** How a visitor opens a trip: a signed link's token, or their session for their own booking. */
export type TripAccess = { token: unknown } | { reference: string; userId: string };

/**
 * The trip a visitor may manage, or undefined (a bad, expired or revoked token, or a booking
 * that is not theirs: all alike).
 */
export async function openTrip(
  db: Db,
  access: TripAccess,
  now = new Date(),
): Promise<ManagedTrip | undefined> {
  let booking: BookingView | undefined;
  if ('token' in access) {
    const target = await openManageLink(db, access.token, now);
    if (!target) return undefined;
    if (target.kind === 'order') {
      const order = await readOrderForSystem(db, target.reference);
      return order ? { kind: 'order', order } : undefined;
    }
    booking = await readBookingByReferenceForSystem(db, target.reference);
  } else {
    booking = await readBooking(db, access.reference, { userId: access.userId });
  }
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'cancelled'))
    return undefined;
  const [money, cancel] = await Promise.all([
    bookingMoney(db, booking.id),
    quoteBookingCancel(db, booking.id, now),
  ]);
  return { kind: 'booking', booking, money, cancel };
}
