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
 * on its own timer. Every instance runs them all; SKIP LOCKED keeps two instances from
 * expiring the same hold or sending the same message.
 */
export function startBackgroundJobs(): void {
  for (const job of backgroundJobs()) every(job.name, job.everyMs, job.run);
}
