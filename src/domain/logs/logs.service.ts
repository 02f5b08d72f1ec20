import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { errorLogs } from '@/db/schema';
import { logger } from '@/lib/logger';
import { APPLICATION, type ErrorLogInput } from './logs.rules';

/** Writes one SPEC §3 error-log record and returns its uuid (shown to the visitor as a reference). */
export async function recordErrorLog(db: Db, input: ErrorLogInput): Promise<string> {
  const uuid = randomUUID();
  await db.insert(errorLogs).values({
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
