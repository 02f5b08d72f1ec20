import { describe, expect, it } from 'vitest';
import { checkExchangeRate, normalizeRate, sameRate } from './exchange-rates.rules';

const KNOWN = ['USD', 'MXN', 'EUR', 'JPY'];
const TODAY = '2026-11-25';
const check = (iso: string, rate: string, from = TODAY) =>
  checkExchangeRate({ iso, rate, from }, KNOWN, TODAY);

describe('checkExchangeRate', () => {
  it('accepts a sold currency, a positive rate and a day from today to a year ahead', () => {
    expect(check('mxn', '18.45')).toEqual({
      ok: true,
      value: { iso: 'MXN', rate: '18.45', from: TODAY },
    });
    expect(check('JPY', '156.2', '2027-11-26')).toMatchObject({ ok: true });
    expect(check('EUR', '0,9215')).toEqual({
      ok: true,
      value: { iso: 'EUR', rate: '0.9215', from: TODAY },
    });
  });

  it('refuses the base currency and currencies the shop does not sell', () => {
    expect(check('USD', '1')).toEqual({ ok: false, code: 'BASE_CURRENCY' });
    expect(check('XXX', '2')).toEqual({ ok: false, code: 'UNKNOWN_CURRENCY' });
    expect(check("MXN' OR 1=1", '2')).toEqual({ ok: false, code: 'UNKNOWN_CURRENCY' });
  });

  it('refuses rates that are not positive decimals within bounds', () => {
    for (const rate of [
      '',
      '0',
      '0.00000001',
      '-18',
      '18.123456789',
      '1e3',
      'abc',
      '18.4.5',
      '1000000',
      ' ',
      '18.45<script>',
    ])
      expect(check('MXN', rate), rate).toEqual({ ok: false, code: 'INVALID_RATE' });
  });

  it('refuses days that do not exist, past days and days more than a year ahead', () => {
    expect(check('MXN', '18', '2026-02-30')).toEqual({ ok: false, code: 'INVALID_DATE' });
    expect(check('MXN', '18', '25/11/2026')).toEqual({ ok: false, code: 'INVALID_DATE' });
    expect(check('MXN', '18', '2026-11-24')).toEqual({ ok: false, code: 'PAST_DATE' });
    expect(check('MXN', '18', '2027-11-27')).toEqual({ ok: false, code: 'TOO_FAR' });
  });
});

describe('normalizeRate and sameRate', () => {
  it('writes a rate canonically and compares stored numerics by value', () => {
    expect(normalizeRate('018.4500')).toBe('18.45');
    expect(normalizeRate('20.')).toBeUndefined();
    expect(sameRate('18.45000000', '18.45')).toBe(true);
    expect(sameRate('18.45', '18.46')).toBe(false);
  });
});
