import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { endCartCheckout, holdCartForCheckout, readCart } from '@/domain/cart';
import {
  brandsServed,
  cardCountriesFor,
  listFinancingRules,
  listInstallmentBanks,
  listMethodRows,
  type MethodApiCode,
  type MethodCurrencyRow,
  type PaymentLocale,
  type PaymentPlan,
  type PaymentProvider,
  type PaymentProviders,
  type PostedTerms,
} from '@/domain/payments';
import { findCurrency, priceIn } from '@/domain/pricing';
import {
  depositSchedule,
  lockBookingForPayment,
  readBooking,
  type BookingAccess,
} from '@/domain/stays';
import { OrderError } from './errors';
import {
  attemptByKey,
  failOrder,
  insertAttempt,
  insertOrder,
  lockOpenOrderOf,
  lockUnpaidOrdersOfCart,
  refreshOrder,
  setAttemptSession,
  type AttemptRow,
  type OrderBuyer,
  type OrderRow,
} from './orders.repo';
import {
  checkCheckout,
  hashSecret,
  orderReference,
  readPlan,
  validateBuyer,
  validIdempotencyKey,
  type BuyerInput,
  type CheckoutMethod,
} from './orders.rules';
import { providerOf } from './payment-report.service';

/**
 * Starting a checkout: the amount recomputed from the booking or the cart, the posted terms
 * checked, a provider chosen, the order and its attempt recorded under an idempotency key, the
 * gateway session opened; and giving up the payment under way for a cart.
 */

/** The card brands (api codes) a currency offers. */
const cardBrandsOf = (rows: readonly MethodCurrencyRow[], currencyIso: string) =>
  rows
    .filter((m) => m.currencyIso === currencyIso && m.kind === 'card')
    .map((m) => m.apiCode as MethodApiCode);

// ---------------------------------------------------------------------------------------------
// Starting a checkout
// ---------------------------------------------------------------------------------------------

export type CheckoutTarget =
  | { kind: 'hotel'; bookingReference: string; access: BookingAccess }
  | { kind: 'park'; cartId: string; currencyIso: string; buyer: BuyerInput };

export type StartCheckoutInput = {
  idempotencyKey: string;
  target: CheckoutTarget;
  /** What the page showed and posted back: checked against the server's own figures. */
  posted: PostedTerms;
  method: CheckoutMethod;
  locale: PaymentLocale;
  userId?: string | null;
  /** Where the gateway sends the visitor back (our pages), for this order and attempt. */
  urls: (
    order: { reference: string; kind: 'hotel' | 'park' },
    attemptKey: string,
  ) => {
    returnUrl: string;
    cancelUrl: string;
  };
  /** How long a park cart stays held while its buyer pays. */
  cartHoldMinutes?: number;
};

export type CheckoutStarted = {
  orderReference: string;
  /** The order's access secret: given once, to the call that created the order. */
  orderSecret: string | null;
  attemptId: string;
  redirectUrl: string;
  /** True when the idempotency key had been seen: nothing new was created. */
  replayed: boolean;
};

type ServerTerms = {
  /** What the order is worth (the booking's total, the cart's). */
  amountMinor: number;
  /** What this payment charges now: the amount, or a deposit booking's deposit (issue 20). */
  chargeMinor: number;
  /** A deposit's balance day (the rest is charged then); null: paid in full now. */
  balanceDueAt: Date | null;
  currencyIso: string;
  buyer: OrderBuyer;
  expiresAt: Date;
  /** Park: what the cart sells and at what price, as priced (see `pricedCartText`). */
  cartFingerprint: string | null;
};

