import 'server-only';
import { listHotelsWithRooms, type HotelWithRooms } from '@/domain/catalog';
import { cardPhotos, type MediaItem } from '@/domain/media';
import { hotelTextRefs, withHotelTexts } from '@/domain/content';
import { searchAvailability, StayError, type SearchResult } from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { catalogueTexts, getReadDb, getVisitor, moneyFormatter } from '@/server';
import { parseSearchQuery, type SearchParams, type SearchQuery } from './search-query';

/** What the results page shows: the query read back, then results or an error to explain. */
export type HotelSearchPage = {
  query: SearchQuery;
  hotels: HotelWithRooms[];
  formatPrice: (usdCents: number) => string;
  /** The visitor's currency, for the stay's total the results add up as rooms are chosen. */
  currency: { iso: string; decimals: number; usdRate: string };
  result?: SearchResult;
  /** The result's room types' photographs from the media library, by room code (one read). */
  roomPhotos: Map<string, MediaItem>;
  error?: { code: string; detail?: Record<string, unknown> };
};

/**
 * The hotel search use case behind `/es/hoteles/`: reads the query, searches when it has both
 * dates and every child's age, and turns a refusal of the stays domain (or the `error` a
 * booking step sent back) into the code the page explains. Bugs still throw.
 */
export async function runHotelSearch(locale: Locale, raw: SearchParams): Promise<HotelSearchPage> {
  const query = parseSearchQuery(raw);
  const db = await getReadDb();
  const [catalogue, { currency }] = await Promise.all([listHotelsWithRooms(db), getVisitor()]);
  // Every hotel's and room type's text the results may show, in one query (decision 0041).
  const { texts } = await catalogueTexts(hotelTextRefs(catalogue, locale));
  const page: HotelSearchPage = {
    query,
    hotels: catalogue.map((h) => withHotelTexts(h, locale, texts)),
    formatPrice: moneyFormatter(currency, locale),
    currency: { iso: currency.iso, decimals: currency.decimals, usdRate: currency.usdRate },
    roomPhotos: new Map(),
  };
  if (query.checkIn || query.checkOut) {
    if (!query.checkIn || !query.checkOut) page.error = { code: 'MISSING_DATES' };
    else if (query.missingAges.some((n) => n > 0)) page.error = { code: 'MISSING_AGES' };
    else {
      try {
        page.result = await searchAvailability(db, {
          hotelCode: query.hotel,
          checkIn: query.checkIn,
          checkOut: query.checkOut,
          rooms: query.rooms,
          promoCode: query.promo,
        });
      } catch (caught) {
        if (!(caught instanceof StayError)) throw caught;
        page.error = { code: caught.code, detail: caught.detail };
      }
    }
  }
  if (page.result)
    page.roomPhotos = await cardPhotos(
      db,
      'room_type',
      page.result.hotels.flatMap((h) =>
        h.rooms.flatMap((r) => r.options.map((o) => o.roomTypeCode)),
      ),
    );
  const returned = typeof raw.error === 'string' ? raw.error : undefined;
  if (!page.error && returned) page.error = { code: returned };
  return page;
}
