/** Errors a visitor (or a tampered request) can cause in a payment; translated at the edge. */
export type PaymentErrorCode =
  // card data typed on the hosted payment page
  | 'CARD_NUMBER_REQUIRED'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_BRAND_UNKNOWN'
  | 'CARD_LENGTH_INVALID'
  | 'CVC_INVALID'
  | 'EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'EXPIRY_TOO_FAR'
  | 'HOLDER_REQUIRED'
  | 'HOLDER_TOO_LONG'
  // what the currency, the card and the plan allow (SPEC §5 financing)
  | 'METHOD_NOT_AVAILABLE'
  | 'INSTALLMENTS_NOT_AVAILABLE'
  | 'INSTALLMENT_PLAN_INVALID'
  | 'FINANCING_NOT_AVAILABLE'
  // the server recomputes the charge and refuses anything else
  | 'AMOUNT_MISMATCH'
  | 'CURRENCY_MISMATCH'
  | 'PLAN_MISMATCH'
  // gateway outcomes (sandbox test cards)
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'AUTHENTICATION_REQUIRED'
  // webhooks
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'
  // SPEC §8: 'An error ocurred while retrieving currencies',
  // 'Error getting payment methods for the currency'
  | 'CURRENCIES_UNAVAILABLE'
  | 'PAYMENT_METHODS_UNAVAILABLE';

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    readonly detail?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'PaymentError';
  }
}
