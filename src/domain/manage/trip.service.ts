import type { Db } from '@/db/client';
import { bookingMoney, readOrder, readOrderForSystem, type BookingMoney } from '@/domain/orders';
import { readBooking, readBookingByReferenceForSystem, type BookingView } from '@/domain/stays';
import { openManageLink, type TripTarget } from './links.service';
import { lookupTrip } from './lookup.service';
import { quoteBookingCancel } from './cancel.service';
import {
  checkInWindow,
  guestEditRefusal,
  readWebCheckIn,
  type CancellationQuote,
  type CheckInWindow,
  type GuestEditRefusal,
  type WebCheckIn,
} from '@/domain/stays';
import { readParkOrder, type ManagedOrder } from './park-cancel.service';

/** Everything the manage page shows of a hotel booking: the stay, the money, what can be done. */
export type ManagedBooking = {
  kind: 'booking';
  booking: BookingView;
  money: BookingMoney | undefined;
  cancel: CancellationQuote;
  /** Web check-in (issue 19): its window now, and what was given (the document masked). */
  checkIn: { window: CheckInWindow; done: WebCheckIn | undefined };
  /** Why the guest details can no longer be edited here, or null (issue 15). */
  guestEdit: GuestEditRefusal | null;
};

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
    return openTarget(db, target, now);
  } else if (!access.reference.startsWith('XH-')) {
    // A park order of the logged-in customer (theirs, or paid for a cart that joined them).
    return openOrder(db, await readOrder(db, access.reference, { userId: access.userId }), now);
  } else {
    booking = await readBooking(db, access.reference, { userId: access.userId });
  }
  return openBooking(db, booking, now);
}

/**
 * The trip a visitor opens by its reference and email (the API's lookup, rate-limited by
 * lookupTrip); undefined when the pair names no paid trip of that address.
 */
export async function openTripByContact(
  db: Db,
  input: { reference: unknown; email: unknown; clientKey: string },
  now = new Date(),
): Promise<ManagedTrip | 'rate-limited' | undefined> {
  const found = await lookupTrip(db, input, now);
  if (found.status === 'rate-limited') return 'rate-limited';
  return found.status === 'found' ? openTarget(db, found.target, now) : undefined;
}

/** The trip a proven target names (a signed link's, or a matching reference and email). */
async function openTarget(db: Db, target: TripTarget, now: Date) {
  if (target.kind === 'order')
    return openOrder(db, await readOrderForSystem(db, target.reference), now);
  return openBooking(db, await readBookingByReferenceForSystem(db, target.reference), now);
}

async function openBooking(
  db: Db,
  booking: BookingView | undefined,
  now: Date,
): Promise<ManagedBooking | undefined> {
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'cancelled'))
    return undefined;
  const [money, cancel, checkedIn] = await Promise.all([
    bookingMoney(db, booking.id),
    quoteBookingCancel(db, booking.id, now),
    readWebCheckIn(db, booking.id, { reveal: false }),
  ]);
  return {
    kind: 'booking',
    booking,
    money,
    cancel,
    checkIn: { window: checkInWindow(booking, now), done: checkedIn },
    guestEdit: guestEditRefusal(booking, now),
  };
}

/** A paid (or refunded) park order with its items; anything else opens nothing. */
async function openOrder(
  db: Db,
  order: Awaited<ReturnType<typeof readOrderForSystem>>,
  now: Date,
): Promise<ManagedOrder | undefined> {
  if (!order || order.kind !== 'park') return undefined;
  if (order.status !== 'paid' && order.status !== 'refunded') return undefined;
  return readParkOrder(db, order, now);
}
