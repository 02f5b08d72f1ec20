import type { Db } from '@/db/client';
import type { PaymentProviders } from '@/domain/payments';
import { lastAttemptOf, lockDueOrders, setOrderStatus, strandedAttempts } from './orders.repo';
import { statusAtExpiry } from './orders.rules';
import { captureAttempt, providerOf } from './payment-report.service';

/** The orders' background work: unpaid orders end, interrupted captures are finished. */

/**
 * Unpaid orders past their hold end (an authorization never captured included: it is left to
 * lapse at the gateway): failed when the last attempt failed, else expired. Their
 * holds end at the same moment (the hold expiry jobs give the rooms and places back). Safe with
 * several instances (SKIP LOCKED).
 */
export async function expireOrders(db: Db, now = new Date(), batchSize = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueOrders(tx, now, batchSize);
    for (const order of due) {
      const last = await lastAttemptOf(tx, order.id);
      await setOrderStatus(tx, order.id, statusAtExpiry(last?.status ?? null), now);
    }
    return due.length;
  });
}

/**
 * Attempts a gateway authorized whose capture did not happen (a crash between the two, a
 * lost webhook): captured now, each by the provider that authorized it. Idempotent per attempt
 * at the gateway.
 */
export async function captureStrandedAttempts(
  db: Db,
  providers: PaymentProviders,
  now = new Date(),
): Promise<number> {
  const stranded = await strandedAttempts(db, 50);
  for (const attempt of stranded)
    await captureAttempt(db, providerOf(providers, attempt), attempt, now);
  return stranded.length;
}
