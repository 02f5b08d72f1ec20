import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { bookingRooms, bookings } from '@/db/schema';
import { listHotelsWithRooms } from '@/domain/catalog';
import { CANCEL_GUARD, STOCK_GUARD, type CancelGuard, type StockGuard } from '@/lib/stock-guard';
import { StayError } from './errors';
import { priceStay, type Quote } from './holds.service';
import {
  holdRoomNights,
  releaseRoomNights,
  releaseSoldRoomNights,
  sellHeldRoomNights,
  takeRoomNights,
} from './inventory.repo';
import type { RatePolicy } from './policy.rules';

/**
 * Moving a confirmed booking to new dates (issue 15's date change), for the manage context's
 * use case, inside its transaction: the booking read under its row lock, its rooms priced on
 * the new dates by the holds' own pricing, and the nights swapped.
 */

/** A confirmed booking as a date change reads it, locked. */
export type MovableBooking = {
  id: string;
  reference: string;
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  totalUsdCents: number;
  totalMinor: number;
  currencyIso: string;
  promoCode: string | null;
  rooms: {
    id: string;
    roomTypeId: number;
    roomTypeCode: string;
    adults: number;
    childrenAges: number[];
    ratePlanCode: string;
    policy: RatePolicy;
    /** The nightly prices charged, USD cents (the cancellation's split of the total). */
    nightlyUsdCents: number[];
  }[];
};

/**
 * The booking, locked for the change (`guard` 'check-then-write' reads it without the lock:
 * the concurrency controls' seam, lib/stock-guard). Undefined when it does not exist.
 */
export async function lockBookingForMove(
  tx: Tx,
  bookingId: string,
  guard: CancelGuard = CANCEL_GUARD,
): Promise<MovableBooking | undefined> {
  const select = tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = guard === 'row-lock' ? await select.for('update') : await select;
  if (!booking) return undefined;
  const hotel = (await listHotelsWithRooms(tx)).find((h) => h.id === booking.hotelId);
  if (!hotel) return undefined;
  const code = new Map(hotel.roomTypes.map((t) => [t.id, t.code]));
  const rooms = await tx
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .orderBy(asc(bookingRooms.position));
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    hotelCode: hotel.code,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    totalUsdCents: booking.totalUsdCents,
    totalMinor: booking.totalMinor,
    currencyIso: booking.currencyIso,
    promoCode: booking.promoCode,
    rooms: rooms.map((r) => ({
      id: r.id,
      roomTypeId: r.roomTypeId,
      roomTypeCode: code.get(r.roomTypeId) ?? '',
      adults: r.adults,
      childrenAges: r.childrenAges,
      ratePlanCode: r.ratePlanCode,
      policy: r.ratePolicy,
      nightlyUsdCents: r.nightlyUsdCents,
    })),
  };
}

/**
 * The booking's rooms priced on new dates: the same room types, guests, rate plans and
 * promotion, through the holds' pricing (one price rule). Throws the pricing's StayError
 * (invalid dates, a promotion that does not apply then, no rate).
 */
export async function priceBookingOnDates(
  tx: Tx,
  booking: MovableBooking,
  dates: { checkIn: string; checkOut: string },
  now: Date,
): Promise<Quote> {
  const { quote } = await priceStay(
    tx,
    {
      hotelCode: booking.hotelCode,
      checkIn: dates.checkIn,
      checkOut: dates.checkOut,
      rooms: booking.rooms.map((r) => ({
        roomTypeCode: r.roomTypeCode,
        adults: r.adults,
        childrenAges: r.childrenAges,
        ratePlan: r.ratePlanCode,
      })),
      promoCode: booking.promoCode ?? undefined,
    },
    now,
  );
  return quote;
}

/**
 * Swaps the booking's nights inside the caller's transaction: its sold nights (every room's)
 * go back on sale, the new nights of the rooms it keeps (`keptRoomIds`, all when absent) are
 * taken with the holds' conditional update (so a night shared by the old and new stays is
 * never counted twice or lost) and sold, the rooms it drops are removed, and the booking's
 * dates, prices and kept rooms' nightly prices become the quote's (the quote prices the kept
 * rooms, in their order). The update is conditional on the booking still being confirmed on
 * its old dates; anything else throws before the commit and rolls every step back. SOLD_OUT
 * when a new night has no room left.
 */
