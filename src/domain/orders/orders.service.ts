import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  bookings,
  carts,
  currencies,
  financingRules,
  installmentBanks,
  orders,
  paymentAttempts,
  paymentMethodCurrencies,
  paymentMethods,
  paymentWebhookEvents,
  type OrderBuyer,
} from '@/db/schema';
import {
  endCartCheckout,
  holdCartForCheckout,
  readCart,
  sellCartInTransaction,
} from '@/domain/cart';
import {
  brandsServed,
  cardCountriesFor,
  paymentTransition,
  type CardSummary,
  type FinancingRule,
  type InstallmentBank,
  type MethodApiCode,
  type MethodCurrencyRow,
  type PaymentErrorCode,
  type PaymentLocale,
  type PaymentPlan,
  type PaymentProvider,
  type PaymentProviders,
  type PaymentStatus,
  type PostedTerms,
  type WebhookEvent,
} from '@/domain/payments';
import { priceIn } from '@/domain/pricing';
import {
  confirmBookingInTransaction,
  readBooking,
  StayError,
  type BookingAccess,
} from '@/domain/stays';
import { enqueueParkOrderEmail, issueTicketsForCart } from '@/domain/tickets';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { OrderError } from './errors';
import {
  checkCheckout,
  orderReference,
  orderStatusFor,
  readPlan,
  statusAtExpiry,
  validateBuyer,
  validIdempotencyKey,
  type BuyerInput,
  type CheckoutMethod,
  type OrderStatus,
} from './orders.rules';

type OrderRow = typeof orders.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

// ---------------------------------------------------------------------------------------------
// Reference data (read before a transaction opens: PGlite has one connection)
// ---------------------------------------------------------------------------------------------

/** Every (method, currency) pair the database offers. */
export async function listMethodRows(db: Db): Promise<MethodCurrencyRow[]> {
  return db
    .select({
      id: paymentMethods.id,
      apiCode: paymentMethods.apiCode,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      currencyIso: currencies.iso,
    })
    .from(paymentMethodCurrencies)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodCurrencies.methodId))
    .innerJoin(currencies, eq(currencies.id, paymentMethodCurrencies.currencyId))
    .orderBy(asc(paymentMethods.id));
}

export type InstallmentBankRow = InstallmentBank & {
  description: { es: string; en: string; pt: string };
};

export async function listInstallmentBanks(db: Db): Promise<InstallmentBankRow[]> {
  return db.select().from(installmentBanks).orderBy(asc(installmentBanks.id));
}

/** Where financing is offered (financing_rules with the currency's ISO code). */
export async function listFinancingRules(db: Db): Promise<FinancingRule[]> {
  return db
    .select({
      plan: financingRules.plan,
      currencyIso: currencies.iso,
      cardCountries: financingRules.cardCountries,
    })
    .from(financingRules)
    .innerJoin(currencies, eq(currencies.id, financingRules.currencyId))
    .orderBy(asc(financingRules.plan), asc(currencies.iso));
}

/** The card brands (api codes) a currency offers. */
const cardBrandsOf = (rows: readonly MethodCurrencyRow[], currencyIso: string) =>
  rows
    .filter((m) => m.currencyIso === currencyIso && m.kind === 'card')
    .map((m) => m.apiCode as MethodApiCode);

/** The provider an attempt was made with: every later call about it goes there. */
function providerOf(providers: PaymentProviders, attempt: Pick<AttemptRow, 'provider'>) {
  const provider = providers.byId(attempt.provider);
  if (!provider) throw new Error(`Payment provider ${attempt.provider} is not configured`);
  return provider;
}

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
  amountMinor: number;
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
  const terms: ServerTerms = {
    amountMinor: booking.totalMinor,
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
  const [currency] = await db
    .select()
    .from(currencies)
    .where(eq(currencies.iso, target.currencyIso));
  if (!currency) throw new OrderError('CURRENCY_MISMATCH');
  const buyer = validateBuyer(target.buyer);
  if (!buyer.ok) throw new OrderError('BUYER_INVALID', { fields: buyer.errors });
  const terms: ServerTerms = {
    amountMinor: priceIn(currency, cart.totalUsdCents).minor,
    currencyIso: currency.iso,
    buyer: buyer.buyer,
    expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
    cartFingerprint: cart.fingerprint,
  };
  return { terms, cartId: cart.id };
}

