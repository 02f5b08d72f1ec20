/**
 * Sliding-window rate limits (the "sliding window counter" of Cloudflare and nginx-like
 * limiters): each key keeps the hits of the current fixed window and of the one before it, and
 * the previous window's hits fade out linearly as the current one runs. A burst straddling a
 * window boundary therefore counts as one burst: fixed windows let up to twice the limit
 * through there.
 */

/** Start of the fixed window that contains `now`. */
export function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

export type WindowCounts = {
  /** Hits in the window that contains now, this one included. */
  current: number;
  /** Hits in the window just before it (0 when that window saw none or is older). */
  previous: number;
  /** Milliseconds of the current window gone by. */
  elapsedMs: number;
  windowMs: number;
};

/** The weighted count over the last whole window. */
export function slidingCount({ current, previous, elapsedMs, windowMs }: WindowCounts): number {
  return (previous * (windowMs - elapsedMs)) / windowMs + current;
}

/**
 * Whole seconds until one more hit would be allowed (0 when it already would), assuming no
 * other hit meanwhile.
 */
export function secondsUntilAllowed(counts: WindowCounts, limit: number): number {
  const { current, previous, elapsedMs, windowMs } = counts;
  const left = windowMs - elapsedMs;
  let waitMs: number;
  if (current + 1 <= limit && previous * left + (current + 1) * windowMs <= limit * windowMs) {
    waitMs = 0;
  } else if (current + 1 <= limit && previous > 0) {
    // Within this window, once enough of the previous window has faded.
    waitMs = left - (windowMs * (limit - current - 1)) / previous;
  } else {
    // In the next window, once enough of this window has faded.
    const intoNext = current > 0 ? windowMs * Math.max(0, 1 - (limit - 1) / current) : 0;
    waitMs = left + intoNext;
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}
