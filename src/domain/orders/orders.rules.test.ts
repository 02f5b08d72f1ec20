import { describe, expect, it } from 'vitest';
import type { FinancingRule, InstallmentBank, MethodCurrencyRow } from '@/domain/payments';
import { priceIn } from '@/domain/pricing';
import {
  checkCheckout,
  orderReference,
  orderStatusFor,
  readPlan,
  refundRefusal,
  statusAtExpiry,
  validateBuyer,
  validIdempotencyKey,
} from './orders.rules';

const row = (
  id: number,
  apiCode: string,
  currencyIso: string,
  kind: 'card' | 'redirect' = 'card',
) => ({ id, apiCode, name: apiCode, kind, currencyIso }) satisfies MethodCurrencyRow;

const METHODS: MethodCurrencyRow[] = [
  row(1, 'VI', 'USD'),
  row(1, 'VI', 'MXN'),
  row(1, 'VI', 'JPY'),
  row(2, 'MC', 'MXN'),
  row(8, 'PP', 'USD', 'redirect'),
];
const BANKS: InstallmentBank[] = [
  { id: 1, name: 'BBVA', logo: '', months: [3, 6] },
  { id: 5, name: 'HSBC', logo: '', months: [3, 6, 12, 13, 15] },
];

/** The seeded financing_rules. */
const FINANCING: FinancingRule[] = [
  { plan: 'uplift', currencyIso: 'USD', cardCountries: [] },
  { plan: 'uplift', currencyIso: 'CAD', cardCountries: [] },
  { plan: 'installments', currencyIso: 'MXN', cardCountries: ['MX'] },
];

const check = (
  server: { amountMinor: number; currencyIso: string; plan?: unknown },
  posted: { amountMinor?: unknown; currencyIso?: unknown; plan?: unknown },
  method: 'card' | 'PP' = 'card',
  financing: FinancingRule[] = FINANCING,
) => {
  const plan = readPlan(server.plan);
  if (!plan) return 'PLAN_MISMATCH';
  return checkCheckout({
    server: { amountMinor: server.amountMinor, currencyIso: server.currencyIso, plan },
    posted: { ...posted, plan: posted.plan ?? server.plan },
    method,
    methods: METHODS,
    banks: BANKS,
    financing,
  });
};

