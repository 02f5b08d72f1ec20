import type { Db, Tx } from '@/db/client';
import type { PaymentProviders } from '@/domain/payments';
import type { OrderStatus } from './orders.rules';
import { OrderError } from './errors';
import { attemptById, lockOrder, orderById, setOrderStatus } from './orders.repo';
import { refundRefusal } from './orders.rules';
import { balanceOfOrder, capturedPaymentsOf } from './balance.repo';
import { allocateRefunds } from './balance.rules';
import { providerOf } from './payment-report.service';
import {
  afterLostTry,
  REFUND_CLAIM_LEASE_MS,
  REFUND_RETRIES_EXHAUSTED,
  REFUND_STRANDED_AFTER_MS,
} from './refund-retry.rules';
import { CLAIM_GUARD, type ClaimGuard } from '@/lib/stock-guard';
import {
  capturedAttemptOf,
  claimStrandedRefunds,
  completeRefund,
  insertRefund,
  lockPaidOrderOfBooking,
  paidOrderOfBooking,
  refundById,
  refundByRequest,
  refundedMinorOf,
  refundsOf,
  releaseRefundClaim,
  type RefundRow,
} from './refunds.repo';

/**
 * The refund ledger (issue 15). A refund is written in the transaction of what causes it (a
 * cancellation, with the booking's status and stock), once per request id, then paid back
 * through the provider that took the money, after the commit. The order's balance is its
 * captured amount minus its refunds.
 */

export type RefundView = {
  id: string;
  requestId: string;
  amountMinor: number;
  currencyIso: string;
  reason: string;
  actor: string;
  status: RefundRow['status'];
  providerReference: string | null;
  /** Why it failed (the provider's code, or RETRIES_EXHAUSTED), and the job's tries. */
  failureCode: string | null;
  attempts: number;
  createdAt: Date;
};

const view = (row: RefundRow): RefundView => ({
  id: row.id,
  requestId: row.requestId,
  amountMinor: row.amountMinor,
  currencyIso: row.currencyIso,
  reason: row.reason,
  actor: row.actor,
  status: row.status,
  providerReference: row.providerReference,
  failureCode: row.failureCode,
  attempts: row.attempts,
  createdAt: row.createdAt,
});

/** What was paid and given back for a booking: its order, the ledger, the balance. */
export type BookingMoney = {
  orderId: string;
  orderReference: string;
  currencyIso: string;
  /** Every payment captured (the sale, then a deposit booking's balance), minor units. */
  paidMinor: number;
  refundedMinor: number;
  /** The part of `refundedMinor` given back by date changes (what lowered the price). */
  changeRefundedMinor: number;
  balanceMinor: number;
  card: { brand: string; last4: string } | null;
  refunds: RefundView[];
  /** What the order is worth (a deposit booking: more than paid until its balance is). */
  totalMinor: number;
  /** Each payment that took money, oldest first (issue 20: a receipt lists each). */
  payments: {
    kind: 'sale' | 'balance' | 'date-change';
    amountMinor: number;
    at: Date;
    card: { brand: string; last4: string } | null;
  }[];
  /** A deposit booking's balance: its amount, day and state (null: paid in full at once). */
  balanceDue: {
    amountMinor: number;
    dueAt: Date;
    status: string;
    /** After a decline: until when the payment link pays it. */
    graceUntil: Date | null;
  } | null;
};

export async function bookingMoney(
  db: Db | Tx,
  bookingId: string,
): Promise<BookingMoney | undefined> {
  const order = await paidOrderOfBooking(db, bookingId);
  return order && moneyOf(db, order);
}

/** What was paid and given back for a paid (or refunded) order of any kind. */
export async function orderMoney(db: Db | Tx, orderId: string): Promise<BookingMoney | undefined> {
  const order = await orderById(db, orderId);
  return order && (order.status === 'paid' || order.status === 'refunded')
    ? moneyOf(db, order)
    : undefined;
}

