/**
 * The park discounts staff edit (issue 16): presale tiers (buying at least N days before the
 * visit takes P % off) and package tiers (at least N different products in one cart). One
 * shape for both: `at` is the days ahead or the number of products.
 */
export type DiscountTier = { at: number; percentOff: number };
export type DiscountKind = 'presale' | 'package';

/** What `at` may be: presale 1..365 days ahead; a package 2..5 products (a cart holds 5). */
export const TIER_BOUNDS: Record<DiscountKind, { min: number; max: number }> = {
  presale: { min: 1, max: 365 },
  package: { min: 2, max: 5 },
};
export const MAX_PERCENT_OFF = 90;
export const MAX_TIERS = 10;

export type TierRefusal =
  'INVALID_TIER' | 'INVALID_PERCENT' | 'DUPLICATE_TIER' | 'NOT_MONOTONIC' | 'TOO_MANY_TIERS';

/**
 * Checks a whole set of tiers and returns it sorted by `at`. Each `at` a whole number within
 * its bounds and once only; each percent a whole number 0..90; and monotonic: a tier further
 * on (more days ahead, more products) never takes less off than one before it.
 */
export function checkTiers(
  kind: DiscountKind,
  tiers: readonly { at: unknown; percentOff: unknown }[],
): { ok: true; tiers: DiscountTier[] } | { ok: false; code: TierRefusal } {
  if (tiers.length > MAX_TIERS) return { ok: false, code: 'TOO_MANY_TIERS' };
  const { min, max } = TIER_BOUNDS[kind];
  const checked: DiscountTier[] = [];
  for (const tier of tiers) {
    const { at, percentOff } = tier;
    if (typeof at !== 'number' || !Number.isInteger(at) || at < min || at > max)
      return { ok: false, code: 'INVALID_TIER' };
    if (
      typeof percentOff !== 'number' ||
      !Number.isInteger(percentOff) ||
      percentOff < 0 ||
      percentOff > MAX_PERCENT_OFF
    )
      return { ok: false, code: 'INVALID_PERCENT' };
    checked.push({ at, percentOff });
  }
  checked.sort((a, b) => a.at - b.at);
  for (let i = 1; i < checked.length; i++) {
    if (checked[i]!.at === checked[i - 1]!.at) return { ok: false, code: 'DUPLICATE_TIER' };
    if (checked[i]!.percentOff < checked[i - 1]!.percentOff)
      return { ok: false, code: 'NOT_MONOTONIC' };
  }
  return { ok: true, tiers: checked };
}

/** Two sets of tiers are the same (both sorted by `at`). */
export function sameTiers(a: readonly DiscountTier[], b: readonly DiscountTier[]): boolean {
  return (
    a.length === b.length &&
    a.every((t, i) => t.at === b[i]!.at && t.percentOff === b[i]!.percentOff)
  );
}
