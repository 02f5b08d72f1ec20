import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { bookingRooms, bookings, hotels, roomRates, roomTypes } from '@/db/schema';
import { StayError } from './errors';
import { holdRoomNights, releaseRoomNights } from './inventory.repo';
import {
  fitsRoomType,
  nightlyPrice,
  validateRooms,
  validateStay,
  type RoomRequest,
} from './stays.rules';

export const DEFAULT_HOLD_MINUTES = 15;

export type HoldRequest = {
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  rooms: (RoomRequest & { roomTypeCode: string })[];
  userId?: string;
};

export type Hold = {
  bookingId: string;
  reference: string;
  /** Given once to the guest; only its hash is stored. */
  secret: string;
  expiresAt: Date;
  totalUsdCents: number;
};

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(): string {
  const bytes = randomBytes(8);
  return `XH-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Holds the rooms of a booking pending payment: validates the stay and the guests, prices
 * every night, and takes the room-nights — one transaction, all or nothing (DESIGN §5).
 */
export async function createHold(
  db: Db,
  request: HoldRequest,
  { now = new Date(), holdMinutes = DEFAULT_HOLD_MINUTES } = {},
): Promise<Hold> {
  const nights = validateStay(request.checkIn, request.checkOut, now);
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select().from(hotels).where(eq(hotels.code, request.hotelCode));
    if (!hotel) throw new StayError('UNKNOWN_ROOM_TYPE');
    validateRooms(request.rooms, hotel);
    const codes = [...new Set(request.rooms.map((r) => r.roomTypeCode))];
    const types = await tx
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotel.id), inArray(roomTypes.code, codes)));
    const typeByCode = new Map(types.map((t) => [t.code, t]));
    for (const room of request.rooms) {
      const type = typeByCode.get(room.roomTypeCode);
      if (!type) throw new StayError('UNKNOWN_ROOM_TYPE', { code: room.roomTypeCode });
      if (!fitsRoomType(room, type))
        throw new StayError('ROOM_TYPE_DOES_NOT_FIT', { code: room.roomTypeCode });
    }
    const rates = await tx
      .select()
      .from(roomRates)
      .where(
        and(
          inArray(
            roomRates.roomTypeId,
            types.map((t) => t.id),
          ),
          gte(roomRates.date, request.checkIn),
          lt(roomRates.date, request.checkOut),
        ),
      )
      .orderBy(asc(roomRates.date));
    const priced = request.rooms.map((room) => {
      const type = typeByCode.get(room.roomTypeCode)!;
      const nightly = nights.map((night) => {
        const rate = rates.find((r) => r.roomTypeId === type.id && r.date === night);
        if (!rate) throw new StayError('RATE_UNAVAILABLE', { night });
        return nightlyPrice(rate, room);
      });
      return { room, type, nightly };
    });

    // Take stock per room type in id order: concurrent bookings lock rows in the same order.
    const quantities = new Map<number, number>();
    for (const { type } of priced) quantities.set(type.id, (quantities.get(type.id) ?? 0) + 1);
    for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
      const taken = await holdRoomNights(
        tx,
        roomTypeId,
        request.checkIn,
        request.checkOut,
        quantity,
      );
      if (taken !== nights.length) throw new StayError('SOLD_OUT', { roomTypeId });
    }

    const secret = randomBytes(24).toString('base64url');
    const totalUsdCents = priced.reduce((sum, p) => sum + p.nightly.reduce((a, b) => a + b, 0), 0);
    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: newReference(),
        secretHash: hashSecret(secret),
        hotelId: hotel.id,
        status: 'held',
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        holdExpiresAt: expiresAt,
        totalUsdCents,
        userId: request.userId ?? null,
      })
      .returning({ id: bookings.id, reference: bookings.reference });
    await tx.insert(bookingRooms).values(
      priced.map(({ room, type, nightly }) => ({
        bookingId: booking!.id,
        roomTypeId: type.id,
        adults: room.adults,
        childrenAges: room.childrenAges,
        nightlyUsdCents: nightly,
      })),
    );
    return {
      bookingId: booking!.id,
      reference: booking!.reference,
      secret,
      expiresAt,
      totalUsdCents,
    };
  });
}

/**
 * Expires holds whose time is up and gives their room-nights back. Safe with several app
 * instances: each batch locks its bookings with SKIP LOCKED. Returns how many expired.
 */
export async function expireHolds(db: Db, now = new Date(), batchSize = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, now)))
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const rooms = await tx
      .select()
      .from(bookingRooms)
      .where(
        inArray(
          bookingRooms.bookingId,
          due.map((b) => b.id),
        ),
      );
    for (const booking of due) {
      const quantities = new Map<number, number>();
      for (const r of rooms.filter((x) => x.bookingId === booking.id)) {
        quantities.set(r.roomTypeId, (quantities.get(r.roomTypeId) ?? 0) + 1);
      }
      for (const [roomTypeId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
        await releaseRoomNights(tx, roomTypeId, booking.checkIn, booking.checkOut, quantity);
      }
    }
    await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((b) => b.id),
        ),
      );
    return due.length;
  });
}
