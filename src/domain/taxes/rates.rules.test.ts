import { describe, expect, it } from 'vitest';
import { amountToMinor, percentToBasisPoints, planRateChange } from './rates.rules';
import type { TaxRule } from './taxes.rules';

const rule = (over: Partial<TaxRule>): TaxRule => ({
  id: 1,
  code: 'IVA',
  name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
  scope: 'hotel',
  hotelCode: null,
  productCode: null,
  basis: 'percent',
  rateBasisPoints: 1600,
  amountMinor: null,
  amountCurrency: null,
  cfdi: 'federal',
  satTaxCode: '002',
  effectiveFrom: '2010-01-01',
  effectiveTo: null,
  demo: true,
  ...over,
});
const RULES = [
  rule({}),
  rule({ id: 2, code: 'ISH', rateBasisPoints: 500, cfdi: 'local', satTaxCode: null }),
  rule({
    id: 3,
    code: 'DSA',
    basis: 'per_room_night',
    rateBasisPoints: null,
    amountMinor: 3000,
    amountCurrency: 'MXN',
    cfdi: 'concept',
    satTaxCode: null,
  }),
  rule({ id: 4, scope: 'park' }),
];
const context = {
  today: '2026-11-25',
  hotels: ['HXM', 'HXA', 'HCP'],
  products: ['XCARET', 'XELHA'],
  decimalsOf: () => 2,
};

describe('a new tax rate from a date', () => {
  it('starts after today and ends the rate in force the day before; the past is never touched', () => {
    const plan = planRateChange(
      RULES,
      { ruleId: 2, target: '', effectiveFrom: '2027-01-01', value: '6' },
      context,
    );
    expect(plan).toEqual({
      ok: true,
      close: { id: 2, effectiveTo: '2027-01-01', before: null },
      insert: expect.objectContaining({
        code: 'ISH',
        scope: 'hotel',
        hotelCode: null,
        rateBasisPoints: 600,
        effectiveFrom: '2027-01-01',
        effectiveTo: null,
        cfdi: 'local',
      }),
    });
    for (const day of ['2026-11-25', '2026-11-24', '2020-01-01'])
      expect(
        planRateChange(RULES, { ruleId: 2, target: '', effectiveFrom: day, value: '6' }, context),
      ).toEqual({ ok: false, errors: { effectiveFrom: 'DATE_NOT_FUTURE' } });
  });

  it("one hotel's own rate leaves the general rule alone", () => {
    const plan = planRateChange(
      RULES,
      { ruleId: 1, target: 'HXA', effectiveFrom: '2026-12-01', value: '8' },
      context,
    );
    expect(plan).toMatchObject({
      ok: true,
      close: null,
      insert: { hotelCode: 'HXA', productCode: null, rateBasisPoints: 800, effectiveTo: null },
    });
  });

  it('a park product and a per-room-night fee in its own currency', () => {
    expect(
      planRateChange(
        RULES,
        { ruleId: 4, target: 'XELHA', effectiveFrom: '2026-12-01', value: '16' },
        context,
      ),
    ).toMatchObject({ ok: true, insert: { scope: 'park', productCode: 'XELHA', hotelCode: null } });
    expect(
      planRateChange(
        RULES,
        { ruleId: 3, target: 'HCP', effectiveFrom: '2026-12-01', value: '45.50' },
        context,
      ),
    ).toMatchObject({
      ok: true,
      insert: { amountMinor: 4550, amountCurrency: 'MXN', rateBasisPoints: null, hotelCode: 'HCP' },
    });
  });

  it('a rate already scheduled later keeps its day and ends the new one; the same day twice is refused', () => {
    const rules = [
      rule({ id: 1, effectiveTo: '2027-06-01' }),
      rule({ id: 9, rateBasisPoints: 1700, effectiveFrom: '2027-06-01' }),
    ];
    expect(
      planRateChange(
        rules,
        { ruleId: 1, target: '', effectiveFrom: '2027-01-01', value: '15' },
        context,
      ),
    ).toMatchObject({
      ok: true,
      close: { id: 1, effectiveTo: '2027-01-01', before: '2027-06-01' },
      insert: { effectiveFrom: '2027-01-01', effectiveTo: '2027-06-01' },
    });
    expect(
      planRateChange(
        rules,
        { ruleId: 1, target: '', effectiveFrom: '2027-06-01', value: '15' },
        context,
      ),
    ).toEqual({ ok: false, errors: { effectiveFrom: 'DATE_TAKEN' } });
    // After the last one: that one ends.
    expect(
      planRateChange(
        rules,
        { ruleId: 1, target: '', effectiveFrom: '2028-01-01', value: '15' },
        context,
      ),
    ).toMatchObject({ ok: true, close: { id: 9, effectiveTo: '2028-01-01' } });
  });

  it.each([
    [{ value: '' }, { value: 'REQUIRED' }],
    [{ value: '101' }, { value: 'RATE_INVALID' }],
    [{ value: '-1' }, { value: 'RATE_INVALID' }],
    [{ value: '16.123' }, { value: 'RATE_INVALID' }],
    [{ value: '1e2' }, { value: 'RATE_INVALID' }],
    [{ value: '16%; DROP TABLE' }, { value: 'RATE_INVALID' }],
    [{ effectiveFrom: '' }, { effectiveFrom: 'REQUIRED' }],
    [{ effectiveFrom: '2027-02-30' }, { effectiveFrom: 'DATE_INVALID' }],
    [{ effectiveFrom: '01/02/2027' }, { effectiveFrom: 'DATE_INVALID' }],
    [{ target: 'XCARET' }, { target: 'TARGET_UNKNOWN' }],
    [{ target: '<script>' }, { target: 'TARGET_UNKNOWN' }],
    [{ ruleId: 99 }, { ruleId: 'RULE_NOT_FOUND' }],
  ])('refuses %j', (over, errors) => {
    expect(
      planRateChange(
        RULES,
        { ruleId: 1, target: '', effectiveFrom: '2027-01-01', value: '16', ...over },
        context,
      ),
    ).toEqual({ ok: false, errors });
  });

  it('reads percentages and amounts exactly', () => {
    expect(percentToBasisPoints('16')).toBe(1600);
    expect(percentToBasisPoints('5,5')).toBe(550);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeNull();
    expect(amountToMinor('30', 2)).toBe(3000);
    expect(amountToMinor('30.5', 2)).toBe(3050);
    expect(amountToMinor('30.555', 2)).toBeNull();
    expect(amountToMinor('300', 0)).toBe(300);
    expect(amountToMinor('3.5', 0)).toBeNull();
    expect(
      planRateChange(
        RULES,
        { ruleId: 3, target: '', effectiveFrom: '2027-01-01', value: 'abc' },
        context,
      ),
    ).toEqual({ ok: false, errors: { value: 'AMOUNT_INVALID' } });
  });
});
