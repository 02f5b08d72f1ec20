import type { OrderErrorCode } from '@/domain/orders';

/**
 * HTTP status of each checkout refusal: 400 for a request the rules refuse as sent (tampered
 * terms, a method or plan the currency does not offer, bad buyer details, a bad key), 404 for
 * what the caller may not see, 409 for a conflict with the booking or cart as they stand.
 */
export const ORDER_ERROR_STATUS: Partial<Record<OrderErrorCode, 400 | 404 | 409 | 422>> = {
  ORDER_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  BOOKING_NOT_PAYABLE: 409,
  BOOKING_ALREADY_PAID: 409,
  CART_EMPTY: 409,
  CART_HOLD_LAPSED: 409,
  CART_ALREADY_PAID: 409,
  CART_CHANGED: 409,
  PAYMENT_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  AMOUNT_MISMATCH: 409,
  CURRENCY_MISMATCH: 409,
};

const MESSAGES: Partial<Record<string, string>> = {
  ORDER_NOT_FOUND: 'No order or booking with this reference and secret.',
  PAYMENT_NOT_FOUND: 'No payment was started with this idempotency key.',
  BOOKING_NOT_PAYABLE: 'The booking is not held any more, or its guest details are missing.',
  BOOKING_ALREADY_PAID: 'The booking is already paid.',
  CART_EMPTY: 'The cart is empty.',
  CART_HOLD_LAPSED: 'Some items of the cart are no longer held: renew them first.',
  CART_ALREADY_PAID: 'The cart is already paid.',
  CART_CHANGED: 'The cart changed while the payment was being prepared: check it and pay again.',
  PAYMENT_IN_PROGRESS: 'The payment has been authorized and is being captured.',
  BUYER_INVALID: 'The buyer details are missing or invalid.',
  IDEMPOTENCY_KEY_INVALID: 'The idempotency key must be 16 to 100 letters, digits, - or _.',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was used for another booking or cart.',
  AMOUNT_MISMATCH: 'The amount differs from the price computed by the server.',
  CURRENCY_MISMATCH: 'The currency differs from the one of the booking or cart.',
  PLAN_MISMATCH: 'The payment plan is not valid.',
  METHOD_NOT_AVAILABLE: 'The payment method is not available for this currency.',
  INSTALLMENTS_NOT_AVAILABLE:
    'Interest-free instalments are only for MXN and cards issued in Mexico.',
  INSTALLMENT_PLAN_INVALID: 'The bank does not offer that number of months.',
  FINANCING_NOT_AVAILABLE: 'Uplift financing is only for USD and CAD.',
  UNKNOWN_CURRENCY: 'Unknown currency.',
  INVALID_REQUEST: 'The request is not valid.',
  INVALID_JSON: 'The body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send application/json.',
  INTERNAL_ERROR: 'An error has ocurred. Please try again.',
};

export function orderErrorMessage(code: string): string {
  return MESSAGES[code] ?? 'The payment could not be started.';
}
