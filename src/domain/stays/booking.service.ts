import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bookingRooms, bookings, stayOffers } from '@/db/schema';
import { listHotelsWithRooms } from '@/domain/catalog';
import { enqueue } from '@/domain/outbox';
import { StayError } from './errors';
import { validateGuest, type GuestDetails, type GuestInput, type GuestResult } from './guest.rules';
import { hashSecret } from './holds.service';
import { CANCEL_GUARD, type CancelGuard } from '@/lib/stock-guard';
import { releaseRoomNights, sellHeldRoomNights } from './inventory.repo';
import type { RatePolicy } from './policy.rules';
import type { Locale } from '@/i18n/paths';

export type BookingView = {
  id: string;
  reference: string;
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  hotelCode: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  holdExpiresAt: Date;
  totalUsdCents: number;
  discountUsdCents: number;
  promoCode: string | null;
  /** The automatic offer that gave the discount instead of a code (early booking, long stay). */
  offerKind: 'early_booking' | 'long_stay' | null;
  currencyIso: string;
  totalMinor: number;
  locale: string;
  userId: string | null;
  guest: GuestDetails | null;
  paymentReference: string | null;
  confirmedAt: Date | null;
  rooms: {
    /** The room's row (booking_rooms.id): a date change names the rooms it keeps by it. */
    id: string;
    roomTypeCode: string;
    roomTypeName: Record<Locale, string>;
    adults: number;
    childrenAges: number[];
    guestName: string | null;
    nightlyUsdCents: number[];
    /** The rate plan sold and its cancellation terms (policy.rules). */
    ratePlanCode: string;
    policy: RatePolicy;
  }[];
};

/** Who may read a booking: the holder of its secret, or the customer it belongs to. */
export type BookingAccess = { secret?: string; userId?: string };

function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * A booking by its reference, only for whoever proves access. A wrong secret and an unknown
 * reference look the same (undefined): references cannot be probed.
 */
export async function readBooking(
  db: Db,
  reference: string,
  access: BookingAccess,
): Promise<BookingView | undefined> {
  const row = await loadBooking(db, eq(bookings.reference, reference));
  if (!row) return undefined;
  const allowed =
    (access.secret !== undefined && secretMatches(access.secret, row.secretHash)) ||
    (access.userId !== undefined && row.view.userId !== null && row.view.userId === access.userId);
  return allowed ? row.view : undefined;
}

/**
 * Whom a booking writes to: its guest's email and language, and when the stay ends, for the
 * back end's own work (a "find my booking" request compares the email; never shown).
 */
export async function bookingContact(
  db: Db,
  reference: string,
): Promise<
  | {
      reference: string;
      email: string | null;
      locale: string;
      status: BookingView['status'];
      checkOut: string;
    }
  | undefined
> {
  const [row] = await db
    .select({
      reference: bookings.reference,
      guest: bookings.guest,
      locale: bookings.locale,
      status: bookings.status,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  if (!row) return undefined;
  const email = (row.guest as GuestDetails | null)?.email ?? null;
  return {
    reference: row.reference,
    email,
    locale: row.locale,
    status: row.status,
    checkOut: row.checkOut,
  };
}

/**
 * A booking by its reference for a caller that proved access another way (a signed manage
 * link, checked by domain/manage); never for a visitor's bare reference.
 */
export async function readBookingByReferenceForSystem(
  db: Db,
  reference: string,
): Promise<BookingView | undefined> {
  return (await loadBooking(db, eq(bookings.reference, reference)))?.view;
}

/** A booking by id, for the back end's own work (the confirmation email); never for visitors. */
export async function readBookingForSystem(db: Db, id: string): Promise<BookingView | undefined> {
  return (await loadBooking(db, eq(bookings.id, id)))?.view;
}

async function loadBooking(db: Db, where: SQL) {
  const [booking] = await db.select().from(bookings).where(where);
  if (!booking) return undefined;
  // The hotel and its room types' codes and names come from the catalogue.
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.id === booking.hotelId);
  if (!hotel) return undefined;
  const roomType = new Map(hotel.roomTypes.map((t) => [t.id, t]));
  const [offer] =
    booking.offerId === null
      ? []
      : await db
          .select({ kind: stayOffers.kind })
          .from(stayOffers)
          .where(eq(stayOffers.id, booking.offerId));
  const rooms = (
    await db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, booking.id))
      .orderBy(asc(bookingRooms.position))
  ).flatMap((room) => {
    const type = roomType.get(room.roomTypeId);
    return type ? [{ room, code: type.code, name: type.name }] : [];
  });
  const view: BookingView = {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    hotelCode: hotel.code,
    hotelName: hotel.name,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    holdExpiresAt: booking.holdExpiresAt,
    totalUsdCents: booking.totalUsdCents,
    discountUsdCents: booking.discountUsdCents,
    promoCode: booking.promoCode,
    offerKind: offer?.kind ?? null,
    currencyIso: booking.currencyIso,
    totalMinor: booking.totalMinor,
    locale: booking.locale,
    userId: booking.userId,
    guest: (booking.guest as GuestDetails | null) ?? null,
    paymentReference: booking.paymentReference,
    confirmedAt: booking.confirmedAt,
    rooms: rooms.map(({ room, code, name }) => ({
      id: room.id,
      roomTypeCode: code,
      roomTypeName: name,
      adults: room.adults,
      childrenAges: room.childrenAges,
      guestName: room.guestName,
      nightlyUsdCents: room.nightlyUsdCents,
      ratePlanCode: room.ratePlanCode,
      policy: room.ratePolicy,
    })),
  };
  return { view, secretHash: booking.secretHash };
}

