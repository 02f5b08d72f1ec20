import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { stayOffers } from '@/db/schema';

/**
 * Switches the automatic offers (early booking, long stay) off or back on, for tests of
 * something else (availability arithmetic, a code's own discount, the promo report) whose
 * far-future stays would otherwise get the early-booking offer. What offers do is tested in
 * src/domain/stays/promotions.integration.test.ts.
 */
export async function setOffersActive(db: Db, active: boolean): Promise<void> {
  await db.update(stayOffers).set({ active }).where(eq(stayOffers.active, !active));
}
