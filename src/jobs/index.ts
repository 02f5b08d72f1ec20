import { getDb } from '@/db/client';
import { expireHolds } from '@/domain/stays';
import { logger } from '@/lib/logger';

const EVERY_MS = 60_000;

/**
 * Background work of one app instance: expire hotel holds whose time is up. Every instance
 * may run it; SKIP LOCKED keeps two instances from expiring the same hold twice.
 */
export function startBackgroundJobs(): void {
  const tick = async () => {
    try {
      const db = await getDb();
      let expired: number;
      do {
        expired = await expireHolds(db);
        if (expired > 0) logger.info({ expired }, 'hotel holds expired');
      } while (expired > 0);
    } catch (error) {
      logger.error({ err: error }, 'background jobs failed');
    }
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  void tick();
}