/** Step 3: stores the guest details of a live hold. Invalid input changes nothing. */
export async function saveGuestDetails(
  db: Db,
  reference: string,
  secret: string,
  input: GuestInput,
  now = new Date(),
): Promise<GuestResult> {
  const booking = await readBooking(db, reference, { secret });
  if (!booking) throw new StayError('BOOKING_NOT_FOUND');
  if (booking.status !== 'held' || booking.holdExpiresAt <= now)
    throw new StayError('HOLD_EXPIRED');
  const result = validateGuest(input, booking.rooms.length);
  if (!result.ok) return result;
  await db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ guest: result.guest, updatedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'held')));
    const rooms = await tx
      .select({ id: bookingRooms.id })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, booking.id))
      .orderBy(asc(bookingRooms.position));
    for (const [i, room] of rooms.entries()) {
      await tx
        .update(bookingRooms)
        .set({ guestName: result.roomNames[i] ?? null })
        .where(eq(bookingRooms.id, room.id));
    }
  });
  return result;
}

/** What the payment side reports when a booking's payment has been captured. */
export type BookingPayment = {
  bookingId: string;
  /** The provider's capture reference: confirming twice with it is a no-op. */
  paymentReference: string;
  amountMinor: number;
  currencyIso: string;
};

/**
 * The payment hand-off's landing point: turns a paid hold into a confirmed booking. One
 * transaction: the room-nights move from held to sold, the status changes, and the
 * confirmation email is queued in the outbox. Idempotent for the same payment reference;
 * an amount or currency other than the one fixed at the hold is refused.
 */
export async function confirmBooking(
  db: Db,
  payment: BookingPayment,
  now = new Date(),
): Promise<{ reference: string; alreadyConfirmed: boolean }> {
  return db.transaction((tx) => confirmBookingInTransaction(tx, payment, now));
}

/**
 * Locks a booking for the payment about to be recorded for it (the orders service, inside its
 * transaction) and says where it stands: a parallel payment of the same booking waits here.
 */
export async function lockBookingForPayment(
  tx: Tx,
  bookingId: string,
): Promise<(typeof bookings.$inferSelect)['status'] | undefined> {
  const [booking] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking?.status;
}

/**
 * confirmBooking inside the caller's transaction: the orders service confirms the booking in
 * the same transaction as the order's move to paid, so one never commits without the other.
 */
export async function confirmBookingInTransaction(
  tx: Tx,
  payment: BookingPayment,
  now = new Date(),
): Promise<{ reference: string; alreadyConfirmed: boolean }> {
  {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId))
      .for('update');
    if (!booking) throw new StayError('BOOKING_NOT_FOUND');
    if (booking.status === 'confirmed') {
      if (booking.paymentReference === payment.paymentReference)
        return { reference: booking.reference, alreadyConfirmed: true };
      // A second, different payment for a paid booking: the payment side must refund it.
      throw new StayError('ALREADY_CONFIRMED');
    }
    // An expired or cancelled hold gave its rooms back: the payment must be refunded. A hold
    // past its time that the expiry job has not reached yet still holds its rooms, so a
    // payment arriving then is accepted (nothing can be oversold).
    if (booking.status !== 'held') throw new StayError('HOLD_EXPIRED');
    if (!booking.guest) throw new StayError('GUEST_DETAILS_REQUIRED');
    if (payment.amountMinor !== booking.totalMinor || payment.currencyIso !== booking.currencyIso)
      throw new StayError('AMOUNT_MISMATCH');
    const rooms = await tx
      .select({ roomTypeId: bookingRooms.roomTypeId })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, booking.id));
    const quantities = new Map<number, number>();
    for (const r of rooms) quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
    for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b))
      await sellHeldRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
    await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        paymentReference: payment.paymentReference,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    await enqueue(tx, { kind: 'booking-confirmed', payload: { bookingId: booking.id } });
    return { reference: booking.reference, alreadyConfirmed: false };
  }
}

/** The guest lets a hold go before paying: its rooms go back on sale at once. */
export async function cancelHold(
  db: Db,
  reference: string,
  access: BookingAccess,
  now = new Date(),
  /** The concurrency controls' seam (lib/stock-guard): production keeps the default. */
  guard: CancelGuard = CANCEL_GUARD,
): Promise<void> {
  const booking = await readBooking(db, reference, access);
  if (!booking) throw new StayError('BOOKING_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (guard === 'check-then-write') {
      // The race the guard prevents: a read of the status, then an unconditional write.
      const [seen] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      if (seen?.status !== 'held') throw new StayError('HOLD_EXPIRED');
    }
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        guard === 'row-lock'
          ? and(eq(bookings.id, booking.id), eq(bookings.status, 'held'))
          : eq(bookings.id, booking.id),
      )
      .returning({ id: bookings.id });
    if (cancelled.length === 0) throw new StayError('HOLD_EXPIRED');
    const rooms = await tx
      .select({ roomTypeId: bookingRooms.roomTypeId })
      .from(bookingRooms)
      .where(inArray(bookingRooms.bookingId, [booking.id]));
    const quantities = new Map<number, number>();
    for (const r of rooms) quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
    for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
      await releaseRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
    }
  });
}
