import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';

export type HotelContent = {
  tagline: Lang3;
  description: Lang3[];
  highlights: Lang3[];
};

export const hotels = pgTable('hotels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  /** The front desk's line, as shown ("+52 984 …") and as dialled ("+52984…"). */
  phoneDisplay: text('phone_display'),
  phoneDial: text('phone_dial'),
  /** Check-in from and check-out until, in the resort's clock (HH:MM, 24 h). */
  checkInTime: text('check_in_time').notNull().default('15:00'),
  checkOutTime: text('check_out_time').notNull().default('12:00'),
  sort: integer('sort').notNull(),
  content: jsonb('content').$type<HotelContent>().notNull(),
  /** SPEC §3 hotel age config. */
  childrenMinAge: integer('children_min_age').notNull(),
  childrenMaxAge: integer('children_max_age').notNull(),
  /** Youngest child age in hotel + flight package search (2 for Hotel Xcaret México). */
  packageChildrenMinAge: integer('package_children_min_age').notNull(),
  ageDescription: jsonb('age_description').$type<Lang3>().notNull(),
  childLabel: jsonb('child_label').$type<Lang3>().notNull(),
  childrenLabel: jsonb('children_label').$type<Lang3>().notNull(),
  /** SPEC §3 hotel filters: whether the results offer the room filter at all… */
  showFilter: boolean('show_filter').notNull().default(true),
  /** …and by which dimension of the rooms (their view, their building). */
  filterBy: text('filter_by', { enum: ['view', 'building'] })
    .notNull()
    .default('view'),
});

export type FilterDimension = (typeof hotels.$inferSelect)['filterBy'];

/** SPEC §3 room filter category: name, id, room-type codes (through room_types.category_id). */
export const roomFilterCategories = pgTable(
  'room_filter_categories',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** The dimension this category belongs to (a room has one category per dimension). */
    dimension: text('dimension', { enum: ['view', 'building'] })
      .notNull()
      .default('view'),
    key: text('key').notNull(),
    name: jsonb('name').$type<Lang3>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [unique().on(t.hotelId, t.dimension, t.key)],
);

export const roomTypes = pgTable('room_types', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => roomFilterCategories.id),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull(),
  name: jsonb('name').$type<Lang3>().notNull(),
  description: jsonb('description').$type<Lang3>().notNull(),
  bed: jsonb('bed').$type<Lang3>().notNull(),
  sizeM2: integer('size_m2').notNull(),
  maxAdults: integer('max_adults').notNull(),
  maxChildren: integer('max_children').notNull(),
  maxOccupancy: integer('max_occupancy').notNull(),
  amenities: jsonb('amenities').$type<Lang3[]>().notNull(),
  totalRooms: integer('total_rooms').notNull(),
  /** Nightly rate for two adults in low season, taxes and fees included. */
  baseRateUsdCents: integer('base_rate_usd_cents').notNull(),
});

/** The filter categories of each room type, one per dimension (its view, its building). */
export const roomTypeCategories = pgTable(
  'room_type_categories',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => roomFilterCategories.id),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.categoryId] })],
);

/**
 * Rate plans of a hotel (issue 15): what a guest may choose for each room, with its
 * cancellation policy. A flexible plan cancels free until `freeCancelDays` days before arrival,
 * then costs `penaltyNights` nights; a non-refundable plan costs `discountPercent` less and
 * refunds nothing. The chosen plan's terms are copied onto the booking's rooms
 * (booking_rooms.rate_policy), so later edits never change a sold booking's terms.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** 'flexible' or 'non-refundable': the form's value and the wording's key. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['flexible', 'non_refundable'] }).notNull(),
    /** Off every night of the stay (after any promotion), percent. */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Flexible: free cancellation until 23:59 resort time this many days before arrival. */
    freeCancelDays: integer('free_cancel_days').notNull().default(0),
    /** Flexible, after the deadline: the nights charged (the first ones of the stay). */
    penaltyNights: integer('penalty_nights').notNull().default(1),
    /**
     * A deposit now and the balance later (issue 20): null pays in full at booking; 'percent'
     * takes `depositPercent` % of the room now, 'first_night' its first night; the rest is
     * charged `balanceDays` days before arrival.
     */
    depositKind: text('deposit_kind', { enum: ['percent', 'first_night'] }),
    depositPercent: integer('deposit_percent').notNull().default(0),
    balanceDays: integer('balance_days').notNull().default(0),
    sort: integer('sort').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique().on(t.hotelId, t.code)],
);
