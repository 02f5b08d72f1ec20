import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  cardCountriesFor,
  checkMethod,
  checkPlan,
  detectTampering,
  financingOffered,
  installmentOptions,
  installmentsHeadline,
  installmentsOffered,
  methodsForCurrency,
  paymentTransition,
  splitInstallments,
  upliftEstimate,
  upliftOffered,
  type ChargeTerms,
  type FinancingRule,
  type MethodCurrencyRow,
} from './payments.rules';

/**
 * This test's own fixture, not the demo seed: a few methods, currencies and banks shaped to
 * the rules, as the database's method/currency join returns them (one row per method and
 * currency, in no particular order). What the demo catalogue seeds is checked by the seed's
 * own test (src/db/seed/seed.integration.test.ts).
 */
const METHODS: (Omit<MethodCurrencyRow, 'currencyIso'> & { currencies: string[] })[] = [
  { id: 8, apiCode: 'PP', name: 'PayPal', kind: 'redirect', currencies: ['USD', 'MXN', 'EUR'] },
  { id: 1, apiCode: 'VI', name: 'Visa', kind: 'card', currencies: ['USD', 'MXN', 'EUR', 'COP'] },
  { id: 4, apiCode: 'CB', name: 'Carte Bleue', kind: 'card', currencies: ['EUR'] },
  { id: 2, apiCode: 'MC', name: 'Mastercard', kind: 'card', currencies: ['COP', 'MXN', 'USD'] },
  { id: 6, apiCode: 'DS', name: 'Discover', kind: 'card', currencies: ['USD'] },
];
const ROWS: MethodCurrencyRow[] = METHODS.flatMap(({ currencies, ...method }) =>
  currencies.map((currencyIso) => ({ ...method, currencyIso })),
).reverse();
/** SPEC §5's financing: Uplift in USD and CAD, instalments in MXN on cards issued in Mexico. */
const RULES: FinancingRule[] = [
  { plan: 'uplift', currencyIso: 'USD', cardCountries: [] },
  { plan: 'uplift', currencyIso: 'CAD', cardCountries: [] },
  { plan: 'installments', currencyIso: 'MXN', cardCountries: ['MX'] },
];
/** Banks as SPEC §3 describes them: most offer 3 and 6 months, one also 12, 13 and 15. */
const BANKS = [
  { id: 1, name: 'BBVA', logo: '/art/banks/bbva.svg', months: [3, 6] },
  { id: 5, name: 'HSBC', logo: '/art/banks/hsbc.svg', months: [3, 6, 12, 13, 15] },
  { id: 7, name: 'Inbursa', logo: '/art/banks/inbursa.svg', months: [6, 3] },
];

describe('methodsForCurrency', () => {
  const codes = (iso: string) => methodsForCurrency(ROWS, iso).map((m) => m.apiCode);

  it('lists the methods that serve a currency, in id order', () => {
    expect(codes('USD')).toEqual(['VI', 'MC', 'DS', 'PP']);
    expect(codes('MXN')).toEqual(['VI', 'MC', 'PP']);
    expect(codes('EUR')).toEqual(['VI', 'CB', 'PP']);
    expect(codes('COP')).toEqual(['VI', 'MC']);
  });
  it('offers nothing for an unknown currency and lists each method once', () => {
    expect(codes('XXX')).toEqual([]);
    expect(codes('usd')).toEqual([]);
    expect(methodsForCurrency([...ROWS, ...ROWS], 'USD').map((m) => m.id)).toEqual([1, 2, 6, 8]);
  });
  it('keeps the method fields without the currency', () => {
    expect(methodsForCurrency(ROWS, 'EUR').at(-1)).toEqual({
      id: 8,
      apiCode: 'PP',
      name: 'PayPal',
      kind: 'redirect',
    });
  });
  it('checkMethod refuses a brand the currency does not take', () => {
    expect(checkMethod(ROWS, 'EUR', 'CB')).toBeNull();
    expect(checkMethod(ROWS, 'USD', 'CB')).toBe('METHOD_NOT_AVAILABLE');
    expect(checkMethod(ROWS, 'MXN', 'DS')).toBe('METHOD_NOT_AVAILABLE');
    expect(checkMethod(ROWS, 'COP', 'PP')).toBe('METHOD_NOT_AVAILABLE');
    expect(checkMethod(ROWS, 'USD', 'ZZ')).toBe('METHOD_NOT_AVAILABLE');
  });
});

