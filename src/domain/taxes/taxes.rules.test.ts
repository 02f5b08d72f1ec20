import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addsUp,
  breakdownAllIn,
  inForce,
  rulesFor,
  shareOf,
  sumBreakdowns,
  visitaxApplies,
  withinSatTolerance,
  type TaxRule,
} from './taxes.rules';

// Fixtures of this test's own: the shop's 17 currencies with their exponents and a set of rates,
// and the three hotel taxes plus park IVA (the seed's own values are checked by the seed's test).
const currencies = [
  ['USD', 2, '1'],
  ['MXN', 2, '18.45'],
  ['CAD', 2, '1.38'],
  ['EUR', 2, '0.92'],
  ['COP', 2, '4015.12345678'],
  ['GTQ', 2, '7.7'],
  ['GBP', 2, '0.79'],
  ['ARS', 2, '1025.5'],
  ['CLP', 0, '948'],
  ['PEN', 2, '3.72'],
  ['UYU', 2, '40.1'],
  ['CRC', 2, '505.25'],
  ['RUB', 2, '92.3'],
  ['AUD', 2, '1.53'],
  ['CNY', 2, '7.21'],
  ['JPY', 0, '151.2'],
  ['KRW', 0, '1380.75'],
].map(([iso, decimals, usdRate]) => ({
  iso: iso as string,
  decimals: decimals as number,
  usdRate: usdRate as string,
}));
const rateOf = (iso: string) => currencies.find((c) => c.iso === iso);
const usd = rateOf('USD')!;
const mxn = rateOf('MXN')!;
const jpy = rateOf('JPY')!;

const base = {
  hotelCode: null,
  productCode: null,
  amountMinor: null,
  amountCurrency: null,
  satTaxCode: null,
  effectiveTo: null,
  demo: false,
};
const rules: TaxRule[] = [
  {
    ...base,
    id: 1,
    code: 'IVA',
    name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
    scope: 'hotel',
    basis: 'percent',
    rateBasisPoints: 1600,
    cfdi: 'federal',
    satTaxCode: '002',
    effectiveFrom: '2010-01-01',
  },
  {
    ...base,
    id: 2,
    code: 'ISH',
    name: { es: 'Hospedaje', en: 'Lodging', pt: 'Hospedagem' },
    scope: 'hotel',
    basis: 'percent',
    rateBasisPoints: 500,
    cfdi: 'local',
    effectiveFrom: '2023-01-01',
  },
  {
    ...base,
    id: 3,
    code: 'DSA',
    name: { es: 'Saneamiento', en: 'Environment', pt: 'Saneamento' },
    scope: 'hotel',
    basis: 'per_room_night',
    rateBasisPoints: null,
    amountMinor: 3000,
    amountCurrency: 'MXN',
    cfdi: 'concept',
    effectiveFrom: '2024-01-01',
  },
  {
    ...base,
    id: 4,
    code: 'IVA',
    name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
    scope: 'park',
    basis: 'percent',
    rateBasisPoints: 1600,
    cfdi: 'federal',
    satTaxCode: '002',
    effectiveFrom: '2010-01-01',
  },
];

function rule(overrides: Partial<TaxRule>): TaxRule {
  return { ...rules[0]!, ...overrides };
}

describe('rulesFor', () => {
  it('gives a hotel stay IVA, the state lodging tax and the municipal fee, in that order', () => {
    const hotel = rulesFor(rules, { scope: 'hotel', hotelCode: 'HXM' }, '2027-03-10');
    expect(hotel.map((r) => r.code)).toEqual(['IVA', 'ISH', 'DSA']);
  });

  it('gives a park sale IVA only', () => {
    const park = rulesFor(rules, { scope: 'park', productCode: 'XC-PLUS' }, '2027-03-10');
    expect(park.map((r) => r.code)).toEqual(['IVA']);
  });

  it('honours effective dates: in force from the first day, no longer on the end day', () => {
    const r = rule({ effectiveFrom: '2027-01-01', effectiveTo: '2027-07-01' });
    expect(inForce(r, '2026-12-31')).toBe(false);
    expect(inForce(r, '2027-01-01')).toBe(true);
    expect(inForce(r, '2027-06-30')).toBe(true);
    expect(inForce(r, '2027-07-01')).toBe(false);
    // The lodging tax starts in 2023 and the municipal fee in 2024 in these fixtures.
    expect(rulesFor(rules, { scope: 'hotel' }, '2022-06-01').map((r) => r.code)).toEqual(['IVA']);
  });

  it('lets a new rate replace the old one from its start date', () => {
    const raised = rule({
      id: 99,
      code: 'ISH',
      scope: 'hotel',
      rateBasisPoints: 600,
      effectiveFrom: '2027-07-01',
    });
    const all = [...rules, raised];
    const before = rulesFor(all, { scope: 'hotel' }, '2027-06-30');
    const after = rulesFor(all, { scope: 'hotel' }, '2027-07-01');
    expect(before.find((r) => r.code === 'ISH')?.rateBasisPoints).toBe(500);
    expect(after.find((r) => r.code === 'ISH')?.rateBasisPoints).toBe(600);
  });

  it("prefers a hotel's or a product's own rule and never applies another's", () => {
    const own = rule({
      id: 50,
      code: 'IVA',
      scope: 'park',
      productCode: 'XT-COBA',
      rateBasisPoints: 0,
    });
    const all = [...rules, own];
    expect(rulesFor(all, { scope: 'park', productCode: 'XT-COBA' }, '2027-01-01')[0]?.id).toBe(50);
    expect(rulesFor(all, { scope: 'park', productCode: 'XC-PLUS' }, '2027-01-01')[0]?.id).not.toBe(
      50,
    );
    const hotelOnly = rule({ id: 51, code: 'EXTRA', scope: 'hotel', hotelCode: 'LCDP' });
    expect(
      rulesFor([...rules, hotelOnly], { scope: 'hotel', hotelCode: 'HXM' }, '2027-01-01').some(
        (r) => r.code === 'EXTRA',
      ),
    ).toBe(false);
  });
});

