import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { balanceCharges, paymentAttempts } from '@/db/schema';
import { capturedAttemptOf } from './refunds.repo';

/**
 * The balances of deposit bookings (issue 20, table balance_charges) and the payments of an
 * order: the sale's captured attempt, then the balance's once it is paid.
 */

type Handle = Db | Tx;
export type BalanceRow = typeof balanceCharges.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function balanceOfOrder(db: Handle, orderId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.select().from(balanceCharges).where(eq(balanceCharges.orderId, orderId));
  return row;
}

export async function lockBalance(tx: Tx, id: string): Promise<BalanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(balanceCharges)
    .where(eq(balanceCharges.id, id))
    .for('update');
  return row;
}

export async function lockBalanceOfAttempt(
  tx: Tx,
  attemptId: string,
): Promise<BalanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(balanceCharges)
    .where(eq(balanceCharges.attemptId, attemptId))
    .for('update');
  return row;
}

export async function insertBalance(
  tx: Tx,
  values: typeof balanceCharges.$inferInsert,
): Promise<void> {
  await tx.insert(balanceCharges).values(values).onConflictDoNothing({
    target: balanceCharges.orderId,
  });
}

export async function updateBalance(
  db: Handle,
  id: string,
  changes: Partial<typeof balanceCharges.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(balanceCharges)
    .set({ ...changes, updatedAt: now })
    .where(eq(balanceCharges.id, id));
}

/**
 * Claims up to `limit` balances due by `now` for one worker: scheduled ones whose day came and
 * charges whose previous claim ran out (a worker that died mid-charge). One statement: the rows
 * are chosen FOR UPDATE SKIP LOCKED and moved to charging with `claimed_until` ahead and one
 * more try, so three workers at once never take the same balance. `guard: false` drops the
 * claim's lock and condition: the concurrency test's control, never production.
 */
export async function claimDueBalances(
  db: Db,
  now: Date,
  {
    limit,
    claimMs,
    guard = true,
    bookingId,
  }: { limit: number; claimMs: number; guard?: boolean; bookingId?: string },
): Promise<BalanceRow[]> {
  const due = and(
    or(
      and(eq(balanceCharges.status, 'scheduled'), lte(balanceCharges.dueAt, now)),
      and(eq(balanceCharges.status, 'charging'), lte(balanceCharges.claimedUntil, now)),
    ),
    bookingId ? eq(balanceCharges.bookingId, bookingId) : undefined,
  );
  const until = new Date(now.getTime() + claimMs);
  // The control: every worker takes every due balance (no lock, no move).
  if (!guard) return db.select().from(balanceCharges).where(due).limit(limit);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: balanceCharges.id })
      .from(balanceCharges)
      .where(due)
      .orderBy(asc(balanceCharges.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(balanceCharges)
      .set({
        status: 'charging',
        claimedUntil: until,
        tries: sql`${balanceCharges.tries} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          inArray(
            balanceCharges.id,
            rows.map((r) => r.id),
          ),
          due,
        ),
      )
      .returning();
  });
}

/** Balances whose payment link went unpaid past the grace period, oldest first. */
export function overdueBalances(db: Handle, now: Date, limit: number): Promise<BalanceRow[]> {
  return db
    .select()
    .from(balanceCharges)
    .where(and(eq(balanceCharges.status, 'awaiting_payment'), lte(balanceCharges.graceUntil, now)))
    .orderBy(asc(balanceCharges.graceUntil))
    .limit(limit);
}

/** Declined balances whose link a crash left without its session (and email). */
export async function unsentBalanceLinks(db: Handle, limit: number): Promise<string[]> {
  const rows = await db
    .select({ attemptId: paymentAttempts.id })
    .from(balanceCharges)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, balanceCharges.attemptId))
    .where(
      and(
        eq(balanceCharges.status, 'awaiting_payment'),
        sql`${paymentAttempts.redirectUrl} IS NULL`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.attemptId);
}

/** Closes a balance the grace period ended (once: only from awaiting_payment). */
export async function closeBalance(db: Handle, id: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(balanceCharges)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(balanceCharges.id, id), eq(balanceCharges.status, 'awaiting_payment')))
    .returning({ id: balanceCharges.id });
  return moved.length > 0;
}

/**
 * The payments that took an order's money, oldest first: the sale's captured attempt, then the
 * balance's attempt once the balance is paid. Their amounts add up to what was captured.
 */
export async function capturedPaymentsOf(db: Handle, orderId: string): Promise<AttemptRow[]> {
  const sale = await capturedAttemptOf(db, orderId);
  const balance = await balanceOfOrder(db, orderId);
  const payments: AttemptRow[] = sale ? [sale] : [];
  if (balance?.status === 'paid' && balance.attemptId) {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, balance.attemptId));
    if (attempt) payments.push(attempt);
  }
  // The differences of dearer date changes that were made (issue 15): captured, and not
  // marked as a change that was not made (payment-report's CHANGE_NOT_MADE, given back).
  const changes = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.purpose, 'date-change'),
        inArray(paymentAttempts.status, ['captured', 'refunded']),
        sql`${paymentAttempts.failureCode} IS NULL`,
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
  payments.push(...changes);
  return payments;
}
