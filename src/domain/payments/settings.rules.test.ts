import { describe, expect, it } from 'vitest';
import {
  checkCurrencyMethods,
  checkInstallmentMonths,
  installmentDescription,
} from './settings.rules';

describe('checkCurrencyMethods', () => {
  it('keeps known methods once each, in id order', () => {
    expect(checkCurrencyMethods(['3', '1', '3'], [1, 2, 3])).toEqual({ ok: true, value: [1, 3] });
  });
  it('refuses a currency left without any method, and unknown or hostile ids', () => {
    expect(checkCurrencyMethods([], [1, 2])).toEqual({ ok: false, code: 'NO_METHOD' });
    for (const bad of ['9', '-1', '1.5', '1; DROP TABLE x', '', '99999'])
      expect(checkCurrencyMethods([bad], [1, 2]), bad).toEqual({
        ok: false,
        code: 'UNKNOWN_METHOD',
      });
  });
});

describe('checkInstallmentMonths', () => {
  it('reads months separated by commas or spaces, ascending', () => {
    expect(checkInstallmentMonths('12, 3 6')).toEqual({ ok: true, value: [3, 6, 12] });
  });
  it('refuses empty, repeated, out-of-range and non-numeric months', () => {
    for (const bad of [
      '',
      ' , ',
      '3, 3',
      '0',
      '49',
      '3.5',
      'six',
      '-3',
      '1,2,3,4,5,6,7,8,9,10,11,12,13',
    ])
      expect(checkInstallmentMonths(bad), bad).toEqual({ ok: false, code: 'INVALID_MONTHS' });
  });
  it('names the months in the description, in every language', () => {
    const text = installmentDescription([3, 6, 12]);
    expect(text.es).toContain('3, 6, 12');
    expect(text.en).toContain('3, 6, 12');
    expect(text.pt).toContain('3, 6, 12');
  });
});

describe('the seeded banks', () => {
  it('describe their months as the back office will when they change', async () => {
    const { installmentBanks } = await import('@/db/seed/reference');
    for (const bank of installmentBanks)
      expect(bank.description, bank.name).toEqual(installmentDescription(bank.months));
  });
});
