import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  businessUnits,
  hotels,
  productComplements,
  products,
  productScheduleSlots,
  productTransportZones,
  roomFilterCategories,
  roomTypeCategories,
  roomTypes,
} from '@/db/schema';
import { readThrough } from '@/lib/ttl-cache';

export type Hotel = typeof hotels.$inferSelect;
export type RoomType = typeof roomTypes.$inferSelect;
export type RoomFilterCategory = typeof roomFilterCategories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ScheduleSlot = typeof productScheduleSlots.$inferSelect;
export type TransportZone = typeof productTransportZones.$inferSelect;
export type Complement = typeof productComplements.$inferSelect;

export type HotelWithRooms = Hotel & {
  categories: (RoomFilterCategory & { roomTypeCodes: string[] })[];
  roomTypes: RoomType[];
};

export function listHotels(db: Db): Promise<Hotel[]> {
  return readThrough(db, 'hotels', () => db.select().from(hotels).orderBy(asc(hotels.sort)));
}

export function listHotelsWithRooms(db: Db): Promise<HotelWithRooms[]> {
  return readThrough(db, 'hotels-with-rooms', () => loadHotelsWithRooms(db));
}

async function loadHotelsWithRooms(db: Db): Promise<HotelWithRooms[]> {
  const [hotelRows, categoryRows, roomRows, memberships] = await Promise.all([
    listHotels(db),
    db.select().from(roomFilterCategories).orderBy(asc(roomFilterCategories.sort)),
    db.select().from(roomTypes).orderBy(asc(roomTypes.sort)),
    db.select().from(roomTypeCategories),
  ]);
  return hotelRows.map((hotel) => {
    const rooms = roomRows.filter((r) => r.hotelId === hotel.id);
    return {
      ...hotel,
      roomTypes: rooms,
      categories: categoryRows
        .filter((c) => c.hotelId === hotel.id)
        .map((c) => ({
          ...c,
          roomTypeCodes: rooms
            .filter(
              (r) =>
                r.categoryId === c.id ||
                memberships.some((m) => m.roomTypeId === r.id && m.categoryId === c.id),
            )
            .map((r) => r.code),
        })),
    };
  });
}

export async function findHotelBySlug(db: Db, slug: string): Promise<HotelWithRooms | undefined> {
  return (await listHotelsWithRooms(db)).find((h) => h.slug === slug);
}

export function listProducts(db: Db): Promise<Product[]> {
  return readThrough(db, 'products', () => db.select().from(products).orderBy(asc(products.sort)));
}

export type ProductDetail = Product & {
  businessUnitName: string;
  slots: ScheduleSlot[];
  transportZones: TransportZone[];
  complements: Complement[];
};

export function findProduct(
  db: Db,
  kind: Product['kind'],
  slug: string,
): Promise<ProductDetail | undefined> {
  return readThrough(db, `product:${kind}:${slug}`, () => loadProduct(db, kind, slug));
}

async function loadProduct(
  db: Db,
  kind: Product['kind'],
  slug: string,
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ product: products, businessUnitName: businessUnits.name })
    .from(products)
    .innerJoin(businessUnits, eq(businessUnits.code, products.businessUnitCode))
    .where(and(eq(products.slug, slug), eq(products.kind, kind)));
  if (!row) return undefined;
  const ids = [row.product.id];
  const [slots, transportZones, complements] = await Promise.all([
    db
      .select()
      .from(productScheduleSlots)
      .where(inArray(productScheduleSlots.productId, ids))
      .orderBy(asc(productScheduleSlots.startTime)),
    db
      .select()
      .from(productTransportZones)
      .where(inArray(productTransportZones.productId, ids))
      .orderBy(asc(productTransportZones.priceUsdCents)),
    db
      .select()
      .from(productComplements)
      // Every complement, with its `onSale`: the shop offers those on sale (the cart, the API),
      // while a cart, an order and its e-tickets keep naming one bought before it went off sale.
      .where(inArray(productComplements.productId, ids))
      .orderBy(asc(productComplements.id)),
  ]);
  return {
    ...row.product,
    businessUnitName: row.businessUnitName,
    slots,
    transportZones,
    complements,
  };
}

/** A product with its options by id (the cart stores ids). */
export async function findProductById(db: Db, id: number): Promise<ProductDetail | undefined> {
  const product = (await listProducts(db)).find((p) => p.id === id);
  return product ? findProduct(db, product.kind, product.slug) : undefined;
}