async function hotelTerms(db: Db, target: Extract<CheckoutTarget, { kind: 'hotel' }>, now: Date) {
  const booking = await readBooking(db, target.bookingReference, target.access);
  if (!booking) throw new OrderError('ORDER_NOT_FOUND');
  if (booking.status === 'confirmed') throw new OrderError('BOOKING_ALREADY_PAID');
  if (booking.status !== 'held' || booking.holdExpiresAt <= now || !booking.guest)
    throw new OrderError('BOOKING_NOT_PAYABLE');
  // A deposit plan charges its deposit now and the balance on its day (deposit.rules).
  const deposit = depositSchedule(booking, now);
  const terms: ServerTerms = {
    amountMinor: booking.totalMinor,
    chargeMinor: deposit?.todayMinor ?? booking.totalMinor,
    balanceDueAt: deposit?.dueAt ?? null,
    currencyIso: booking.currencyIso,
    buyer: {
      name: `${booking.guest.firstName} ${booking.guest.lastName}`,
      email: booking.guest.email,
      phone: booking.guest.phone,
    },
    expiresAt: booking.holdExpiresAt,
    cartFingerprint: null,
  };
  return { terms, bookingId: booking.id, userId: booking.userId };
}

async function parkTerms(
  db: Db,
  target: Extract<CheckoutTarget, { kind: 'park' }>,
  now: Date,
  holdMinutes: number,
) {
  const cart = await readCart(db, target.cartId, now);
  if (!cart || cart.items.length === 0) throw new OrderError('CART_EMPTY');
  if (cart.items.some((i) => i.status !== 'held')) throw new OrderError('CART_HOLD_LAPSED');
  const currency = await findCurrency(db, target.currencyIso);
  if (!currency || currency.iso !== target.currencyIso) throw new OrderError('CURRENCY_MISMATCH');
  const buyer = validateBuyer(target.buyer);
  if (!buyer.ok) throw new OrderError('BUYER_INVALID', { fields: buyer.errors });
  const amountMinor = priceIn(currency, cart.totalUsdCents).minor;
  const terms: ServerTerms = {
    amountMinor,
    chargeMinor: amountMinor,
    balanceDueAt: null,
    currencyIso: currency.iso,
    buyer: buyer.buyer,
    expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
    cartFingerprint: cart.fingerprint,
  };
  return { terms, cartId: cart.id, packagePercent: cart.packagePercent };
}

/**
 * Starts (or, for a key already seen, resumes) a payment: the amount is recomputed from the
 * booking or the cart in its currency, the posted amount, currency and plan must agree, the
 * first configured provider that serves the method, currency and plan is chosen, and one
 * transaction (the booking or cart row locked) finds or creates the order and records the
 * attempt, with its provider, under its idempotency key. The gateway session is then opened
 * with the same key, so ten parallel calls, or a retry after a crash at any point, give one
 * order, one attempt and one payment session (and so at most one charge).
 */