export async function moveBookingNights(
  tx: Tx,
  booking: MovableBooking,
  quote: Quote,
  newTotalMinor: number,
  {
    now,
    guard = CANCEL_GUARD,
    stockGuard = STOCK_GUARD,
    keptRoomIds,
  }: {
    now: Date;
    guard?: CancelGuard;
    stockGuard?: StockGuard;
    keptRoomIds?: ReadonlySet<string>;
  },
): Promise<void> {
  const kept = keptRoomIds ? booking.rooms.filter((r) => keptRoomIds.has(r.id)) : booking.rooms;
  const dropped = booking.rooms.filter((r) => !kept.includes(r));
  const countByType = (rooms: MovableBooking['rooms']) => {
    const quantities = new Map<number, number>();
    for (const r of rooms) quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
    return [...quantities].sort(([a], [b]) => a - b);
  };
  for (const [roomTypeId, quantity] of countByType(booking.rooms))
    await releaseSoldRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
  for (const [roomTypeId, quantity] of countByType(kept)) {
    const taken = await holdRoomNights(
      tx,
      roomTypeId,
      quote.checkIn,
      quote.checkOut,
      quantity,
      stockGuard,
    );
    if (taken !== quote.nights.length) throw new StayError('SOLD_OUT', { roomTypeId });
    await sellHeldRoomNights(tx, roomTypeId, quote.checkIn, quote.checkOut, quantity);
  }
  const moved = await tx
    .update(bookings)
    .set({
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      totalUsdCents: quote.totalUsdCents,
      discountUsdCents: quote.discountUsdCents,
      // The new dates may be priced by another saving (an offer instead of the code).
      promoCode: quote.promoCode ?? null,
      offerId: quote.offer?.id ?? null,
      totalMinor: newTotalMinor,
      updatedAt: now,
    })
    .where(
      guard === 'row-lock'
        ? and(
            eq(bookings.id, booking.id),
            eq(bookings.status, 'confirmed'),
            eq(bookings.checkIn, booking.checkIn),
            eq(bookings.checkOut, booking.checkOut),
          )
        : eq(bookings.id, booking.id),
    )
    .returning({ id: bookings.id });
  if (moved.length === 0) throw new StayError('BOOKING_NOT_FOUND');
  if (dropped.length > 0)
    await tx.delete(bookingRooms).where(
      and(
        eq(bookingRooms.bookingId, booking.id),
        inArray(
          bookingRooms.id,
          dropped.map((r) => r.id),
        ),
      ),
    );
  for (const [i, room] of kept.entries()) {
    const priced = quote.rooms[i];
    if (!priced) throw new Error(`Room ${i} of ${booking.reference} was not priced`);
    await tx
      .update(bookingRooms)
      .set({ nightlyUsdCents: priced.nightlyUsdCents })
      .where(eq(bookingRooms.id, room.id));
  }
}

/** Nights of one room type a date change keeps for its new dates: [from, to) times quantity. */
export type ChangeNights = { roomTypeId: number; quantity: number; from: string; to: string };

/**
 * Holds the new stay's nights the booking does not have yet (`ranges`: the new dates less the
 * old, see newNightRanges), for each of its room types, with the holds' conditional update.
 * SOLD_OUT (before the caller commits anything) when a night has no room left.
 */
export async function holdChangeNights(
  tx: Tx,
  booking: Pick<MovableBooking, 'rooms'>,
  ranges: readonly { from: string; to: string; nights: number }[],
  stockGuard: StockGuard = STOCK_GUARD,
): Promise<ChangeNights[]> {
  const quantities = new Map<number, number>();
  for (const r of booking.rooms)
    quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
  const held: ChangeNights[] = [];
  for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b))
    for (const range of ranges) {
      const taken = await takeRoomNights(
        tx,
        roomTypeId,
        range.from,
        range.to,
        quantity,
        stockGuard,
      );
      if (taken !== range.nights) throw new StayError('SOLD_OUT', { roomTypeId });
      held.push({ roomTypeId, quantity, from: range.from, to: range.to });
    }
  return held;
}

/** Gives a change hold's nights back (paid: just before the move takes them; or expired). */
export async function releaseChangeNights(tx: Tx, nights: readonly ChangeNights[]): Promise<void> {
  for (const n of nights) await releaseRoomNights(tx, n.roomTypeId, n.from, n.to, n.quantity);
}
