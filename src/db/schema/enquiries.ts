import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Weddings, meetings and group enquiries from the site's forms (issue 17): what the visitor
 * asked for and how to reach them, and where the sales team is with it (new → contacted →
 * won or lost; each change is in the audit log).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference quoted in both emails (EV-…). */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['wedding', 'meeting', 'group'] }).notNull(),
    locale: text('locale').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }),
    guests: integer('guests').notNull(),
    /** Whole US dollars, as the visitor gave it; null when not said. */
    budgetUsd: integer('budget_usd'),
    message: text('message').notNull().default(''),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['new', 'contacted', 'won', 'lost'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_created').on(t.createdAt),
    check('enquiries_guests_positive', sql`${t.guests} >= 1`),
    check('enquiries_dates', sql`${t.dateTo} IS NULL OR ${t.dateTo} >= ${t.dateFrom}`),
  ],
);
