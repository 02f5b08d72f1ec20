import { cartMessageValues, type CartErrorCode } from '@/domain/cart';
import { ApiError } from '@/lib/json-api';
import { catalogues } from '@/i18n/catalogues';
import { locales } from '@/i18n/paths';

/** Errors of the HTTP layer itself (the cart rules' codes are CartErrorCode). */
export type HttpErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNKNOWN_CURRENCY'
  | 'PRODUCT_NOT_FOUND'
  | 'CART_NOT_FOUND'
  | 'PAYMENT_IN_PROGRESS'
  | 'INTERNAL_ERROR';

export type ParkApiErrorCode = HttpErrorCode | CartErrorCode;

/** An answer other than success, raised anywhere in a handler and rendered by `respond`. */
export class ParkApiError extends ApiError<ParkApiErrorCode> {}

/**
 * HTTP status of each cart error: 400 for an item the rules refuse as asked (people, date,
 * schedule, transport), 404 for an item not in the cart, 409 for a conflict with the cart or
 * the stock as they stand (duplicate, limit, admission first, sold out), 422 for well-formed
 * references to things that do not exist or have no price.
 */
export const CART_ERROR_STATUS: Record<CartErrorCode, 400 | 404 | 409 | 422> = {
  CART_NO_ADULT: 400,
  CART_NO_SCHEDULE: 400,
  CART_DATE_REQUIRED: 400,
  CART_DATE_IN_PAST: 400,
  CART_TOO_MANY_PEOPLE: 400,
  CART_INFANTS_NOT_ADMITTED: 400,
  CART_TRANSPORT_SAME_DAY: 400,
  CART_GENERIC: 400,
  CART_NO_AVAILABILITY: 409,
  CART_DUPLICATE: 409,
  CART_SAME_DATES: 409,
  CART_LIMIT: 409,
  CART_ADMISSION_REQUIRED: 409,
  CART_PRICE_UNAVAILABLE: 422,
  CART_UNKNOWN_PRODUCT: 422,
  CART_UNKNOWN_OPTION: 422,
  CART_ITEM_NOT_FOUND: 404,
  CART_PAYMENT_PENDING: 409,
  CART_HOLD_LIMIT: 409,
};

/** The languages the API answers in (`locale` parameter or Accept-Language); English by default. */
export const API_LANGUAGES = ['en', ...locales.filter((l) => l !== 'en')] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/**
 * Every code's message per language, from the shop front's catalogues: the cart rules' texts
 * are SPEC §8's wording, word for word, where it has one.
 */
const messagesIn = (l: ApiLanguage): Record<ParkApiErrorCode, string> => ({
  ...catalogues[l].parkApiErrors,
  ...catalogues[l].cartErrors,
});
const MESSAGES = Object.fromEntries(API_LANGUAGES.map((l) => [l, messagesIn(l)])) as Record<
  ApiLanguage,
  Record<ParkApiErrorCode, string>
>;

/** English messages (the OpenAPI document's examples). */
export const ERROR_MESSAGES: Record<ParkApiErrorCode, string> = MESSAGES.en;

/**
 * The message in `language`, its `{placeholders}` filled from the error's detail (e.g. `{max}`)
 * and the cart's limits.
 */
export function messageFor(
  code: ParkApiErrorCode,
  detail?: Record<string, unknown>,
  language: ApiLanguage = 'en',
): string {
  // The error's own detail, then the limits the cart's messages state (cartMessageValues).
  const values: Record<string, unknown> = { ...cartMessageValues, ...detail };
  return MESSAGES[language][code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    typeof values[key] === 'number' || typeof values[key] === 'string'
      ? String(values[key])
      : whole,
  );
}
