import { parseRate } from '@/lib/money';

/**
 * Exchange rates entered in the back office (issue 16): units of a currency for one US dollar,
 * from a Cancún day on. The one rule for what an acceptable rate is; the manual form and the
 * automatic source both pass through it.
 */
export type ExchangeRateRefusal =
  'UNKNOWN_CURRENCY' | 'BASE_CURRENCY' | 'INVALID_RATE' | 'INVALID_DATE' | 'PAST_DATE' | 'TOO_FAR';

export type ExchangeRateInput = { iso: string; rate: string; from: string };
export type ExchangeRateValue = { iso: string; rate: string; from: string };

/** How far ahead a rate may be scheduled. */
export const EXCHANGE_RATE_MAX_DAYS_AHEAD = 366;
/** No currency the shop sells is worth more than this many per dollar, nor less than the floor. */
const MAX_RATE = 100_000_000n * 100_000n; // 100,000 units per dollar, at 8 decimals
const MIN_RATE = 1_000n; // 0.00001 units per dollar

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A rate written as staff type it: digits, one optional decimal point, up to 8 decimals. */
export function normalizeRate(value: string): string | undefined {
  const text = value.trim().replace(/,/g, '.');
  if (!/^\d{1,6}(\.\d{1,8})?$/.test(text)) return undefined;
  const scaled = parseRate(text);
  if (scaled < MIN_RATE || scaled > MAX_RATE) return undefined;
  // Canonical: no leading zeros, no trailing decimal zeros.
  const [whole, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${BigInt(whole!).toString()}${trimmed ? `.${trimmed}` : ''}`;
}

/**
 * Checks one rate: a currency the shop sells (not the US dollar, the base, always 1), a
 * positive decimal within bounds, and a real day from today (Cancún) to a year ahead.
 */
export function checkExchangeRate(
  input: ExchangeRateInput,
  known: readonly string[],
  today: string,
): { ok: true; value: ExchangeRateValue } | { ok: false; code: ExchangeRateRefusal } {
  const iso = input.iso.trim().toUpperCase();
  if (iso === 'USD') return { ok: false, code: 'BASE_CURRENCY' };
  if (!known.includes(iso)) return { ok: false, code: 'UNKNOWN_CURRENCY' };
  const rate = normalizeRate(input.rate);
  if (!rate) return { ok: false, code: 'INVALID_RATE' };
  const from = input.from.trim();
  if (!validDate(from)) return { ok: false, code: 'INVALID_DATE' };
  if (from < today) return { ok: false, code: 'PAST_DATE' };
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + EXCHANGE_RATE_MAX_DAYS_AHEAD);
  if (from > limit.toISOString().slice(0, 10)) return { ok: false, code: 'TOO_FAR' };
  return { ok: true, value: { iso, rate, from } };
}

/** Two stored rates are the same number (numeric columns come back as '18.45000000'). */
export function sameRate(a: string, b: string): boolean {
  return parseRate(a) === parseRate(b);
}
