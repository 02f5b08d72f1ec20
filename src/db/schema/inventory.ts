import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /** Minimum stay for an arrival on this night (nights); 1 allows any stay. */
    minStay: integer('min_stay').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check(
      'room_inventory_within_total',
      sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.total}`,
    ),
  ],
);

/** A night's season: the label of room_rates and the kind of hotel_seasons. */
export const SEASON_KINDS = ['low', 'shoulder', 'high', 'holiday'] as const;

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
    season: text('season', { enum: SEASON_KINDS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.date] })],
);

/**
 * A hotel's seasons (issue 16, docs/decisions/0038): named ranges of nights (first and last
 * night inclusive, Cancún dates) that never overlap, each with a kind and a rate factor in per
 * mille of the room type's base rate. The nightly rates in room_rates are derived from them
 * (seed/inventory.ts, domain/stays seasons.rules.ts); a night outside every season is priced at
 * the base rate (factor 1000).
 */
export const hotelSeasons = pgTable(
  'hotel_seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: SEASON_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    factorPerMille: integer('factor_per_mille').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_seasons_hotel').on(t.hotelId, t.startDate),
    check('hotel_seasons_range', sql`${t.startDate} <= ${t.endDate}`),
    check('hotel_seasons_factor', sql`${t.factorPerMille} BETWEEN 100 AND 6000`),
  ],
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
    /** The automatic offer applied (stay_offers.id), when one was better than any code. */
    offerId: integer('offer_id'),
    /** What the promotion took off the total, USD cents (already deducted from the total). */
    discountUsdCents: integer('discount_usd_cents').notNull().default(0),
    /** The visitor's currency and language when the hold was made: the amount charged is
     * the total converted at that moment, and the email goes out in that language. */
    currencyIso: text('currency_iso').notNull().default('USD'),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    locale: text('locale').notNull().default('es'),
    userId: text('user_id'),
    /**
     * Who made the hold (a hash of the client's address): what one client may hold at once
     * is capped (MAX_HELD_ROOM_NIGHTS_PER_HOLDER), so nobody can hold a hotel's whole stock.
     */
    holderKey: text('holder_key'),
    /** Step 3's lead-guest details (shape: `GuestDetails` of domain/stays). */
    guest: jsonb('guest').$type<Record<string, string>>(),
    paymentReference: text('payment_reference'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_held_expiry').on(t.status, t.holdExpiresAt),
    index('bookings_holder').on(t.holderKey, t.status),
  ],
);

export const bookingRooms = pgTable('booking_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id),
  roomTypeId: integer('room_type_id')
    .notNull()
    .references(() => roomTypes.id),
  /** The room's place in the booking (room 1, 2, …). */
  position: integer('position').notNull().default(0),
  adults: integer('adults').notNull(),
  /** The guest named for this room (step 3). */
  guestName: text('guest_name'),
  childrenAges: jsonb('children_ages').$type<number[]>().notNull(),
  /** The nightly prices charged, USD cents, one per night of the stay. */
  nightlyUsdCents: jsonb('nightly_usd_cents').$type<number[]>().notNull(),
  /** The rate plan chosen for this room (rate_plans.code) and its terms when it was sold. */
  ratePlanCode: text('rate_plan_code').notNull().default('flexible'),
  ratePolicy: jsonb('rate_policy')
    .$type<RatePolicySnapshot>()
    .notNull()
    .default({ kind: 'flexible', discountPercent: 0, freeCancelDays: 3, penaltyNights: 1 }),
});

/**
 * A booking's web check-in (issue 19): the lead guest's identity document and room
 * preferences, given online from seven days before arrival. The arrival time and the room
 * guests' names go to the booking itself (bookings.guest, booking_rooms.guest_name). The
 * document number is personal data: only the front desk and admins see it whole.
 */
export const bookingCheckIns = pgTable('booking_check_ins', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  idType: text('id_type', { enum: ['passport', 'national-id', 'driving-licence'] }).notNull(),
  idNumber: text('id_number').notNull(),
  preferences: jsonb('preferences').$type<string[]>().notNull().default([]),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The cancellation terms a room was sold under (a copy of its rate plan's). */
export type RatePolicySnapshot = {
  kind: 'flexible' | 'non_refundable';
  discountPercent: number;
  freeCancelDays: number;
  penaltyNights: number;
  /** The plan's deposit (issue 20, domain/stays deposit.rules), absent: paid in full. */
  deposit?:
    | { kind: 'percent'; percent: number; balanceDays: number }
    | { kind: 'first_night'; balanceDays: number };
};

/**
 * Promotional codes for hotel stays (issue 16): a percentage off every night, or a fixed amount
 * in a currency off each room's stay, for stays whose nights all fall in [stayFrom, stayTo],
 * booked on a resort day in [bookFrom, bookTo] (open ends when null), at the hotels listed
 * (all when the list is empty). `usageLimit` caps the bookings that may use it (held or
 * confirmed), `perCustomerLimit` those of one signed-in customer; null is no limit.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    percentOff: integer('percent_off').notNull().default(0),
    /** For an `amount` code: minor units of `currencyIso`, off each room's stay. */
    amountOffMinor: bigint('amount_off_minor', { mode: 'number' }),
    currencyIso: text('currency_iso'),
    hotelCodes: jsonb('hotel_codes').$type<string[]>().notNull().default([]),
    stayFrom: date('stay_from', { mode: 'string' }).notNull(),
    stayTo: date('stay_to', { mode: 'string' }).notNull(),
    bookFrom: date('book_from', { mode: 'string' }),
    bookTo: date('book_to', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_percent', sql`${t.percentOff} BETWEEN 0 AND 90`),
    check('promo_codes_amount', sql`${t.amountOffMinor} IS NULL OR ${t.amountOffMinor} > 0`),
  ],
);

/**
 * Automatic offers for hotel stays (issue 16), applied by search without a code: early
 * booking (arrival at least `minDaysBefore` days after the resort day of booking) and long stay
 * (at least `minNights` nights); a percentage off every night, at the hotels listed (all when
 * empty), for stays in [stayFrom, stayTo] booked in [bookFrom, bookTo] (open ends when null).
 */
export const stayOffers = pgTable(
  'stay_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['early_booking', 'long_stay'] }).notNull(),
    percentOff: integer('percent_off').notNull(),
    minDaysBefore: integer('min_days_before'),
    minNights: integer('min_nights'),
    hotelCodes: jsonb('hotel_codes').$type<string[]>().notNull().default([]),
    stayFrom: date('stay_from', { mode: 'string' }).notNull(),
    stayTo: date('stay_to', { mode: 'string' }).notNull(),
    bookFrom: date('book_from', { mode: 'string' }),
    bookTo: date('book_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stay_offers_percent', sql`${t.percentOff} BETWEEN 1 AND 90`)],
);

/**
 * Work to do after a transaction commits (emails first): written in the same transaction as
 * the change that causes it, delivered by a background job with SKIP LOCKED (DESIGN §11).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due').on(t.status, t.runAfter)],
);
