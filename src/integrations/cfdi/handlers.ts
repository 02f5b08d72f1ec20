import { applyRefundToInvoice, stampInvoice, type InvoicingDeps } from '@/domain/invoicing';
import type { DeliveryContext } from '@/domain/outbox';

/**
 * The outbox handlers of invoicing: stamp a requested invoice or credit note at the PAC, and
 * apply a refund to the order's invoice. A PAC outage throws, so the outbox retries later with
 * the same idempotency key (the invoice's id): a retry never stamps twice.
 */
export function cfdiStampHandler(deps: () => InvoicingDeps) {
  return async (payload: { invoiceId: string }, { db, now }: DeliveryContext): Promise<void> => {
    const outcome = await stampInvoice(db, deps(), payload.invoiceId, now);
    if (outcome === 'retry') throw new Error(`PAC unavailable for invoice ${payload.invoiceId}`);
  };
}

export function cfdiRefundHandler(deps: () => InvoicingDeps) {
  return async (
    payload: { orderId: string; refundId: string; amountMinor: number; at: string },
    { db, now }: DeliveryContext,
  ): Promise<void> => {
    const outcome = await applyRefundToInvoice(
      db,
      deps(),
      { ...payload, at: new Date(payload.at) },
      now,
    );
    if (outcome === 'retry')
      throw new Error(`Invoice of order ${payload.orderId} not settled yet: retry the refund`);
  };
}
