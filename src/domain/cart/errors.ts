/** Errors a visitor can cause in the cart (SPEC §8); translated at the edge. */
export type CartErrorCode =
  | 'CART_NO_ADULT'
  | 'CART_NO_SCHEDULE'
  | 'CART_NO_AVAILABILITY'
  | 'CART_DUPLICATE'
  | 'CART_SAME_DATES'
  | 'CART_LIMIT'
  | 'CART_ADMISSION_REQUIRED'
  | 'CART_TRANSPORT_SAME_DAY'
  | 'CART_PRICE_UNAVAILABLE'
  | 'CART_INFANTS_NOT_ADMITTED'
  | 'CART_DATE_REQUIRED'
  | 'CART_DATE_IN_PAST'
  | 'CART_TOO_MANY_PEOPLE'
  | 'CART_UNKNOWN_PRODUCT'
  | 'CART_UNKNOWN_OPTION'
  | 'CART_ITEM_NOT_FOUND'
  /** The client already holds the most places one client may hold in that slot. */
  | 'CART_HOLD_LIMIT'
  /** A payment for the cart is under way: it cannot change until that payment ends. */
  | 'CART_PAYMENT_PENDING'
  | 'CART_GENERIC';

export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly detail?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'CartError';
  }
}
