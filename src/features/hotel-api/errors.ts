import type { StayErrorCode } from '@/domain/stays';
import { ApiError as JsonApiError } from '@/lib/json-api';

/** Errors of the HTTP layer itself (the booking rules' codes are StayErrorCode). */
export type HttpErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_JSON'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNKNOWN_CURRENCY'
  | 'NOT_FOUND'
  | 'INTERNAL_ERROR';

export type ApiErrorCode = HttpErrorCode | StayErrorCode;

/** An answer other than success, raised anywhere in a handler and rendered by `respond`. */
export class ApiError extends JsonApiError<ApiErrorCode> {}

/**
 * HTTP status of each booking error: 400 for a request that breaks the stay or party rules,
 * 404 for what the caller may not see, 409 for a conflict with the current state of stock or
 * booking, 422 for well-formed references to things that do not exist or do not apply.
 */
export const STAY_ERROR_STATUS: Record<StayErrorCode, 400 | 404 | 409 | 422> = {
  INVALID_DATES: 400,
  CHECK_IN_IN_PAST: 400,
  STAY_TOO_LONG: 400,
  NO_ROOMS: 400,
  TOO_MANY_ROOMS: 400,
  ADULT_REQUIRED: 400,
  TOO_MANY_CHILDREN: 400,
  CHILD_AGE_OUT_OF_RANGE: 400,
  UNKNOWN_HOTEL: 422,
  UNKNOWN_ROOM_TYPE: 422,
  ROOM_TYPE_DOES_NOT_FIT: 422,
  RATE_UNAVAILABLE: 422,
  INVALID_PROMO: 422,
  PROMO_USED_UP: 409,
  PROMO_SIGN_IN: 422,
  PROMO_CUSTOMER_LIMIT: 409,
  GUEST_DETAILS_REQUIRED: 422,
  INVALID_GUEST_DETAILS: 422,
  AMOUNT_MISMATCH: 422,
  BOOKING_NOT_FOUND: 404,
  SOLD_OUT: 409,
  HOLD_LIMIT: 409,
  HOLD_EXPIRED: 409,
  ALREADY_CONFIRMED: 409,
};

/** English messages for API clients; the shop front translates the codes itself. */
export const ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  INVALID_REQUEST: 'The request is not valid: see detail.issues.',
  INVALID_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large (8 KB at most).',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as Content-Type: application/json.',
  RATE_LIMITED: 'Too many requests: try again after Retry-After seconds.',
  UNKNOWN_CURRENCY: 'This currency is not offered.',
  NOT_FOUND: 'Not found.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  INVALID_DATES: 'The dates are not valid: check-out must be after check-in.',
  CHECK_IN_IN_PAST: 'Check-in cannot be in the past (resort time).',
  STAY_TOO_LONG: 'The stay is too long to book online: call us for longer stays.',
  NO_ROOMS: 'Ask for at least one room.',
  TOO_MANY_ROOMS: 'At most 5 rooms can be booked at once.',
  ADULT_REQUIRED: 'Every room needs at least one adult.',
  TOO_MANY_CHILDREN: 'At most 3 children per room.',
  CHILD_AGE_OUT_OF_RANGE: "A child's age is outside the hotel's range.",
  UNKNOWN_HOTEL: 'There is no hotel with this code.',
  UNKNOWN_ROOM_TYPE: 'This hotel has no room type with this code.',
  ROOM_TYPE_DOES_NOT_FIT: "This room type does not take the room's guests.",
  RATE_UNAVAILABLE: 'This room type has no price for some night of the stay.',
  INVALID_PROMO: 'Invalid promotional code',
  PROMO_USED_UP: 'This promotional code has reached its usage limit.',
  PROMO_SIGN_IN: 'This promotional code is limited per customer: book signed in to use it.',
  PROMO_CUSTOMER_LIMIT: 'This customer has used this promotional code as often as it allows.',
  GUEST_DETAILS_REQUIRED: 'Guest details are required first.',
  INVALID_GUEST_DETAILS: 'The guest details are not valid.',
  AMOUNT_MISMATCH: 'The amount does not match the booking.',
  BOOKING_NOT_FOUND: 'No booking with this reference and secret.',
  SOLD_OUT: 'Sold out: these rooms are no longer available for these dates.',
  HOLD_LIMIT:
    'This client already holds the most one client may hold at once (detail.bookings bookings, detail.max room-nights): pay or release a hold first; groups book through the call centre.',
  HOLD_EXPIRED: 'This booking is no longer on hold (expired, cancelled or confirmed).',
  ALREADY_CONFIRMED: 'This booking is already confirmed and paid.',
};