describe('checkCheckout: the server computes the charge, the posted terms must agree', () => {
  it('accepts the exact amount in minor units and the same currency', () => {
    expect(
      check(
        { amountMinor: 123456, currencyIso: 'USD' },
        { amountMinor: 123456, currencyIso: 'USD' },
      ),
    ).toBeNull();
    expect(
      check(
        { amountMinor: 123456, currencyIso: 'USD' },
        { amountMinor: '123456', currencyIso: 'USD' },
      ),
    ).toBeNull();
  });

  it('refuses a tampered amount, currency or plan', () => {
    const server = { amountMinor: 123456, currencyIso: 'USD' };
    expect(check(server, { amountMinor: 123455, currencyIso: 'USD' })).toBe('AMOUNT_MISMATCH');
    expect(check(server, { amountMinor: 1234.56, currencyIso: 'USD' })).toBe('AMOUNT_MISMATCH');
    expect(check(server, { amountMinor: '1234.56', currencyIso: 'USD' })).toBe('AMOUNT_MISMATCH');
    expect(check(server, { amountMinor: -123456, currencyIso: 'USD' })).toBe('AMOUNT_MISMATCH');
    expect(check(server, { amountMinor: 123456, currencyIso: 'usd' })).toBe('CURRENCY_MISMATCH');
    expect(check(server, { amountMinor: 123456, currencyIso: 'MXN' })).toBe('CURRENCY_MISMATCH');
    expect(
      check(
        { ...server, plan: { kind: 'full' } },
        { amountMinor: 123456, currencyIso: 'USD', plan: { kind: 'uplift' } },
      ),
    ).toBe('PLAN_MISMATCH');
    expect(
      check(
        { ...server, plan: { kind: 'monthly-ish' } },
        { amountMinor: 123456, currencyIso: 'USD' },
      ),
    ).toBe('PLAN_MISMATCH');
  });

  it('amounts follow each currency exponent: JPY, KRW and CLP have no minor unit', () => {
    const usdCents = 12_345; // 123.45 USD
    const jpy = priceIn({ id: 17, iso: 'JPY', decimals: 0, usdRate: '150.5' }, usdCents);
    const mxn = priceIn({ id: 2, iso: 'MXN', decimals: 2, usdRate: '17.25' }, usdCents);
    expect(jpy.minor).toBe(18_579); // ¥18,579: whole yen, rounded half away from zero
    expect(mxn.minor).toBe(212_951); // $2,129.51 (centavos)
    expect(
      check(
        { amountMinor: jpy.minor, currencyIso: 'JPY' },
        { amountMinor: 18_579, currencyIso: 'JPY' },
      ),
    ).toBeNull();
    // A client that sends yen with two decimals (1857900) is refused, not charged 100 times.
    expect(
      check(
        { amountMinor: jpy.minor, currencyIso: 'JPY' },
        { amountMinor: 1_857_900, currencyIso: 'JPY' },
      ),
    ).toBe('AMOUNT_MISMATCH');
  });

  it('instalments only in MXN, with a bank and months it offers; Uplift only in USD and CAD', () => {
    const mx = { amountMinor: 600_000, currencyIso: 'MXN' };
    const posted = { amountMinor: 600_000, currencyIso: 'MXN' };
    expect(
      check({ ...mx, plan: { kind: 'installments', bankId: 1, months: 6 } }, posted),
    ).toBeNull();
    expect(
      check({ ...mx, plan: { kind: 'installments', bankId: 5, months: 15 } }, posted),
    ).toBeNull();
    expect(check({ ...mx, plan: { kind: 'installments', bankId: 1, months: 12 } }, posted)).toBe(
      'INSTALLMENT_PLAN_INVALID',
    );
    expect(check({ ...mx, plan: { kind: 'installments', bankId: 99, months: 6 } }, posted)).toBe(
      'INSTALLMENT_PLAN_INVALID',
    );
    expect(check({ ...mx, plan: { kind: 'uplift' } }, posted)).toBe('FINANCING_NOT_AVAILABLE');
    const us = { amountMinor: 50_000, currencyIso: 'USD' };
    const usPosted = { amountMinor: 50_000, currencyIso: 'USD' };
    expect(check({ ...us, plan: { kind: 'installments', bankId: 1, months: 6 } }, usPosted)).toBe(
      'INSTALLMENTS_NOT_AVAILABLE',
    );
    expect(check({ ...us, plan: { kind: 'uplift' } }, usPosted)).toBeNull();
  });

  it('financing follows the financing_rules rows, not a list in the code', () => {
    const jp = { amountMinor: 10_000, currencyIso: 'JPY' };
    const uplift = { ...jp, plan: { kind: 'uplift' } };
    const msi = { ...jp, plan: { kind: 'installments', bankId: 1, months: 3 } };
    const jpyRules: FinancingRule[] = [
      { plan: 'uplift', currencyIso: 'JPY', cardCountries: [] },
      { plan: 'installments', currencyIso: 'JPY', cardCountries: ['JP'] },
    ];
    expect(check(uplift, jp, 'card', jpyRules)).toBeNull();
    expect(check(msi, jp, 'card', jpyRules)).toBeNull();
    expect(check(uplift, jp)).toBe('FINANCING_NOT_AVAILABLE');
    expect(check(msi, jp)).toBe('INSTALLMENTS_NOT_AVAILABLE');
    // Without rows nothing is financed, not even the seeded currencies.
    const us = { amountMinor: 50_000, currencyIso: 'USD' };
    expect(check({ ...us, plan: { kind: 'uplift' } }, us, 'card', [])).toBe(
      'FINANCING_NOT_AVAILABLE',
    );
    const mx = { amountMinor: 600_000, currencyIso: 'MXN' };
    expect(
      check({ ...mx, plan: { kind: 'installments', bankId: 1, months: 6 } }, mx, 'card', []),
    ).toBe('INSTALLMENTS_NOT_AVAILABLE');
  });

  it('PayPal only where the currency offers it, and paid in full', () => {
    expect(
      check(
        { amountMinor: 100, currencyIso: 'USD' },
        { amountMinor: 100, currencyIso: 'USD' },
        'PP',
      ),
    ).toBeNull();
    expect(
      check(
        { amountMinor: 100, currencyIso: 'MXN' },
        { amountMinor: 100, currencyIso: 'MXN' },
        'PP',
      ),
    ).toBe('METHOD_NOT_AVAILABLE');
    expect(
      check(
        { amountMinor: 100, currencyIso: 'USD', plan: { kind: 'uplift' } },
        { amountMinor: 100, currencyIso: 'USD' },
        'PP',
      ),
    ).toBe('INSTALLMENTS_NOT_AVAILABLE');
    // A currency with no card method at all.
    expect(
      check({ amountMinor: 100, currencyIso: 'KRW' }, { amountMinor: 100, currencyIso: 'KRW' }),
    ).toBe('METHOD_NOT_AVAILABLE');
  });
});

