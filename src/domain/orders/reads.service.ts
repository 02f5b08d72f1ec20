import type { Db } from '@/db/client';
import { cartOwner, cartsOwnedBy } from '@/domain/cart';
import {
  listInstallmentBanks,
  splitInstallments,
  type PaymentPlan,
  type PaymentStatus,
} from '@/domain/payments';
import { bookingOwner } from '@/domain/stays';
import {
  attemptByKey,
  lastAttemptOf,
  latestOrderOf,
  orderByReference,
  paidParkOrdersOf,
  type AttemptRow,
  type OrderBuyer,
  type OrderRow,
} from './orders.repo';
import { secretMatches, type OrderStatus } from './orders.rules';

/** Reading orders and their payment attempts: who may see which, and in what shape. */

export type AttemptView = {
  id: string;
  orderReference: string;
  orderStatus: OrderStatus;
  status: PaymentStatus;
  method: string;
  plan: PaymentPlan;
  failureCode: string | null;
  card: { brand: string; last4: string; country: string } | null;
};

export function attemptView(attempt: AttemptRow, order: OrderRow): AttemptView {
  return {
    id: attempt.id,
    orderReference: order.reference,
    orderStatus: order.status,
    status: attempt.status,
    method: attempt.method,
    plan: attempt.plan as PaymentPlan,
    failureCode: attempt.failureCode,
    card:
      attempt.cardBrand && attempt.cardLast4
        ? { brand: attempt.cardBrand, last4: attempt.cardLast4, country: attempt.cardCountry ?? '' }
        : null,
  };
}

/** The status of the attempt started with `key` (the client knows its own key). */
export async function readAttempt(db: Db, key: string): Promise<AttemptView | undefined> {
  const found = await attemptByKey(db, key);
  return found && attemptView(found.attempt, found.order);
}

export type OrderView = {
  id: string;
  reference: string;
  kind: 'hotel' | 'park';
  status: OrderStatus;
  currencyIso: string;
  amountMinor: number;
  buyer: OrderBuyer;
  locale: string;
  bookingId: string | null;
  cartId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date;
  payment: AttemptView | null;
};

async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const last = await lastAttemptOf(db, order.id);
  return {
    id: order.id,
    reference: order.reference,
    kind: order.kind,
    status: order.status,
    currencyIso: order.currencyIso,
    amountMinor: order.amountMinor,
    buyer: order.buyer,
    locale: order.locale,
    bookingId: order.bookingId,
    cartId: order.cartId,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    expiresAt: order.expiresAt,
    payment: last ? attemptView(last, order) : null,
  };
}

/**
 * Who may read an order: the holder of its secret, the customer it belongs to, the holder of
 * the cart it paid for (the cart's id is its bearer capability, kept in an HttpOnly cookie),
 * or a caller that already proved access to the booking it paid for (its reference and token:
 * `provenBookingId` is set only after that check, by the server layer's visitor access).
 */
export type OrderAccess = {
  secret?: string;
  userId?: string;
  cartId?: string;
  provenBookingId?: string;
  /** An order a signed manage link names (issue 15's link; domain/manage checks it). */
  provenOrderReference?: string;
  /** Orders a proven booking holds besides its own (its included park days' orders of 0). */
  provenOrderReferences?: readonly string[];
};

/**
 * The customer an order belongs to: the order says so, or the cart or booking it paid for
 * joined their account (a guest who logs in afterwards).
 */
async function ownerOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.userId !== null) return order.userId;
  const cart = order.cartId ? ((await cartOwner(db, order.cartId)) ?? null) : null;
  if (cart !== null) return cart;
  return order.bookingId ? ((await bookingOwner(db, order.bookingId)) ?? null) : null;
}

/** An order by reference for whoever proves access; a wrong secret looks like no order. */
export async function readOrder(
  db: Db,
  reference: string,
  access: OrderAccess,
): Promise<OrderView | undefined> {
  const order = await orderByReference(db, reference);
  if (!order) return undefined;
  const allowed =
    (access.secret !== undefined && secretMatches(access.secret, order.secretHash)) ||
    (access.cartId !== undefined && order.cartId !== null && access.cartId === order.cartId) ||
    (access.provenBookingId !== undefined &&
      order.bookingId !== null &&
      access.provenBookingId === order.bookingId) ||
    (access.provenOrderReference !== undefined &&
      access.provenOrderReference === order.reference) ||
    (access.provenOrderReferences?.includes(order.reference) ?? false) ||
    (access.userId !== undefined && (await ownerOf(db, order)) === access.userId);
  return allowed ? orderView(db, order) : undefined;
}

/** A customer's paid park orders, newest first: theirs, or paid for a cart that joined them. */
export async function parkOrdersOf(db: Db, userId: string): Promise<OrderView[]> {
  const cartIds = await cartsOwnedBy(db, userId);
  const rows = await paidParkOrdersOf(db, { userId, cartIds }, 50);
  return Promise.all(rows.map((order) => orderView(db, order)));
}

/**
 * The latest order of a booking or a cart, for a visitor who already proved access to it (the
 * booking's or the cart's cookie).
 */
export async function latestOrderFor(
  db: Db,
  target: { bookingId: string } | { cartId: string },
): Promise<OrderView | undefined> {
  const order = await latestOrderOf(db, target);
  return order && orderView(db, order);
}

/**
 * What a frozen cart charges: the amount and currency of its payment under way (the cart's
 * newest order, still pending or authorized). A frozen cart's page shows this, never a total
 * recomputed at today's exchange rate or in another currency the visitor chose since.
 * Undefined when the cart is not frozen (`checkoutUntil`) or no unpaid order is open for it.
 */
export async function frozenCartCharge(
  db: Db,
  cart: { id: string; checkoutUntil: Date | null },
): Promise<{ amountMinor: number; currencyIso: string } | undefined> {
  if (cart.checkoutUntil === null) return undefined;
  const order = await latestOrderOf(db, { cartId: cart.id });
  if (!order || (order.status !== 'pending' && order.status !== 'authorized')) return undefined;
  return { amountMinor: order.amountMinor, currencyIso: order.currencyIso };
}

/** The order a reference names, for the back end's own work (PDF, email); never for visitors. */
export async function readOrderForSystem(
  db: Db,
  reference: string,
): Promise<OrderView | undefined> {
  const order = await orderByReference(db, reference);
  return order && orderView(db, order);
}

/** The instalment plan a paid order was paid with: the bank, the months, the monthly amount. */
export type PaidInstallments = { bankName: string; months: number; monthlyMinor: number };

/**
 * The plan of a paid order in monthly instalments, as the confirmation pages and emails state
 * it (the monthly amount is the checkout's own split, splitInstallments); null for an order
 * paid in full, by Uplift, or not paid.
 */
export async function paidInstallmentsOf(
  db: Db,
  order: Pick<OrderView, 'status' | 'amountMinor' | 'payment'>,
): Promise<PaidInstallments | null> {
  const plan = order.payment?.plan;
  if (order.status !== 'paid' || plan?.kind !== 'installments') return null;
  const bank = (await listInstallmentBanks(db)).find((b) => b.id === plan.bankId);
  return {
    bankName: bank?.name ?? '',
    months: plan.months,
    monthlyMinor: splitInstallments(order.amountMinor, plan.months).monthlyMinor,
  };
}