describe('financing rules (rows of financing_rules)', () => {
  it('offer a plan only where a row says so, and only on cards of its countries', () => {
    const rules: FinancingRule[] = [
      { plan: 'installments', currencyIso: 'COP', cardCountries: ['CO', 'MX'] },
      { plan: 'uplift', currencyIso: 'EUR', cardCountries: [] },
    ];
    expect(financingOffered(rules, 'installments', 'COP')).toBe(true);
    expect(financingOffered(rules, 'installments', 'COP', 'CO')).toBe(true);
    expect(financingOffered(rules, 'installments', 'COP', 'MX')).toBe(true);
    expect(financingOffered(rules, 'installments', 'COP', 'US')).toBe(false);
    expect(financingOffered(rules, 'installments', 'COP', null)).toBe(false);
    expect(financingOffered(rules, 'installments', 'MXN', 'MX')).toBe(false);
    expect(financingOffered(rules, 'uplift', 'EUR', 'JP')).toBe(true);
    expect(financingOffered(rules, 'uplift', 'EUR', null)).toBe(true);
    expect(financingOffered(rules, 'uplift', 'USD')).toBe(false);
    expect(financingOffered([], 'uplift', 'USD')).toBe(false);
  });
  it('tell the gateway which countries a card must be issued in', () => {
    expect(cardCountriesFor(RULES, 'installments', 'MXN')).toEqual(['MX']);
    expect(cardCountriesFor(RULES, 'uplift', 'USD')).toEqual([]);
    expect(cardCountriesFor(RULES, 'full', 'MXN')).toEqual([]);
    expect(cardCountriesFor(RULES, 'installments', 'USD')).toEqual([]);
  });
});

describe('instalments', () => {
  it('are offered only for MXN on a card issued in Mexico', () => {
    expect(installmentsOffered(RULES, 'MXN', 'MX')).toBe(true);
    expect(installmentsOffered(RULES, 'MXN')).toBe(true);
    expect(installmentsOffered(RULES, 'MXN', 'US')).toBe(false);
    expect(installmentsOffered(RULES, 'MXN', null)).toBe(false);
    expect(installmentsOffered(RULES, 'USD', 'MX')).toBe(false);
    expect(installmentsOffered(RULES, 'USD')).toBe(false);
  });
  it('split the total, the remainder on the first month, summing back to the total', () => {
    expect(splitInstallments(100_000, 6)).toEqual({
      months: 6,
      totalMinor: 100_000,
      firstMinor: 16_670,
      monthlyMinor: 16_666,
    });
    expect(splitInstallments(120_000, 12)).toMatchObject({
      firstMinor: 10_000,
      monthlyMinor: 10_000,
    });
    for (const [total, months] of [
      [100_001, 3],
      [999_999, 13],
      [7, 15],
      [0, 3],
    ] as const) {
      const s = splitInstallments(total, months);
      expect(s.firstMinor + s.monthlyMinor * (months - 1)).toBe(total);
      expect(s.firstMinor - s.monthlyMinor).toBeLessThan(months);
    }
  });
  it('refuse a bad amount or number of months (a bug, not a visitor error)', () => {
    expect(() => splitInstallments(10.5, 3)).toThrow();
    expect(() => splitInstallments(-1, 3)).toThrow();
    expect(() => splitInstallments(100, 0)).toThrow();
  });
  it('list every bank with its months and amounts for MXN + Mexican card', () => {
    const options = installmentOptions(BANKS, {
      rules: RULES,
      currencyIso: 'MXN',
      cardCountry: 'MX',
      totalMinor: 1_500_000,
    });
    expect(options.map((o) => o.bank.name)).toEqual(['BBVA', 'HSBC', 'Inbursa']);
    expect(options[2]!.plans.map((p) => [p.months, p.monthlyMinor])).toEqual([
      [3, 500_000],
      [6, 250_000],
    ]);
    const hsbc = options.find((o) => o.bank.name === 'HSBC')!;
    expect(hsbc.plans.map((p) => p.months)).toEqual([3, 6, 12, 13, 15]);
    expect(hsbc.plans[2]).toMatchObject({ months: 12, monthlyMinor: 125_000, firstMinor: 125_000 });
    expect(hsbc.plans[3]).toMatchObject({ months: 13, monthlyMinor: 115_384, firstMinor: 115_392 });
    const bbva = options.find((o) => o.bank.name === 'BBVA')!;
    expect(bbva.plans.map((p) => p.months)).toEqual([3, 6]);
  });
  it('list nothing in another currency or for a foreign card', () => {
    expect(
      installmentOptions(BANKS, {
        rules: RULES,
        currencyIso: 'MXN',
        cardCountry: 'US',
        totalMinor: 1000,
      }),
    ).toEqual([]);
    expect(
      installmentOptions(BANKS, {
        rules: RULES,
        currencyIso: 'USD',
        cardCountry: 'MX',
        totalMinor: 1000,
      }),
    ).toEqual([]);
    expect(installmentOptions(BANKS, { rules: [], currencyIso: 'MXN', totalMinor: 1000 })).toEqual(
      [],
    );
  });
  it('drop duplicate, unsorted and meaningless month options', () => {
    const [option] = installmentOptions(
      [{ id: 1, name: 'X', logo: '', months: [6, 3, 6, 1, 0, 2.5] }],
      {
        rules: RULES,
        currencyIso: 'MXN',
        cardCountry: 'MX',
        totalMinor: 600,
      },
    );
    expect(option!.plans.map((p) => p.months)).toEqual([3, 6]);
  });
  it("headline 'up to N months' names the longest plan on offer (HSBC's 15)", () => {
    expect(installmentsHeadline(BANKS)).toBe(15);
    expect(installmentsHeadline([{ months: [3, 6] }])).toBe(6);
    expect(installmentsHeadline([])).toBeNull();
  });
});

