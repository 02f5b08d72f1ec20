import { describe, expect, it } from 'vitest';
import { rateOnDay, rowsInUsd, totalsByCurrency, usdOnDay, type DatedRate } from './usd.rules';

const history: DatedRate[] = [
  { iso: 'MXN', from: '2026-03-01', usdRate: '20' },
  { iso: 'MXN', from: '2026-03-10', usdRate: '18.5' },
  { iso: 'EUR', from: '2026-03-05', usdRate: '0.8' },
];

describe('the rate of a payment day', () => {
  it('takes the rate entered for that day, else the last earlier one', () => {
    expect(rateOnDay(history, 'MXN', '2026-03-10')?.usdRate).toBe('18.5');
    expect(rateOnDay(history, 'MXN', '2026-03-09')?.usdRate).toBe('20');
    expect(rateOnDay(history, 'MXN', '2026-04-30')?.usdRate).toBe('18.5');
  });

  it('never takes a rate of a later day: a change made after the day changes nothing', () => {
    const before = usdOnDay({ minor: 200_000, iso: 'MXN', decimals: 2 }, '2026-03-09', history);
    const changed = usdOnDay({ minor: 200_000, iso: 'MXN', decimals: 2 }, '2026-03-09', [
      ...history,
      { iso: 'MXN', from: '2026-03-11', usdRate: '10' },
    ]);
    expect(before).toEqual({ ok: true, usdCents: 10_000, rate: '20', rateFrom: '2026-03-01' });
    expect(changed).toEqual(before);
  });

  it('says so when no rate was entered on or before the day', () => {
    expect(usdOnDay({ minor: 500, iso: 'EUR', decimals: 2 }, '2026-03-04', history)).toEqual({
      ok: false,
      code: 'NO_RATE',
    });
    expect(usdOnDay({ minor: 500, iso: 'JPY', decimals: 0 }, '2026-03-04', history)).toEqual({
      ok: false,
      code: 'NO_RATE',
    });
  });

  it('keeps US dollars as they are, with no rate entered', () => {
    expect(usdOnDay({ minor: 12_345, iso: 'USD', decimals: 2 }, '2020-01-01', [])).toMatchObject({
      ok: true,
      usdCents: 12_345,
    });
  });

  it('rounds half away from zero by the cent, for currencies without minor digits too', () => {
    // 1,001 yen at 150 per dollar = 6.673… dollars.
    const yen = [{ iso: 'JPY', from: '2026-01-01', usdRate: '150' }];
    expect(usdOnDay({ minor: 1_001, iso: 'JPY', decimals: 0 }, '2026-02-01', yen)).toMatchObject({
      usdCents: 667,
    });
    // A refund is negative nowhere here, but the sign survives.
    expect(usdOnDay({ minor: -1_001, iso: 'JPY', decimals: 0 }, '2026-02-01', yen)).toMatchObject({
      usdCents: -667,
    });
  });
});

describe('report rows in dollars', () => {
  it('converts each row at its own day and totals those that have a rate', () => {
    const out = rowsInUsd(
      [
        { day: '2026-03-09', currencyIso: 'MXN', amountMinor: 200_000 },
        { day: '2026-03-10', currencyIso: 'MXN', amountMinor: 185_000 },
        { day: '2026-03-04', currencyIso: 'EUR', amountMinor: 8_000 },
        { day: '2026-03-04', currencyIso: 'USD', amountMinor: 2_550 },
      ],
      history,
      { MXN: 2, EUR: 2, USD: 2 },
    );
    expect(out.rows.map((r) => (r.usd.ok ? r.usd.usdCents : null))).toEqual([
      10_000,
      10_000,
      null,
      2_550,
    ]);
    expect(out.totalUsdCents).toBe(22_550);
    expect(out.missing).toBe(1);
  });

  it('adds up each currency charged apart', () => {
    expect(
      totalsByCurrency([
        { currencyIso: 'MXN', amountMinor: 100 },
        { currencyIso: 'EUR', amountMinor: 7 },
        { currencyIso: 'MXN', amountMinor: 50 },
      ]),
    ).toEqual([
      { currencyIso: 'EUR', amountMinor: 7 },
      { currencyIso: 'MXN', amountMinor: 150 },
    ]);
  });
});
