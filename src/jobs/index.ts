import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { backgroundJobs } from '@/server/jobs';

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
 * Starts the background work of this instance: the jobs the server layer wires
 * (`backgroundJobs()`: hold and order expiry, the payment providers' tasks, the outbox), each
 * on its own timer. An instance started with BACKGROUND_JOBS=off runs none: another process
 * sharing its database does (decision 0047). Where several run them, SKIP LOCKED keeps two
 * from expiring the same hold or sending the same message.
 */
export function startBackgroundJobs(): void {
  if (env().BACKGROUND_JOBS === 'off') {
    logger.info('background jobs off in this instance (BACKGROUND_JOBS=off)');
    return;
  }
  for (const job of backgroundJobs()) every(job.name, job.everyMs, job.run);
}
