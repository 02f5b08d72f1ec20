import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productScheduleSlots, products } from './catalog';
import { cartItems } from './tickets';

/**
 * E-tickets of paid park orders: one row per person and product (infants included: they
 * take a place at the gate too, at no charge). A row carries everything the gate and the
 * PDF need (product, band, date, schedule), so it stays meaningful when the cart is gone.
 *
 * `order_id` names the order of the orders context without a foreign key: the two contexts
 * are written separately and the order is the one that calls us. `token_hash` is the
 * SHA-256 of the signed QR token (the token itself is recomputed from the row and the
 * TICKET_SECRET, never stored), so a scanned token finds its row without a secret in the
 * database.
 */
export const etickets = pgTable(
  'etickets',
  {
    id: uuid('id').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Human reference printed under the QR code (XT-…, from the random id). */
    code: text('code').notNull().unique(),
    cartItemId: uuid('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Position of the person within the item (1-based), for a stable order and idempotency. */
    seat: integer('seat').notNull(),
    holderBand: text('holder_band', { enum: ['adult', 'child', 'infant'] }).notNull(),
    /** Null for an open ticket. */
    visitDate: date('visit_date', { mode: 'string' }),
    slotId: integer('slot_id').references(() => productScheduleSlots.id),
    /** Last day the ticket admits (the visit date, or 6 months after purchase when open). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['issued', 'used', 'void'] })
      .notNull()
      .default('issued'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who let it through: the gate staff member's email (issue 17's "already used" says so). */
    usedBy: text('used_by'),
    /** The gate it went through, as the scanner named it. */
    usedGate: text('used_gate'),
    /**
     * The scan that redeemed it (the scanner's own id): the same scan sent again after a lost
     * answer (an offline queue retrying) is told "valid" again instead of "already used".
     */
    usedScanId: text('used_scan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('etickets_order').on(t.orderId),
    // Issuing twice for the same order finds these taken: one live ticket per person and item
    // (a visit-date change voids an item's tickets and issues new ones for the same seats).
    uniqueIndex('etickets_order_item_seat_live')
      .on(t.orderId, t.cartItemId, t.seat)
      .where(sql`${t.status} <> 'void'`),
    check('etickets_seat_positive', sql`${t.seat} >= 1`),
    check(
      'etickets_open_or_dated',
      sql`${t.visitDate} IS NULL OR ${t.validUntil} = ${t.visitDate}`,
    ),
  ],
);
