/** Errors a visitor can cause in a hotel search or booking; translated at the edge. */
export type StayErrorCode =
  | 'INVALID_DATES'
  | 'CHECK_IN_IN_PAST'
  | 'STAY_TOO_LONG'
  | 'TOO_MANY_ROOMS'
  | 'NO_ROOMS'
  | 'ADULT_REQUIRED'
  | 'TOO_MANY_CHILDREN'
  | 'CHILD_AGE_OUT_OF_RANGE'
  | 'ROOM_TYPE_DOES_NOT_FIT'
  | 'UNKNOWN_ROOM_TYPE'
  | 'SOLD_OUT'
  /** The client already holds what one client may hold at once. */
  | 'HOLD_LIMIT'
  | 'RATE_UNAVAILABLE'
  | 'UNKNOWN_HOTEL'
  | 'INVALID_PROMO'
  /** The code's usage limit is reached (holds and confirmed bookings count). */
  | 'PROMO_USED_UP'
  /** The code has a per-customer limit: only a signed-in customer can use it. */
  | 'PROMO_SIGN_IN'
  /** This customer has used the code as often as it allows. */
  | 'PROMO_CUSTOMER_LIMIT'
  | 'BOOKING_NOT_FOUND'
  | 'HOLD_EXPIRED'
  | 'ALREADY_CONFIRMED'
  | 'GUEST_DETAILS_REQUIRED'
  | 'INVALID_GUEST_DETAILS'
  | 'AMOUNT_MISMATCH';

export class StayError extends Error {
  constructor(
    readonly code: StayErrorCode,
    readonly detail?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'StayError';
  }
}