describe('order status follows the payment, and never goes back', () => {
  it('captured money makes the order paid; a failed attempt leaves it pending for a retry', () => {
    expect(orderStatusFor('pending', 'captured')).toBe('paid');
    expect(orderStatusFor('authorized', 'captured')).toBe('paid');
    expect(orderStatusFor('pending', 'authorized')).toBe('authorized');
    expect(orderStatusFor('pending', 'failed')).toBe('pending');
    expect(orderStatusFor('pending', 'requires_action')).toBe('pending');
  });

  it('paid stays paid whatever arrives late; a refund is final', () => {
    for (const late of ['pending', 'requires_action', 'authorized', 'failed', 'expired'] as const)
      expect(orderStatusFor('paid', late)).toBe('paid');
    expect(orderStatusFor('paid', 'refunded')).toBe('refunded');
    expect(orderStatusFor('refunded', 'captured')).toBe('refunded');
    expect(orderStatusFor('expired', 'captured')).toBe('expired');
  });

  it('an unpaid order at the end of its hold: failed after a failed attempt, else expired', () => {
    expect(statusAtExpiry('failed')).toBe('failed');
    expect(statusAtExpiry('pending')).toBe('expired');
    expect(statusAtExpiry(null)).toBe('expired');
  });
});

describe('references, keys and buyers', () => {
  it('references are XO- and 8 characters without look-alikes', () => {
    const ref = orderReference(new Uint8Array([0, 1, 2, 3, 31, 32, 200, 255]));
    expect(ref).toBe('XO-ABCD9AJ9');
    expect(ref.slice(3)).not.toMatch(/[01IO]/);
    expect(() => orderReference(new Uint8Array(4))).toThrow();
  });

  it('idempotency keys are long and plain enough not to be guessed', () => {
    expect(validIdempotencyKey('0b7e0c1c-6a55-4c39-9f43-4b8c1e0e5a11')).toBe(true);
    expect(validIdempotencyKey('short')).toBe(false);
    expect(validIdempotencyKey('has spaces in it, long enough')).toBe(false);
    expect(validIdempotencyKey('x'.repeat(101))).toBe(false);
    expect(validIdempotencyKey(42)).toBe(false);
  });

  it('a buyer needs a name and a valid email', () => {
    expect(validateBuyer({ name: '  Grace   Hopper ', email: 'Grace@Example.COM' })).toEqual({
      ok: true,
      buyer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '' },
    });
    expect(validateBuyer({ name: '', email: 'nope' })).toEqual({
      ok: false,
      errors: { name: 'REQUIRED', email: 'EMAIL_INVALID' },
    });
    expect(validateBuyer({})).toEqual({
      ok: false,
      errors: { name: 'REQUIRED', email: 'REQUIRED' },
    });
  });
});

describe('refundRefusal: never more than was paid less what was refunded', () => {
  const paid = { status: 'paid' as const, paidMinor: 10_000, refundedMinor: 0 };
  it('accepts a part, then the rest, and nothing beyond', () => {
    expect(refundRefusal({ ...paid, amountMinor: 4_000 })).toBeNull();
    expect(refundRefusal({ ...paid, refundedMinor: 4_000, amountMinor: 6_000 })).toBeNull();
    expect(refundRefusal({ ...paid, refundedMinor: 4_000, amountMinor: 6_001 })).toBe(
      'REFUND_EXCEEDS_BALANCE',
    );
    expect(refundRefusal({ ...paid, refundedMinor: 10_000, amountMinor: 1 })).toBe(
      'REFUND_EXCEEDS_BALANCE',
    );
  });
  it('refuses hostile amounts', () => {
    for (const amountMinor of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(refundRefusal({ ...paid, amountMinor }), String(amountMinor)).toBe(
        'REFUND_INVALID_AMOUNT',
      );
  });
  it('refuses an order that was never paid, and accepts a partly refunded one', () => {
    for (const status of ['pending', 'authorized', 'failed', 'expired'] as const)
      expect(refundRefusal({ ...paid, status, amountMinor: 1 })).toBe('ORDER_NOT_PAID');
    expect(refundRefusal({ ...paid, status: 'refunded', amountMinor: 1 })).toBeNull();
  });
});
