/**
 * Retry policy of the outbox. A message is tried at most MAX_ATTEMPTS times; after the n-th
 * failed attempt it waits RETRY_BASE_MS × 2^(n-1) (1, 2, 4 … 64 minutes: a little over two
 * hours from the first try to the eighth), then it is marked failed for a person to look at.
 */
export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (n - 1));
}

export type FailureOutcome =
  { status: 'pending'; runAfter: Date } | { status: 'failed'; runAfter: Date };

/**
 * What becomes of a message whose `attempts`-th attempt failed at `at`: retried later, or
 * failed for good after the last attempt or when the failure is permanent.
 */
export function afterFailure(attempts: number, at: Date, permanent = false): FailureOutcome {
  if (permanent || attempts >= MAX_ATTEMPTS) return { status: 'failed', runAfter: at };
  return { status: 'pending', runAfter: new Date(at.getTime() + retryDelayMs(attempts)) };
}

/** Error text kept on the row: enough to diagnose, never unbounded. */
export function errorText(error: unknown, max = 1000): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'Unknown error');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