describe('breakdownAllIn', () => {
  const hotelRules = rulesFor(rules, { scope: 'hotel' }, '2027-03-10');
  const parkRules = rulesFor(rules, { scope: 'park' }, '2027-03-10');

  it('splits USD 1,000.00 for 2 room-nights into net, IVA, ISH and the fee (MXN 30 = USD 1.63 a night)', () => {
    const b = breakdownAllIn({
      totalMinor: 100_000,
      currency: { ...usd },
      rules: hotelRules,
      roomNights: 2,
      rateOf,
    });
    const fee = b.lines.find((l) => l.code === 'DSA')!;
    expect(fee.amountMinor).toBe(326);
    // (100000 - 326) / 1.21 = 82375.2…; IVA 16 % of it, ISH 5 %.
    expect(b.netMinor).toBe(82375);
    expect(b.lines.find((l) => l.code === 'IVA')!.amountMinor).toBe(13180);
    expect(b.lines.find((l) => l.code === 'ISH')!.amountMinor).toBe(4119);
    expect(addsUp(b)).toBe(true);
  });

  it('takes IVA out of a park price: MXN 2,453.85 holds MXN 338.46 of IVA', () => {
    const b = breakdownAllIn({
      totalMinor: 245_385,
      currency: mxn,
      rules: parkRules,
      roomNights: 0,
      rateOf,
    });
    expect(b.netMinor).toBe(211_539);
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]!.amountMinor).toBe(33_846);
  });

  it('converts the municipal fee into yen, without decimals', () => {
    const b = breakdownAllIn({
      totalMinor: 200_000,
      currency: jpy,
      rules: hotelRules,
      roomNights: 3,
      rateOf,
    });
    // MXN 30 = 245.85… yen, rounded to 246 a room-night.
    expect(b.lines.find((l) => l.code === 'DSA')!.amountMinor).toBe(738);
  });

  it('cuts the fees down when a price cannot hold them, and never goes negative', () => {
    const b = breakdownAllIn({
      totalMinor: 100,
      currency: usd,
      rules: hotelRules,
      roomNights: 5,
      rateOf,
    });
    expect(b.netMinor).toBe(0);
    expect(b.lines.find((l) => l.code === 'DSA')!.amountMinor).toBe(100);
    expect(addsUp(b)).toBe(true);
  });

  it('refuses fractional or negative amounts', () => {
    const base = { currency: usd, rules: hotelRules, rateOf };
    expect(() => breakdownAllIn({ ...base, totalMinor: 1.5, roomNights: 1 })).toThrow();
    expect(() => breakdownAllIn({ ...base, totalMinor: -1, roomNights: 1 })).toThrow();
    expect(() => breakdownAllIn({ ...base, totalMinor: 100, roomNights: -1 })).toThrow();
  });

  it('fails loudly when a fee currency has no rate', () => {
    expect(() =>
      breakdownAllIn({
        totalMinor: 100,
        currency: usd,
        rules: hotelRules,
        roomNights: 1,
        rateOf: () => undefined,
      }),
    ).toThrow(/MXN/);
  });
});

