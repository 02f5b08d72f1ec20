import 'server-only';
import {
  findHotelBySlug,
  listHotels,
  listHotelsWithRooms,
  listProducts,
  type Hotel,
  type HotelWithRooms,
  type Product,
} from '@/domain/catalog';
import { mediaOf, type MediaItem } from '@/domain/media';
import type { Locale } from '@/i18n/routing';
import { getDb, getVisitor, moneyFormatter } from '@/server';

/** The content pages' server entry: what each page reads, in one call per page. */

type FormatPrice = (usdCents: number) => string;

/** A hotel by its page slug, or undefined (for the page's metadata). */
export async function loadHotel(slug: string): Promise<HotelWithRooms | undefined> {
  return findHotelBySlug(await getDb(), slug);
}

/**
 * A hotel page: the hotel, prices in the visitor's currency and its photographs from the media
 * library (the hero; none: the page keeps its illustration); undefined when unknown.
 */
export async function loadHotelPage(
  slug: string,
  locale: Locale,
): Promise<
  | { hotel: HotelWithRooms; formatPrice: FormatPrice; hero?: MediaItem; gallery: MediaItem[] }
  | undefined
> {
  const [hotel, { currency }] = await Promise.all([loadHotel(slug), getVisitor()]);
  if (!hotel) return undefined;
  const { hero, gallery } = await mediaOf(await getDb(), 'hotel', hotel.code);
  return { hotel, formatPrice: moneyFormatter(currency, locale), hero, gallery };
}

/** The hotels with their rooms and prices in the visitor's currency (home, hotels listing). */
export async function loadHotelCards(
  locale: Locale,
): Promise<{ hotels: HotelWithRooms[]; formatPrice: FormatPrice }> {
  const [hotels, { currency }] = await Promise.all([
    listHotelsWithRooms(await getDb()),
    getVisitor(),
  ]);
  return { hotels, formatPrice: moneyFormatter(currency, locale) };
}

/** Every hotel and product page, for the site map page. */
export async function loadSiteMap(): Promise<{ hotels: Hotel[]; products: Product[] }> {
  const db = await getDb();
  const [hotels, products] = await Promise.all([listHotels(db), listProducts(db)]);
  return { hotels, products };
}

/** The park and tour pages, for sitemap.xml. */
export async function sitemapProducts(): Promise<Product[]> {
  return listProducts(await getDb());
}
