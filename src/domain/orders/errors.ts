import type { PaymentErrorCode } from '@/domain/payments';
import type { RefundRefusal } from './orders.rules';

/** Errors a visitor (or a tampered or replayed request) can cause at checkout. */
export type OrderErrorCode =
  | PaymentErrorCode
  | 'ORDER_NOT_FOUND'
  | 'BOOKING_NOT_PAYABLE'
  | 'BOOKING_ALREADY_PAID'
  | 'CART_EMPTY'
  | 'CART_HOLD_LAPSED'
  | 'CART_ALREADY_PAID'
  /** The cart changed between its pricing and the checkout: price it again. */
  | 'CART_CHANGED'
  /** The gateway authorized the payment and it is being captured: it cannot be abandoned. */
  | 'PAYMENT_IN_PROGRESS'
  | 'BUYER_INVALID'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYMENT_NOT_FOUND'
  /** Refunds (issue 16): the rule of refundRefusal in orders.rules. */
  | RefundRefusal;

export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    readonly detail?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'OrderError';
  }
}