async function attemptByKey(db: Db | Tx, key: string) {
  const [row] = await db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.idempotencyKey, key));
  return row;
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
      ? { ...(await hotelTerms(db, target, now)), cartId: null }
      : {
          ...(await parkTerms(db, target, now, input.cartHoldMinutes ?? 30)),
          bookingId: null,
          userId: null,
        };
  const { terms } = prepared;
  const refused = checkCheckout({
    server: { amountMinor: terms.amountMinor, currencyIso: terms.currencyIso, plan },
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
      const [booking] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, prepared.bookingId))
        .for('update');
      if (booking?.status === 'confirmed') throw new OrderError('BOOKING_ALREADY_PAID');
      if (booking?.status !== 'held') throw new OrderError('BOOKING_NOT_PAYABLE');
    } else {
      const held = await holdCartForCheckout(
        tx,
        prepared.cartId!,
        terms.expiresAt,
        terms.cartFingerprint!,
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

    const targetWhere = prepared.bookingId
      ? eq(orders.bookingId, prepared.bookingId)
      : eq(orders.cartId, prepared.cartId!);
    const [open] = await tx
      .select()
      .from(orders)
      .where(and(targetWhere, inArray(orders.status, ['pending', 'authorized', 'paid'])))
      .orderBy(desc(orders.createdAt))
      .limit(1)
      .for('update');
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
      [order] = (await tx
        .update(orders)
        .set({
          expiresAt: terms.expiresAt,
          buyer: terms.buyer,
          cartItemIds,
          locale: input.locale,
          updatedAt: now,
        })
        .where(eq(orders.id, open.id))
        .returning()) as [OrderRow];
    } else {
      // The total changed (rates, cart edits): the old order is replaced, never charged.
      if (open)
        await tx
          .update(orders)
          .set({ status: 'failed', failureCode: 'SUPERSEDED', updatedAt: now })
          .where(eq(orders.id, open.id));
      secret = randomBytes(24).toString('base64url');
      [order] = (await tx
        .insert(orders)
        .values({
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
        })
        .returning()) as [OrderRow];
    }
    const [attempt] = (await tx
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        provider: provider.id,
        method: input.method,
        plan,
        amountMinor: terms.amountMinor,
        currencyIso: terms.currencyIso,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [AttemptRow];
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
    });
    await db
      .update(paymentAttempts)
      .set({ paymentId: session.paymentId, redirectUrl: session.redirectUrl })
      .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.paymentId} IS NULL`));
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
    const open = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), inArray(orders.status, ['pending', 'authorized'])))
      .for('update');
    if (open.some((o) => o.status === 'authorized')) throw new OrderError('PAYMENT_IN_PROGRESS');
    for (const order of open)
      await tx
        .update(orders)
        .set({ status: 'failed', failureCode: 'ABANDONED', updatedAt: now })
        .where(eq(orders.id, order.id));
    return open.length > 0;
  });
}

// ---------------------------------------------------------------------------------------------
// What the gateway reports (webhooks, the return from the hosted page, reconciliation)
// ---------------------------------------------------------------------------------------------

export type PaymentReport = {
  paymentId: string;
  status: PaymentStatus;
  card: CardSummary | null;
  failureCode: PaymentErrorCode | null;
  chargeId?: string;
  amountMinor: number;
  currencyIso: string;
};

export type ReportOutcome = 'applied' | 'ignored' | 'duplicate' | 'conflict' | 'unknown';

/**
 * Applies what the gateway says about a payment, in one transaction with what it causes:
 * the attempt's status (monotonic: paymentTransition), the order's (paid never goes back) and,
 * for captured money, the sale itself — the booking confirmed, or the cart's places sold and its
 * tickets issued with the confirmation email queued. With an event id the delivery is recorded
 * in the same transaction, so a repeated event changes nothing. Money captured for an order that
 * can no longer be sold (its hold lapsed, it was replaced or already paid) is refunded.
 */
export async function applyPaymentReport(
  db: Db,
  provider: PaymentProvider,
  report: PaymentReport,
  event: Pick<WebhookEvent, 'id' | 'type'> | null = null,
  now = new Date(),
): Promise<ReportOutcome> {
  const result = await db.transaction(async (tx) => {
    const record = async (outcome: ReportOutcome) => {
      if (event)
        await tx
          .update(paymentWebhookEvents)
          .set({ outcome })
          .where(
            and(
              eq(paymentWebhookEvents.provider, provider.id),
              eq(paymentWebhookEvents.eventId, event.id),
            ),
          );
    };
    if (event) {
      const fresh = await tx
        .insert(paymentWebhookEvents)
        .values({
          provider: provider.id,
          eventId: event.id,
          type: event.type,
          paymentId: report.paymentId,
          outcome: 'received',
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.eventId });
      if (fresh.length === 0) return { outcome: 'duplicate' as const };
    }
    // A payment id names a payment of the provider that reports it, never another's.
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.provider, provider.id),
          eq(paymentAttempts.paymentId, report.paymentId),
        ),
      )
      .for('update');
    if (!attempt) {
      await record('unknown');
      return { outcome: 'unknown' as const };
    }
    const [order] = (await tx
      .select()
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update')) as [OrderRow];
    const decision = paymentTransition(attempt.status, report.status);
    if (decision === 'ignore') {
      await record('ignored');
      return { outcome: 'ignored' as const };
    }
    const card = report.card;
    await tx
      .update(paymentAttempts)
      .set({
        status: report.status,
        failureCode: report.failureCode,
        chargeId: report.chargeId ?? attempt.chargeId,
        ...(card
          ? { cardBrand: card.brand, cardLast4: card.last4, cardCountry: card.country }
          : {}),
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id));

    // Money for something we cannot sell any more: keep the order as it is, refund the charge.
    const refund = {
      outcome: 'conflict' as const,
      attempt,
      chargeId: report.chargeId ?? attempt.chargeId,
    };
    if (decision === 'conflict') {
      await record('conflict');
      return refund;
    }
    const sells = report.status === 'captured';
    const payable = order.status === 'pending' || order.status === 'authorized';
    if (sells || report.status === 'authorized') {
      if (!payable) {
        // Another attempt paid, or the order expired: this one is refunded (or never captured).
        await record('conflict');
        return sells ? refund : { outcome: 'conflict' as const };
      }
      if (report.amountMinor !== order.amountMinor || report.currencyIso !== order.currencyIso)
        throw new Error(`Gateway amount differs from order ${order.reference}`);
    }
    if (sells) {
      const sold = await sell(tx, order, attempt, report, now);
      if (!sold) {
        await tx
          .update(orders)
          .set({ status: 'failed', failureCode: 'HOLD_LAPSED', updatedAt: now })
          .where(eq(orders.id, order.id));
        await record('conflict');
        return refund;
      }
    }
    const next = orderStatusFor(order.status as OrderStatus, report.status);
    if (next !== order.status)
      await tx
        .update(orders)
        .set({ status: next, updatedAt: now, ...(next === 'paid' ? { paidAt: now } : {}) })
        .where(eq(orders.id, order.id));
    await record('applied');
    return {
      outcome: 'applied' as const,
      capture: report.status === 'authorized' && next === 'authorized' ? attempt : null,
    };
  });

  if (result.outcome === 'conflict' && 'chargeId' in result && result.chargeId) {
    const refunded = await provider.refund({
      chargeId: result.chargeId,
      idempotencyKey: `refund-${result.attempt.id}`,
      amountMinor: result.attempt.amountMinor,
      reason: 'order no longer payable',
    });
    if (refunded.status !== 'failed')
      await db
        .update(paymentAttempts)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(paymentAttempts.id, result.attempt.id));
  }
  if (result.outcome === 'applied' && 'capture' in result && result.capture)
    await captureAttempt(db, provider, result.capture, now);
  return result.outcome;
}

/** The sale inside the capture transaction; false when the hold is gone (the caller refunds). */
async function sell(
  tx: Tx,
  order: OrderRow,
  attempt: AttemptRow,
  report: PaymentReport,
  now: Date,
): Promise<boolean> {
  if (order.kind === 'hotel') {
    try {
      await confirmBookingInTransaction(
        tx,
        {
          bookingId: order.bookingId!,
          paymentReference: report.chargeId ?? attempt.paymentId!,
          amountMinor: order.amountMinor,
          currencyIso: order.currencyIso,
        },
        now,
      );
      return true;
    } catch (error) {
      // Refusals are checked before anything is written, so the transaction stays usable.
      if (error instanceof StayError) return false;
      throw error;
    }
  }
  const sold = await sellCartInTransaction(
    tx,
    order.cartId!,
    order.cartItemIds ?? [],
    order.cartFingerprint,
  );
  if (!sold.ok) return false;
  if (!sold.alreadySold) {
    await issueTicketsForCart(tx, {
      orderId: order.id,
      cartId: order.cartId!,
      purchasedAt: now,
      itemIds: order.cartItemIds ?? [],
    });
    const locale: Locale = (routing.locales as readonly string[]).includes(order.locale)
      ? (order.locale as Locale)
      : routing.defaultLocale;
    await enqueueParkOrderEmail(tx, {
      orderId: order.id,
      reference: order.reference,
      // The checkout's confirmation, shown to the browser that holds the cart; the email
      // carries the tickets themselves as a PDF, so the link is a convenience, not the key.
      accessUrl: `${env().BASE_URL}/${locale}${routing.pathnames['/cart/checkout'][locale]}/`,
      locale,
      email: order.buyer.email,
      buyerName: order.buyer.name,
      cartId: order.cartId!,
      currencyIso: order.currencyIso,
      totalMinor: order.amountMinor,
    });
  }
  return true;
}

/** Moves the money of an authorized attempt (idempotent per attempt) and applies the result. */
export async function captureAttempt(
  db: Db,
  provider: PaymentProvider,
  attempt: Pick<AttemptRow, 'id' | 'paymentId' | 'amountMinor' | 'currencyIso'>,
  now = new Date(),
): Promise<void> {
  const captured = await provider.capture({
    paymentId: attempt.paymentId!,
    idempotencyKey: `capture-${attempt.id}`,
    amountMinor: attempt.amountMinor,
    currencyIso: attempt.currencyIso,
  });
  if (captured.status === 'captured')
    await applyPaymentReport(
      db,
      provider,
      {
        paymentId: captured.paymentId,
        status: 'captured',
        card: captured.card,
        failureCode: null,
        chargeId: captured.chargeId,
        amountMinor: captured.amountMinor,
        currencyIso: captured.currencyIso,
      },
      null,
      now,
    );
  else if (captured.status === 'failed')
    await applyPaymentReport(
      db,
      provider,
      {
        paymentId: captured.paymentId,
        status: 'failed',
        card: null,
        failureCode: captured.code,
        amountMinor: attempt.amountMinor,
        currencyIso: attempt.currencyIso,
      },
      null,
      now,
    );
}

/**
 * A verified webhook delivery: deduplicated by event id, then applied like any report. A
 * webhook that says money moved (authorized, captured) is a prompt, not proof: what is applied
 * is what the provider itself answers for the payment, so a forged or replayed delivery with a
 * valid signature still sells nothing the provider has not been paid for.
 */
export async function handleWebhookEvent(
  db: Db,
  provider: PaymentProvider,
  event: WebhookEvent,
  now = new Date(),
): Promise<ReportOutcome> {
  let report: PaymentReport = {
    paymentId: event.paymentId,
    status: event.status,
    card: event.card,
    failureCode: event.failureCode,
    amountMinor: event.amountMinor,
    currencyIso: event.currencyIso,
  };
  if (event.status === 'authorized' || event.status === 'captured') {
    const confirmed = await provider.status(event.paymentId);
    report = {
      paymentId: confirmed.paymentId,
      status: confirmed.status,
      card: confirmed.card,
      failureCode: confirmed.failureCode ?? null,
      chargeId: confirmed.chargeId,
      amountMinor: confirmed.amountMinor,
      currencyIso: confirmed.currencyIso,
    };
  }
  return applyPaymentReport(db, provider, report, { id: event.id, type: event.type }, now);
}

/**
 * Asks the gateway where an attempt stands and applies it (the visitor's return from the
 * hosted page, and the reconciliation job): webhooks may be late, never wrong.
 */
export async function syncAttempt(
  db: Db,
  providers: PaymentProviders,
  attemptKey: string,
  now = new Date(),
): Promise<AttemptView | undefined> {
  const found = await attemptByKey(db, attemptKey);
  if (!found?.attempt.paymentId) return found ? attemptView(found.attempt, found.order) : undefined;
  const provider = providerOf(providers, found.attempt);
  const status = await provider.status(found.attempt.paymentId);
  await applyPaymentReport(
    db,
    provider,
    {
      paymentId: status.paymentId,
      status: status.status,
      card: status.card,
      failureCode: status.failureCode ?? null,
      amountMinor: status.amountMinor,
      currencyIso: status.currencyIso,
    },
    null,
    now,
  );
  if (status.status === 'authorized') {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, found.attempt.id));
    if (attempt?.status === 'authorized') await captureAttempt(db, provider, attempt, now);
  }
  const after = await attemptByKey(db, attemptKey);
  return after && attemptView(after.attempt, after.order);
}

// ---------------------------------------------------------------------------------------------
// Reading orders and attempts
// ---------------------------------------------------------------------------------------------

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

function attemptView(attempt: AttemptRow, order: OrderRow): AttemptView {
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
  const [last] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
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

/** Who may read an order: the holder of its secret, or the customer it belongs to. */
export type OrderAccess = { secret?: string; userId?: string };

/** An order by reference for whoever proves access; a wrong secret looks like no order. */
export async function readOrder(
  db: Db,
  reference: string,
  access: OrderAccess,
): Promise<OrderView | undefined> {
  const [row] = await db
    .select({ order: orders, cartOwner: carts.userId, bookingOwner: bookings.userId })
    .from(orders)
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .leftJoin(bookings, eq(bookings.id, orders.bookingId))
    .where(eq(orders.reference, reference));
  if (!row) return undefined;
  const { order } = row;
  // The customer's own: the order says so, or the cart or booking it paid for joined their
  // account (a guest who logs in afterwards).
  const owner = order.userId ?? row.cartOwner ?? row.bookingOwner;
  const allowed =
    (access.secret !== undefined && secretMatches(access.secret, order.secretHash)) ||
    (access.userId !== undefined && owner !== null && owner === access.userId);
  return allowed ? orderView(db, order) : undefined;
}

/** A customer's paid park orders, newest first: theirs, or paid for a cart that joined them. */
export async function parkOrdersOf(db: Db, userId: string): Promise<OrderView[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .where(
      and(
        eq(orders.kind, 'park'),
        eq(orders.status, 'paid'),
        or(eq(orders.userId, userId), eq(carts.userId, userId)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return Promise.all(rows.map(({ order }) => orderView(db, order)));
}

/**
 * The latest order of a booking or a cart, for a visitor who already proved access to it (the
 * booking's or the cart's cookie).
 */
export async function latestOrderFor(
  db: Db,
  target: { bookingId: string } | { cartId: string },
): Promise<OrderView | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      'bookingId' in target
        ? eq(orders.bookingId, target.bookingId)
        : eq(orders.cartId, target.cartId),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order && orderView(db, order);
}

/** The order a reference names, for the back end's own work (PDF, email); never for visitors. */
export async function readOrderForSystem(
  db: Db,
  reference: string,
): Promise<OrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order && orderView(db, order);
}

// ---------------------------------------------------------------------------------------------
// Background work
// ---------------------------------------------------------------------------------------------

/**
 * Unpaid orders past their hold end (an authorization never captured included: it is left to
 * lapse at the gateway): failed when the last attempt failed, else expired. Their
 * holds end at the same moment (the hold expiry jobs give the rooms and places back). Safe with
 * several instances (SKIP LOCKED).
 */
export async function expireOrders(db: Db, now = new Date(), batchSize = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.status, ['pending', 'authorized']), lt(orders.expiresAt, now)))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const order of due) {
      const [last] = await tx
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id))
        .orderBy(desc(paymentAttempts.createdAt))
        .limit(1);
      await tx
        .update(orders)
        .set({ status: statusAtExpiry(last?.status ?? null), updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    return due.length;
  });
}

/**
 * Attempts a gateway authorized whose capture did not happen (a crash between the two, a
 * lost webhook): captured now, each by the provider that authorized it. Idempotent per attempt
 * at the gateway.
 */
export async function captureStrandedAttempts(
  db: Db,
  providers: PaymentProviders,
  now = new Date(),
): Promise<number> {
  const stranded = await db
    .select({ attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'authorized'), eq(orders.status, 'authorized')))
    .limit(50);
  for (const { attempt } of stranded)
    await captureAttempt(db, providerOf(providers, attempt), attempt, now);
  return stranded.length;
}
