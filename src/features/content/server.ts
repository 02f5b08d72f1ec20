import 'server-only';
import { cache } from 'react';
import {
  contentDraft,
  contentRef,
  hotelTextRefs,
  parkTextRefs,
  publishedContent,
  withHotelTexts,
  withParkTexts,
} from '@/domain/content';
import { staffMay } from '@/domain/staff';
import { logger } from '@/lib/logger';
import {
  findHotelBySlug,
  listHotels,
  listHotelsWithRooms,
  listProducts,
  type Hotel,
  type HotelWithRooms,
  type Product,
} from '@/domain/catalog';
import { cardPhotos, mediaOf, restaurantKey, type MediaItem } from '@/domain/media';
import type { Locale } from '@/i18n/routing';
import { catalogueTexts, currentStaff, getDb, getReadDb, previewRequested } from '@/server';
import {
  bars,
  codeCopy,
  restaurants,
  copyKind,
  type CitySlug,
  type ContentPage,
  type CopyKey,
  type FaqPage,
} from './copy';

/** The content pages' server entry: what each page reads, in one call per page. */

/**
 * A hotel by its page slug with its texts (decision 0041: the published hotel and room type
 * entries laid over the catalogue's words, in one query), or undefined. `preview`: a content
 * editor's drafts instead. Shared by the page and its metadata.
 */
export const loadHotel = cache(
  async (
    slug: string,
    locale: Locale,
    preview = false,
  ): Promise<{ hotel: HotelWithRooms; preview: boolean } | undefined> => {
    const hotel = await findHotelBySlug(await getReadDb(), slug);
    if (!hotel) return undefined;
    const read = await catalogueTexts(hotelTextRefs([hotel], locale), preview);
    return { hotel: withHotelTexts(hotel, locale, read.texts), preview: read.preview };
  },
);

/**
 * A hotel page: the hotel and its photographs from the media library (the hero; none: the page
 * keeps its illustration); undefined when unknown. The same for every visitor: prices are the
 * page's islands (issue 18).
 */
export async function loadHotelPage(
  slug: string,
  locale: Locale,
  preview = false,
): Promise<
  | {
      hotel: HotelWithRooms;
      preview: boolean;
      hero?: MediaItem;
      gallery: MediaItem[];
      /** The room types' and restaurants' card photographs, by room code and restaurant key. */
      photos: CardPhotos;
    }
  | undefined
> {
  const loaded = await loadHotel(slug, locale, preview);
  if (!loaded) return undefined;
  const { hotel } = loaded;
  const db = await getReadDb();
  const diningNames = [restaurants, bars].flatMap((page) =>
    (page[locale].sections.find((s) => s.heading === hotel.name)?.items ?? []).map((i) =>
      restaurantKey(i.title),
    ),
  );
  // One read per kind of card (never one per card).
  const [{ hero, gallery }, rooms, dining] = await Promise.all([
    mediaOf(db, 'hotel', hotel.code),
    cardPhotos(
      db,
      'room_type',
      hotel.roomTypes.map((r) => r.code),
    ),
    cardPhotos(db, 'restaurant', diningNames),
  ]);
  return {
    hotel,
    preview: loaded.preview,
    hero,
    gallery,
    photos: { rooms, dining },
  };
}

/** Card photographs of a page: room types by code, restaurants (and bars) by restaurantKey. */
export type CardPhotos = { rooms: Map<string, MediaItem>; dining: Map<string, MediaItem> };

/**
 * The photographs of a page of restaurants' cards (the gastronomy page), by restaurantKey, in
 * one read; an empty map when the library cannot be read (the cards keep their text).
 */
export async function loadDiningPhotos(page: ContentPage): Promise<Map<string, MediaItem>> {
  const keys = page.sections.flatMap((s) => (s.items ?? []).map((i) => restaurantKey(i.title)));
  try {
    return await cardPhotos(await getReadDb(), 'restaurant', keys);
  } catch (error) {
    logger.warn({ err: error }, 'restaurant photographs unavailable');
    return new Map();
  }
}

