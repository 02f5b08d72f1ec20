import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sliding-window counters shared by every app instance (DESIGN §11: no limits in memory): the
 * hits of the current fixed window and of the one before it (domain/limits).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  previousCount: integer('previous_count').notNull().default(0),
});
