import { randomBytes } from 'node:crypto';
import type { Tx } from '@/db/client';
import { insertOrder, lockOrder, setOrderStatus, type OrderBuyer } from './orders.repo';
import { hashSecret, orderReference } from './orders.rules';

/**
 * A park order of 0 for admissions a hotel plan includes (issue 15): paid from the start (no
 * payment is due, none is attempted), written in the caller's transaction with the sold cart
 * it stands for. Its tickets, the manage page and the gate treat it as any paid park order.
 * Its secret is never handed out: the stay's own manage link opens the trip.
 */
export async function recordIncludedOrder(
  tx: Tx,
  input: {
    cartId: string;
    itemIds: readonly string[];
    buyer: OrderBuyer;
    locale: string;
    currencyIso: string;
    now: Date;
  },
): Promise<{ id: string; reference: string }> {
  const order = await insertOrder(tx, {
    reference: orderReference(randomBytes(8)),
    secretHash: hashSecret(randomBytes(24).toString('base64url')),
    kind: 'park',
    cartId: input.cartId,
    cartItemIds: [...input.itemIds],
    buyer: input.buyer,
    locale: input.locale,
    currencyIso: input.currencyIso,
    amountMinor: 0,
    status: 'paid',
    expiresAt: input.now,
    paidAt: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { id: order.id, reference: order.reference };
}

/**
 * An included order whose admissions were given back (the stay was cancelled): closed as
 * refunded, which the manage page reads as cancelled. Nothing was paid, so nothing is refunded.
 */
export async function closeIncludedOrder(tx: Tx, orderId: string, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order?.status === 'paid' && order.amountMinor === 0)
    await setOrderStatus(tx, orderId, 'refunded', now);
}
