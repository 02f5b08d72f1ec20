import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels, roomTypes } from './stays';

/**
 * Room-nights per room type and date (DESIGN §5). `held` counts rooms of bookings pending
 * payment; `sold` confirmed ones. The check constraint is a second line of defence: the
 * services take stock with a conditional update and never rely on it.
 */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Stop-sell: nothing is sold for this night, whatever is left. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check(
      'room_inventory_within_total',
      sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.total}`,
    ),
  ],
);

/** Nightly rate per room type and date for two adults, USD cents, taxes and fees included. */
export const roomRates = pgTable(
  'room_rates',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    baseUsdCents: integer('base_usd_cents').notNull(),
    /** Per extra adult beyond two, and per child, per night. */
    extraAdultUsdCents: integer('extra_adult_usd_cents').notNull(),
    childUsdCents: integer('child_usd_cents').notNull(),
    /** Price for one adult alone, as a share of the base rate (per mille). */
    singlePerMille: integer('single_per_mille').notNull().default(850),
    season: text('season', { enum: ['low', 'shoulder', 'high', 'holiday'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.date] })],
);

/** A hotel booking: a hold while payment is pending, then confirmed (or expired, cancelled). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the guest; never enough on its own to read the booking. */
    reference: text('reference').notNull().unique(),
    /** Hash of the secret that, with the reference, reads the booking without a session. */
    secretHash: text('secret_hash').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    status: text('status', { enum: ['held', 'confirmed', 'expired', 'cancelled'] }).notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    totalUsdCents: integer('total_usd_cents').notNull(),
    promoCode: text('promo_code'),
    userId: text('user_id'),
    guest: jsonb('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookings_held_expiry').on(t.status, t.holdExpiresAt)],
);

export const bookingRooms = pgTable('booking_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id),
  roomTypeId: integer('room_type_id')
    .notNull()
    .references(() => roomTypes.id),
  adults: integer('adults').notNull(),
  childrenAges: jsonb('children_ages').$type<number[]>().notNull(),
  /** The nightly prices charged, USD cents, one per night of the stay. */
  nightlyUsdCents: jsonb('nightly_usd_cents').$type<number[]>().notNull(),
});
