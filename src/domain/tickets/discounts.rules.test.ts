import { describe, expect, it } from 'vitest';
import { checkTiers, sameTiers } from './discounts.rules';

const tier = (at: unknown, percentOff: unknown) => ({ at, percentOff });

describe('presale and package tiers', () => {
  it('sorts a valid set by days ahead (or products)', () => {
    expect(checkTiers('presale', [tier(21, 15), tier(7, 10)])).toEqual({
      ok: true,
      tiers: [
        { at: 7, percentOff: 10 },
        { at: 21, percentOff: 15 },
      ],
    });
    expect(checkTiers('package', [tier(2, 10), tier(3, 15), tier(5, 20)]).ok).toBe(true);
    // An empty set: no presale at all.
    expect(checkTiers('presale', [])).toEqual({ ok: true, tiers: [] });
    // Equal percents further on are allowed (never less, may be the same).
    expect(checkTiers('presale', [tier(7, 10), tier(21, 10)]).ok).toBe(true);
    expect(checkTiers('presale', [tier(1, 0), tier(365, 90)]).ok).toBe(true);
  });

  it('refuses a tier further on that takes less off (more days ahead never gives less)', () => {
    expect(checkTiers('presale', [tier(7, 15), tier(21, 10)])).toEqual({
      ok: false,
      code: 'NOT_MONOTONIC',
    });
    expect(checkTiers('package', [tier(3, 10), tier(2, 15)])).toEqual({
      ok: false,
      code: 'NOT_MONOTONIC',
    });
  });

  it('refuses the same days twice', () => {
    expect(checkTiers('presale', [tier(7, 10), tier(7, 12)])).toEqual({
      ok: false,
      code: 'DUPLICATE_TIER',
    });
  });

  it('refuses percents outside 0..90 and anything not a whole number', () => {
    for (const p of [-1, 91, 100, 10.5, Number.NaN, Number.POSITIVE_INFINITY, '10', null])
      expect(checkTiers('presale', [tier(7, p)])).toEqual({ ok: false, code: 'INVALID_PERCENT' });
  });

  it('refuses days and products outside their bounds', () => {
    for (const at of [0, -7, 366, 2.5, Number.NaN, '7', null])
      expect(checkTiers('presale', [tier(at, 10)])).toEqual({ ok: false, code: 'INVALID_TIER' });
    // A cart holds five products: a package starts at two and ends at five.
    for (const at of [1, 6, 0])
      expect(checkTiers('package', [tier(at, 10)])).toEqual({ ok: false, code: 'INVALID_TIER' });
  });

  it('refuses more than ten tiers', () => {
    const many = Array.from({ length: 11 }, (_, i) => tier(i + 1, i));
    expect(checkTiers('presale', many)).toEqual({ ok: false, code: 'TOO_MANY_TIERS' });
    expect(checkTiers('presale', many.slice(0, 10)).ok).toBe(true);
  });

  it('compares two sorted sets', () => {
    const a = [{ at: 7, percentOff: 10 }];
    expect(sameTiers(a, [{ at: 7, percentOff: 10 }])).toBe(true);
    expect(sameTiers(a, [{ at: 7, percentOff: 11 }])).toBe(false);
    expect(sameTiers(a, [])).toBe(false);
  });
});
