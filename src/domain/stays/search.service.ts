import type { Db } from '@/db/client';
import { addDays } from '@/lib/dates';
import { listHotelsWithRooms, type HotelWithRooms } from '@/domain/catalog';
import { StayError } from './errors';
import {
  isPromoCodeShape,
  normalizePromoCode,
  promoApplies,
  type Discount,
  type Promo,
} from './promo.rules';
import { discountsFor, loadPricingTerms, type PricingTerms } from './promotions.service';
import {
  ALTERNATIVE_OFFSETS,
  MAX_ALTERNATIVES,
  calendarNight,
  cheapestAssignment,
  type CalendarDay,
  roomOptions,
  type RoomOption,
  type StayNights,
} from './search.rules';
import type { RatePlan } from './policy.rules';
import { findPromo, loadCalendarRates, loadRatePlans, loadStayNights } from './stays.repo';
import {
  resortToday,
  stayNights,
  validateRooms,
  validateStay,
  type RoomRequest,
} from './stays.rules';

export type SearchRequest = {
  /** One hotel, or every hotel when absent. */
  hotelCode?: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomRequest[];
  promoCode?: string;
};

export type HotelAvailability = {
  hotelCode: string;
  /**
   * available: every room can be booked; sold-out: room types fit but not enough are free;
   * no-fit: no room type takes some room's guests; ages: a child's age is outside the
   * hotel's range (Arte and La Casa de la Playa take 16-17 only).
   */
  status: 'available' | 'sold-out' | 'no-fit' | 'ages';
  rooms: { request: RoomRequest; options: RoomOption[] }[];
  /** The cheapest way to book every room, USD cents (when available). */
  fromTotalUsdCents?: number;
  /** Nearby stays of the same length that can be booked, when this one cannot. */
  alternatives: { checkIn: string; checkOut: string; fromTotalUsdCents: number }[];
  /** Whether the typed code applies to this stay at this hotel (an offer may still beat it). */
  promoApplied: boolean;
  /** The savings that apply here (offers and the code): each room's price takes the best. */
  discounts: Discount[];
  /** The hotel's rate plans, in the order each option's `rates` lists them. */
  ratePlans: readonly RatePlan[];
};

/**
 * A typed code: applied; valid but beaten everywhere by an automatic offer (the traveller
 * gets the larger saving, offers and codes do not stack); or invalid for this search.
 */
export type PromoStatus = {
  code: string;
  status: 'applied' | 'outdone' | 'invalid';
  percentOff: number;
  /** An amount code's amount, in its currency. */
  amount?: { minor: number; iso: string };
};

export type SearchResult = {
  nights: string[];
  promo?: PromoStatus;
  hotels: HotelAvailability[];
};

/** Resolves a typed code to a stored promotion, or undefined when there is none. */
export async function lookupPromo(db: Db, input?: string): Promise<Promo | undefined> {
  const code = normalizePromoCode(input);
  if (!code || !isPromoCodeShape(code)) return undefined;
  const promo = await findPromo(db, code);
  return promo?.active ? promo : undefined;
}

/**
 * Availability of a stay for a party, per hotel and room: the room types that fit each room,
 * their prices (taxes included, after any promotion), what is sold out, and nearby dates when
 * the stay cannot be booked. Reads only; nothing is held.
 */
export async function searchAvailability(
  db: Db,
  request: SearchRequest,
  now = new Date(),
): Promise<SearchResult> {
  const nights = validateStay(request.checkIn, request.checkOut, now);
  const all = await listHotelsWithRooms(db);
  const chosen = request.hotelCode ? all.filter((h) => h.code === request.hotelCode) : all;
  if (chosen.length === 0) throw new StayError('UNKNOWN_HOTEL');
  // Limits that do not depend on the hotel (rooms, adults, children) fail the whole search;
  // the widest age range lets each hotel judge ages on its own below.
  validateRooms(request.rooms, {
    childrenMinAge: Math.min(...all.map((h) => h.childrenMinAge)),
    childrenMaxAge: Math.max(...all.map((h) => h.childrenMaxAge)),
  });
  if (request.hotelCode) validateRooms(request.rooms, chosen[0]!);

  const code = normalizePromoCode(request.promoCode);
  const terms = await loadPricingTerms(db, code, now);
  const promo = terms.code?.promo;
  const typeIds = chosen.flatMap((h) => h.roomTypes.map((t) => t.id));
  const facts = await loadStayNights(db, typeIds, request.checkIn, request.checkOut);
  const plans = await loadRatePlans(
    db,
    chosen.map((h) => h.id),
  );

  const hotels = chosen.map((hotel) =>
    availabilityAt(
      hotel,
      facts,
      nights,
      request.rooms,
      discountsFor(terms, hotel.code, nights),
      !!promo && promoApplies(promo, hotel.code, nights, terms.bookedOn),
      plans.get(hotel.id)!,
    ),
  );

  const unbookable = hotels.filter((h) => h.status === 'sold-out');
  if (unbookable.length > 0)
    await addAlternatives(db, chosen, unbookable, request, nights.length, now, terms);

  const usedSomewhere = hotels.some((h) =>
    h.rooms.some((r) => r.options.some((o) => o.rates.some((x) => x.applied?.source === 'code'))),
  );
  const promoStatus: PromoStatus | undefined = code
    ? {
        code,
        status: !hotels.some((h) => h.promoApplied)
          ? 'invalid'
          : usedSomewhere || !hotels.some((h) => h.rooms.some((r) => r.options.length > 0))
            ? 'applied'
            : 'outdone',
        percentOff: promo?.kind === 'percent' ? promo.percentOff : 0,
        ...(promo?.kind === 'amount' && promo.amountOffMinor && promo.currencyIso
          ? { amount: { minor: promo.amountOffMinor, iso: promo.currencyIso } }
          : {}),
      }
    : undefined;
  return { nights, promo: promoStatus, hotels };
}

