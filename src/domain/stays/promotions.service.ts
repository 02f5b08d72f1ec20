import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { bookings, promoCodes } from '@/db/schema';
import { findCurrency } from '@/domain/pricing';
import { convertMinor } from '@/lib/money';
import { StayError } from './errors';
import {
  applicableDiscounts,
  isPromoCodeShape,
  normalizePromoCode,
  withinLimit,
  type Discount,
  type Promo,
  type StayOffer,
} from './promo.rules';
import { findPromo, loadActiveOffers } from './stays.repo';
import { resortToday } from './stays.rules';

/**
 * What a stay's price may take off, read once per search or hold: the active offers, the code
 * typed (when it exists and is active; an amount code with its amount in US cents at today's
 * rate) and the resort day of booking the windows are judged on.
 */
export type PricingTerms = {
  offers: StayOffer[];
  code?: { promo: Promo; amountOffUsdCents: number };
  bookedOn: string;
};

const USD_CENTS = { usdRate: '1', decimals: 2 };

/** Reads the pricing terms for a typed code (normalised here) at an instant. */
export async function loadPricingTerms(
  db: Db | Tx,
  typed: string | undefined,
  now: Date,
): Promise<PricingTerms> {
  const offers = await loadActiveOffers(db);
  const bookedOn = resortToday(now);
  const code = normalizePromoCode(typed);
  const promo = code && isPromoCodeShape(code) ? await findPromo(db, code) : undefined;
  if (!promo?.active) return { offers, bookedOn };
  let amountOffUsdCents = 0;
  if (promo.kind === 'amount') {
    const currency = promo.currencyIso
      ? await findCurrency(db as Db, promo.currencyIso)
      : undefined;
    // An amount in a currency no longer sold reads as no code rather than a guess.
    if (!currency || !promo.amountOffMinor) return { offers, bookedOn };
    amountOffUsdCents = convertMinor(promo.amountOffMinor, currency, USD_CENTS);
  }
  return { offers, bookedOn, code: { promo, amountOffUsdCents } };
}

/** The savings that apply to a stay at a hotel under these terms (bestDiscount picks one). */
export function discountsFor(terms: PricingTerms, hotelCode: string, nights: string[]): Discount[] {
  return applicableDiscounts(terms.offers, terms.code, hotelCode, nights, terms.bookedOn);
}

/**
 * A code's usage limits, checked where a booking takes a use (the hold, which fixes the price
 * the guest pays): the code's row is locked so two holds taking the last use are serialised,
 * then the bookings holding or confirmed with it are counted (a hold the expiry job has not
 * reached still counts, so the payment that may still land for it never exceeds the limit).
 * The per-customer limit counts a signed-in customer's bookings; a code with one cannot be
 * used without signing in (an anonymous guest cannot be told apart).
 */
export async function takePromoUse(
  tx: Tx,
  code: string,
  userId: string | undefined,
  guard: PromoGuard = PROMO_GUARD,
): Promise<void> {
  const query = tx
    .select({ usageLimit: promoCodes.usageLimit, perCustomerLimit: promoCodes.perCustomerLimit })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  const [limits] = guard === 'row-lock' ? await query.for('update') : await query;
  if (!limits) throw new StayError('INVALID_PROMO');
  if (limits.usageLimit === null && limits.perCustomerLimit === null) return;
  const live = and(eq(bookings.promoCode, code), inArray(bookings.status, ['held', 'confirmed']));
  if (limits.usageLimit !== null) {
    const [row] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(bookings)
      .where(live);
    if (!withinLimit(limits.usageLimit, Number(row!.used))) throw new StayError('PROMO_USED_UP');
  }
  if (limits.perCustomerLimit !== null) {
    if (!userId) throw new StayError('PROMO_SIGN_IN');
    const [row] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(live, eq(bookings.userId, userId)));
    if (!withinLimit(limits.perCustomerLimit, Number(row!.used)))
      throw new StayError('PROMO_CUSTOMER_LIMIT');
  }
}

/**
 * How a hold takes a limited code's use: `row-lock`, always in production; `check-then-write`
 * counts without the lock, the race the guard prevents, kept only for the concurrency control
 * (docs/decisions/0016, 0026).
 */
export type PromoGuard = 'row-lock' | 'check-then-write';
export const PROMO_GUARD: PromoGuard = 'row-lock';

/** The offers switched on, for the special-offers page (it lists what search applies). */
export async function listActiveOffers(db: Db): Promise<StayOffer[]> {
  return loadActiveOffers(db);
}
