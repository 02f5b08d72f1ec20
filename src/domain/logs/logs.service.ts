import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { errorLogs } from '@/db/schema';
import { hitRateLimit } from '@/domain/limits';
import { logger } from '@/lib/logger';
import {
  APPLICATION,
  ERROR_LOG_DEDUPE_MINUTES,
  ERROR_LOG_ROWS_PER_MINUTE,
  errorLogFingerprintText,
  type ErrorLogInput,
} from './logs.rules';

/**
 * Writes a SPEC §3 error-log record and returns its uuid (shown to the visitor as a reference).
 * Nobody can flood the table: the same failure within ERROR_LOG_DEDUPE_MINUTES adds to the
 * first record's `occurrences` (its uuid is returned), and past ERROR_LOG_ROWS_PER_MINUTE new
 * rows a minute the rest are only counted in the JSON log.
 */
export async function recordErrorLog(
  db: Db,
  input: ErrorLogInput,
  now = new Date(),
): Promise<string> {
  const fingerprint = createHash('sha256').update(errorLogFingerprintText(input)).digest('hex');
  const since = new Date(now.getTime() - ERROR_LOG_DEDUPE_MINUTES * 60_000);
  const [seen] = await db
    .update(errorLogs)
    .set({ occurrences: sql`${errorLogs.occurrences} + 1`, lastSeenAt: now })
    .where(
      eq(
        errorLogs.id,
        sql`(SELECT ${errorLogs.id} FROM ${errorLogs} WHERE ${and(
          eq(errorLogs.fingerprint, fingerprint),
          gt(errorLogs.lastSeenAt, since),
        )} ORDER BY ${desc(errorLogs.lastSeenAt)} LIMIT 1)`,
      ),
    )
    .returning({ uuid: errorLogs.uuid });
  if (seen) return seen.uuid;
  const uuid = randomUUID();
  const room = await hitRateLimit(db, 'error-log-rows', {
    limit: ERROR_LOG_ROWS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!room.allowed) {
    logger.warn(
      { fingerprint, description: input.description.slice(0, 200) },
      'error log full this minute: not stored',
    );
    return uuid;
  }
  await db.insert(errorLogs).values({
    fingerprint,
    lastSeenAt: now,
    timestamp: now,
    uuid,
    level: input.level,
    application: input.application ?? APPLICATION,
    description: input.description,
    section: input.section ?? null,
    event: input.event ?? null,
    method: input.method ?? null,
    paths: input.paths ?? null,
    origin: input.origin,
    type: input.type,
    payload: input.payload ?? null,
  });
  return uuid;
}

/**
 * A bug behind an HTTP answer: a JSON log line and a SPEC §3 error-log record. Never throws:
 * a failing log must not replace the answer the visitor is owed.
 */
export async function reportServerError(
  db: () => Promise<Db>,
  error: unknown,
  where: { method: string; path: string; section: string },
): Promise<void> {
  logger.error(
    { err: error, path: where.path, method: where.method },
    `${where.section} request failed`,
  );
  try {
    await recordErrorLog(await db(), {
      level: 'error',
      origin: 'server',
      type: 'route',
      description: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      section: where.section,
      method: where.method.toUpperCase() as 'GET',
      paths: { url: where.path },
    });
  } catch (logError) {
    logger.error({ err: logError }, 'could not write the error log');
  }
}
