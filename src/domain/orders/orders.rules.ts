import { createHash, timingSafeEqual } from 'node:crypto';
import { parseEmail } from '@/lib/email';
/**
 * The pure rules of orders (issue 5): what a checkout may charge, who the buyer is, how an
 * order's status follows its payment, and the shape of references and idempotency keys. No
 * I/O: the rows come from the database through the caller.
 */
import {
  checkMethod,
  checkPlan,
  detectTampering,
  type ChargeTerms,
  type FinancingRule,
  type InstallmentBank,
  type MethodCurrencyRow,
  type PaymentPlan,
  type PaymentStatus,
  type PostedTerms,
} from '@/domain/payments/index.rules';
import type { OrderErrorCode } from './errors';
import { withoutLonePrefix } from '@/lib/phone-prefix';
import { isRequestId } from '@/lib/request-id';

export type OrderStatus = 'pending' | 'authorized' | 'paid' | 'refunded' | 'failed' | 'expired';

/** How the visitor pays: by card on the hosted page, or PayPal (a redirect method). */
export type CheckoutMethod = 'card' | 'PP';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An order reference from 8 random bytes: XO-XXXXXXXX (no 0/O, 1/I look-alikes). */
export function orderReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error('Eight random bytes are needed');
  const chars = Array.from(randomBytes.slice(0, 8), (b) => REFERENCE_ALPHABET[b % 32]);
  return `XO-${chars.join('')}`;
}

/**
 * An idempotency key is the client's own random name for one payment attempt: 16 to 100
 * characters of letters, digits, '-' and '_' (a UUID fits). Short keys would be guessable.
 */
export function validIdempotencyKey(key: unknown): key is string {
  return isRequestId(key);
}

export type BuyerInput = { name?: unknown; email?: unknown; phone?: unknown };
export type Buyer = { name: string; email: string; phone: string };
export type BuyerField = keyof Buyer;

/** The park checkout's buyer details: name and a valid email required, a phone optional. */
export function validateBuyer(
  input: BuyerInput,
):
  | { ok: true; buyer: Buyer }
  | { ok: false; errors: Partial<Record<BuyerField, 'REQUIRED' | 'EMAIL_INVALID' | 'TOO_LONG'>> } {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');
  const name = text(input.name);
  // The site's one email rule (src/lib/email.ts): what is accepted here is what the mailer sends.
  const parsed = parseEmail(input.email);
  const email = parsed.ok ? parsed.address : '';
  // A phone field prefilled with the country's dialing code and left so is no phone.
  const phone = withoutLonePrefix(text(input.phone));
  const errors: Partial<Record<BuyerField, 'REQUIRED' | 'EMAIL_INVALID' | 'TOO_LONG'>> = {};
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > 120) errors.name = 'TOO_LONG';
  if (!parsed.ok) errors.email = parsed.reason === 'required' ? 'REQUIRED' : 'EMAIL_INVALID';
  if (phone.length > 40) errors.phone = 'TOO_LONG';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, buyer: { name, email, phone } };
}

/**
 * Everything the server checks before a payment session opens: the posted amount, currency
 * and plan must equal the server's figures (detectTampering), the method must be one the
 * currency offers, and the plan one the currency allows (financing_rules; instalments also a
 * bank and its months; the card's issuing country is checked by the gateway once the card is
 * typed).
 */
export function checkCheckout(input: {
  server: ChargeTerms;
  posted: PostedTerms;
  method: CheckoutMethod;
  methods: readonly MethodCurrencyRow[];
  banks: readonly InstallmentBank[];
  financing: readonly FinancingRule[];
}): OrderErrorCode | null {
  const tampered = detectTampering(input.server, input.posted);
  if (tampered) return tampered;
  const currencyIso = input.server.currencyIso;
  if (input.method === 'PP') {
    if (input.server.plan.kind !== 'full') return 'INSTALLMENTS_NOT_AVAILABLE';
    return checkMethod(input.methods, currencyIso, 'PP');
  }
  const anyCard = input.methods.some((m) => m.currencyIso === currencyIso && m.kind === 'card');
  if (!anyCard) return 'METHOD_NOT_AVAILABLE';
  return checkPlan(input.server.plan, {
    rules: input.financing,
    currencyIso,
    banks: input.banks,
  });
}

/** A posted plan in the shape the server stores (unknown shapes are a plan mismatch). */
export function readPlan(posted: unknown): PaymentPlan | null {
  if (posted === undefined || posted === null) return { kind: 'full' };
  if (typeof posted !== 'object') return null;
  const p = posted as Record<string, unknown>;
  if (p.kind === 'full') return { kind: 'full' };
  if (p.kind === 'uplift') return { kind: 'uplift' };
  if (p.kind === 'installments') {
    const bankId = Number(p.bankId);
    const months = Number(p.months);
    if (Number.isSafeInteger(bankId) && Number.isSafeInteger(months))
      return { kind: 'installments', bankId, months };
  }
  return null;
}

/**
 * The order's status once its payment reports `payment` (after paymentTransition accepted the
 * move): captured money makes it paid, a refund refunded; authorization is noted; a failed or
 * expired attempt leaves the order pending (the visitor may try again until the hold ends,
 * when expireOrders settles it). Paid never goes back.
 */
export function orderStatusFor(current: OrderStatus, payment: PaymentStatus): OrderStatus {
  if (current === 'refunded' || current === 'failed' || current === 'expired') return current;
  if (payment === 'refunded') return current === 'paid' ? 'refunded' : current;
  if (current === 'paid') return 'paid';
  if (payment === 'captured') return 'paid';
  if (payment === 'authorized') return 'authorized';
  return current;
}

/** An unpaid order past its hold: failed when its last attempt failed, else expired. */
export function statusAtExpiry(
  lastAttempt: PaymentStatus | null,
): Extract<OrderStatus, 'failed' | 'expired'> {
  return lastAttempt === 'failed' ? 'failed' : 'expired';
}

/** An order's access secret is kept as its SHA-256. */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** Whether `secret` is the one whose hash is stored (constant time). */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Why a refund of an order cannot be recorded. */
export type RefundRefusal =
  /** Not a whole positive number of minor units (or beyond what any order holds). */
  | 'REFUND_INVALID_AMOUNT'
  /** The order was never paid (pending, failed, expired): there is nothing to give back. */
  | 'ORDER_NOT_PAID'
  /** It would give back more than was paid less what was refunded already. */
  | 'REFUND_EXCEEDS_BALANCE';

/**
 * Whether `amountMinor` may be given back on an order (issue 16): never more than what was paid
 * less what the ledger gives back already (pending refunds count). One rule for the traveller's
 * cancellation and the back office's refunds (recordRefund asks it under the order's lock).
 */
export function refundRefusal(input: {
  status: OrderStatus;
  paidMinor: number;
  refundedMinor: number;
  amountMinor: number;
}): RefundRefusal | null {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    return 'REFUND_INVALID_AMOUNT';
  if (input.status !== 'paid' && input.status !== 'refunded') return 'ORDER_NOT_PAID';
  if (input.refundedMinor + input.amountMinor > input.paidMinor) return 'REFUND_EXCEEDS_BALANCE';
  return null;
}
