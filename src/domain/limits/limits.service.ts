import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { windowStart } from './limits.rules';

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in the current window, atomically (one upsert), and says whether
 * it stays within the limit. Works the same on PGlite and PostgreSQL.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const start = windowStart(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.ceil(
    (start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000,
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
}
