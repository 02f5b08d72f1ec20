import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { secondsUntilAllowed, slidingCount, windowStart } from './limits.rules';

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key`, atomically (one upsert that also rolls the window over), and says
 * whether the sliding count over the last `windowSeconds` stays within the limit. Every
 * instance counts in the same row; works the same on PGlite and PostgreSQL.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const start = windowStart(now, windowSeconds);
  const stored = rateLimits.windowStart;
  // A stored window at or after this one (an instance whose clock runs behind) is the same
  // window: the hit is counted, never lost.
  const sameWindow = sql`${stored} >= excluded.window_start`;
  const previousWindow = sql`${stored} = excluded.window_start - ${windowSeconds} * interval '1 second'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${sameWindow} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        previousCount: sql`CASE WHEN ${sameWindow} THEN ${rateLimits.previousCount} WHEN ${previousWindow} THEN ${rateLimits.count} ELSE 0 END`,
        windowStart: sql`GREATEST(${stored}, excluded.window_start)`,
      },
    })
    .returning({ count: rateLimits.count, previous: rateLimits.previousCount });
  const counts = {
    current: row?.count ?? 1,
    previous: row?.previous ?? 0,
    elapsedMs: now.getTime() - start.getTime(),
    windowMs: windowSeconds * 1000,
  };
  const weighted = slidingCount(counts);
  const allowed = weighted <= limit;
  return {
    allowed,
    count: Math.ceil(weighted),
    retryAfterSeconds: allowed ? 0 : Math.max(1, secondsUntilAllowed(counts, limit)),
  };
}
