import type { Db } from '@/db/client';
import { closeBalance, overdueBalancesOf } from '@/domain/orders';
import type { PaymentProviders } from '@/domain/payments';
import { CancellationRefused } from '@/domain/stays';
import { logger } from '@/lib/logger';
import { cancelBooking } from './cancel.service';

/**
 * Issue 20: a deposit booking whose balance was declined and whose payment link went unpaid
 * through the grace period is cancelled under its own policy, by the same cancelBooking a guest
 * uses (never a copy of the rule): the penalty is kept out of the deposit, the rest refunded.
 * Safe on several workers: the request id is the balance's, so a second worker replays the
 * first's cancellation (or finds the booking cancelled) and the balance closes once.
 */
export async function cancelOverdueBalances(
  db: Db,
  providers: PaymentProviders,
  now = new Date(),
): Promise<{ cancelled: number; left: number }> {
  let cancelled = 0;
  let left = 0;
  for (const balance of await overdueBalancesOf(db, now)) {
    try {
      await cancelBooking(
        db,
        providers,
        { bookingId: balance.bookingId, requestId: `balance-grace-${balance.id}`, actor: 'system' },
        { now },
      );
    } catch (error) {
      if (!(error instanceof CancellationRefused)) throw error;
      if (error.reason !== 'ALREADY_CANCELLED' && error.reason !== 'NOT_CONFIRMED') {
        // The stay began (or every room is non-refundable): staff decide; it stays listed.
        logger.warn({ balance: balance.id, reason: error.reason }, 'overdue balance not cancelled');
        left += 1;
        continue;
      }
    }
    if (await closeBalance(db, balance.id, now)) cancelled += 1;
  }
  return { cancelled, left };
}
