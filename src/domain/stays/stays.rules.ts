import { resortToday } from '@/lib/dates';
import { StayError } from './errors';

/** SPEC §9: up to 5 rooms, up to 3 children per room. */
export const MAX_ROOMS = 5;
export const MAX_CHILDREN_PER_ROOM = 3;
/** The longest stay sold online; longer ones go through the call centre. */
export const MAX_NIGHTS = 30;
/**
 * What one client (address) may hold at once while paying, across its bookings: the largest
 * booking sold online (5 rooms × 30 nights) fits, a whole hotel does not (La Casa de la
 * Playa's 63 rooms for 30 nights are 1,890 room-nights). Groups book through the call centre.
 */
export const MAX_HELD_ROOM_NIGHTS_PER_HOLDER = MAX_ROOMS * MAX_NIGHTS;
/**
 * Bookings one address may hold at once: a few, since travellers share addresses (a hotel's
 * Wi-Fi, a mobile carrier's NAT) and each browser holds one booking at a time (choosing rooms
 * again releases the previous hold).
 */
export const MAX_HELD_BOOKINGS_PER_HOLDER = 4;

/**
 * Refuses a hold that would take a client past what one client may hold at once
 * (`held`: its live holds; `adding`: the new booking's room-nights).
 */
export function checkHolderCap(
  held: { bookings: number; roomNights: number },
  adding: { roomNights: number },
): void {
  if (
    held.bookings + 1 > MAX_HELD_BOOKINGS_PER_HOLDER ||
    held.roomNights + adding.roomNights > MAX_HELD_ROOM_NIGHTS_PER_HOLDER
  )
    throw new StayError('HOLD_LIMIT', {
      max: MAX_HELD_ROOM_NIGHTS_PER_HOLDER,
      bookings: MAX_HELD_BOOKINGS_PER_HOLDER,
    });
}

export type RoomRequest = { adults: number; childrenAges: number[] };
export type AgeRange = { childrenMinAge: number; childrenMaxAge: number };
export type Occupancy = { maxAdults: number; maxChildren: number; maxOccupancy: number };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toUtcDay(isoDate: string): number {
  if (!ISO_DATE.test(isoDate)) throw new StayError('INVALID_DATES');
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== isoDate) {
    throw new StayError('INVALID_DATES');
  }
  return ms / 86_400_000;
}

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  try {
    toUtcDay(value);
    return true;
  } catch {
    return false;
  }
}

/** The nights of a stay [checkIn, checkOut) as ISO dates. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const from = toUtcDay(checkIn);
  const to = toUtcDay(checkOut);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) =>
    new Date((from + i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export { resortToday };

/** A stay starts today or later, ends after it starts and lasts at most MAX_NIGHTS. */
export function validateStay(checkIn: string, checkOut: string, now: Date): string[] {
  const nights = stayNights(checkIn, checkOut);
  if (nights.length === 0) throw new StayError('INVALID_DATES');
  if (checkIn < resortToday(now)) throw new StayError('CHECK_IN_IN_PAST');
  if (nights.length > MAX_NIGHTS) throw new StayError('STAY_TOO_LONG', { max: MAX_NIGHTS });
  return nights;
}

/** Rooms 1-5, at least one adult each, up to 3 children aged within the hotel's range. */
export function validateRooms(rooms: RoomRequest[], ages: AgeRange): void {
  if (rooms.length === 0) throw new StayError('NO_ROOMS');
  if (rooms.length > MAX_ROOMS) throw new StayError('TOO_MANY_ROOMS', { max: MAX_ROOMS });
  rooms.forEach((room, index) => {
    if (!Number.isInteger(room.adults) || room.adults < 1)
      throw new StayError('ADULT_REQUIRED', { room: index });
    if (room.childrenAges.length > MAX_CHILDREN_PER_ROOM) {
      throw new StayError('TOO_MANY_CHILDREN', { room: index, max: MAX_CHILDREN_PER_ROOM });
    }
    for (const age of room.childrenAges) {
      if (!Number.isInteger(age) || age < ages.childrenMinAge || age > ages.childrenMaxAge) {
        throw new StayError('CHILD_AGE_OUT_OF_RANGE', {
          room: index,
          min: ages.childrenMinAge,
          max: ages.childrenMaxAge,
        });
      }
    }
  });
}

/** Whether a room type takes this room's guests. */
export function fitsRoomType(room: RoomRequest, type: Occupancy): boolean {
  const children = room.childrenAges.length;
  return (
    room.adults <= type.maxAdults &&
    children <= type.maxChildren &&
    room.adults + children <= type.maxOccupancy
  );
}

export type NightRate = {
  baseUsdCents: number;
  extraAdultUsdCents: number;
  childUsdCents: number;
  singlePerMille: number;
};

/** One night for this room's guests, USD cents, taxes and fees included. */
export function nightlyPrice(rate: NightRate, room: RoomRequest): number {
  const adults =
    room.adults === 1
      ? Math.round((rate.baseUsdCents * rate.singlePerMille) / 1000)
      : rate.baseUsdCents + (room.adults - 2) * rate.extraAdultUsdCents;
  return adults + room.childrenAges.length * rate.childUsdCents;
}
