import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  convertUsdCents,
  formatCompactAmount,
  formatMoney,
  formatMoneyCode,
  parseRate,
  splitMinor,
} from './money';

describe('convertUsdCents', () => {
  it('keeps USD as it is', () => {
    expect(convertUsdCents(13300, '1', 2)).toBe(13300);
  });
  it('converts to MXN with two decimals, rounding half up', () => {
    // 133.00 USD * 18.45 = 2453.85 MXN
    expect(convertUsdCents(13300, '18.45', 2)).toBe(245385);
    // 0.01 USD * 0.92 = 0.0092 EUR -> 0.01
    expect(convertUsdCents(1, '0.92', 2)).toBe(1);
    // 0.01 USD * 0.4 = 0.004 -> 0.00
    expect(convertUsdCents(1, '0.4', 2)).toBe(0);
  });
  it('has no minor units for JPY, KRW and CLP', () => {
    // 133.00 USD * 151.2 = 20109.6 JPY -> 20110 yen
    expect(convertUsdCents(13300, '151.2', 0)).toBe(20110);
    expect(convertUsdCents(13350, '948', 0)).toBe(126558);
  });
  it('is exact for large amounts and 8-decimal rates (9,999,999.99 USD at 4015.12345678 = 40,151,234,527.65 COP)', () => {
    expect(convertUsdCents(999_999_999, '4015.12345678', 2)).toBe(4015123452765);
  });
  it('refuses float amounts and malformed rates', () => {
    expect(() => convertUsdCents(1.5, '1', 2)).toThrow();
    expect(() => parseRate('1e3')).toThrow();
    expect(() => parseRate('-1')).toThrow();
  });
});

describe('formatMoney', () => {
  it('formats per language and currency exponent', () => {
    expect(formatMoney(245385, { iso: 'MXN', decimals: 2 }, 'es')).toBe('$2,453.85');
    expect(formatMoney(13300, { iso: 'USD', decimals: 2 }, 'en')).toBe('$133.00');
    expect(formatMoney(20110, { iso: 'JPY', decimals: 0 }, 'en')).toBe('¥20,110');
    expect(formatMoney(12236, { iso: 'EUR', decimals: 2 }, 'pt')).toMatch(/€\s?122,36/);
    expect(formatMoney(126558, { iso: 'CLP', decimals: 0 }, 'es')).toMatch(/126,558/);
  });
});

describe('splitMinor', () => {
  it('splits in proportion and always adds up', () => {
    expect(splitMinor(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitMinor(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(splitMinor(0, [5, 5])).toEqual([0, 0]);
    expect(splitMinor(7, [0, 0])).toEqual([0, 0]);
    expect(splitMinor(1, [0, 3])).toEqual([0, 1]);
  });

  it('for any total and weights, the parts are whole, add up and stay within one unit of exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitMinor(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum === 0) return parts.every((p) => p === 0);
          return (
            parts.reduce((a, b) => a + b, 0) === total &&
            parts.every(
              (p, i) => Number.isInteger(p) && Math.abs(p - (total * weights[i]!) / sum) < 1.0001,
            )
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('convertMinor', () => {
  const usd = { usdRate: '1', decimals: 2 };
  const mxn = { usdRate: '18.45', decimals: 2 };
  const jpy = { usdRate: '151.2', decimals: 0 };
  it('converts MXN 30.00 into US cents and yen, rounding half away from zero', () => {
    // 30 / 18.45 = 1.62601… USD
    expect(convertMinor(3000, mxn, usd)).toBe(163);
    // 30 / 18.45 * 151.2 = 245.85… JPY
    expect(convertMinor(3000, mxn, jpy)).toBe(246);
  });
  it('is the identity within one currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => convertMinor(n, mxn, mxn) === n),
    );
  });
  it('agrees with convertUsdCents from dollars', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        (cents) => convertMinor(cents, usd, jpy) === convertUsdCents(cents, '151.2', 0),
      ),
    );
  });
  it('refuses float amounts', () => {
    expect(() => convertMinor(1.5, usd, mxn)).toThrow();
  });
});

describe('formatMoneyCode', () => {
  it('names the currency by its code, never by an ambiguous symbol', () => {
    expect(formatMoneyCode(3000, { iso: 'MXN', decimals: 2 }, 'es')).toMatch(/^MXN\s30\.00$/);
    expect(formatMoneyCode(3000, { iso: 'MXN', decimals: 2 }, 'en')).toMatch(/^MXN\s30\.00$/);
  });
});

describe('formatCompactAmount', () => {
  const NBSP = /[\s\u00a0]/g;
  it.each([
    // [minor, decimals, locale, shown]
    [82500, 2, 'es', '825'],
    [82549, 2, 'en', '825'],
    [123456, 2, 'en', '1.2K'],
    [311201250, 2, 'es', '3.1 M'],
    [311201250, 2, 'pt', '3,1 mi'],
    [123456, 2, 'pt', '1,2 mil'],
    [82500000, 2, 'en', '830K'],
    [139, 0, 'es', '139'],
    [2045000, 0, 'en', '2M'],
  ] as const)('%i minor units (%i decimals) in %s read %s', (minor, decimals, locale, shown) => {
    expect(formatCompactAmount(minor, { decimals }, locale).replace(NBSP, ' ')).toBe(shown);
  });

  it('fits a day cell up to a billion units of any currency (at most 7 characters)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.constantFrom(0, 2),
        fc.constantFrom('es', 'en', 'pt' as const),
        (units, decimals, locale) => {
          const minor = units * 10 ** decimals;
          expect(formatCompactAmount(minor, { decimals }, locale).length).toBeLessThanOrEqual(7);
        },
      ),
    );
  });
});
