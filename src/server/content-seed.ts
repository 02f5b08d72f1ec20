import 'server-only';
import { listHotelsWithRooms, listProducts } from '@/domain/catalog';
import {
  allContentRefs,
  CATALOGUE_KINDS,
  codeCopy,
  hotelTextOf,
  parkTextOf,
  roomTypeTextOf,
  seedContent,
  type ContentRef,
} from '@/domain/content';
import type { Db } from '@/db/client';
import { getDb } from './database';

/**
 * The catalogue's texts as content entries (decision 0041): each hotel, room type and park in
 * each of its kind's languages, the body taken from the catalogue's record. The content
 * context never reads the catalogue: this job reads it through the catalogue's index and hands
 * the texts in.
 */
export async function catalogueTextItems(db: Db): Promise<{ ref: ContentRef; body: unknown }[]> {
  const [hotels, products] = await Promise.all([listHotelsWithRooms(db), listProducts(db)]);
  const items: { ref: ContentRef; body: unknown }[] = [];
  for (const hotel of hotels) {
    for (const locale of CATALOGUE_KINDS.hotel.locales)
      items.push({
        ref: { kind: 'hotel', key: hotel.code, locale },
        body: hotelTextOf(hotel.content, locale),
      });
    for (const room of hotel.roomTypes)
      for (const locale of CATALOGUE_KINDS.roomType.locales)
        items.push({
          ref: { kind: 'roomType', key: room.code, locale },
          body: roomTypeTextOf(room, locale),
        });
  }
  for (const product of products)
    for (const locale of CATALOGUE_KINDS.park.locales)
      items.push({
        ref: { kind: 'park', key: product.code, locale },
        body: parkTextOf(product.content, locale),
      });
  return items;
}

/**
 * Stores the code's copy and the catalogue's texts as the editable content (decisions 0035,
 * 0041): each entry nobody has published gets the source's text, and a newer text of the
 * source replaces it until staff publish their own. Runs at every start (one locked look per
 * entry).
 */
export async function seedContentCopy(): Promise<number> {
  const db = await getDb();
  return seedContent(db, [
    ...allContentRefs().map((ref) => ({
      ref,
      body: codeCopy(ref.kind, ref.key, ref.locale),
    })),
    ...(await catalogueTextItems(db)),
  ]);
}
