import 'server-only';
import { findHotelBySlug, type HotelWithRooms } from '@/domain/catalog';
import type { Locale } from '@/i18n/routing';
import { getDb, getVisitor, moneyFormatter } from '@/server';

/** A hotel by its page slug, or undefined (for the page's metadata). */
export async function loadHotel(slug: string): Promise<HotelWithRooms | undefined> {
  return findHotelBySlug(await getDb(), slug);
}

/** A hotel page: the hotel and prices in the visitor's currency; undefined when unknown. */
export async function loadHotelPage(
  slug: string,
  locale: Locale,
): Promise<{ hotel: HotelWithRooms; formatPrice: (usdCents: number) => string } | undefined> {
  const [hotel, { currency }] = await Promise.all([loadHotel(slug), getVisitor()]);
  return hotel && { hotel, formatPrice: moneyFormatter(currency, locale) };
}
