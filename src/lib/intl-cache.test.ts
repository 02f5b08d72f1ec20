import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';
import { formatMoney, formatMoneyCode } from './money';
import { resortToday } from './dates';

describe('Intl formatters built once', () => {
  it('hands back the same formatter for the same locale and options', () => {
    const a = numberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    expect(numberFormat('es-MX', { style: 'currency', currency: 'MXN' })).toBe(a);
    expect(numberFormat('es-MX', { style: 'currency', currency: 'USD' })).not.toBe(a);
    expect(numberFormat('en-US', { style: 'currency', currency: 'MXN' })).not.toBe(a);
    const d = dateTimeFormat('en-CA', { timeZone: 'America/Cancun' });
    expect(dateTimeFormat('en-CA', { timeZone: 'America/Cancun' })).toBe(d);
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC' })).not.toBe(d);
  });

  it('formats as a formatter built for the call would', () => {
    const usd = { iso: 'USD', decimals: 2 };
    const jpy = { iso: 'JPY', decimals: 0 };
    for (const [minor, currency] of [
      [123456, usd],
      [98765, jpy],
    ] as const) {
      const fresh = (display: 'symbol' | 'code') =>
        new Intl.NumberFormat('es-MX', {
          style: 'currency',
          currency: currency.iso,
          currencyDisplay: display,
          minimumFractionDigits: currency.decimals,
          maximumFractionDigits: currency.decimals,
        }).format(minor / 10 ** currency.decimals);
      expect(formatMoney(minor, currency, 'es')).toBe(fresh('symbol'));
      expect(formatMoneyCode(minor, currency, 'es')).toBe(fresh('code'));
    }
    // The same currency in another language is another formatter.
    expect(formatMoney(123456, usd, 'en')).toBe('$1,234.56');
    // Midnight UTC is still the previous day at the resort (UTC-5).
    expect(resortToday(new Date('2027-03-01T03:00:00Z'))).toBe('2027-02-28');
  });

  it('rejects a time zone that does not exist, every time', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
