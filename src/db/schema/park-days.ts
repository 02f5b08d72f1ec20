import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productScheduleSlots, products } from './catalog';
import { bookings } from './inventory';
import { orders } from './orders';
import { cartItems } from './tickets';
import { hotels } from './stays';

/**
 * The park admissions a hotel's plan includes for its guests (issue 15: Hotel Xcaret México's
 * All-Fun Inclusive). Catalogue data, seeded: the trip page offers these at no charge, every
 * other park and tour through the cart.
 */
export const hotelIncludedProducts = pgTable(
  'hotel_included_products',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.productId] })],
);

/**
 * A park day added to a hotel stay (issue 15): an included admission reserved at no charge
 * for the booking's guests, on a day of the stay. Its places are sold in product_capacity like
 * any sale, through a park order of 0 (order_id) with its e-tickets; cancelling the stay gives
 * them back. One live admission per park per stay; the request id makes a retry a replay.
 */
export const stayParkDays = pgTable(
  'stay_park_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The client's id of the request that reserved it: the same id again replays. */
    requestId: text('request_id').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => productScheduleSlots.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    status: text('status', { enum: ['reserved', 'cancelled'] })
      .notNull()
      .default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('stay_park_days_booking').on(t.bookingId),
    // One live admission per park per stay (every guest of the booking in it).
    uniqueIndex('stay_park_days_one_per_park')
      .on(t.bookingId, t.productId)
      .where(sql`${t.status} = 'reserved'`),
    check(
      'stay_park_days_people',
      sql`${t.adults} >= 1 AND ${t.children} >= 0 AND ${t.infants} >= 0`,
    ),
  ],
);
