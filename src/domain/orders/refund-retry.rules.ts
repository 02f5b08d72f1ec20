/**
 * Retrying refunds whose provider call was lost (issues 15 and 16), pure. A refund is written
 * to the ledger (pending) before the provider is asked; a lost connection or a crash between
 * the commit and the answer leaves it pending. The refund job asks again, under the same
 * idempotency key, so the provider refunds once however often it is asked.
 */

/** A refund still pending this long after it was written lost its provider call. */
export const REFUND_STRANDED_AFTER_MS = 60_000;

/** The job gives up after this many tries of its own: the refund is failed, for staff. */
export const REFUND_MAX_ATTEMPTS = 5;

/** How long a claim is held while the provider answers (then another job may try). */
export const REFUND_CLAIM_LEASE_MS = 5 * 60_000;

/** The failure code of a refund the job gave up on. */
export const REFUND_RETRIES_EXHAUSTED = 'RETRIES_EXHAUSTED';

/** The wait after the n-th failed try: 1, 2, 4, 8… minutes, at most an hour. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}

/** After a try that could not reach the provider: try again later, or give up. */
export function afterLostTry(
  attempts: number,
  now: Date,
): { give: 'up' } | { give: 'later'; retryAfter: Date } {
  if (attempts >= REFUND_MAX_ATTEMPTS) return { give: 'up' };
  return { give: 'later', retryAfter: new Date(now.getTime() + refundRetryDelayMs(attempts)) };
}
