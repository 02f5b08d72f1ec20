import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { outbox } from '@/db/schema';
import type { OutboxMessage, OutboxRow } from './outbox.repo';

/**
 * What the back office asks of the outbox (issue 16, issue 17): the messages about an order,
 * a copy of a confirmation to send again, a failed message put back in the queue.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kinds of message that confirm an order to its buyer (what "resend" sends again). */
export const CONFIRMATION_KINDS = ['booking-confirmed', 'park-order-confirmed'] as const;

/**
 * The messages whose payload names this order: its id, its reference, or its booking's id
 * (confirmations, cancellations, invoices' emails, links), newest first.
 */
export async function messagesAbout(
  db: Db | Tx,
  keys: { orderId: string; reference: string; bookingId?: string | null },
): Promise<OutboxRow[]> {
  const about: SQL[] = [
    sql`${outbox.payload} ->> 'orderId' = ${keys.orderId}`,
    sql`${outbox.payload} ->> 'reference' = ${keys.reference}`,
  ];
  if (keys.bookingId) about.push(sql`${outbox.payload} ->> 'bookingId' = ${keys.bookingId}`);
  return db
    .select()
    .from(outbox)
    .where(or(...about))
    .orderBy(desc(outbox.createdAt))
    .limit(200);
}

/**
 * Queues a copy of the latest confirmation of an order (inside the caller's transaction): the
 * same payload, so the same handler renders the same email again. Undefined when the order
 * never had one (not paid).
 */
export async function requeueConfirmation(
  tx: Tx,
  keys: { orderId: string; bookingId?: string | null },
): Promise<{ id: string; kind: string } | undefined> {
  const key = keys.bookingId
    ? sql`${outbox.payload} ->> 'bookingId' = ${keys.bookingId}`
    : sql`${outbox.payload} ->> 'orderId' = ${keys.orderId}`;
  const [latest] = await tx
    .select()
    .from(outbox)
    .where(and(inArray(outbox.kind, [...CONFIRMATION_KINDS]), key))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!latest) return undefined;
  const [copy] = await tx
    .insert(outbox)
    .values({ kind: latest.kind, payload: latest.payload })
    .returning({ id: outbox.id, kind: outbox.kind });
  return copy;
}

/**
 * Puts a message that failed for good back in the queue (issue 17): pending, due now, its
 * attempts counted afresh; the last error stays until the next attempt replaces it. Only a
 * failed message moves (a pending or sent one is left as it is): returns whether it moved.
 */
export async function retryMessage(db: Db | Tx, id: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, runAfter: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The messages of a status, newest first (the queue's page), and how many failed. */
export async function listMessages(
  db: Db,
  filter: { status: 'pending' | 'failed' | 'sent'; limit?: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.status, filter.status))
    .orderBy(desc(outbox.createdAt))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 500));
}

export async function failedMessageCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, 'failed'));
  return Number(row?.n ?? 0);
}

export async function messageById(db: Db, id: string): Promise<OutboxRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Records a message that already failed for good (a message carried over from elsewhere, and
 * the end-to-end suite's failed email): failed, with its error, every attempt used.
 */
export async function recordFailedMessage(
  db: Db,
  message: OutboxMessage,
  lastError: string,
  attempts: number,
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      payload: message.payload,
      status: 'failed',
      attempts,
      lastError: lastError.slice(0, 1000),
    })
    .returning({ id: outbox.id });
  return row!.id;
}
