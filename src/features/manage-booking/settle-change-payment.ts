import 'server-only';
import { changePaymentState, parkChangePaymentState } from '@/domain/manage';
import { syncAttempt } from '@/domain/orders';
import { getDb, paymentProviders } from '@/server';

export type ChangePaymentResult = NonNullable<Awaited<ReturnType<typeof changePaymentState>>>;

/**
 * The guest's return from the provider's page with a difference payment's key: the provider is
 * asked where the payment stands and the answer applied (the change made once, whichever of
 * this and the webhook comes first), then the outcome read. Only a payment of this booking.
 */
export async function settleChangePayment(
  bookingId: string,
  attemptKey: string,
): Promise<ChangePaymentResult | undefined> {
  const db = await getDb();
  const before = await changePaymentState(db, bookingId, attemptKey);
  if (!before) return undefined;
  if (before.state === 'held') await syncAttempt(db, paymentProviders(), attemptKey);
  return changePaymentState(db, bookingId, attemptKey);
}

export type ParkChangePaymentResult = NonNullable<
  Awaited<ReturnType<typeof parkChangePaymentState>>
>;

/**
 * The same for a park visit's dearer date (decision 0036): the provider asked, the answer
 * applied (the visit moved once, whichever of this and the webhook comes first), the outcome
 * read. Only a payment of this order.
 */
export async function settleParkChangePayment(
  orderId: string,
  attemptKey: string,
): Promise<ParkChangePaymentResult | undefined> {
  const db = await getDb();
  const before = await parkChangePaymentState(db, orderId, attemptKey);
  if (!before) return undefined;
  if (before.state === 'held') await syncAttempt(db, paymentProviders(), attemptKey);
  return parkChangePaymentState(db, orderId, attemptKey);
}
