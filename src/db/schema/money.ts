import {
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';

/** SPEC §3 currency: id, name, symbol, iso, flag image. USD is id 1. */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  name: text('name').notNull(),
  names: jsonb('names').$type<Lang3>().notNull(),
  symbol: text('symbol').notNull(),
  flag: text('flag').notNull(),
  /** ISO 4217 exponent: 2 for most, 0 for JPY, KRW, CLP. */
  decimals: integer('decimals').notNull(),
  /** Units of this currency for one US dollar. */
  usdRate: numeric('usd_rate', { precision: 20, scale: 8 }).notNull(),
  sort: integer('sort').notNull(),
  rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exchange rates entered by staff or fetched from an automatic source, each with the Cancún
 * day it applies from (issue 16). A due row is copied into `currencies.usd_rate`, the one
 * rate every reader uses; the rows are the history and the schedule.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    usdRate: numeric('usd_rate', { precision: 20, scale: 8 }).notNull(),
    /** The Cancún day from which the rate applies (ISO date). */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** 'manual' (a staff member) or the automatic source's name. */
    source: text('source').notNull(),
    /** When it was copied into currencies.usd_rate; null while it waits for its day. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('exchange_rates_currency_day').on(t.currencyId, t.effectiveFrom)],
);