export async function startCheckout(
  db: Db,
  providers: PaymentProviders,
  input: StartCheckoutInput,
  now = new Date(),
): Promise<CheckoutStarted> {
  if (!validIdempotencyKey(input.idempotencyKey)) throw new OrderError('IDEMPOTENCY_KEY_INVALID');
  const seen = await attemptByKey(db, input.idempotencyKey);
  if (seen)
    return resume(db, providerOf(providers, seen.attempt), input, seen.order, seen.attempt, null);

  const plan = readPlan(input.posted.plan);
  if (!plan) throw new OrderError('PLAN_MISMATCH');
  const [methodRows, banks, financing] = await Promise.all([
    listMethodRows(db),
    listInstallmentBanks(db),
    listFinancingRules(db),
  ]);
  const target = input.target;
  const prepared =
    target.kind === 'hotel'
      ? { ...(await hotelTerms(db, target, now)), cartId: null, packagePercent: null }
      : {
          ...(await parkTerms(db, target, now, input.cartHoldMinutes ?? 30)),
          bookingId: null,
          userId: null,
        };
  const { terms } = prepared;
  const refused = checkCheckout({
    server: { amountMinor: terms.chargeMinor, currencyIso: terms.currencyIso, plan },
    posted: input.posted,
    method: input.method,
    methods: methodRows,
    banks,
    financing,
  });
  if (refused) throw new OrderError(refused);
  const brands = cardBrandsOf(methodRows, terms.currencyIso);
  const provider = providers.choose({
    method: input.method,
    currencyIso: terms.currencyIso,
    plan: plan.kind,
    brands,
  });
  if (!provider)
    throw new OrderError(
      plan.kind === 'uplift'
        ? 'FINANCING_NOT_AVAILABLE'
        : plan.kind === 'installments'
          ? 'INSTALLMENTS_NOT_AVAILABLE'
          : 'METHOD_NOT_AVAILABLE',
    );

  const created = await db.transaction(async (tx) => {
    let cartItemIds: string[] | null = null;
    if (prepared.bookingId) {
      const status = await lockBookingForPayment(tx, prepared.bookingId);
      if (status === 'confirmed') throw new OrderError('BOOKING_ALREADY_PAID');
      if (status !== 'held') throw new OrderError('BOOKING_NOT_PAYABLE');
    } else {
      const held = await holdCartForCheckout(
        tx,
        prepared.cartId!,
        terms.expiresAt,
        terms.cartFingerprint!,
        prepared.packagePercent!,
        now,
      );
      if (!held.ok)
        throw new OrderError(
          held.reason === 'empty'
            ? 'CART_EMPTY'
            : held.reason === 'changed'
              ? 'CART_CHANGED'
              : 'CART_HOLD_LAPSED',
        );
      cartItemIds = held.itemIds;
    }
    // Serialised by the lock above: a parallel call with the same key committed first.
    const raced = await attemptByKey(tx, input.idempotencyKey);
    if (raced) return { order: raced.order, attempt: raced.attempt, secret: null };

    const open = await lockOpenOrderOf(
      tx,
      prepared.bookingId ? { bookingId: prepared.bookingId } : { cartId: prepared.cartId! },
    );
    if (open && open.status !== 'pending')
      throw new OrderError(prepared.bookingId ? 'BOOKING_ALREADY_PAID' : 'CART_ALREADY_PAID');

    let order: OrderRow;
    let secret: string | null = null;
    const sameTerms =
      open &&
      open.amountMinor === terms.amountMinor &&
      open.currencyIso === terms.currencyIso &&
      open.cartFingerprint === terms.cartFingerprint;
    if (open && sameTerms) {
      order = await refreshOrder(
        tx,
        open.id,
        { expiresAt: terms.expiresAt, buyer: terms.buyer, cartItemIds, locale: input.locale },
        now,
      );
    } else {
      // The total changed (rates, cart edits): the old order is replaced, never charged.
      if (open) await failOrder(tx, open.id, 'SUPERSEDED', now);
      secret = randomBytes(24).toString('base64url');
      order = await insertOrder(tx, {
        reference: orderReference(randomBytes(8)),
        secretHash: hashSecret(secret),
        kind: prepared.bookingId ? 'hotel' : 'park',
        userId: input.userId ?? prepared.userId ?? null,
        bookingId: prepared.bookingId,
        cartId: prepared.cartId,
        cartItemIds,
        cartFingerprint: terms.cartFingerprint,
        buyer: terms.buyer,
        locale: input.locale,
        currencyIso: terms.currencyIso,
        amountMinor: terms.amountMinor,
        expiresAt: terms.expiresAt,
        createdAt: now,
        updatedAt: now,
      });
    }
    const attempt = await insertAttempt(tx, {
      orderId: order.id,
      idempotencyKey: input.idempotencyKey,
      provider: provider.id,
      method: input.method,
      plan,
      amountMinor: terms.chargeMinor,
      balanceDueAt: terms.balanceDueAt,
      currencyIso: terms.currencyIso,
      createdAt: now,
      updatedAt: now,
    });
    return { order, attempt, secret };
  });
  // A parallel call with the same key may have recorded the attempt first: its provider rules.
  const attemptProvider = providerOf(providers, created.attempt);
  const offer: SessionOffer = {
    methods: input.method === 'PP' ? ['PP'] : brandsServed(attemptProvider.capabilities, brands),
    cardCountries: cardCountriesFor(financing, plan.kind, terms.currencyIso),
  };
  return resume(db, attemptProvider, input, created.order, created.attempt, created.secret, offer);
}

/**
 * An idempotency key answers only the request it was first used with: the same booking (with
 * its secret) or cart, method, plan, amount and currency. Anything else is a different request
 * reusing the key (IDEMPOTENCY_KEY_REUSED), and learns nothing of the first one's order.
 */
