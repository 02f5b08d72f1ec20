/**
 * Hotel + flight packages (SPEC §2, §5, §7, §9): the search leaves the product for an
 * external package search page, with everything it needs in the address. These rules decide
 * whether a search may leave, and build that address. Pure: they run in the browser form and
 * in tests alike.
 */

/** SPEC §5 / §9: at most 6 passengers (adults and children, every room) per package. */
export const MAX_PACKAGE_PASSENGERS = 6;
/** Every package flies into Cancún. */
export const PACKAGE_DESTINATION = 'CUN';
export const MAX_PACKAGE_ROOMS = 3;
export const MAX_PACKAGE_ADULTS_PER_ROOM = 4;
/** SPEC §5: up to 3 children per room. */
export const MAX_PACKAGE_CHILDREN_PER_ROOM = 3;

/** A hotel as the package search sees it: its code and the child ages packages take. */
export type PackageHotel = { code: string; childrenMinAge: number; childrenMaxAge: number };

/**
 * SPEC §3 "hotel in flight packages": Hotel Xcaret México takes children 2-17 in packages
 * (0-17 for a room alone); the adults hotels 16-17 either way.
 */
export function packageHotel(hotel: {
  code: string;
  packageChildrenMinAge: number;
  childrenMaxAge: number;
}): PackageHotel {
  return {
    code: hotel.code,
    childrenMinAge: hotel.packageChildrenMinAge,
    childrenMaxAge: hotel.childrenMaxAge,
  };
}

export type PackageRoom = { adults: number; childrenAges: (number | null)[] };

export type PackageSearch = {
  /** IATA code of the origin airport; null until the visitor picks one. */
  origin: string | null;
  hotel: string;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  rooms: PackageRoom[];
};

export type PackageSearchErrorCode =
  | 'PACKAGE_ORIGIN_REQUIRED'
  | 'PACKAGE_MAX_PASSENGERS'
  | 'PACKAGE_HOTEL_REQUIRED'
  | 'PACKAGE_DATES_REQUIRED'
  | 'PACKAGE_CHECK_IN_PAST'
  | 'PACKAGE_DATES_ORDER'
  | 'PACKAGE_CHILD_AGE';

export type PackageSearchError = {
  code: PackageSearchErrorCode;
  field: 'origin' | 'hotel' | 'checkIn' | 'checkOut' | 'passengers' | `age-${number}-${number}`;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IATA = /^[A-Z]{3}$/;

export function passengerCount(rooms: PackageRoom[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0);
}

/** Every reason the search may not leave yet (empty: it may), in the form's order. */
export function validatePackageSearch(
  search: PackageSearch,
  context: { hotels: PackageHotel[]; today: string },
): PackageSearchError[] {
  const errors: PackageSearchError[] = [];
  if (!search.origin || !IATA.test(search.origin))
    errors.push({ code: 'PACKAGE_ORIGIN_REQUIRED', field: 'origin' });
  const hotel = context.hotels.find((h) => h.code === search.hotel);
  if (!hotel) errors.push({ code: 'PACKAGE_HOTEL_REQUIRED', field: 'hotel' });
  if (!ISO_DATE.test(search.checkIn) || !ISO_DATE.test(search.checkOut)) {
    errors.push({
      code: 'PACKAGE_DATES_REQUIRED',
      field: ISO_DATE.test(search.checkIn) ? 'checkOut' : 'checkIn',
    });
  } else if (search.checkIn < context.today) {
    errors.push({ code: 'PACKAGE_CHECK_IN_PAST', field: 'checkIn' });
  } else if (search.checkOut <= search.checkIn) {
    errors.push({ code: 'PACKAGE_DATES_ORDER', field: 'checkOut' });
  }
  if (passengerCount(search.rooms) > MAX_PACKAGE_PASSENGERS)
    errors.push({ code: 'PACKAGE_MAX_PASSENGERS', field: 'passengers' });
  if (hotel) {
    search.rooms.forEach((room, r) =>
      room.childrenAges.forEach((age, c) => {
        if (age === null || age < hotel.childrenMinAge || age > hotel.childrenMaxAge)
          errors.push({ code: 'PACKAGE_CHILD_AGE', field: `age-${r + 1}-${c + 1}` });
      }),
    );
  }
  return errors;
}

export type PackageSearchConfig = {
  /** The external package search page (PACKAGE_SEARCH_URL). */
  baseUrl: string;
  /** Our affiliate code with the package provider (PACKAGE_AFFILIATE_CODE). */
  affiliateCode: string;
};

/**
 * The external package search address (SPEC §7): affiliate code, language, currency,
 * destination, origin airport, hotel, dates as YYYY-MM-DD, rooms and passengers. Passengers
 * go per room as `adults[-childAge…]`, rooms separated by commas (`2-5-9,1`), the format of
 * our own availability API. Parameters already on the base address are kept.
 */
export function packageSearchUrl(
  config: PackageSearchConfig,
  search: PackageSearch & { origin: string; language: string; currency: string },
): string {
  const url = new URL(config.baseUrl);
  const params = url.searchParams;
  params.set('affiliate', config.affiliateCode);
  params.set('language', search.language);
  params.set('currency', search.currency);
  params.set('destination', PACKAGE_DESTINATION);
  params.set('origin', search.origin);
  params.set('hotel', search.hotel);
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
  params.set('rooms', String(search.rooms.length));
  params.set(
    'paxes',
    search.rooms.map((room) => [room.adults, ...room.childrenAges].join('-')).join(','),
  );
  return url.toString();
}
