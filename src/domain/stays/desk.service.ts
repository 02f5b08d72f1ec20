import { and, eq, gt, ilike, inArray, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { bookings } from '@/db/schema';
import { listHotels } from '@/domain/catalog';

/**
 * What the back office's orders desk (issue 16) asks of bookings: subqueries of booking ids
 * for the orders search (a reference, a status, the nights of a stay), and a summary of the
 * bookings listed. Read-only.
 */
export function bookingIdsWhere(
  db: Db,
  filter: {
    /** Part of the booking's reference (case-insensitive). */
    reference?: string;
    status?: 'held' | 'confirmed' | 'expired' | 'cancelled';
    /** Stays with a night on or after `stayFrom` and arriving on or before `stayTo`. */
    stayFrom?: string;
    stayTo?: string;
  },
): SQLWrapper {
  const where: SQL[] = [];
  if (filter.reference)
    where.push(
      ilike(bookings.reference, `%${filter.reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
  if (filter.status) where.push(eq(bookings.status, filter.status));
  if (filter.stayFrom) where.push(gt(bookings.checkOut, filter.stayFrom));
  if (filter.stayTo) where.push(lte(bookings.checkIn, filter.stayTo));
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where.length ? and(...where) : undefined);
}

export type BookingSummary = {
  id: string;
  reference: string;
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  hotelName: string;
  checkIn: string;
  checkOut: string;
};

/** The listed bookings' references, hotels, dates and statuses, by id. */
export async function bookingSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, BookingSummary>> {
  if (ids.length === 0) return new Map();
  const [rows, hotels] = await Promise.all([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        hotelId: bookings.hotelId,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .where(inArray(bookings.id, [...new Set(ids)])),
    listHotels(db),
  ]);
  const names = new Map(hotels.map((h) => [h.id, h.name]));
  return new Map(
    rows.map(({ hotelId, ...r }) => [r.id, { ...r, hotelName: names.get(hotelId) ?? '' }]),
  );
}
