import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { hotelIncludedProducts, hotels, products } from '@/db/schema';
import { readThrough } from '@/lib/ttl-cache';

/**
 * The parks and tours a hotel's plan includes for its guests (issue 15: Hotel Xcaret México's
 * All-Fun Inclusive), by hotel code: catalogue data (hotel_included_products, seeded), in the
 * catalogue's order. Empty for a hotel that includes none.
 */
export function includedProductIds(db: Db, hotelCode: string): Promise<number[]> {
  return readThrough(db, `included:${hotelCode}`, async () =>
    (
      await db
        .select({ id: hotelIncludedProducts.productId })
        .from(hotelIncludedProducts)
        .innerJoin(hotels, eq(hotels.id, hotelIncludedProducts.hotelId))
        .innerJoin(products, eq(products.id, hotelIncludedProducts.productId))
        .where(eq(hotels.code, hotelCode))
        .orderBy(asc(products.sort))
    ).map((r) => r.id),
  );
}
