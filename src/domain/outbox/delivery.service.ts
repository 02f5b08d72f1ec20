import type { Db } from '@/db/client';
import { recordErrorLog } from '@/domain/logs';
import { logger } from '@/lib/logger';
import { afterFailure, errorText, MAX_ATTEMPTS } from './delivery.rules';
import { UndeliverableError } from './errors';
import {
  claimDue,
  markFailure,
  markSent,
  type OutboxKind,
  type OutboxMessage,
} from './outbox.repo';

/** What a handler gets besides its payload. */
export type DeliveryContext = { db: Db; now: Date; messageId: string; attempt: number };

/** One function per kind of message; kinds without a handler are left for another instance. */
export type OutboxHandlers = {
  [M in OutboxMessage as M['kind']]?: (
    payload: M['payload'],
    ctx: DeliveryContext,
  ) => Promise<void>;
};

export type DeliveryOptions = {
  now?: Date;
  batchSize?: number;
  /** A handler still running after this long counts as failed (and is retried later). */
  handlerTimeoutMs?: number;
  /** How far a claim pushes run_after; must exceed handlerTimeoutMs by a wide margin. */
  leaseMs?: number;
};

export type DeliveryReport = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Settled by someone else after this claim's lease ran out (should stay 0). */
  lost: number;
};

export const DEFAULT_BATCH_SIZE = 10;
export const HANDLER_TIMEOUT_MS = 60_000;
export const LEASE_MS = 5 * 60_000;

/**
 * Delivers one batch of due outbox messages. Safe with any number of app instances.
 *
 * Why claim, then send, then mark (three short steps) instead of one transaction around the
 * send: a transaction held open through an SMTP conversation would keep a pooled connection
 * and row locks for as long as the mail server takes (seconds to minutes when it is slow),
 * and PGlite, which has a single connection, would stall every request meanwhile. So:
 *  1. claim: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) moves run_after of
 *     the batch to now + lease and commits at once; other instances skip the rows while the
 *     statement runs and find them not due afterwards;
 *  2. run the handlers outside any transaction, all of the batch at once, each cut off
 *     after handlerTimeoutMs (well inside the lease, so no claim runs out mid-send);
 *  3. mark each row sent, or failed with its error and the next run_after (backoff), only
 *     if the claim is still ours (run_after still equals the lease).
 * If the process dies between 1 and 3, the lease runs out and another tick retries the
 * message: delivery is at least once, like any outbox whose side effect is outside the
 * database. A duplicate needs a crash (or a timeout) after the mail server accepted the
 * message, which is rare and harmless for a confirmation email.
 */
export async function deliverOutbox(
  db: Db,
  handlers: OutboxHandlers,
  {
    now = new Date(),
    batchSize = DEFAULT_BATCH_SIZE,
    handlerTimeoutMs = HANDLER_TIMEOUT_MS,
    leaseMs = LEASE_MS,
  }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  if (leaseMs <= handlerTimeoutMs) throw new Error('The lease must outlast the handler timeout');
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
  const kinds = (Object.keys(handlers) as OutboxKind[]).filter((k) => handlers[k]);
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimed = await claimDue(db, kinds, { now, leaseUntil, limit: batchSize });
  report.claimed = claimed.length;
  // Time moves on from `now` while handlers run (tests pass a fixed `now`).
  const started = performance.now();
  const clock = () => new Date(now.getTime() + Math.round(performance.now() - started));

  const results = await Promise.allSettled(
    claimed.map(async (row) => {
      // The row's kind picks the handler, and the payload was written for that kind.
      const handler = handlers[row.kind as OutboxKind] as
        ((payload: unknown, ctx: DeliveryContext) => Promise<void>) | undefined;
      let failure: { error: unknown } | undefined;
      try {
        if (!handler) throw new UndeliverableError(`No handler for ${row.kind}`);
        // Claims count as attempts: one past the limit means the last try never finished.
        if (row.attempts > MAX_ATTEMPTS)
          throw new UndeliverableError(`Interrupted after ${MAX_ATTEMPTS} attempts`);
        await withTimeout(
          handler(row.payload, {
            db,
            now,
            messageId: row.id,
            attempt: row.attempts,
          }),
          handlerTimeoutMs,
        );
      } catch (error) {
        failure = { error };
      }
      // Marking stays outside the try: a database error after a successful send must not
      // be recorded as a failed send (the lease then retries it, at least once).
      let settled: boolean;
      if (!failure) {
        settled = await markSent(db, row.id, leaseUntil, clock());
        if (settled) report.sent += 1;
      } else {
        const permanent = failure.error instanceof UndeliverableError;
        const outcome = afterFailure(row.attempts, clock(), permanent);
        settled = await markFailure(db, row.id, leaseUntil, {
          ...outcome,
          lastError: errorText(failure.error),
        });
        if (settled) report[outcome.status === 'failed' ? 'failed' : 'retried'] += 1;
        if (settled && outcome.status === 'failed')
          await reportUndelivered(db, row.kind, row.id, errorText(failure.error));
      }
      if (!settled) report.lost += 1;
    }),
  );
  // Only marking can throw here (the database went away): report it once every row is done.
  const broken = results.find((r) => r.status === 'rejected');
  if (broken) throw broken.reason;
  return report;
}

/**
 * A message that will not be delivered is news: an error log line and a SPEC §3 error-log
 * record (deduplicated), besides the outbox row that keeps it, its payload and its error for
 * the back office. Never throws: the delivery of the other messages goes on.
 */
async function reportUndelivered(db: Db, kind: string, id: string, error: string) {
  logger.error({ kind, messageId: id, error }, 'outbox message failed for good');
  try {
    await recordErrorLog(db, {
      level: 'error',
      origin: 'server',
      type: 'outbox',
      description: `${kind} not delivered: ${error}`.slice(0, 1000),
      section: 'outbox',
      event: kind,
      payload: { messageId: id },
    });
  } catch (logError) {
    logger.error({ err: logError }, 'could not write the error log');
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Handler timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
