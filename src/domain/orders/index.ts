export { OrderError, type OrderErrorCode } from './errors';
export {
  checkCheckout,
  orderReference,
  orderStatusFor,
  readPlan,
  refundRefusal,
  statusAtExpiry,
  validateBuyer,
  validIdempotencyKey,
  type Buyer,
  type BuyerField,
  type BuyerInput,
  type CheckoutMethod,
  type OrderStatus,
  type RefundRefusal,
} from './orders.rules';
export {
  abandonCartCheckout,
  startCheckout,
  type CheckoutStarted,
  type CheckoutTarget,
  type StartCheckoutInput,
} from './checkout.service';
export {
  applyPaymentReport,
  captureAttempt,
  handlePaymentPurpose,
  handleWebhookEvent,
  syncAttempt,
  type PaymentPurposeHandler,
  type PaymentReport,
  type ReportOutcome,
} from './payment-report.service';
export { captureStrandedAttempts, expireOrders } from './expiry.service';
export { differencePaymentPage, openDifferenceAttempt } from './difference.service';
export {
  latestOrderFor,
  paidInstallmentsOf,
  parkOrdersOf,
  readAttempt,
  readOrder,
  readOrderForSystem,
  frozenCartCharge,
  type AttemptView,
  type OrderAccess,
  type OrderView,
  type PaidInstallments,
} from './reads.service';
/** For other contexts: the order's row lock and its references (never its table). */
export { lockOrder, orderReferences } from './orders.repo';
export { closeIncludedOrder, recordIncludedOrder } from './included.service';
export {
  bookingMoney,
  DATE_CHANGE_REFUND,
  lockBookingOrder,
  lockPaidOrder,
  orderMoney,
  orderRefunds,
  recordRefund,
  refundForRequest,
  retryStrandedRefunds,
  settleRefund,
  type BookingMoney,
  type RefundRetryReport,
  type RefundView,
} from './refunds.service';
export {
  REFUND_MAX_ATTEMPTS,
  REFUND_RETRIES_EXHAUSTED,
  REFUND_STRANDED_AFTER_MS,
  refundRetryDelayMs,
} from './refund-retry.rules';
export { receiptOf, type Receipt, type ReceiptLine } from './receipt.service';
export { bookingPending, type BookingPending, type PendingMoney } from './pending.rules';
export { refundsByDay, salesByDay, type RefundsDay, type SalesDay } from './sales.repo';
export {
  ordersOfBooking,
  searchOrders,
  type OrderSearch,
  type OrderSearchRow,
} from './search.service';
export {
  BALANCE_CLAIM_MS,
  BALANCE_GRACE_MS,
  balanceOfBooking,
  chargeDueBalances,
  closeBalance,
  overdueBalancesOf,
  sweepBalanceLinks,
  type BalanceRunReport,
} from './balance.service';
export { allocateRefunds, type PaidCharge, type RefundPart } from './balance.rules';
