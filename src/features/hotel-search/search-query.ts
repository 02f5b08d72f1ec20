import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS, type RoomRequest } from '@/domain/stays';

/** Adults offered per room: no room type takes more than four. */
export const MAX_ADULTS_PER_ROOM = 4;

export type SearchParams = Record<string, string | string[] | undefined>;

/** What the booking box sends: the query of the results page (shareable, bookmarkable). */
export type SearchQuery = {
  hotel?: string;
  checkIn?: string;
  checkOut?: string;
  rooms: RoomRequest[];
  promo?: string;
  /** Children whose age was left unchosen, per room (the form asks again). */
  missingAges: number[];
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function intIn(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * Reads the results page's address: `rooms` (1-5), then per room N `aN` adults, `cN`
 * children and `kN` one age per child. Missing or junk values fall back to SPEC §9's
 * defaults (1 room, 2 adults) rather than failing: an edited address still searches.
 */
export function parseSearchQuery(params: SearchParams): SearchQuery {
  const count = intIn(first(params.rooms), 1, MAX_ROOMS, 1);
  const missingAges: number[] = [];
  const rooms = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const adults = intIn(first(params[`a${n}`]), 1, MAX_ADULTS_PER_ROOM, 2);
    const ages = all(params[`k${n}`])
      .filter((v) => v !== '')
      .map(Number)
      .filter((a) => Number.isInteger(a) && a >= 0 && a <= 17);
    const children = intIn(first(params[`c${n}`]), 0, MAX_CHILDREN_PER_ROOM, ages.length);
    if (ages.length < children) missingAges.push(children - ages.length);
    else missingAges.push(0);
    return { adults, childrenAges: ages.slice(0, children) };
  });
  const text = (key: string) => first(params[key])?.trim() || undefined;
  return {
    hotel: text('hotel'),
    checkIn: text('checkIn'),
    checkOut: text('checkOut'),
    rooms,
    promo: text('promo'),
    missingAges,
  };
}

/** The address query of a search (the inverse of parseSearchQuery). */
export function searchQueryString(query: Omit<SearchQuery, 'missingAges'>): string {
  const params = new URLSearchParams();
  if (query.hotel) params.set('hotel', query.hotel);
  if (query.checkIn) params.set('checkIn', query.checkIn);
  if (query.checkOut) params.set('checkOut', query.checkOut);
  params.set('rooms', String(query.rooms.length));
  query.rooms.forEach((room, i) => {
    params.set(`a${i + 1}`, String(room.adults));
    params.set(`c${i + 1}`, String(room.childrenAges.length));
    for (const age of room.childrenAges) params.append(`k${i + 1}`, String(age));
  });
  if (query.promo) params.set('promo', query.promo);
  return params.toString();
}
