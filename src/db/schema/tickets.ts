import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  productComplements,
  productScheduleSlots,
  products,
  productTransportZones,
} from './catalog';
import type { Lang2 } from './types';

/**
 * Places per product schedule slot and date (DESIGN §5). `held` counts people in carts whose
 * hold is live, `sold` paid ones. The check is a second line of defence: the services take
 * places with a conditional update and never rely on it.
 */
export const productCapacity = pgTable(
  'product_capacity',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => productScheduleSlots.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    /** Why a closed day is closed, shown to visitors in the park widget (issue 16). */
    closedReason: jsonb('closed_reason').$type<Lang2>(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.date] }),
    index('product_capacity_product_date').on(t.productId, t.date),
    check(
      'product_capacity_within_total',
      sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.total}`,
    ),
  ],
);

/** Admission price per product and visit date, USD cents (before presale and package). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    adultUsdCents: integer('adult_usd_cents').notNull(),
    childUsdCents: integer('child_usd_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.date] })],
);

/** Presale: buying at least `daysAhead` days before the visit takes `percentOff` off. */
export const presaleRules = pgTable('presale_rules', {
  daysAhead: integer('days_ahead').primaryKey(),
  percentOff: integer('percent_off').notNull(),
});

/** Package discount: at least `minProducts` different products in one cart. */
export const packageDiscounts = pgTable('package_discounts', {
  minProducts: integer('min_products').primaryKey(),
  percentOff: integer('percent_off').notNull(),
});

/** A visitor's cart (a package of at most 5 products), named by an HttpOnly cookie. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id'),
  /**
   * While a checkout is paying for the cart (until the order's payment window ends, or the
   * visitor abandons the payment), the cart is frozen: no item, complement or hold changes.
   */
  checkoutUntil: timestamp('checkout_until', { withTimezone: true }),
  /**
   * The package discount (percent) the payment under way was priced with: while the cart is
   * frozen it is priced with this one, not with the tiers as staff have since changed them.
   */
  checkoutPackagePercent: integer('checkout_package_percent'),
  /**
   * Who made the cart (a hash of the client's address): what one client may hold at once in a
   * schedule slot is capped across its carts (MAX_PLACES_PER_SLOT_PER_HOLDER).
   */
  holderKey: text('holder_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One product in a cart with the visitor's choices and the prices they were shown (USD
 * cents per person or per item, fixed when added). A dated item holds its places until
 * `holdExpiresAt`; an open ticket (no date) holds nothing.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Null for an open ticket. */
    visitDate: date('visit_date', { mode: 'string' }),
    slotId: integer('slot_id').references(() => productScheduleSlots.id),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    transportZoneId: integer('transport_zone_id').references(() => productTransportZones.id),
    food: boolean('food').notNull().default(false),
    photo: boolean('photo').notNull().default(false),
    openTicket: boolean('open_ticket').notNull().default(false),
    adultUsdCents: integer('adult_usd_cents').notNull(),
    childUsdCents: integer('child_usd_cents').notNull(),
    transportUsdCents: integer('transport_usd_cents').notNull().default(0),
    foodUsdCents: integer('food_usd_cents').notNull().default(0),
    photoUsdCents: integer('photo_usd_cents').notNull().default(0),
    presalePercent: integer('presale_percent').notNull().default(0),
    /** Places held for the visit: adults + children + infants (0 for an open ticket). */
    heldPlaces: integer('held_places').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The client's id of the request that added the item (a random UUID): the same request
     * again (a retry after a lost answer) finds this item instead of adding another.
     */
    requestId: text('request_id'),
    /** When the item's places were taken: renewals never hold them past MAX_HOLD_MINUTES. */
    heldSince: timestamp('held_since', { withTimezone: true }),
    status: text('status', { enum: ['held', 'expired', 'sold'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart').on(t.cartId),
    uniqueIndex('cart_items_request').on(t.requestId),
    index('cart_items_hold_expiry').on(t.status, t.holdExpiresAt),
  ],
);

/** Complements (upgrades, add-ons) added to a cart item; `hasBeenAdded` is a row here. */
export const cartItemComplements = pgTable(
  'cart_item_complements',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    complementId: integer('complement_id')
      .notNull()
      .references(() => productComplements.id),
    /** Per person, USD cents, for the item's date (fetched when added). */
    priceUsdCents: integer('price_usd_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.complementId] })],
);
