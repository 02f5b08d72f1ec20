import type { Locale } from '@/i18n/paths';

/**
 * SPEC §3 hotel filters (showFilter, filterBy, all, categories): what the results offer to
 * narrow a hotel's rooms by. A hotel may hide the filter, or filter by another dimension of its
 * rooms than their view (Hotel Xcaret Arte by its themed buildings).
 */
export type FilterCategory = {
  key: string;
  dimension: string;
  name: Record<Locale, string>;
  roomTypeCodes: string[];
};

export type RoomFilter = {
  dimension: string;
  categories: { key: string; name: FilterCategory['name']; roomTypeCodes: string[] }[];
};

/**
 * The filter a hotel's results show, or null when there is none to show: the hotel hides it,
 * or its dimension has fewer than two categories with rooms (a filter that cannot narrow).
 */
export function roomFilterOf(hotel: {
  showFilter: boolean;
  filterBy: string;
  categories: readonly FilterCategory[];
}): RoomFilter | null {
  if (!hotel.showFilter) return null;
  const categories = hotel.categories
    .filter((c) => c.dimension === hotel.filterBy && c.roomTypeCodes.length > 0)
    .map(({ key, name, roomTypeCodes }) => ({ key, name, roomTypeCodes }));
  return categories.length >= 2 ? { dimension: hotel.filterBy, categories } : null;
}

/** The category of the filter a room type belongs to (undefined: none, shown under "all"). */
export function filterKeyOf(filter: RoomFilter | null, roomTypeCode: string): string | undefined {
  return filter?.categories.find((c) => c.roomTypeCodes.includes(roomTypeCode))?.key;
}