describe('Uplift', () => {
  it('is offered only for USD and CAD', () => {
    expect(upliftOffered(RULES, 'USD')).toBe(true);
    expect(upliftOffered(RULES, 'CAD')).toBe(true);
    for (const iso of ['MXN', 'EUR', 'JPY', 'usd']) expect(upliftOffered(RULES, iso)).toBe(false);
    expect(upliftEstimate(100_000, 'MXN', RULES)).toBeNull();
  });
  it('follows the rows: another currency once a row offers it, none without rows', () => {
    const eur: FinancingRule[] = [{ plan: 'uplift', currencyIso: 'EUR', cardCountries: [] }];
    expect(upliftOffered(eur, 'EUR')).toBe(true);
    expect(upliftOffered(eur, 'USD')).toBe(false);
    expect(upliftEstimate(120_000, 'EUR', eur)).toEqual({
      months: 12,
      apr: 0,
      monthlyMinor: 10_000,
    });
    expect(upliftEstimate(120_000, 'USD', [])).toBeNull();
  });
  it("estimates 'from $X/mo' over 12 months at 0 % APR, rounded up", () => {
    expect(upliftEstimate(120_000, 'USD', RULES)).toEqual({
      months: 12,
      apr: 0,
      monthlyMinor: 10_000,
    });
    expect(upliftEstimate(100_000, 'CAD', RULES)).toEqual({
      months: 12,
      apr: 0,
      monthlyMinor: 8_334,
    });
  });
});

describe('checkPlan', () => {
  const ctx = { rules: RULES, currencyIso: 'MXN', cardCountry: 'MX', banks: BANKS };
  it('accepts paying in full anywhere', () => {
    expect(
      checkPlan({ kind: 'full' }, { ...ctx, currencyIso: 'COP', cardCountry: null }),
    ).toBeNull();
  });
  it('accepts a month option the bank offers, and nothing else', () => {
    expect(checkPlan({ kind: 'installments', bankId: 5, months: 15 }, ctx)).toBeNull();
    expect(checkPlan({ kind: 'installments', bankId: 1, months: 6 }, ctx)).toBeNull();
    expect(checkPlan({ kind: 'installments', bankId: 1, months: 12 }, ctx)).toBe(
      'INSTALLMENT_PLAN_INVALID',
    );
    expect(checkPlan({ kind: 'installments', bankId: 99, months: 3 }, ctx)).toBe(
      'INSTALLMENT_PLAN_INVALID',
    );
  });
  it('refuses instalments outside MXN + Mexican card', () => {
    expect(
      checkPlan({ kind: 'installments', bankId: 5, months: 3 }, { ...ctx, cardCountry: 'US' }),
    ).toBe('INSTALLMENTS_NOT_AVAILABLE');
    expect(
      checkPlan({ kind: 'installments', bankId: 5, months: 3 }, { ...ctx, currencyIso: 'USD' }),
    ).toBe('INSTALLMENTS_NOT_AVAILABLE');
  });
  it('refuses Uplift outside USD and CAD', () => {
    expect(checkPlan({ kind: 'uplift' }, ctx)).toBe('FINANCING_NOT_AVAILABLE');
    expect(checkPlan({ kind: 'uplift' }, { ...ctx, currencyIso: 'CAD' })).toBeNull();
  });
  it('leaves the card to the gateway when none is typed yet', () => {
    const { cardCountry: _none, ...beforeCard } = ctx;
    expect(checkPlan({ kind: 'installments', bankId: 5, months: 3 }, beforeCard)).toBeNull();
    expect(
      checkPlan({ kind: 'installments', bankId: 5, months: 3 }, { ...beforeCard, rules: [] }),
    ).toBe('INSTALLMENTS_NOT_AVAILABLE');
  });
});

