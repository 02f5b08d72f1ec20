import { describe, expect, it } from 'vitest';
import {
  normalizedTerms,
  PLAN_DAYS_MAX,
  ratePlanRefusal,
  type RatePlanTerms,
} from './rate-plans.rules';

const flexible: RatePlanTerms = {
  discountPercent: 0,
  freeCancelDays: 3,
  penaltyNights: 1,
  depositKind: null,
  depositPercent: 0,
  balanceDays: 0,
  active: true,
};
const nonRefundable = { ...flexible, discountPercent: 10, freeCancelDays: 0, penaltyNights: 0 };

describe('rate plan terms', () => {
  it('accepts the seeded plans as they are', () => {
    expect(ratePlanRefusal('flexible', flexible)).toBeNull();
    expect(ratePlanRefusal('non_refundable', nonRefundable)).toBeNull();
    expect(
      ratePlanRefusal('flexible', {
        ...flexible,
        depositKind: 'percent',
        depositPercent: 30,
        balanceDays: 14,
      }),
    ).toBeNull();
    expect(
      ratePlanRefusal('flexible', { ...flexible, depositKind: 'first_night', balanceDays: 21 }),
    ).toBeNull();
  });

  it('refuses each hostile value with its reason', () => {
    const f = (over: Partial<RatePlanTerms>) =>
      ratePlanRefusal('flexible', { ...flexible, ...over });
    expect(f({ discountPercent: -1 })).toBe('INVALID_DISCOUNT');
    expect(f({ discountPercent: 51 })).toBe('INVALID_DISCOUNT');
    expect(f({ discountPercent: 2.5 })).toBe('INVALID_DISCOUNT');
    expect(f({ discountPercent: Number.NaN })).toBe('INVALID_DISCOUNT');
    expect(ratePlanRefusal('non_refundable', { ...nonRefundable, discountPercent: 0 })).toBe(
      'INVALID_DISCOUNT',
    );
    expect(f({ freeCancelDays: -1 })).toBe('INVALID_FREE_CANCEL');
    expect(f({ freeCancelDays: PLAN_DAYS_MAX + 1 })).toBe('INVALID_FREE_CANCEL');
    expect(f({ penaltyNights: 0 })).toBe('INVALID_PENALTY');
    expect(f({ penaltyNights: 31 })).toBe('INVALID_PENALTY');
    expect(f({ depositKind: 'percent', depositPercent: 0, balanceDays: 10 })).toBe(
      'INVALID_DEPOSIT',
    );
    expect(f({ depositKind: 'percent', depositPercent: 100, balanceDays: 10 })).toBe(
      'INVALID_DEPOSIT',
    );
    expect(f({ depositKind: 'bogus' as 'percent', depositPercent: 30, balanceDays: 10 })).toBe(
      'INVALID_DEPOSIT',
    );
    expect(f({ depositKind: 'first_night', balanceDays: 0 })).toBe('INVALID_BALANCE_DAYS');
    expect(f({ depositKind: 'first_night', balanceDays: 1.5 })).toBe('INVALID_BALANCE_DAYS');
  });

  it('stores no free days for a non-refundable rate and no deposit numbers without a deposit', () => {
    expect(
      normalizedTerms('non_refundable', { ...nonRefundable, freeCancelDays: 9, penaltyNights: 4 }),
    ).toMatchObject({ freeCancelDays: 0, penaltyNights: 0 });
    expect(
      normalizedTerms('flexible', { ...flexible, depositPercent: 40, balanceDays: 9 }),
    ).toMatchObject({ depositPercent: 0, balanceDays: 0 });
    expect(
      normalizedTerms('flexible', {
        ...flexible,
        depositKind: 'first_night',
        depositPercent: 40,
        balanceDays: 9,
      }),
    ).toMatchObject({ depositPercent: 0, balanceDays: 9 });
  });
});
