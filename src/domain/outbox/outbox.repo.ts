import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { outbox } from '@/db/schema';
import type { Locale } from '@/i18n/paths';

/** Kinds of deferred work and their payloads. */
export type OutboxMessage =
  | {
      kind: 'booking-confirmed';
      /** `releasedParkDayIds`: park days a date change gave back, named in the email. */
      payload: { bookingId: string; releasedParkDayIds?: string[] };
    }
  | { kind: 'newsletter-confirmation'; payload: { subscriptionId: string } }
  | { kind: 'newsletter-sync'; payload: { subscriptionId: string } }
  | { kind: 'park-order-confirmed'; payload: ParkOrderEmailPayload }
  | { kind: 'account-email'; payload: AccountEmailPayload }
  // Issue 15: a "find my booking" link, made when sent (the token never rests here).
  | { kind: 'manage-link'; payload: { kind: 'booking' | 'order'; reference: string } }
  | { kind: 'booking-cancelled'; payload: { bookingId: string; refundMinor: number } }
  // Issue 20: a deposit booking's balance was declined: the link that pays it, until the grace.
  | {
      kind: 'balance-payment-link';
      payload: { bookingId: string; url: string; amountMinor: number; graceUntil: string };
    }
  // Issue 17: a weddings/meetings enquiry, to the sales team and to the visitor.
  | { kind: 'enquiry-email'; payload: { enquiryId: string; to: 'sales' | 'visitor' } }
  | {
      kind: 'park-order-cancelled';
      payload: { reference: string; itemIds: string[]; refundMinor: number };
    }
  // Issue 20: CFDI invoices are stamped at the PAC, a refund credits or cancels an invoice,
  // and the buyer is emailed the XML and PDF (or told it could not be issued).
  | { kind: 'cfdi-stamp'; payload: { invoiceId: string } }
  | {
      kind: 'cfdi-refund';
      payload: { orderId: string; refundId: string; amountMinor: number; at: string };
    }
  // Issue 16: a staff invitation, its single-use link made when sent (only its hash rests).
  | { kind: 'staff-invitation'; payload: { invitationId: string } }
  | {
      kind: 'cfdi-email';
      payload: { invoiceId: string; event: 'stamped' | 'failed' | 'cancelled' };
    };

/**
 * A paid park order's confirmation: what the email needs besides the tickets (read when it
 * is sent). No card data, no order secret beyond the access link the buyer gets anyway.
 */
export type ParkOrderEmailPayload = {
  orderId: string;
  reference: string;
  accessUrl: string;
  locale: Locale;
  email: string;
  buyerName: string;
  cartId: string;
  currencyIso: string;
  totalMinor: number;
};

/**
 * An email of the customer accounts (confirmation link, reset link, "this address already has
 * an account"). The link is in the payload: it is single-use or short-lived, and the email
 * must carry it anyway.
 */
export type AccountEmailPayload = {
  template: 'verify-email' | 'reset-password' | 'account-exists';
  to: string;
  name: string;
  url: string;
  locale: string;
};
export type OutboxKind = OutboxMessage['kind'];

/**
 * Records work to do once the caller's transaction commits (pass the transaction): if it
 * rolls back, the message disappears with it; if it commits, the delivery job will find it.
 */
export async function enqueue(tx: Db | Tx, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ kind: message.kind, payload: message.payload });
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages of the given kinds in one statement (its own short
 * transaction): the rows are locked with SKIP LOCKED, so concurrent claimers on other
 * instances pass over them, and their run_after moves to `leaseUntil`, so once this
 * statement commits nobody else sees them as due until the lease runs out. `attempts` counts
 * the claim, so a message whose delivery keeps crashing the process still reaches the limit.
 */
export async function claimDue(
  db: Db,
  kinds: readonly string[],
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.runAfter, now),
        inArray(outbox.kind, [...kinds]),
      ),
    )
    .orderBy(asc(outbox.runAfter), asc(outbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ runAfter: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Only the holder of the claim may settle a message: run_after still equal to its lease
 * proves nobody re-claimed it after the lease ran out. Returns false when the claim was lost.
 */
function heldClaim(id: string, leaseUntil: Date) {
  return and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.runAfter, leaseUntil));
}

export async function markSent(
  db: Db,
  id: string,
  leaseUntil: Date,
  sentAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(heldClaim(id, leaseUntil))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export async function markFailure(
  db: Db,
  id: string,
  leaseUntil: Date,
  outcome: { status: 'pending' | 'failed'; runAfter: Date; lastError: string },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(outcome)
    .where(heldClaim(id, leaseUntil))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Where the confirmation email of an order or booking stands, as its buyer may be told. */
export type EmailDelivery = 'sending' | 'sent' | 'failed';

/**
 * The delivery of the latest message of `kind` whose payload names `key` (`orderId` for a park
 * order, `bookingId` for a booking): sent, failed for good (it stays in the outbox with its
 * error), or still being sent (queued or retrying). Undefined when none was queued.
 */
export async function emailDeliveryOf(
  db: Db,
  kind: 'park-order-confirmed' | 'booking-confirmed',
  key: { orderId: string } | { bookingId: string },
): Promise<EmailDelivery | undefined> {
  const [field, value] = Object.entries(key)[0]!;
  const [row] = await db
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.payload} ->> ${field} = ${value}`))
    .orderBy(sql`${outbox.createdAt} DESC`)
    .limit(1);
  if (!row) return undefined;
  return row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'sending';
}