async function assertSameRequest(
  db: Db,
  input: StartCheckoutInput,
  order: OrderRow,
  attempt: AttemptRow,
): Promise<void> {
  const target = input.target;
  let sameTarget: boolean;
  if (target.kind === 'hotel') {
    const booking =
      order.kind === 'hotel'
        ? await readBooking(db, target.bookingReference, target.access)
        : undefined;
    sameTarget = booking !== undefined && booking.id === order.bookingId;
  } else sameTarget = order.kind === 'park' && order.cartId === target.cartId;
  const plan = readPlan(input.posted.plan);
  const stored = attempt.plan as PaymentPlan;
  const samePlan =
    plan !== null &&
    plan.kind === stored.kind &&
    (plan.kind !== 'installments' ||
      (stored.kind === 'installments' &&
        plan.bankId === stored.bankId &&
        plan.months === stored.months));
  const sameTerms =
    attempt.method === input.method &&
    samePlan &&
    String(input.posted.amountMinor) === String(attempt.amountMinor) &&
    input.posted.currencyIso === attempt.currencyIso;
  if (!sameTarget || !sameTerms) throw new OrderError('IDEMPOTENCY_KEY_REUSED');
}

/** What the gateway session offers: the provider's brands of the currency, the card's country. */
type SessionOffer = { methods: readonly MethodApiCode[]; cardCountries: readonly string[] };

async function offerOf(
  db: Db,
  provider: PaymentProvider,
  attempt: AttemptRow,
): Promise<SessionOffer> {
  const [rows, financing] = await Promise.all([listMethodRows(db), listFinancingRules(db)]);
  const plan = attempt.plan as PaymentPlan;
  return {
    methods:
      attempt.method === 'PP'
        ? ['PP']
        : brandsServed(provider.capabilities, cardBrandsOf(rows, attempt.currencyIso)),
    cardCountries: cardCountriesFor(financing, plan.kind, attempt.currencyIso),
  };
}

/** Opens (or finds again, by the same key) the gateway session of an attempt. */
async function resume(
  db: Db,
  provider: PaymentProvider,
  input: StartCheckoutInput,
  order: OrderRow,
  attempt: AttemptRow,
  secret: string | null,
  offer?: SessionOffer,
): Promise<CheckoutStarted> {
  await assertSameRequest(db, input, order, attempt);
  let redirectUrl = attempt.redirectUrl;
  if (!redirectUrl) {
    const { methods, cardCountries } = offer ?? (await offerOf(db, provider, attempt));
    const urls = input.urls(
      { reference: order.reference, kind: order.kind },
      attempt.idempotencyKey,
    );
    const session = await provider.prepare({
      idempotencyKey: attempt.idempotencyKey,
      orderRef: order.reference,
      amountMinor: attempt.amountMinor,
      currencyIso: attempt.currencyIso,
      plan: attempt.plan as PaymentPlan,
      methods,
      cardCountries,
      locale: input.locale,
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
      expiresAt: order.expiresAt,
      // A deposit: the card is kept as the gateway's token to charge the balance (issue 20).
      ...(attempt.balanceDueAt && provider.capabilities.savedCards ? { saveCard: true } : {}),
    });
    await setAttemptSession(db, attempt.id, session);
    redirectUrl = session.redirectUrl;
  }
  return {
    orderReference: order.reference,
    orderSecret: secret,
    attemptId: attempt.id,
    redirectUrl,
    replayed: secret === null && offer === undefined,
  };
}

/**
 * The visitor gives up the payment under way for their cart, to change the cart: the pending
 * order is closed (`failed`, ABANDONED), so money the gateway might still capture for it is
 * refunded and never sells the cart, and the cart can change again. A payment the gateway has
 * already authorized is being captured: that one cannot be abandoned (PAYMENT_IN_PROGRESS).
 * Returns whether a payment was under way.
 */
export async function abandonCartCheckout(
  db: Db,
  cartId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await endCartCheckout(tx, cartId))) throw new OrderError('CART_EMPTY');
    const open = await lockUnpaidOrdersOfCart(tx, cartId);
    if (open.some((o) => o.status === 'authorized')) throw new OrderError('PAYMENT_IN_PROGRESS');
    for (const order of open) await failOrder(tx, order.id, 'ABANDONED', now);
    return open.length > 0;
  });
}