function availabilityAt(
  hotel: HotelWithRooms,
  facts: StayNights,
  nights: string[],
  rooms: RoomRequest[],
  discounts: Discount[],
  promoApplied: boolean,
  ratePlans: readonly RatePlan[],
): HotelAvailability {
  const base = { hotelCode: hotel.code, alternatives: [], promoApplied, discounts, ratePlans };
  try {
    validateRooms(rooms, hotel);
  } catch (error) {
    if (error instanceof StayError && error.code === 'CHILD_AGE_OUT_OF_RANGE')
      return { ...base, status: 'ages', rooms: rooms.map((request) => ({ request, options: [] })) };
    throw error;
  }
  const perRoom = rooms.map((request) => ({
    request,
    options: roomOptions(hotel.roomTypes, facts, nights, request, discounts, ratePlans),
  }));
  if (perRoom.some((r) => r.options.length === 0))
    return { ...base, status: 'no-fit', rooms: perRoom };
  const from = cheapestAssignment(perRoom.map((r) => r.options));
  return from === undefined
    ? { ...base, status: 'sold-out', rooms: perRoom }
    : { ...base, status: 'available', rooms: perRoom, fromTotalUsdCents: from };
}

/** Tries the same stay length a few days earlier or later, nearest first. */
async function addAlternatives(
  db: Db,
  chosen: HotelWithRooms[],
  unbookable: HotelAvailability[],
  request: SearchRequest,
  length: number,
  now: Date,
  terms: PricingTerms,
) {
  const today = resortToday(now);
  const starts = ALTERNATIVE_OFFSETS.map((d) => addDays(request.checkIn, d)).filter(
    (d) => d >= today,
  );
  if (starts.length === 0) return;
  const first = starts.reduce((a, b) => (a < b ? a : b));
  const last = addDays(
    starts.reduce((a, b) => (a > b ? a : b)),
    length,
  );
  const hotels = chosen.filter((h) => unbookable.some((u) => u.hotelCode === h.code));
  const facts = await loadStayNights(
    db,
    hotels.flatMap((h) => h.roomTypes.map((t) => t.id)),
    first,
    last,
  );
  for (const result of unbookable) {
    const hotel = hotels.find((h) => h.code === result.hotelCode)!;
    for (const checkIn of starts) {
      if (result.alternatives.length >= MAX_ALTERNATIVES) break;
      const checkOut = addDays(checkIn, length);
      const nights = stayNights(checkIn, checkOut);
      // Nearby stays are priced as searching them would: with the best saving that applies.
      const discounts = discountsFor(terms, hotel.code, nights);
      const options = request.rooms.map((room) =>
        roomOptions(hotel.roomTypes, facts, nights, room, discounts),
      );
      const from = cheapestAssignment(options);
      if (from !== undefined)
        result.alternatives.push({ checkIn, checkOut, fromTotalUsdCents: from });
    }
    result.alternatives.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  }
}

/** Longest calendar window served at once (about three months). */
export const CALENDAR_MAX_DAYS = 93;

/**
 * The booking box's calendar: per night, the price search shows for a one-night stay of two
 * adults starting that night — the lowest rate with a room left, on the hotel's first rate
 * plan, after the automatic offers that apply (early booking: the night's distance from today;
 * calendarNight, bestDiscount) — or null when nothing is left. Every hotel when none is named.
 */
export async function availabilityCalendar(
  db: Db,
  { from, to, hotelCode }: { from: string; to: string; hotelCode?: string },
  now = new Date(),
): Promise<CalendarDay[]> {
  const days = stayNights(from, to).length;
  if (days === 0 || days > CALENDAR_MAX_DAYS) throw new StayError('INVALID_DATES');
  const all = await listHotelsWithRooms(db);
  const chosen = hotelCode ? all.filter((h) => h.code === hotelCode) : all;
  const typeIds = chosen.flatMap((h) => h.roomTypes.map((t) => t.id));
  if (typeIds.length === 0) return [];
  const [rates, terms, plans] = await Promise.all([
    loadCalendarRates(db, from, to, hotelCode ? typeIds : undefined),
    loadPricingTerms(db, undefined, now),
    loadRatePlans(
      db,
      chosen.map((h) => h.id),
    ),
  ]);
  const hotelOf = new Map(chosen.flatMap((h) => h.roomTypes.map((t) => [t.id, h] as const)));
  // Per night and hotel: the lowest rate with a room left (null: the hotel has none left).
  const lowest = new Map<string, Map<HotelWithRooms, number | null>>();
  for (const rate of rates) {
    const hotel = hotelOf.get(rate.roomTypeId);
    if (!hotel) continue;
    const night = lowest.get(rate.date) ?? new Map<HotelWithRooms, number | null>();
    lowest.set(rate.date, night);
    const known = night.get(hotel) ?? null;
    if (!night.has(hotel)) night.set(hotel, null);
    if (rate.available && (known === null || rate.baseUsdCents < known))
      night.set(hotel, rate.baseUsdCents);
  }
  return [...lowest.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, byHotel]) =>
      calendarNight(
        date,
        [...byHotel.entries()].map(([hotel, lowestUsdCents]) => ({
          lowestUsdCents,
          plan: plans.get(hotel.id)![0]!,
          discounts: discountsFor({ offers: terms.offers, bookedOn: terms.bookedOn }, hotel.code, [
            date,
          ]),
        })),
      ),
    );
}
