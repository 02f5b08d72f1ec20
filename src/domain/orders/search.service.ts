import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, type OrderBuyer } from '@/db/schema';
import type { OrderStatus } from './orders.rules';
import { containsPattern } from '@/lib/like';

/**
 * The back office's search of orders (issue 16): hotel bookings' orders and park orders by
 * reference, the buyer's email or name, the trip's dates, when they were made and their
 * status. Other contexts' conditions (a booking's reference, dates or status, a visit's date)
 * come as subqueries of ids from those contexts' indexes; this context queries its own table.
 */
export type OrderSearch = {
  /** A reference or part of the buyer's email or name (trimmed, at most 100 characters). */
  text?: string;
  /** Bookings whose reference matches the text (OR'ed with the text's own matches). */
  bookingsNamed?: SQLWrapper;
  kind?: 'hotel' | 'park';
  /** An order status, or the hotel booking's cancellation. */
  status?: OrderStatus | 'cancelled';
  /** The cancelled bookings (for `status`). */
  cancelledBookings?: SQLWrapper;
  /** The trip's dates: bookings staying and orders visiting in them (as text ids). */
  trip?: { bookings: SQLWrapper; orders: SQLWrapper };
  /** Made on or after this instant, and before that one. */
  createdFrom?: Date;
  createdBefore?: Date;
  sort?: 'created-desc' | 'created-asc';
  limit: number;
  offset?: number;
};

export type OrderSearchRow = {
  id: string;
  reference: string;
  kind: 'hotel' | 'park';
  status: OrderStatus;
  bookingId: string | null;
  buyer: OrderBuyer;
  currencyIso: string;
  amountMinor: number;
  createdAt: Date;
  paidAt: Date | null;
};

export async function searchOrders(db: Db, search: OrderSearch): Promise<OrderSearchRow[]> {
  const where: SQL[] = [];
  const text = search.text?.trim().slice(0, 100);
  if (text) {
    const pattern = containsPattern(text);
    const matches = [
      ilike(orders.reference, pattern),
      ilike(sql`${orders.buyer} ->> 'email'`, pattern),
      ilike(sql`${orders.buyer} ->> 'name'`, pattern),
    ];
    if (search.bookingsNamed) matches.push(inArray(orders.bookingId, search.bookingsNamed));
    where.push(or(...matches)!);
  }
  if (search.kind) where.push(eq(orders.kind, search.kind));
  if (search.status === 'cancelled') {
    if (!search.cancelledBookings) throw new Error('cancelledBookings is needed');
    where.push(inArray(orders.bookingId, search.cancelledBookings));
  } else if (search.status) {
    where.push(eq(orders.status, search.status));
    // A cancelled booking's order is listed as cancelled, not as paid.
    if (search.cancelledBookings)
      where.push(
        or(
          sql`${orders.bookingId} IS NULL`,
          notInArray(orders.bookingId, search.cancelledBookings),
        )!,
      );
  }
  if (search.trip)
    where.push(
      or(
        inArray(orders.bookingId, search.trip.bookings),
        inArray(sql`${orders.id}::text`, search.trip.orders),
      )!,
    );
  if (search.createdFrom) where.push(gte(orders.createdAt, search.createdFrom));
  if (search.createdBefore) where.push(lt(orders.createdAt, search.createdBefore));
  const order =
    search.sort === 'created-asc'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      kind: orders.kind,
      status: orders.status,
      bookingId: orders.bookingId,
      buyer: orders.buyer,
      currencyIso: orders.currencyIso,
      amountMinor: orders.amountMinor,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(search.limit)
    .offset(search.offset ?? 0);
}

/** The orders of a booking, newest first (the desk opens a booking by its reference). */
export async function ordersOfBooking(db: Db, bookingId: string) {
  return db
    .select({ reference: orders.reference, status: orders.status })
    .from(orders)
    .where(eq(orders.bookingId, bookingId))
    .orderBy(desc(orders.createdAt));
}
