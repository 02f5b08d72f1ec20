import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { errorLogs } from '@/db/schema';
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
