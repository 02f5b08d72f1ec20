import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
