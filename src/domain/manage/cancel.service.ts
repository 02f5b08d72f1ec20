import type { Db } from '@/db/client';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { invoicingAfterRefund } from '@/domain/invoicing';
import {
  bookingMoney,
  lockBookingOrder,
  recordRefund,
  refundForRequest,
  settleRefund,
  type RefundView,
} from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import {
  CancellationRefused,
  cancelBookingInTransaction,
  quoteBookingCancellation,
  readBookingForSystem,
  type CancellationQuote,
} from '@/domain/stays';
import { releaseParkDaysOfBooking } from './park-days.service';
import { CANCEL_GUARD, type CancelGuard } from '@/lib/stock-guard';
import { REQUEST_ID } from '@/lib/request-id';

/** A request id: the client's own random name for one cancellation (a UUID fits). */

export type CancelOutcome = {
  reference: string;
  currencyIso: string;
  refundMinor: number;
  keptMinor: number;
  /** The ledger's row (null when nothing is refunded), after the provider answered. */
  refund: RefundView | null;
  /** True when this request id had already cancelled: nothing happened again. */
  replayed: boolean;
};

/** What cancelling a booking would give back now, shown before the guest confirms. */
export async function quoteBookingCancel(
  db: Db,
  bookingId: string,
  now = new Date(),
  { waivePenalty = false }: { waivePenalty?: boolean } = {},
): Promise<CancellationQuote & { currencyIso: string | null }> {
  const money = await bookingMoney(db, bookingId);
  // A date change's refund lowered the price itself (booking.totalMinor): not counted again.
  const quote = await quoteBookingCancellation(db, bookingId, {
    refundedMinor: (money?.refundedMinor ?? 0) - (money?.changeRefundedMinor ?? 0),
    ...(money ? { capturedMinor: money.paidMinor - money.changeRefundedMinor } : {}),
    now,
    waivePenalty,
  });
  if (quote.ok && !money) return { ok: false, reason: 'NOT_CONFIRMED', currencyIso: null };
  return { ...quote, currencyIso: money?.currencyIso ?? null };
}

/**
 * Cancels a confirmed hotel booking within its policy (issue 15). One transaction: the paid
 * order is locked (parallel requests for one booking queue there), the refund is quoted by the
 * rules, the booking moves to cancelled and its room-nights go back on sale, the refund is
 * written to the ledger under the request id, the invoice is told, and the email queued. The
 * money then goes back through the provider that took it. The same request id again returns
 * the first outcome; another request after the first finds the booking cancelled.
 */
export async function cancelBooking(
  db: Db,
  providers: PaymentProviders,
  input: {
    bookingId: string;
    requestId: string;
    actor: string;
    /**
     * A staff member cancelling from the back office (issue 16): the change is audited in
     * the same transaction, and a non-empty `waiveReason` waives the policy's penalty (the
     * reason is recorded; without one the policy decides, as for the traveller).
     */
    staff?: { actor: AuditActor; waiveReason?: string };
  },
  { now = new Date(), guard = CANCEL_GUARD }: { now?: Date; guard?: CancelGuard } = {},
): Promise<CancelOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  const done = await db.transaction(async (tx) => {
    const order = await lockBookingOrder(tx, input.bookingId, guard === 'row-lock');
    if (!order) throw new CancellationRefused('NOT_CONFIRMED');
    const replay = await refundForRequest(tx, input.requestId);
    if (replay) return { replay, order };
    const waiveReason = input.staff?.waiveReason?.trim().slice(0, 500) || undefined;
    const quote = await cancelBookingInTransaction(tx, input.bookingId, {
      // A date change's refund lowered the price itself (booking.totalMinor): not counted again.
      refundedMinor: order.refundedMinor - order.changeRefundedMinor,
      capturedMinor: order.capturedMinor - order.changeRefundedMinor,
      now,
      guard,
      waivePenalty: waiveReason !== undefined,
    });
    // The stay's included park days go with it: tickets voided, places back on sale.
    await releaseParkDaysOfBooking(tx, input.bookingId, now);
    let refund: RefundView | null = null;
    if (quote.refundMinor > 0) {
      refund = await recordRefund(
        tx,
        {
          orderId: order.orderId,
          requestId: input.requestId,
          amountMinor: quote.refundMinor,
          refundedMinor: order.refundedMinor,
          reason: 'cancellation',
          actor: input.actor,
        },
        now,
      );
      await invoicingAfterRefund(tx, {
        orderId: order.orderId,
        refundId: refund.id,
        amountMinor: refund.amountMinor,
        at: now,
      });
    }
    await enqueue(tx, {
      kind: 'booking-cancelled',
      payload: { bookingId: input.bookingId, refundMinor: quote.refundMinor },
    });
    if (input.staff)
      await recordAudit(tx, input.staff.actor, {
        action: waiveReason ? 'order.cancel-waived' : 'order.cancel',
        entity: 'order',
        entityId: order.reference,
        before: {
          booking: quote.reference,
          status: 'confirmed',
          refundedMinor: order.refundedMinor,
        },
        after: {
          booking: quote.reference,
          status: 'cancelled',
          refundMinor: quote.refundMinor,
          keptMinor: quote.keptMinor,
          currencyIso: order.currencyIso,
          waivedPenalty: waiveReason !== undefined,
          reason: waiveReason ?? null,
          requestId: input.requestId,
        },
      });
    return { quote, refund, order };
  });
  if ('replay' in done && done.replay) {
    return {
      reference: (await readBookingForSystem(db, input.bookingId))?.reference ?? '',
      currencyIso: done.order.currencyIso,
      refundMinor: done.replay.amountMinor,
      keptMinor: 0,
      refund: done.replay,
      replayed: true,
    };
  }
  const { quote, refund, order } = done as Exclude<typeof done, { replay: RefundView }>;
  const settled = refund ? await settleRefund(db, providers, refund.id, now) : null;
  return {
    reference: quote.reference,
    currencyIso: order.currencyIso,
    refundMinor: quote.refundMinor,
    keptMinor: quote.keptMinor,
    refund: settled,
    replayed: false,
  };
}
