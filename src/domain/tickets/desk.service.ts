import { and, eq, gte, inArray, isNotNull, lte, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { etickets } from '@/db/schema';
import { findProductById } from '@/domain/catalog';

/**
 * What the back office's orders desk (issue 16) asks of e-tickets: the orders visiting on some
 * days (a subquery of order ids, as text), the visit days of listed orders, and an order's
 * tickets as the desk shows them (never their tokens).
 */
export function orderIdsVisiting(db: Db, from?: string, to?: string): SQLWrapper {
  const where = [isNotNull(etickets.visitDate)];
  if (from) where.push(gte(etickets.visitDate, from));
  if (to) where.push(lte(etickets.visitDate, to));
  return db
    .selectDistinct({ id: etickets.orderId })
    .from(etickets)
    .where(and(...where));
}

/** The first and last visit day of each listed order that has dated tickets. */
export async function visitDaysOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { first: string; last: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: etickets.orderId, day: etickets.visitDate })
    .from(etickets)
    .where(and(inArray(etickets.orderId, [...new Set(orderIds)]), isNotNull(etickets.visitDate)));
  const days = new Map<string, { first: string; last: string }>();
  for (const { orderId, day } of rows) {
    if (!day) continue;
    const seen = days.get(orderId);
    days.set(
      orderId,
      seen
        ? { first: day < seen.first ? day : seen.first, last: day > seen.last ? day : seen.last }
        : { first: day, last: day },
    );
  }
  return days;
}

export type DeskTicket = {
  code: string;
  status: 'issued' | 'used' | 'void';
  productName: { es: string; en: string };
  holderBand: 'adult' | 'child' | 'infant';
  visitDate: string | null;
  validUntil: string;
  usedAt: Date | null;
  createdAt: Date;
};

/** An order's e-tickets with their status, for staff (no token, no QR). */
export async function deskTicketsOf(db: Db, orderId: string): Promise<DeskTicket[]> {
  const rows = await db
    .select()
    .from(etickets)
    .where(eq(etickets.orderId, orderId))
    .orderBy(etickets.createdAt, etickets.seat);
  const products = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.productId))].map(
        async (id) => [id, await findProductById(db, id)] as const,
      ),
    ),
  );
  return rows.map((r) => ({
    code: r.code,
    status: r.status,
    productName: products.get(r.productId)?.name ?? { es: '', en: '' },
    holderBand: r.holderBand,
    visitDate: r.visitDate,
    validUntil: r.validUntil,
    usedAt: r.usedAt,
    createdAt: r.createdAt,
  }));
}
