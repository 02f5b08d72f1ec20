/**
 * Money as integer minor units. Exchange rates are decimal strings (as stored in the
 * database) and are applied with BigInt arithmetic, so no float ever touches an amount.
 */
import { regionalLocales, type Locale } from '@/i18n/paths';
import { numberFormat } from './intl-cache';

const RATE_SCALE = 100_000_000n; // rates carry up to 8 decimals

export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!match) throw new Error(`Invalid exchange rate: ${rate}`);
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(8, '0'));
  return whole * RATE_SCALE + fraction;
}

/** Divides rounding half away from zero (commercial rounding). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator * sign;
  return sign * ((abs + denominator / 2n) / denominator);
}

/**
 * Converts US cents into the minor units of a currency whose unit is worth `rate` per USD
 * and which has `decimals` minor digits (0 for JPY, KRW, CLP).
 */
export function convertUsdCents(usdCents: number, rate: string, decimals: number): number {
  if (!Number.isSafeInteger(usdCents)) throw new Error('Amounts must be integers');
  const numerator = BigInt(usdCents) * parseRate(rate) * 10n ** BigInt(decimals);
  return Number(divRound(numerator, 100n * RATE_SCALE));
}

/**
 * Converts minor units of one currency into another through their stored rates per US dollar
 * (`usdRate` units of each for one dollar), rounding half away from zero by the target's
 * exponent: MXN 30.00 a room-night in a USD charge, or in yen.
 */
export function convertMinor(
  amountMinor: number,
  from: { usdRate: string; decimals: number },
  to: { usdRate: string; decimals: number },
): number {
  if (!Number.isSafeInteger(amountMinor)) throw new Error('Amounts must be integers');
  const numerator = BigInt(amountMinor) * parseRate(to.usdRate) * 10n ** BigInt(to.decimals);
  const denominator = parseRate(from.usdRate) * 10n ** BigInt(from.decimals);
  if (denominator === 0n) throw new Error('A currency with a zero rate cannot be converted');
  return Number(divRound(numerator, denominator));
}

const numberLocales = regionalLocales;
export type MoneyLocale = Locale;

/** Formats minor units for the page's language, with the currency's own decimals. */
export function formatMoney(
  minor: number,
  currency: { iso: string; decimals: number },
  locale: MoneyLocale,
): string {
  return numberFormat(numberLocales[locale], {
    style: 'currency',
    currency: currency.iso,
    currencyDisplay: 'symbol',
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(minor / 10 ** currency.decimals);
}

/** Minor units with the ISO code instead of a symbol ("MXN 30.00"): unambiguous in any language. */
export function formatMoneyCode(
  minor: number,
  currency: { iso: string; decimals: number },
  locale: MoneyLocale,
): string {
  return numberFormat(numberLocales[locale], {
    style: 'currency',
    currency: currency.iso,
    currencyDisplay: 'code',
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(minor / 10 ** currency.decimals);
}

/**
 * A short amount for a narrow place (a calendar's day cell), without the currency, whose code
 * the place's heading or legend states: whole units up to 999 ("825"), compact notation from a
 * thousand on, two significant digits ("1.2 k", "3.1 M"; "1,2 mil" in Portuguese), so that
 * every currency fits in at most about seven characters.
 */
export function formatCompactAmount(
  minor: number,
  currency: { decimals: number },
  locale: MoneyLocale,
): string {
  const units = minor / 10 ** currency.decimals;
  return numberFormat(numberLocales[locale], {
    notation: 'compact',
    compactDisplay: 'short',
    maximumSignificantDigits: Math.abs(units) >= 1000 ? 2 : 3,
  }).format(Math.abs(units) < 1000 ? Math.round(units) : units);
}

/**
 * Splits `total` minor units into parts proportional to `weights` (non-negative integers),
 * whole units each, adding up to `total` exactly: each part is rounded down, and the units left
 * go to the largest remainders (ties to the earlier part). All-zero weights split nothing.
 */
export function splitMinor(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new Error('splitMinor takes whole, non-negative weights and a whole total');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const shares = weights.map((w) => {
    const exact = big * BigInt(w);
    const floor = exact / BigInt(sum) - (exact % BigInt(sum) < 0n ? 1n : 0n);
    return { floor, remainder: exact - floor * BigInt(sum) };
  });
  let left = big - shares.reduce((a, s) => a + s.floor, 0n);
  const order = shares
    .map((s, i) => ({ i, remainder: s.remainder }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  const parts = shares.map((s) => s.floor);
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
