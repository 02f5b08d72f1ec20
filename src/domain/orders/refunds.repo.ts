import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orders, paymentAttempts, refunds } from '@/db/schema';

/** The refund ledger's queries (issue 15): one row per refund request. */

type Handle = Db | Tx;
export type RefundRow = typeof refunds.$inferSelect;

export async function refundByRequest(db: Handle, requestId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.requestId, requestId));
  return row;
}

export async function refundById(db: Handle, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export function refundsOf(db: Handle, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
}

/** What the ledger gives back of an order: every refund not failed (pending ones count), of one reason when named. */
export async function refundedMinorOf(
  db: Handle,
  orderId: string,
  reason?: string,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        inArray(refunds.status, ['pending', 'refunded']),
        reason === undefined ? undefined : eq(refunds.reason, reason),
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function completeRefund(
  db: Handle,
  id: string,
  outcome: { status: 'refunded' | 'failed'; providerReference?: string; failureCode?: string },
  now: Date,
) {
  await db
    .update(refunds)
    .set({
      status: outcome.status,
      providerReference: outcome.providerReference ?? null,
      failureCode: outcome.failureCode ?? null,
      updatedAt: now,
    })
    .where(eq(refunds.id, id));
}

/** The paid order of a hotel booking, locked (at most one exists: orders_one_paid_per_booking). */
export async function lockPaidOrderOfBooking(tx: Tx, bookingId: string, lock = true) {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.bookingId, bookingId), inArray(orders.status, ['paid', 'refunded'])));
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

/** The paid order of a hotel booking (no lock), for reading. */
export async function paidOrderOfBooking(db: Handle, bookingId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.bookingId, bookingId), inArray(orders.status, ['paid', 'refunded'])));
  return order;
}

/** The attempt whose charge paid the order. */
export async function capturedAttemptOf(db: Handle, orderId: string) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        inArray(paymentAttempts.status, ['captured', 'refunded']),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(1);
  return attempt;
}
