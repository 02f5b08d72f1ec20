export { OrderError, type OrderErrorCode } from './errors';
export {
  checkCheckout,
  orderReference,
  orderStatusFor,
  readPlan,
  statusAtExpiry,
  validateBuyer,
  validIdempotencyKey,
  type Buyer,
  type BuyerField,
  type BuyerInput,
  type CheckoutMethod,
  type OrderStatus,
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
  handleWebhookEvent,
  syncAttempt,
  type PaymentReport,
  type ReportOutcome,
} from './payment-report.service';
export { captureStrandedAttempts, expireOrders } from './expiry.service';
export {
  latestOrderFor,
  parkOrdersOf,
  readAttempt,
  readOrder,
  readOrderForSystem,
  type AttemptView,
  type OrderAccess,
  type OrderView,
} from './reads.service';
/** For other contexts: the order's row lock and its references (never its table). */
export { lockOrder, orderReferences } from './orders.repo';
