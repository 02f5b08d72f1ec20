/** Errors a visitor (or a tampered request) can cause in a payment; translated at the edge. */
export type PaymentErrorCode =
  // what the currency, the card and the plan allow (SPEC §5 financing)
  | 'METHOD_NOT_AVAILABLE'
  | 'INSTALLMENTS_NOT_AVAILABLE'
  | 'INSTALLMENT_PLAN_INVALID'
  | 'FINANCING_NOT_AVAILABLE'
  // the server recomputes the charge and refuses anything else
  | 'AMOUNT_MISMATCH'
  | 'CURRENCY_MISMATCH'
  | 'PLAN_MISMATCH'
  // gateway outcomes (how the card typed on its page fared)
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'AUTHENTICATION_REQUIRED'
  // refunds (the back office's and the shop's own, never a visitor's)
  | 'CHARGE_NOT_FOUND'
  | 'REFUND_EXCEEDS_CHARGE'
  | 'REFUND_FAILED'
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
