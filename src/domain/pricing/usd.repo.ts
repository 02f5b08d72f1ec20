import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { currencies, exchangeRates } from '@/db/schema';
import { normalizeRate } from './exchange-rates.rules';
import type { DatedRate } from './usd.rules';

/**
 * Every rate entered for a day up to `upTo` (Cancún), oldest first: what the reports convert
 * with (`usdOnDay`). Rates of later days are left out; they cannot apply to the range.
 */
export async function exchangeRateHistory(db: Db, upTo: string): Promise<DatedRate[]> {
  const rows = await db
    .select({
      iso: currencies.iso,
      from: exchangeRates.effectiveFrom,
      usdRate: exchangeRates.usdRate,
    })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .where(lte(exchangeRates.effectiveFrom, upTo))
    .orderBy(asc(exchangeRates.effectiveFrom), asc(currencies.iso));
  // Numeric columns come back padded ('20.00000000'): shown as entered.
  return rows.map((r) => ({ ...r, usdRate: normalizeRate(r.usdRate) ?? r.usdRate }));
}
