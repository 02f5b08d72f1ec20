import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './inventory';
import { productScheduleSlots } from './catalog';
import { orders, paymentAttempts } from './orders';
import { cartItems } from './tickets';

/**
 * Signed links that open one booking or order without an account (issue 15). Only a hash of
 * the token is stored; a link serves one purpose, expires, and can be revoked.
 */
export const manageLinks = pgTable(
  'manage_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token in the link (the token itself is never stored). */
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link may do: manage (read, cancel, change) one trip. */
    purpose: text('purpose', { enum: ['manage'] }).notNull(),
    targetKind: text('target_kind', { enum: ['booking', 'order'] }).notNull(),
    /** The booking's or order's reference. */
    targetReference: text('target_reference').notNull(),
    /** Why it was made: a confirmation email, a "find my booking" request. */
    origin: text('origin', { enum: ['confirmation', 'lookup'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manage_links_target').on(t.targetKind, t.targetReference)],
);

/**
 * Date changes of hotel stays (issue 15): one row per change made, under the caller's request
 * id (the same id again is the same change, never a second one), with the dates and prices
 * before and after and the money it moved.
 */
export const dateChanges = pgTable(
  'date_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's request id: the same id twice is the same change. */
    requestId: text('request_id').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    fromCheckIn: date('from_check_in', { mode: 'string' }).notNull(),
    fromCheckOut: date('from_check_out', { mode: 'string' }).notNull(),
    toCheckIn: date('to_check_in', { mode: 'string' }).notNull(),
    toCheckOut: date('to_check_out', { mode: 'string' }).notNull(),
    currencyIso: text('currency_iso').notNull(),
    fromTotalMinor: bigint('from_total_minor', { mode: 'number' }).notNull(),
    toTotalMinor: bigint('to_total_minor', { mode: 'number' }).notNull(),
    /** What went back to the card (the refunds ledger's row), minor units. */
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    refundId: uuid('refund_id'),
    /** The rooms the change dropped (issue 15: "or fewer rooms"); empty when all were kept. */
    droppedRooms: jsonb('dropped_rooms')
      .$type<{ id: string; roomTypeCode: string; adults: number; children: number }[]>()
      .notNull()
      .default([]),
    /** The stay's park days the change gave back (decision 0037), as the outcome named them. */
    releasedParkDays: jsonb('released_park_days')
      .$type<
        {
          id: string;
          productId: number;
          productCode: string;
          name: { es: string; en: string };
          visitDate: string;
        }[]
      >()
      .notNull()
      .default([]),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('date_changes_booking').on(t.bookingId)],
);

/**
 * Visit-date changes of park orders (issue 15): one row per change of one visit (a paid cart
 * item), under the caller's request id (the same id again is the same change), with the date,
 * schedule and the item's price before and after (USD cents, package discount taken) and the
 * money it moved in the order's currency. The item's latest row is its current price.
 */
export const parkDateChanges = pgTable(
  'park_date_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's request id: the same id twice is the same change. */
    requestId: text('request_id').notNull().unique(),
    orderId: uuid('order_id').notNull(),
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromSlotId: integer('from_slot_id').references(() => productScheduleSlots.id),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toSlotId: integer('to_slot_id').references(() => productScheduleSlots.id),
    fromItemUsdCents: integer('from_item_usd_cents').notNull(),
    toItemUsdCents: integer('to_item_usd_cents').notNull(),
    currencyIso: text('currency_iso').notNull(),
    /** New minus current price in the order's currency (minor units). */
    differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
    /** What went back to the card (the refunds ledger's row), minor units. */
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    refundId: uuid('refund_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('park_date_changes_item').on(t.cartItemId, t.createdAt)],
);

/** The nights a change hold keeps for the new dates: those the booking does not have yet. */
export type ChangeHoldNights = { roomTypeId: number; quantity: number; from: string; to: string }[];

/**
 * A dearer date change waiting for its difference (issue 15): the new nights the booking does
 * not have yet are held (room_inventory.held) until `expiresAt`; the difference is a payment
 * attempt of the booking's paid order (purpose 'date-change'). The capture makes the change in
 * its own transaction (status 'applied'); a decline or the expiry gives the nights back
 * ('released'). At most one hold per booking waits at a time.
 *
 * The same hold serves a park visit moved to a dearer date (decision 0036): it names the sold
 * cart line (`cartItemId`) instead of a booking, holds `places` on the new date in the new
 * schedule (`toSlotId`, product_capacity.held), and its four dates are the old and new visit
 * dates (a visit starts and ends on its day); `nights` is empty. At most one hold per visit
 * waits at a time.
 */
export const dateChangeHolds = pgTable(
  'date_change_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's request id: the same id twice is the same hold, and names the change. */
    requestId: text('request_id').notNull().unique(),
    /** The booking whose stay moves (null for a park visit). */
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** The park visit (the sold cart line) that moves (null for a stay). */
    cartItemId: uuid('cart_item_id').references(() => cartItems.id),
    /** A park visit's new schedule and the places held there on the new date. */
    toSlotId: integer('to_slot_id').references(() => productScheduleSlots.id),
    places: integer('places').notNull().default(0),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    fromCheckIn: date('from_check_in', { mode: 'string' }).notNull(),
    fromCheckOut: date('from_check_out', { mode: 'string' }).notNull(),
    toCheckIn: date('to_check_in', { mode: 'string' }).notNull(),
    toCheckOut: date('to_check_out', { mode: 'string' }).notNull(),
    nights: jsonb('nights').$type<ChangeHoldNights>().notNull(),
    /** The rooms the change keeps (booking_rooms ids); null: every room. */
    keepRoomIds: jsonb('keep_room_ids').$type<string[]>(),
    currencyIso: text('currency_iso').notNull(),
    fromTotalMinor: bigint('from_total_minor', { mode: 'number' }).notNull(),
    toTotalMinor: bigint('to_total_minor', { mode: 'number' }).notNull(),
    /** The difference to pay (the attempt's amount), minor units. */
    payMinor: bigint('pay_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['held', 'applied', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('date_change_holds_one_held')
      .on(t.bookingId)
      .where(sql`${t.status} = 'held'`),
    uniqueIndex('date_change_holds_one_held_visit')
      .on(t.cartItemId)
      .where(sql`${t.status} = 'held'`),
    check(
      'date_change_holds_one_subject',
      sql`(${t.bookingId} IS NULL) <> (${t.cartItemId} IS NULL)`,
    ),
    check(
      'date_change_holds_visit_places',
      sql`${t.cartItemId} IS NULL OR (${t.toSlotId} IS NOT NULL AND ${t.places} > 0)`,
    ),
    uniqueIndex('date_change_holds_attempt').on(t.attemptId),
    index('date_change_holds_expiry').on(t.status, t.expiresAt),
  ],
);