async function moneyOf(
  db: Db | Tx,
  order: Awaited<ReturnType<typeof orderById>>,
): Promise<BookingMoney> {
  const [ledger, attempt, payments, balance] = await Promise.all([
    refundsOf(db, order.id),
    capturedAttemptOf(db, order.id),
    capturedPaymentsOf(db, order.id),
    balanceOfOrder(db, order.id),
  ]);
  const given = ledger.filter((r) => r.status !== 'failed');
  const refundedMinor = given.reduce((sum, r) => sum + r.amountMinor, 0);
  const changeRefundedMinor = given
    .filter((r) => r.reason === DATE_CHANGE_REFUND)
    .reduce((sum, r) => sum + r.amountMinor, 0);
  const paidMinor = payments.reduce((sum, p) => sum + p.amountMinor, 0);
  return {
    orderId: order.id,
    orderReference: order.reference,
    currencyIso: order.currencyIso,
    paidMinor,
    refundedMinor,
    changeRefundedMinor,
    balanceMinor: paidMinor - refundedMinor,
    totalMinor: order.amountMinor,
    payments: payments.map((p) => ({
      kind: p.purpose,
      amountMinor: p.amountMinor,
      at: p.updatedAt,
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    })),
    balanceDue: balance
      ? {
          amountMinor: balance.amountMinor,
          dueAt: balance.dueAt,
          status: balance.status,
          graceUntil: balance.graceUntil,
        }
      : null,
    card:
      attempt?.cardBrand && attempt.cardLast4
        ? { brand: attempt.cardBrand, last4: attempt.cardLast4 }
        : null,
    refunds: ledger.map(view),
  };
}

/**
 * Locks the paid order of a booking for a change of it (cancellation): parallel changes of
 * one booking wait here, one after the other. `lock: false` is the concurrency controls' seam.
 */
export async function lockBookingOrder(
  tx: Tx,
  bookingId: string,
  lock = true,
): Promise<
  | {
      orderId: string;
      reference: string;
      /** Captured so far (a deposit booking: its deposit until the balance is paid). */
      paidMinor: number;
      refundedMinor: number;
      /** The part of `refundedMinor` given back by date changes (what lowered the price). */
      changeRefundedMinor: number;
      /** Captured so far: the same as paidMinor (the cancellation's name for it). */
      capturedMinor: number;
      currencyIso: string;
    }
  | undefined
> {
  const order = await lockPaidOrderOfBooking(tx, bookingId, lock);
  if (!order) return undefined;
  const captured = (await capturedPaymentsOf(tx, order.id)).reduce(
    (sum, p) => sum + p.amountMinor,
    0,
  );
  return {
    orderId: order.id,
    reference: order.reference,
    paidMinor: captured,
    refundedMinor: await refundedMinorOf(tx, order.id),
    changeRefundedMinor: await refundedMinorOf(tx, order.id, DATE_CHANGE_REFUND),
    capturedMinor: captured,
    currencyIso: order.currencyIso,
  };
}

/**
 * The ledger's reason for a date change's difference given back: a refund that lowered the
 * booking's price to what it costs now, so a later cancellation does not count it again.
 */
export const DATE_CHANGE_REFUND = 'date-change';

/** Every refund of an order (pending, given back or failed), oldest first. */
export async function orderRefunds(db: Db | Tx, orderId: string): Promise<RefundView[]> {
  return (await refundsOf(db, orderId)).map(view);
}

/**
 * Locks a paid order for a change of it (a park order's cancellation): parallel changes of one
 * order wait here, one after the other, and read the ledger's sum under the lock (the caller
 * checks the status: a refunded order has nothing left to give back). `lock: false` is the concurrency controls' seam.
 */
export async function lockPaidOrder(
  tx: Tx,
  orderId: string,
  lock = true,
): Promise<
  | {
      orderId: string;
      status: OrderStatus;
      amountMinor: number;
      /** Every payment that took money: the sale and the paid date-change differences. */
      capturedMinor: number;
      refundedMinor: number;
      currencyIso: string;
    }
  | undefined