describe('detectTampering', () => {
  const server: ChargeTerms = {
    amountMinor: 1_234_550,
    currencyIso: 'MXN',
    plan: { kind: 'installments', bankId: 5, months: 6 },
  };
  const posted = {
    amountMinor: 1_234_550,
    currencyIso: 'MXN',
    plan: { kind: 'installments', bankId: 5, months: 6 },
  };

  it('accepts exactly what the server computed (amounts as a number or digits)', () => {
    expect(detectTampering(server, posted)).toBeNull();
    expect(
      detectTampering(server, {
        ...posted,
        amountMinor: '1234550',
        plan: { kind: 'installments', bankId: '5', months: '6' },
      }),
    ).toBeNull();
  });
  it('refuses a different amount, however small, or one that is not an integer', () => {
    expect(detectTampering(server, { ...posted, amountMinor: 1_234_549 })).toBe('AMOUNT_MISMATCH');
    expect(detectTampering(server, { ...posted, amountMinor: 1_234_550.5 })).toBe(
      'AMOUNT_MISMATCH',
    );
    expect(detectTampering(server, { ...posted, amountMinor: '12345.50' })).toBe('AMOUNT_MISMATCH');
    expect(detectTampering(server, { ...posted, amountMinor: undefined })).toBe('AMOUNT_MISMATCH');
  });
  it('refuses another currency', () => {
    expect(detectTampering(server, { ...posted, currencyIso: 'USD' })).toBe('CURRENCY_MISMATCH');
    expect(detectTampering(server, { ...posted, currencyIso: 'mxn' })).toBe('CURRENCY_MISMATCH');
  });
  it('refuses another plan, bank or number of months', () => {
    expect(
      detectTampering(server, { ...posted, plan: { kind: 'installments', bankId: 5, months: 12 } }),
    ).toBe('PLAN_MISMATCH');
    expect(
      detectTampering(server, { ...posted, plan: { kind: 'installments', bankId: 1, months: 6 } }),
    ).toBe('PLAN_MISMATCH');
    expect(detectTampering(server, { ...posted, plan: { kind: 'full' } })).toBe('PLAN_MISMATCH');
    expect(detectTampering(server, { ...posted, plan: undefined })).toBe('PLAN_MISMATCH');
    expect(detectTampering(server, { ...posted, plan: 'installments' })).toBe('PLAN_MISMATCH');
  });
  it('reads a missing plan as paying in full', () => {
    const full: ChargeTerms = { amountMinor: 5000, currencyIso: 'USD', plan: { kind: 'full' } };
    expect(detectTampering(full, { amountMinor: 5000, currencyIso: 'USD' })).toBeNull();
    expect(
      detectTampering(full, { amountMinor: 5000, currencyIso: 'USD', plan: { kind: 'uplift' } }),
    ).toBe('PLAN_MISMATCH');
  });
});

describe('paymentTransition', () => {
  it('moves forward', () => {
    expect(paymentTransition('pending', 'requires_action')).toBe('apply');
    expect(paymentTransition('pending', 'captured')).toBe('apply');
    expect(paymentTransition('authorized', 'captured')).toBe('apply');
    expect(paymentTransition('requires_action', 'failed')).toBe('apply');
    expect(paymentTransition('captured', 'refunded')).toBe('apply');
  });
  it('never moves a paid payment back, and ignores repeats', () => {
    for (const back of ['pending', 'requires_action', 'authorized', 'failed', 'expired'] as const)
      expect(paymentTransition('captured', back)).toBe('ignore');
    expect(paymentTransition('captured', 'captured')).toBe('ignore');
    expect(paymentTransition('authorized', 'pending')).toBe('ignore');
    expect(paymentTransition('refunded', 'captured')).toBe('ignore');
    expect(paymentTransition('failed', 'failed')).toBe('ignore');
  });
  it('flags money captured after the payment failed or expired', () => {
    expect(paymentTransition('expired', 'captured')).toBe('conflict');
    expect(paymentTransition('failed', 'captured')).toBe('conflict');
    expect(paymentTransition('expired', 'authorized')).toBe('ignore');
  });
});

describe('cardBrandName', () => {
  it('names each brand as its card does, whatever the case of the code', () => {
    expect(cardBrandName('VI')).toBe('Visa');
    expect(cardBrandName('mc')).toBe('Mastercard');
    expect(cardBrandName('AX')).toBe('American Express');
  });
  it('gives back an unknown code as it is, in capitals', () => {
    expect(cardBrandName('zz')).toBe('ZZ');
  });
});
