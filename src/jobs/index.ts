import { DEFAULT_BATCH_SIZE, deliverOutbox } from '@/domain/outbox';
import { expireCartHolds } from '@/domain/cart';
import { purgeSpentCaptchas } from '@/domain/captcha';
import { captureStrandedAttempts, expireOrders } from '@/domain/orders';
import { expireHolds } from '@/domain/stays';
import { logger } from '@/lib/logger';
import { outboxHandlers, paymentProviders } from '@/server/adapters';
import { getDb } from '@/server/database';

const HOLDS_EVERY_MS = 60_000;
const OUTBOX_EVERY_MS = 5_000;
/** Batches per outbox tick: a backlog drains quickly without one tick running for ever. */
const OUTBOX_MAX_BATCHES = 20;

/**
 * Runs `work` every `everyMs`, never twice at once (a slow run makes the next tick skip),
 * logging failures instead of crashing; the timer does not keep the process alive.
 */
function every(name: string, everyMs: number, work: () => Promise<void>): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      logger.error({ err: error, job: name }, 'background job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void tick();
}

/**
 * Background work of one app instance: expire hotel and cart holds whose time is up (every minute),
 * the payment providers' own tasks, and deliver the outbox (every 5 seconds). Every instance runs both; SKIP LOCKED keeps two
 * instances from expiring the same hold or sending the same message.
 */
export function startBackgroundJobs(): void {
  every('hold-expiry', HOLDS_EVERY_MS, async () => {
    const db = await getDb();
    let expired: number;
    do {
      expired = await expireHolds(db);
      if (expired > 0) logger.info({ expired }, 'hotel holds expired');
    } while (expired > 0);
    do {
      expired = await expireCartHolds(db);
      if (expired > 0) logger.info({ expired }, 'cart holds expired');
    } while (expired > 0);
    await purgeSpentCaptchas(db);
  });

  // Payments: unpaid orders end with their holds, and authorized payments whose capture was
  // interrupted are captured (each by the provider that authorized it).
  every('orders', HOLDS_EVERY_MS, async () => {
    const db = await getDb();
    const expired = await expireOrders(db);
    if (expired > 0) logger.info({ expired }, 'unpaid orders expired');
    await captureStrandedAttempts(db, paymentProviders());
  });
  // Whatever background work each payment provider declares (the sandbox: its sessions run out,
  // its signed webhooks are delivered and retried), without naming any provider here.
  for (const provider of paymentProviders().all)
    for (const task of provider.tasks ?? [])
      every(`payments:${provider.id}:${task.name}`, task.everyMs, async () => {
        const report = await task.run(new Date());
        if (report.failed > 0)
          logger.warn(
            { provider: provider.id, task: task.name, ...report },
            'payment task: retry later',
          );
      });

  every('outbox', OUTBOX_EVERY_MS, async () => {
    const handlers = outboxHandlers();
    const db = await getDb();
    for (let batch = 0; batch < OUTBOX_MAX_BATCHES; batch += 1) {
      const report = await deliverOutbox(db, handlers);
      if (report.claimed > 0) logger.info(report, 'outbox delivered');
      if (report.claimed < DEFAULT_BATCH_SIZE) break;
    }
  });
}