> {
  const order = lock ? await lockOrder(tx, orderId) : await orderById(tx, orderId);
  if (!order) return undefined;
  return {
    orderId: order.id,
    status: order.status,
    amountMinor: order.amountMinor,
    capturedMinor: (await capturedPaymentsOf(tx, order.id)).reduce(
      (sum, p) => sum + p.amountMinor,
      0,
    ),
    refundedMinor: await refundedMinorOf(tx, order.id),
    currencyIso: order.currencyIso,
  };
}

/** A refund already recorded for this request id (a replay), or undefined. */
export async function refundForRequest(
  db: Db | Tx,
  requestId: string,
): Promise<RefundView | undefined> {
  const row = await refundByRequest(db, requestId);
  return row && view(row);
}

/**
 * Records a refund of an order inside the caller's transaction (pending: no money has moved).
 * Call it with the order locked (lockBookingOrder) and the ledger's sum read under that lock
 * (`refundedMinor`): refunds of one order then never overlap, and never add up to more than
 * was paid. The request id is unique: a second row for it cannot be written.
 */
export async function recordRefund(
  tx: Tx,
  input: {
    orderId: string;
    requestId: string;
    amountMinor: number;
    /** What the ledger had given back when the order was locked. */
    refundedMinor: number;
    reason: string;
    actor: string;
  },
  now: Date,
): Promise<RefundView> {
  const attempt = await capturedAttemptOf(tx, input.orderId);
  if (!attempt?.chargeId) throw new Error(`Order ${input.orderId} has no captured charge`);
  const order = await orderById(tx, input.orderId);
  const captured = await capturedPaymentsOf(tx, input.orderId);
  const refusal = refundRefusal({
    status: order.status,
    paidMinor: captured.reduce((sum, p) => sum + p.amountMinor, 0),
    refundedMinor: input.refundedMinor,
    amountMinor: input.amountMinor,
  });
  if (refusal) throw new OrderError(refusal, { reference: order.reference });
  const row = await insertRefund(tx, {
    orderId: input.orderId,
    requestId: input.requestId,
    attemptId: attempt.id,
    amountMinor: input.amountMinor,
    currencyIso: order.currencyIso,
    reason: input.reason,
    actor: input.actor,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return view(row);
}

/**
 * Pays a recorded refund back through the provider that took the money (idempotent by the
 * refund's id: a retry after a crash never refunds twice), then notes the outcome; once the
 * ledger gives back all of it, the order is refunded.
 */
export async function settleRefund(
  db: Db,
  providers: PaymentProviders,
  refundId: string,
  now = new Date(),
): Promise<RefundView> {
  const row = await refundById(db, refundId);
  if (!row) throw new Error(`Refund ${refundId} not found`);
  return payBack(db, providers, row, now);
}

/** The provider call of a ledger row and its outcome, noted (settleRefund and the job). */
async function payBack(
  db: Db,
  providers: PaymentProviders,
  row: RefundRow,
  now: Date,
): Promise<RefundView> {
  if (row.status === 'refunded') return view(row);
  const attempt = await attemptById(db, row.attemptId);
  if (!attempt?.chargeId) throw new Error(`Refund ${row.id} names no charge`);
  // A deposit booking paid by two charges: the refund goes back through each, newest first;
  // one charge: all of it through that one (the part's key is the refund's, as ever).
  const charges = await capturedPaymentsOf(db, row.orderId);
  const ledger = (await refundsOf(db, row.orderId)).filter(
    (r) => r.status !== 'failed' || r.id === row.id,
  );
  const parts =
    charges.length > 1
      ? (allocateRefunds(
          charges.map((c) => ({ attemptId: c.id, amountMinor: c.amountMinor })),
          ledger,
        )[ledger.findIndex((r) => r.id === row.id)] ?? [])
      : [{ attemptId: attempt.id, amountMinor: row.amountMinor }];
  const references: string[] = [];
  let result: Awaited<ReturnType<ReturnType<typeof providerOf>['refund']>> = {
    status: 'failed',
    code: 'CHARGE_NOT_FOUND',
  };
  for (const part of parts) {
    const charge = part.attemptId === attempt.id ? attempt : await attemptById(db, part.attemptId);
    if (!charge?.chargeId) throw new Error(`Refund ${row.id} names no charge`);
    result = await providerOf(providers, charge).refund({
      chargeId: charge.chargeId,
      idempotencyKey:
        part.attemptId === row.attemptId
          ? `refund-${row.id}`
          : `refund-${row.id}-${part.attemptId}`,
      amountMinor: part.amountMinor,
      reason: row.reason,
    });
    if (result.status === 'failed') break;
    references.push(result.refundId);
  }
  if (result.status === 'failed') {
    await completeRefund(db, row.id, { status: 'failed', failureCode: result.code }, now);
    return { ...view(row), status: 'failed', failureCode: result.code };
  }
  result = { ...result, refundId: references.join(',') };
  await db.transaction(async (tx) => {
    await completeRefund(
      tx,
      row.id,
      { status: 'refunded', providerReference: result.refundId },
      now,
    );
    const order = await lockOrder(tx, row.orderId);
    const refunded = await refundedMinorOf(tx, order.id);
    const paid = (await capturedPaymentsOf(tx, order.id)).reduce((s, p) => s + p.amountMinor, 0);
    if (refunded >= paid && order.status === 'paid')
      await setOrderStatus(tx, order.id, 'refunded', now);
  });
  return { ...view(row), status: 'refunded', providerReference: result.refundId };
}

export type RefundRetryReport = {
  claimed: number;
  refunded: number;
  /** Answered "failed" by the provider (a final answer). */
  declined: number;
  /** Not reached this time: due again later. */
  retryLater: number;
  /** Not reached for the last allowed time: failed, shown to staff. */
  gaveUp: number;
};

/**
 * The refund job (issues 15 and 16): refunds still pending a minute after they were written
 * lost their provider call (a dropped connection, a crash after the commit). Each is claimed
 * by one run only (SKIP LOCKED, lib/stock-guard's ClaimGuard is the controls' seam), asked of
 * the provider again under its own idempotency key (`refund-<id>`: the provider refunds once
 * however often it is asked), and marked failed after REFUND_MAX_ATTEMPTS tries.
 */
export async function retryStrandedRefunds(
  db: Db,
  providers: PaymentProviders,
  {
    now = new Date(),
    limit = 20,
    guard = CLAIM_GUARD,
  }: { now?: Date; limit?: number; guard?: ClaimGuard } = {},
): Promise<RefundRetryReport> {
  const claimed = await claimStrandedRefunds(db, {
    now,
    staleBefore: new Date(now.getTime() - REFUND_STRANDED_AFTER_MS),
    leaseUntil: new Date(now.getTime() + REFUND_CLAIM_LEASE_MS),
    limit,
    guard,
  });
  const report: RefundRetryReport = {
    claimed: claimed.length,
    refunded: 0,
    declined: 0,
    retryLater: 0,
    gaveUp: 0,
  };
  for (const row of claimed) {
    try {
      const settled = await payBack(db, providers, row, now);
      if (settled.status === 'refunded') report.refunded += 1;
      else report.declined += 1;
    } catch {
      const next = afterLostTry(row.attempts, now);
      if (next.give === 'up') {
        await releaseRefundClaim(db, row.id, { failureCode: REFUND_RETRIES_EXHAUSTED }, now);
        report.gaveUp += 1;
      } else {
        await releaseRefundClaim(db, row.id, { retryAfter: next.retryAfter }, now);
        report.retryLater += 1;
      }
    }
  }
  return report;
}
