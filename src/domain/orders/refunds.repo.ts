import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ClaimGuard } from '@/lib/stock-guard';
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

/** A pending refund written before `staleBefore` whose retry is due at `now`. */
const strandedDue = (now: Date, staleBefore: Date) =>
  and(
    eq(refunds.status, 'pending'),
    lte(refunds.createdAt, staleBefore),
    or(isNull(refunds.retryAfter), lte(refunds.retryAfter, now)),
  );

/**
 * Claims up to `limit` stranded refunds for one job run, in one statement: the due rows are
 * locked with SKIP LOCKED (another run passes over them) and their retry_after moves to
 * `leaseUntil` (once committed, nobody sees them as due until the lease runs out); `attempts`
 * counts the claim, so a refund whose call keeps crashing the process still reaches the limit.
 * `check-then-write` is the controls' unguarded claim (lib/stock-guard).
 */
export async function claimStrandedRefunds(
  db: Db,
  {
    now,
    staleBefore,
    leaseUntil,
    limit,
    guard,
  }: { now: Date; staleBefore: Date; leaseUntil: Date; limit: number; guard: ClaimGuard },
): Promise<RefundRow[]> {
  const claim = { attempts: sql`${refunds.attempts} + 1`, retryAfter: leaseUntil, updatedAt: now };
  if (guard === 'check-then-write') {
    const seen = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(strandedDue(now, staleBefore))
      .limit(limit);
    if (seen.length === 0) return [];
    return db
      .update(refunds)
      .set(claim)
      .where(
        inArray(
          refunds.id,
          seen.map((r) => r.id),
        ),
      )
      .returning();
  }
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(strandedDue(now, staleBefore))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set(claim)
    .where(and(inArray(refunds.id, due), strandedDue(now, staleBefore)))
    .returning();
}

/**
 * After a try that did not reach the provider: due again at `retryAfter`, or failed when the
 * job gives up. Only while the refund is still pending (a late answer may have settled it).
 */
export async function releaseRefundClaim(
  db: Handle,
  id: string,
  outcome: { retryAfter: Date } | { failureCode: string },
  now: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set(
      'retryAfter' in outcome
        ? { retryAfter: outcome.retryAfter, updatedAt: now }
        : { status: 'failed', failureCode: outcome.failureCode, updatedAt: now },
    )
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
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
