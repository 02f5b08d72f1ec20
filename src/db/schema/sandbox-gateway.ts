import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OrderPlan } from './orders';

/**
 * The built-in sandbox payment gateway's own books (src/integrations/payments/sandbox). They
 * stand for the gateway's side of the wire: our order code never reads them. No card number,
 * expiry or CVC is ever stored: the hosted page keeps a random token, the brand, the last 4
 * digits and the issuing country.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** prepare() with the same key gives back this session. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderRef: text('order_ref').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyIso: text('currency_iso').notNull(),
    plan: jsonb('plan').$type<OrderPlan>().notNull(),
    /** card, PP (PayPal redirect) or uplift (financing redirect). */
    method: text('method').notNull(),
    /** The card brands (and PayPal) the currency offers. */
    methods: jsonb('methods').$type<string[]>().notNull(),
    /** The countries the card must be issued in (the plan's rule); empty: any. */
    cardCountries: jsonb('card_countries').$type<string[]>().notNull().default([]),
    locale: text('locale').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
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
    /** Keep the card as a reusable token for later off-session charges (issue 20). */
    saveCard: boolean('save_card').notNull().default(false),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardCountry: text('card_country'),
    failureCode: text('failure_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_status_expiry').on(t.status, t.expiresAt)],
);

/** Money moved: at most one charge per payment session and per capture key. */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .unique()
    .references(() => sandboxPayments.id),
  captureKey: text('capture_key').notNull().unique(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currencyIso: text('currency_iso').notNull(),
  /** The sum of the charge's refunds (never more than the charge). */
  refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money given back: one row per refund key; partial refunds add up to the charge at most. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed webhook deliveries waiting to reach the shop (retried with back-off until 2xx). */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_webhook_due').on(t.deliveredAt, t.nextAttemptAt)],
);

/**
 * Cards kept for later charges (issue 20): the token the shop holds, the brand, the last 4
 * digits and the country, never the number. `declines_later` is the sandbox's test behaviour of
 * a card that pays now but whose saved token is declined off-session (4000 0000 0000 0341).
 */
export const sandboxSavedCards = pgTable('sandbox_saved_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  country: text('country').notNull(),
  declinesLater: boolean('declines_later').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
