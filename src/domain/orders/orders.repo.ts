import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orders, paymentAttempts, paymentWebhookEvents, type OrderBuyer } from '@/db/schema';
import type { PaymentStatus } from '@/domain/payments';
import type { OrderStatus } from './orders.rules';

/**
 * The orders context's queries, of its own tables only (orders, payment attempts, webhook
 * deliveries): bookings, carts, currencies and payment methods are read through their
 * contexts' indexes. Every function takes the handle it runs on, a transaction included.
 */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type { OrderBuyer };

type Handle = Db | Tx;

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export async function orderByReference(db: Handle, reference: string) {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order;
}

/** The latest order of a booking or a cart. */
export async function latestOrderOf(
  db: Handle,
  target: { bookingId: string } | { cartId: string },
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      'bookingId' in target
        ? eq(orders.bookingId, target.bookingId)
        : eq(orders.cartId, target.cartId),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order;
}

/** Locks the open (pending, authorized or paid) order of a booking or a cart, newest first. */
export async function lockOpenOrderOf(
  tx: Tx,
  target: { bookingId: string } | { cartId: string },
): Promise<OrderRow | undefined> {
  const [open] = await tx
    .select()
    .from(orders)
    .where(
      and(
        'bookingId' in target
          ? eq(orders.bookingId, target.bookingId)
          : eq(orders.cartId, target.cartId),
        inArray(orders.status, ['pending', 'authorized', 'paid']),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .for('update');
  return open;
}

/** Locks the unpaid (pending or authorized) orders of a cart. */
export function lockUnpaidOrdersOfCart(tx: Tx, cartId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), inArray(orders.status, ['pending', 'authorized'])))
    .for('update');
}

/** The public references of orders by id (those that exist). */
export async function orderReferences(
  db: Handle,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.reference]));
}

/** Locks an order's row until the transaction ends (serialises what is done for it). */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order!;
}

/** An order by id, without a lock. */
export async function orderById(db: Handle, id: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

/** Unpaid orders past their end, locked, skipping those another instance holds. */
export function lockDueOrders(tx: Tx, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['pending', 'authorized']), lt(orders.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Paid park orders of a customer, or of carts that joined them, newest first. */
export function paidParkOrdersOf(
  db: Handle,
  owner: { userId: string; cartIds: readonly string[] },
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'park'),
        eq(orders.status, 'paid'),
        owner.cartIds.length > 0
          ? or(eq(orders.userId, owner.userId), inArray(orders.cartId, [...owner.cartIds]))
          : eq(orders.userId, owner.userId),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order!;
}

/** The same order for a new attempt: its hold end, buyer, items and language brought up to date. */
export async function refreshOrder(
  tx: Tx,
  id: string,
  changes: Pick<NewOrder, 'expiresAt' | 'buyer' | 'cartItemIds' | 'locale'>,
  now: Date,
): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, id))
    .returning();
  return order!;
}

/** An order that will never be paid: `failed` with why (SUPERSEDED, ABANDONED, HOLD_LAPSED). */
export async function failOrder(tx: Tx, id: string, failureCode: string, now: Date) {
  await tx
    .update(orders)
    .set({ status: 'failed', failureCode, updatedAt: now })
    .where(eq(orders.id, id));
}

export async function setOrderStatus(tx: Tx, id: string, status: OrderStatus, now: Date) {
  await tx
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
    .where(eq(orders.id, id));
}

// ---------------------------------------------------------------------------------------------
// Payment attempts
// ---------------------------------------------------------------------------------------------

/** An attempt by its idempotency key, with its order. */
export async function attemptByKey(db: Handle, key: string) {
  const [row] = await db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.idempotencyKey, key));
  return row;
}

export async function attemptById(db: Handle, id: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return attempt;
}

/** The latest attempt of an order. */
export async function lastAttemptOf(db: Handle, orderId: string): Promise<AttemptRow | undefined> {
  const [last] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return last;
}

/** A provider's payment, locked: a payment id names a payment of that provider only. */
export async function lockAttemptByPayment(
  tx: Tx,
  providerId: string,
  paymentId: string,
): Promise<AttemptRow | undefined> {
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, providerId), eq(paymentAttempts.paymentId, paymentId)))
    .for('update');
  return attempt;
}

export async function insertAttempt(tx: Tx, values: NewAttempt): Promise<AttemptRow> {
  const [attempt] = await tx.insert(paymentAttempts).values(values).returning();
  return attempt!;
}

/** Records the gateway session of an attempt, once (a parallel call may have done it). */
export async function setAttemptSession(
  db: Handle,
  id: string,
  session: { paymentId: string; redirectUrl: string },
) {
  await db
    .update(paymentAttempts)
    .set({ paymentId: session.paymentId, redirectUrl: session.redirectUrl })
    .where(and(eq(paymentAttempts.id, id), sql`${paymentAttempts.paymentId} IS NULL`));
}

export async function updateAttempt(
  db: Handle,
  id: string,
  changes: Partial<
    Pick<
      AttemptRow,
      | 'status'
      | 'failureCode'
      | 'chargeId'
      | 'paymentId'
      | 'cardBrand'
      | 'cardLast4'
      | 'cardCountry'
    >
  > & { status: PaymentStatus },
  now: Date,
) {
  await db
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: now })
    .where(eq(paymentAttempts.id, id));
}

/** Attempts authorized for authorized orders: their capture did not happen. */
export async function strandedAttempts(db: Handle, limit: number): Promise<AttemptRow[]> {
  const rows = await db
    .select({ attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'authorized'), eq(orders.status, 'authorized')))
    .limit(limit);
  return rows.map((r) => r.attempt);
}

// ---------------------------------------------------------------------------------------------
// Webhook deliveries
// ---------------------------------------------------------------------------------------------

/** Records a delivery by its event id; false when it was already received (a repeat). */
export async function recordWebhookEvent(
  tx: Tx,
  event: { provider: string; eventId: string; type: string; paymentId: string },
  now: Date,
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentWebhookEvents)
    .values({ ...event, outcome: 'received', receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return fresh.length > 0;
}

export async function setWebhookOutcome(
  tx: Tx,
  provider: string,
  eventId: string,
  outcome: string,
) {
  await tx
    .update(paymentWebhookEvents)
    .set({ outcome })
    .where(
      and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)),
    );
}
