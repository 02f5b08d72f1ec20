import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The back office's orders desk (issue 16): internal notes on an order, by a staff member.
 * Plain text (rendered escaped); `order_id` names the order of the orders context (a
 * park order's or a hotel booking's order) without a foreign key, as the audit log does.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    authorId: text('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.createdAt)],
);
