import { convertMinor } from '@/lib/money';

/**
 * Reports in US dollars (issue 17): an amount charged in any currency is converted at the
 * rate in force on its own Cancún day (the capture's day for a payment, the refund's day for a
 * refund), read from the exchange-rate history (`exchange_rates`, one row per currency and
 * day it applies from). The one conversion every report uses.
 */

/** A rate entered for a currency from a Cancún day on: units of the currency per US dollar. */
export type DatedRate = { iso: string; from: string; usdRate: string };

/** An amount in US cents, or the reason it has none (no rate entered on or before its day). */
export type UsdAmount =
  { ok: true; usdCents: number; rate: string; rateFrom: string } | { ok: false; code: 'NO_RATE' };

const USD: Omit<DatedRate, 'from'> = { iso: 'USD', usdRate: '1' };

/**
 * The rate of `iso` in force on `day`: the one entered for that day, else the last one of an
 * earlier day. A rate entered for a later day never counts, so a change made after the day
 * leaves that day's figures as they were. The US dollar is always 1.
 */
export function rateOnDay(
  history: readonly DatedRate[],
  iso: string,
  day: string,
): DatedRate | undefined {
  if (iso === 'USD') return { ...USD, from: day };
  let best: DatedRate | undefined;
  for (const rate of history)
    if (rate.iso === iso && rate.from <= day && (!best || rate.from > best.from)) best = rate;
  return best;
}

/** `amountMinor` of `iso` (with `decimals` minor digits) in US cents at the rate of `day`. */
export function usdOnDay(
  amount: { minor: number; iso: string; decimals: number },
  day: string,
  history: readonly DatedRate[],
): UsdAmount {
  const rate = rateOnDay(history, amount.iso, day);
  if (!rate) return { ok: false, code: 'NO_RATE' };
  const usdCents = convertMinor(
    amount.minor,
    { usdRate: rate.usdRate, decimals: amount.decimals },
    { usdRate: '1', decimals: 2 },
  );
  return { ok: true, usdCents, rate: rate.usdRate, rateFrom: rate.from };
}

/**
 * Report rows (a day, a currency charged, an amount) with their amount in US dollars, and the
 * total in dollars of the rows that have one (`missing` counts those that do not).
 */
export function rowsInUsd<R extends { day: string; currencyIso: string; amountMinor: number }>(
  rows: readonly R[],
  history: readonly DatedRate[],
  decimals: Readonly<Record<string, number>>,
): { rows: (R & { usd: UsdAmount })[]; totalUsdCents: number; missing: number } {
  let totalUsdCents = 0;
  let missing = 0;
  const converted = rows.map((row) => {
    const usd = usdOnDay(
      { minor: row.amountMinor, iso: row.currencyIso, decimals: decimals[row.currencyIso] ?? 2 },
      row.day,
      history,
    );
    if (usd.ok) totalUsdCents += usd.usdCents;
    else missing += 1;
    return { ...row, usd };
  });
  return { rows: converted, totalUsdCents, missing };
}

/** Totals per currency charged (minor units), by currency code. */
export function totalsByCurrency(
  rows: readonly { currencyIso: string; amountMinor: number }[],
): { currencyIso: string; amountMinor: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currencyIso, (sums.get(r.currencyIso) ?? 0) + r.amountMinor);
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currencyIso, amountMinor]) => ({ currencyIso, amountMinor }));
}
