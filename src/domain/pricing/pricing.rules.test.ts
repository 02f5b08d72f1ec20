import { describe, expect, it } from 'vitest';
import { chooseCurrency, priceIn } from './pricing.rules';

const usd = { id: 1, iso: 'USD', decimals: 2, usdRate: '1' };
const mxn = { id: 2, iso: 'MXN', decimals: 2, usdRate: '18.45' };
const jpy = { id: 16, iso: 'JPY', decimals: 0, usdRate: '151.2' };

describe('priceIn', () => {
  it('converts catalogue USD cents into the visitor currency', () => {
    expect(priceIn(mxn, 16300)).toEqual({ minor: 300735, iso: 'MXN', decimals: 2 });
    expect(priceIn(jpy, 16300)).toEqual({ minor: 24646, iso: 'JPY', decimals: 0 });
  });
});

describe('chooseCurrency', () => {
  it('defaults to USD (id 1)', () => {
    expect(chooseCurrency([mxn, usd], {})).toBe(usd);
  });
  it('follows the cookie by iso, then by id', () => {
    expect(chooseCurrency([usd, mxn, jpy], { iso: 'jpy' })).toBe(jpy);
    expect(chooseCurrency([usd, mxn, jpy], { id: '2' })).toBe(mxn);
  });
  it('ignores an unknown currency', () => {
    expect(chooseCurrency([usd, mxn], { iso: 'XXX', id: '99' })).toBe(usd);
  });
});