/** The hotels with their rooms and texts (home, listing); the prices are the page's islands. */
export async function loadHotelCards(locale: Locale): Promise<{ hotels: HotelWithRooms[] }> {
  const hotels = await listHotelsWithRooms(await getReadDb());
  const { texts } = await catalogueTexts(hotelTextRefs(hotels, locale));
  return {
    hotels: hotels.map((h) => withHotelTexts(h, locale, texts)),
  };
}

/** Every hotel and product page, for the site map page. */
export async function loadSiteMap(
  parkLang: 'es' | 'en',
): Promise<{ hotels: Hotel[]; products: Product[] }> {
  const db = await getReadDb();
  const [hotels, products] = await Promise.all([listHotels(db), listProducts(db)]);
  // The park titles as their pages show them (decision 0041: a published edit over the catalogue).
  const { texts } = await catalogueTexts(parkTextRefs(products, parkLang));
  return { hotels, products: products.map((p) => withParkTexts(p, parkLang, texts)) };
}

/** The park and tour pages, for sitemap.xml. */
export async function sitemapProducts(): Promise<Product[]> {
  return listProducts(await getReadDb());
}

/** A page's copy as the public page shows it; `preview`: a staff member's unpublished draft. */
export type CopyView<T> = { page: T; preview: boolean };

/**
 * THE reader of the editable copy (issue 17, decision 0035): the published version from the
 * database, read on every request (no cache, so a publish shows at the next request on every
 * instance), or the code's copy while none is stored. With `?preview=1` a staff member who
 * edits content sees the draft instead, marked as a preview and not indexed; anybody else gets
 * the published page.
 */
const loadCopy = cache(
  async (key: CopyKey, locale: Locale, preview: boolean): Promise<CopyView<unknown>> => {
    const kind = copyKind(key);
    const entryKey = kind === 'city' ? key.slice('city:'.length) : key;
    const fallback = codeCopy(kind, entryKey, locale);
    const ref = contentRef(kind, entryKey, locale);
    if (!ref) return { page: fallback, preview: false };
    try {
      const db = preview ? await getDb() : await getReadDb();
      if (preview) {
        const staff = await currentStaff();
        if (staff && staffMay(staff.role, 'content:update')) {
          const draft = (await contentDraft(db, ref)) ?? (await publishedContent(db, ref));
          return { page: draft ?? fallback, preview: true };
        }
      }
      return { page: (await publishedContent(db, ref)) ?? fallback, preview: false };
    } catch (error) {
      // The page still reads (the code's words) when the content cannot be read.
      logger.warn({ err: error, key, locale }, 'editable copy unavailable; showing the code copy');
      return { page: fallback, preview: false };
    }
  },
);

/**
 * Whether this request asks for a content editor's drafts: `?preview=1` in draft mode (the back
 * office's preview link turns it on). The address is read only in draft mode, which Next renders
 * per request: for everybody else the page reads no query and stays the same, so it can be
 * prerendered (issue 18).
 */
export async function wantsPreview(
  searchParams: Promise<Record<string, string | string[] | undefined>> | undefined,
): Promise<boolean> {
  if (!(await previewRequested())) return false;
  return (await searchParams)?.preview === '1';
}

/** An editorial page's copy (legal pages, restaurants, spa…; `city:<slug>` for a city). */
export async function loadContentPage(
  key: Exclude<CopyKey, 'faq'>,
  locale: Locale,
  preview = false,
): Promise<CopyView<ContentPage>> {
  return (await loadCopy(key, locale, preview)) as CopyView<ContentPage>;
}

/** The FAQ's copy. */
export async function loadFaqPage(locale: Locale, preview = false): Promise<CopyView<FaqPage>> {
  return (await loadCopy('faq', locale, preview)) as CopyView<FaqPage>;
}

/** A city landing page's copy, or undefined for an unknown city. */
export async function loadCityPage(
  slug: string,
  locale: Locale,
  preview = false,
): Promise<CopyView<ContentPage> | undefined> {
  if (codeCopy('city', slug, locale) === undefined) return undefined;
  return loadContentPage(`city:${slug as CitySlug}`, locale, preview);
}
