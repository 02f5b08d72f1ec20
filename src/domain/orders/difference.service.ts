import type { Db, Tx } from '@/db/client';
import {
  brandsServed,
  listMethodRows,
  type MethodApiCode,
  type PaymentProviders,
} from '@/domain/payments';
import type { Locale } from '@/i18n/paths';
import {
  attemptById,
  insertAttempt,
  orderById,
  setAttemptSession,
  type AttemptRow,
} from './orders.repo';
import { capturedAttemptOf } from './refunds.repo';

/**
 * A later payment of a paid hotel order for a dearer date change (issue 15): an attempt of the
 * same order (purpose 'date-change'), so the booking keeps its one paid order
 * (orders_one_paid_per_booking) and the ledger's sum stays the order's payments and refunds.
 * It goes through the provider that took the sale, on its hosted page, like the balance link.
 */
export async function openDifferenceAttempt(
  tx: Tx,
  input: { orderId: string; requestId: string; amountMinor: number; currencyIso: string },
  now: Date,
): Promise<AttemptRow> {
  const sale = await capturedAttemptOf(tx, input.orderId);
  if (!sale) throw new Error(`Order ${input.orderId} has no captured payment`);
  return insertAttempt(tx, {
    orderId: input.orderId,
    idempotencyKey: `date-change-${input.requestId}`,
    provider: sale.provider,
    method: 'card',
    plan: { kind: 'full' },
    purpose: 'date-change',
    amountMinor: input.amountMinor,
    currencyIso: input.currencyIso,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The provider's hosted payment session of a difference attempt (idempotent by the attempt's
 * key: a retry finds the same session), recorded once; its address.
 */
export async function differencePaymentPage(
  db: Db,
  providers: PaymentProviders,
  attemptId: string,
  { locale, returnUrl, expiresAt }: { locale: Locale; returnUrl: string; expiresAt: Date },
): Promise<string> {
  const attempt = await attemptById(db, attemptId);
  if (!attempt) throw new Error(`Attempt ${attemptId} not found`);
  if (attempt.redirectUrl) return attempt.redirectUrl;
  const order = await orderById(db, attempt.orderId);
  const provider = providers.byId(attempt.provider);
  if (!provider) throw new Error(`Payment provider ${attempt.provider} is not configured`);
  const rows = await listMethodRows(db);
  const brands = rows
    .filter((m) => m.currencyIso === attempt.currencyIso && m.kind === 'card')
    .map((m) => m.apiCode as MethodApiCode);
  const session = await provider.prepare({
    idempotencyKey: attempt.idempotencyKey,
    orderRef: order.reference,
    amountMinor: attempt.amountMinor,
    currencyIso: attempt.currencyIso,
    plan: { kind: 'full' },
    methods: brandsServed(provider.capabilities, brands),
    cardCountries: [],
    locale,
    returnUrl,
    cancelUrl: returnUrl,
    expiresAt,
  });
  await setAttemptSession(db, attempt.id, session);
  return (await attemptById(db, attempt.id))?.redirectUrl ?? session.redirectUrl;
}
