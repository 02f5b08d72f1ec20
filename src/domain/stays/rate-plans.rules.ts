import { depositTermsOf } from './deposit.rules';
import type { RatePlanKind } from './policy.rules';
import { MAX_NIGHTS } from './stays.rules';

/**
 * Editing a hotel's rate plans (issue 16): the flexible and non-refundable rates' discount,
 * free-cancellation days, penalty nights and deposit terms (decision 0025). Pure: what the
 * back office may set is what search, the hold, the cancellation and the balance job read
 * (policy.rules, deposit.rules), so a saved plan is always one they understand. A booking
 * keeps the terms it was sold with (booking_rooms.rate_policy): an edit changes new sales only.
 */
export type RatePlanTerms = {
  discountPercent: number;
  freeCancelDays: number;
  penaltyNights: number;
  depositKind: 'percent' | 'first_night' | null;
  depositPercent: number;
  balanceDays: number;
  active: boolean;
};

export type RatePlanRefusal =
  | 'INVALID_DISCOUNT'
  | 'INVALID_FREE_CANCEL'
  | 'INVALID_PENALTY'
  | 'INVALID_DEPOSIT'
  | 'INVALID_BALANCE_DAYS';

/** A plan's discount is at most half the rate. */
export const PLAN_DISCOUNT_MAX = 50;
/** Free cancellation and the balance's due date reach at most a year before arrival. */
export const PLAN_DAYS_MAX = 365;

const int = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** Why these terms cannot be saved for a plan of this kind, or null when they can. */
export function ratePlanRefusal(kind: RatePlanKind, terms: RatePlanTerms): RatePlanRefusal | null {
  if (!int(terms.discountPercent, 0, PLAN_DISCOUNT_MAX)) return 'INVALID_DISCOUNT';
  // A non-refundable rate sells cheaper than the flexible one, or there is no reason to take it.
  if (kind === 'non_refundable' && terms.discountPercent === 0) return 'INVALID_DISCOUNT';
  if (kind === 'flexible' && !int(terms.freeCancelDays, 0, PLAN_DAYS_MAX))
    return 'INVALID_FREE_CANCEL';
  if (kind === 'flexible' && !int(terms.penaltyNights, 1, MAX_NIGHTS)) return 'INVALID_PENALTY';
  if (terms.depositKind !== null) {
    if (terms.depositKind === 'percent' && !int(terms.depositPercent, 1, 99))
      return 'INVALID_DEPOSIT';
    // The balance job and the receipts read the terms through depositTermsOf: it must agree.
    if (depositTermsOf(terms) === null) return 'INVALID_DEPOSIT';
    if (!int(terms.balanceDays, 1, PLAN_DAYS_MAX)) return 'INVALID_BALANCE_DAYS';
  }
  return null;
}

/** The terms as stored: a non-refundable plan has no free days, a plan without deposit no deposit numbers. */
export function normalizedTerms(kind: RatePlanKind, terms: RatePlanTerms): RatePlanTerms {
  return {
    ...terms,
    freeCancelDays: kind === 'flexible' ? terms.freeCancelDays : 0,
    penaltyNights: kind === 'flexible' ? terms.penaltyNights : 0,
    depositPercent: terms.depositKind === 'percent' ? terms.depositPercent : 0,
    balanceDays: terms.depositKind === null ? 0 : terms.balanceDays,
  };
}