// The property of issue 20: rounded per line in the currency of the charge, the lines always
// add up to the total, in every currency of the shop (JPY, KRW, CLP without decimals).
describe('breakdown lines always add up to the total', () => {
  const currency = fc.constantFrom(...currencies);
  // At most one federal tax (IVA, whose per-concept rounding the SAT checks) and any local ones.
  const percentRule = fc
    .record({
      code: fc.constantFrom('IVA', 'ISH', 'X1', 'X2'),
      rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    })
    .map((r) => ({ ...r, cfdi: (r.code === 'IVA' ? 'federal' : 'local') as TaxRule['cfdi'] }));
  const feeRule = fc.record({
    code: fc.constantFrom('DSA', 'F2'),
    amountMinor: fc.integer({ min: 0, max: 500_000 }),
    amountCurrency: fc.constantFrom('MXN', 'USD', 'JPY', 'EUR'),
  });
  const ruleSet = fc
    .tuple(fc.array(percentRule, { maxLength: 3 }), fc.array(feeRule, { maxLength: 2 }))
    .map(([ps, fs]) =>
      rulesFor(
        [
          ...ps.map((p, i) => rule({ ...p, id: 100 + i, basis: 'percent', amountMinor: null })),
          ...fs.map((f, i) =>
            rule({
              ...f,
              id: 200 + i,
              basis: 'per_room_night',
              rateBasisPoints: null,
              cfdi: 'concept',
            }),
          ),
        ],
        { scope: 'hotel' },
        '2027-01-01',
      ),
    );

  it('for any total, currency, rates and room-nights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        currency,
        ruleSet,
        fc.integer({ min: 0, max: 150 }),
        (total, cur, set, nights) => {
          const b = breakdownAllIn({
            totalMinor: total,
            currency: cur,
            rules: set,
            roomNights: nights,
            rateOf,
          });
          expect(addsUp(b)).toBe(true);
          expect(b.lines).toHaveLength(set.length);
          // The federal tax is within the SAT's tolerance of its rate of the net (the CFDI's check).
          for (const l of b.lines.filter((l) => l.cfdi === 'federal' && l.basis === 'percent'))
            expect(withinSatTolerance(b.netMinor, l.rateBasisPoints!, l.amountMinor)).toBe(true);
          // Each percentage line is within two units of the exact share of what the fees leave.
          const fees = b.lines.filter((l) => l.basis === 'per_room_night');
          const rest = total - fees.reduce((a, l) => a + l.amountMinor, 0);
          const sumRates =
            10_000 +
            set.filter((r) => r.basis === 'percent').reduce((a, r) => a + r.rateBasisPoints!, 0);
          for (const l of b.lines.filter((l) => l.basis === 'percent')) {
            const exact = (rest * l.rateBasisPoints!) / sumRates;
            expect(Math.abs(l.amountMinor - exact)).toBeLessThan(2);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('for a deposit and the balance taken from the same breakdown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        currency,
        ruleSet,
        fc.integer({ min: 0, max: 30 }),
        (total, fraction, cur, set, nights) => {
          const whole = breakdownAllIn({
            totalMinor: total,
            currency: cur,
            rules: set,
            roomNights: nights,
            rateOf,
          });
          const depositMinor = Math.floor(total * fraction);
          const deposit = shareOf(whole, depositMinor);
          const balance = shareOf(whole, total - depositMinor);
          for (const part of [deposit, balance]) {
            expect(addsUp(part)).toBe(true);
            for (const l of part.lines.filter((l) => l.cfdi === 'federal' && l.basis === 'percent'))
              expect(withinSatTolerance(part.netMinor, l.rateBasisPoints!, l.amountMinor)).toBe(
                true,
              );
          }
          const both = sumBreakdowns(cur.iso, [deposit, balance]);
          expect(both.totalMinor).toBe(whole.totalMinor);
          expect(Math.abs(both.netMinor - whole.netMinor)).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('in JPY, KRW and CLP every line is whole units', () => {
    for (const iso of ['JPY', 'KRW', 'CLP']) {
      const cur = rateOf(iso)!;
      expect(cur.decimals).toBe(0);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1e10 }),
          fc.integer({ min: 0, max: 30 }),
          (total, nights) => {
            const b = breakdownAllIn({
              totalMinor: total,
              currency: cur,
              rules: hotelRulesFor(),
              roomNights: nights,
              rateOf,
            });
            expect(addsUp(b)).toBe(true);
            expect(
              [b.netMinor, ...b.lines.map((l) => l.amountMinor)].every(Number.isSafeInteger),
            ).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    }
  });
});

function hotelRulesFor() {
  return rulesFor(rules, { scope: 'hotel' }, '2027-03-10');
}

describe('withinSatTolerance', () => {
  it('accepts the rounding of the rate of the base and refuses a unit beyond it', () => {
    // 100.00 at 16 % = 16.00; (99.995 · 0.16) = 15.9992 → 15.99, (100.005 · 0.16) = 16.0008 → 16.01.
    expect(withinSatTolerance(10_000, 1600, 1600)).toBe(true);
    expect(withinSatTolerance(10_000, 1600, 1599)).toBe(true);
    expect(withinSatTolerance(10_000, 1600, 1601)).toBe(true);
    expect(withinSatTolerance(10_000, 1600, 1598)).toBe(false);
    expect(withinSatTolerance(10_000, 1600, 1602)).toBe(false);
    expect(withinSatTolerance(0, 1600, 0)).toBe(true);
  });
});

describe('visitaxApplies', () => {
  it('tells guests living abroad, not residents of Mexico', () => {
    expect(visitaxApplies('US')).toBe(true);
    expect(visitaxApplies('br')).toBe(true);
    expect(visitaxApplies('MX')).toBe(false);
    expect(visitaxApplies(' mx ')).toBe(false);
  });
  it('says nothing when the residence is unknown or malformed', () => {
    for (const value of [null, undefined, '', 'USA', '1', '<script>'])
      expect(visitaxApplies(value)).toBe(false);
  });
});
