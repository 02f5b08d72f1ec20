/**
 * What the back office may store as a promotional code or an automatic offer (issue 16), pure.
 * The form's text comes in; a clean value or the first problem comes out. The service checks
 * what needs the database (the hotels, the currencies, a duplicate code).
 */
import { isPromoCodeShape, normalizePromoCode, type OfferKind } from './promo.rules';
import { isIsoDate } from './stays.rules';

export const PROMO_PERCENT_MAX = 90;
export const PROMO_LIMIT_MAX = 100_000;
export const EARLY_DAYS_MAX = 730;
export const LONG_NIGHTS_MIN = 2;
export const LONG_NIGHTS_MAX = 30;

export type PromotionErrorCode =
  | 'INVALID_CODE'
  | 'DUPLICATE_CODE'
  | 'INVALID_PERCENT'
  | 'INVALID_AMOUNT'
  | 'INVALID_STAY_WINDOW'
  | 'INVALID_BOOKING_WINDOW'
  | 'INVALID_LIMIT'
  | 'INVALID_THRESHOLD'
  | 'UNKNOWN_HOTEL'
  | 'NOT_FOUND';

export type Checked<T> = { ok: true; value: T } | { ok: false; code: PromotionErrorCode };

/** A form's fields as typed (absent or blank when left empty). */
export type FormFields = Record<string, string | undefined>;

export type CodeValues = {
  code: string;
  kind: 'percent' | 'amount';
  percentOff: number;
  amountOffMinor: number | null;
  currencyIso: string | null;
  hotelCodes: string[];
  stayFrom: string;
  stayTo: string;
  bookFrom: string | null;
  bookTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
};

export type OfferValues = {
  kind: OfferKind;
  percentOff: number;
  minDaysBefore: number | null;
  minNights: number | null;
  hotelCodes: string[];
  stayFrom: string;
  stayTo: string;
  bookFrom: string | null;
  bookTo: string | null;
  active: boolean;
};

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** A whole number in [min, max] typed in a field, or undefined. */
function wholeNumber(v: string | undefined, min: number, max: number): number | undefined {
  if (blank(v) || !/^\d{1,9}$/.test(v!.trim())) return undefined;
  const n = Number(v!.trim());
  return n >= min && n <= max ? n : undefined;
}

/** An amount typed with up to `decimals` decimals ("1500", "1500.50"), in minor units. */
export function parseAmountMinor(v: string | undefined, decimals: number): number | undefined {
  const match = blank(v) ? null : /^(\d{1,9})(?:[.,](\d+))?$/.exec(v!.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : undefined;
}

type SharedTerms = Pick<
  CodeValues,
  'hotelCodes' | 'stayFrom' | 'stayTo' | 'bookFrom' | 'bookTo' | 'active'
>;

type Window = { from: string | null; to: string | null };

/** A window of dates: both required for a stay, either open for a booking window. */
function window(
  from: string | undefined,
  to: string | undefined,
  required: boolean,
): Window | undefined {
  const a = blank(from) ? null : from!.trim();
  const b = blank(to) ? null : to!.trim();
  if (required && (a === null || b === null)) return undefined;
  if ((a !== null && !isIsoDate(a)) || (b !== null && !isIsoDate(b))) return undefined;
  if (a !== null && b !== null && a > b) return undefined;
  return { from: a, to: b };
}

/** The shared terms: hotels (all known), stay and booking windows, active. */
function checkTerms(
  fields: FormFields,
  hotels: string[],
  knownHotels: readonly string[],
): Checked<SharedTerms> {
  if (hotels.some((h) => !knownHotels.includes(h))) return { ok: false, code: 'UNKNOWN_HOTEL' };
  const stay = window(fields.stayFrom, fields.stayTo, true);
  if (!stay) return { ok: false, code: 'INVALID_STAY_WINDOW' };
  const booking = window(fields.bookFrom, fields.bookTo, false);
  if (!booking) return { ok: false, code: 'INVALID_BOOKING_WINDOW' };
  return {
    ok: true,
    value: {
      hotelCodes: [...new Set(hotels)].sort(),
      stayFrom: stay.from!,
      stayTo: stay.to!,
      bookFrom: booking.from,
      bookTo: booking.to,
      active: fields.active === 'on' || fields.active === 'true',
    },
  };
}

function optionalLimit(v: string | undefined): number | null | undefined {
  if (blank(v)) return null;
  return wholeNumber(v, 1, PROMO_LIMIT_MAX);
}

/**
 * A promotional code from the form. `currencies` are the ISO codes sold with their decimals
 * (an amount is typed in the currency's units).
 */
export function checkCodeInput(
  fields: FormFields,
  hotels: string[],
  knownHotels: readonly string[],
  currencies: readonly { iso: string; decimals: number }[],
): Checked<CodeValues> {
  const code = normalizePromoCode(fields.code);
  if (!code || !isPromoCodeShape(code)) return { ok: false, code: 'INVALID_CODE' };
  const kind = fields.kind === 'amount' ? 'amount' : 'percent';
  let percentOff = 0;
  let amountOffMinor: number | null = null;
  let currencyIso: string | null = null;
  if (kind === 'percent') {
    const p = wholeNumber(fields.percentOff, 1, PROMO_PERCENT_MAX);
    if (p === undefined) return { ok: false, code: 'INVALID_PERCENT' };
    percentOff = p;
  } else {
    const currency = currencies.find((c) => c.iso === fields.currencyIso);
    const minor = currency ? parseAmountMinor(fields.amountOff, currency.decimals) : undefined;
    if (!currency || minor === undefined) return { ok: false, code: 'INVALID_AMOUNT' };
    amountOffMinor = minor;
    currencyIso = currency.iso;
  }
  const terms = checkTerms(fields, hotels, knownHotels);
  if (!terms.ok) return terms;
  const usageLimit = optionalLimit(fields.usageLimit);
  const perCustomerLimit = optionalLimit(fields.perCustomerLimit);
  if (usageLimit === undefined || perCustomerLimit === undefined)
    return { ok: false, code: 'INVALID_LIMIT' };
  return {
    ok: true,
    value: {
      code,
      kind,
      percentOff,
      amountOffMinor,
      currencyIso,
      ...terms.value,
      usageLimit,
      perCustomerLimit,
    },
  };
}

/** An automatic offer from the form: its kind decides which threshold it needs. */
export function checkOfferInput(
  fields: FormFields,
  hotels: string[],
  knownHotels: readonly string[],
): Checked<OfferValues> {
  const kind: OfferKind = fields.kind === 'long_stay' ? 'long_stay' : 'early_booking';
  const percentOff = wholeNumber(fields.percentOff, 1, PROMO_PERCENT_MAX);
  if (percentOff === undefined) return { ok: false, code: 'INVALID_PERCENT' };
  const minDaysBefore =
    kind === 'early_booking' ? wholeNumber(fields.minDaysBefore, 1, EARLY_DAYS_MAX) : null;
  const minNights =
    kind === 'long_stay' ? wholeNumber(fields.minNights, LONG_NIGHTS_MIN, LONG_NIGHTS_MAX) : null;
  if (minDaysBefore === undefined || minNights === undefined)
    return { ok: false, code: 'INVALID_THRESHOLD' };
  const terms = checkTerms(fields, hotels, knownHotels);
  if (!terms.ok) return terms;
  return { ok: true, value: { kind, percentOff, minDaysBefore, minNights, ...terms.value } };
}
