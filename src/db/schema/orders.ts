import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './inventory';
import { carts } from './tickets';

/**
 * Orders (issue 5): what a visitor pays for, a hotel booking or a park cart. The amount and
 * currency are fixed by the server when the checkout starts. Card data never reaches these
 * tables: an attempt keeps the gateway's token-side summary only (brand, last 4, country).
 */
export type OrderBuyer = { name: string; email: string; phone: string };
export type OrderPlan =
  { kind: 'full' } | { kind: 'installments'; bankId: number; months: number } | { kind: 'uplift' };

export const ORDER_STATUSES = [
  'pending',
  'authorized',
  'paid',
  'refunded',
  'failed',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** SHA-256 of the secret that, with the reference, reads the order without a session. */
    secretHash: text('secret_hash').notNull(),
    kind: text('kind', { enum: ['hotel', 'park'] }).notNull(),
    userId: text('user_id'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    cartId: uuid('cart_id').references(() => carts.id),
    /** The cart items the amount was computed on: the sale refuses a cart that changed. */
    cartItemIds: jsonb('cart_item_ids').$type<string[]>(),
    /**
     * SHA-256 of every priced field of the cart's items and complements when the amount was
     * computed: the sale refuses (and refunds) a cart whose fingerprint differs.
     */
    cartFingerprint: text('cart_fingerprint'),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    locale: text('locale').notNull(),
    currencyIso: text('currency_iso').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** When the hold behind the order ends: unpaid by then, the order expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_kind_target',
      sql`(${t.kind} = 'hotel' AND ${t.bookingId} IS NOT NULL AND ${t.cartId} IS NULL) OR (${t.kind} = 'park' AND ${t.cartId} IS NOT NULL AND ${t.bookingId} IS NULL)`,
    ),
    check('orders_amount_positive', sql`${t.amountMinor} >= 0`),
    // At most one paid (or being paid) order per booking and per cart: a second payment for
    // the same thing is refunded, never recorded as a second sale.
    uniqueIndex('orders_one_paid_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} IN ('authorized', 'paid', 'refunded')`),
    uniqueIndex('orders_one_paid_per_cart')
      .on(t.cartId)
      .where(sql`${t.status} IN ('authorized', 'paid', 'refunded')`),
    index('orders_status_expiry').on(t.status, t.expiresAt),
    index('orders_user').on(t.userId),
  ],
);

/**
 * One payment attempt of an order: what the checkout started with its idempotency key. The
 * same key, any number of times and in parallel, finds this one row.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    /**
     * The gateway's payment session, unique per provider; null until prepared (a crash in
     * between is retried).
     */
    paymentId: text('payment_id'),
    redirectUrl: text('redirect_url'),
    method: text('method').notNull(),
    plan: jsonb('plan').$type<OrderPlan>().notNull(),
    /**
     * What the attempt pays: the sale (the whole order, or a deposit booking's deposit) or a
     * later charge of the balance (issue 20: off-session on the saved card, or the link), or
     * the difference of a dearer date change (issue 15: date_change_holds).
     */
    purpose: text('purpose', { enum: ['sale', 'balance', 'date-change'] })
      .notNull()
      .default('sale'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyIso: text('currency_iso').notNull(),
    /**
     * A deposit sale (issue 20): when the rest of the order (its amount less this attempt's) is
     * due; the capture schedules it (balance_charges). Null: the attempt pays all of it.
     */
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    status: text('status', {
      enum: [
        'pending',
        'requires_action',
        'authorized',
        'captured',
        'refunded',
        'failed',
        'expired',
      ],
    })
      .notNull()
      .default('pending'),
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardCountry: text('card_country'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order').on(t.orderId),
    uniqueIndex('payment_attempts_provider_payment').on(t.provider, t.paymentId),
    check('payment_attempts_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Webhook deliveries already acted on: a repeated event id is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: text('payment_id').notNull(),
    /** What the event did: applied, ignored (stale or repeated news) or conflict (refunded). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The refund ledger (issue 15): every sum given back on an order, once per request id (a
 * replayed request finds its row and moves no money again). The order's balance is its captured
 * payments minus these refunds. A row is written before the gateway is called (pending), then
 * completed with the gateway's reference; a failed call stays visible here to be retried.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The caller's request id: the same id twice is the same refund. */
    requestId: text('request_id').notNull().unique(),
    /** The payment attempt whose charge is refunded. */
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyIso: text('currency_iso').notNull(),
    /** Why: a traveller's cancellation, a date change's difference, an agent's goodwill… */
    reason: text('reason').notNull(),
    /** Who asked: 'guest' (a manage link), 'customer:<user id>', 'staff:<user id>', 'system'. */
    actor: text('actor').notNull(),
    status: text('status', { enum: ['pending', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    failureCode: text('failure_code'),
    /**
     * Retries by the refund job (a pending refund whose provider call was lost): how many it
     * claimed, and when the row is due again (the claim's lease, then the back-off).
     */
    attempts: integer('attempts').notNull().default(0),
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    index('refunds_pending').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

export const BALANCE_STATUSES = [
  'scheduled',
  'charging',
  'awaiting_payment',
  'paid',
  'cancelled',
] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/**
 * The balance of a deposit booking (issue 20): written in the transaction that captured the
 * deposit, charged by the balance job on its due date (off-session on the gateway's saved-card
 * token; no card data here), or paid through the payment link emailed after a decline; after
 * the grace period the booking is cancelled under its policy. One row per order.
 * scheduled → charging (claimed by one worker until `claimed_until`) → paid; a decline →
 * awaiting_payment (link sent, `grace_until`) → paid, or cancelled after the grace.
 */
export const balanceCharges = pgTable(
  'balance_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The provider that took the deposit and keeps the token. */
    provider: text('provider').notNull(),
    /** The provider's saved-card token reference; null: no saved card, the link pays. */
    savedCard: text('saved_card'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyIso: text('currency_iso').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BALANCE_STATUSES }).notNull().default('scheduled'),
    /** Off-session charges tried (one per claim that reached the provider). */
    tries: integer('tries').notNull().default(0),
    /** The payment attempt of the charge under way (its id is the idempotency key). */
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_charges_due').on(t.status, t.dueAt),
    check('balance_charges_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
