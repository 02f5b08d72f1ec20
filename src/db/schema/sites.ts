import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';

/** SPEC §1: personalization is on only while an enabled entry with code CONCENTRADOR exists. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Operator switches such as the calendar maintenance flag. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 footer phone entry: text, displayed number, dialable number. */
export const footerPhones = pgTable('footer_phones', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull(),
  /** ISO 3166 alpha-2 of the line's country: MX, US, CA. */
  country: text('country').notNull(),
  text: jsonb('text').$type<Lang3>().notNull(),
  displayNumber: text('display_number').notNull(),
  dialNumber: text('dial_number').notNull(),
});

/** Customer-service hours; SPEC §9 gives two texts, both are kept. */
export const serviceHours = pgTable('service_hours', {
  key: text('key').primaryKey(),
  text: jsonb('text').$type<Lang3>().notNull(),
});
