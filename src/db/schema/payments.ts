import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';
import { currencies } from './money';

/** SPEC §3 payment method: id, api_code, name. */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  apiCode: text('api_code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['card', 'redirect'] }).notNull(),
});

/** Which currencies each method serves. */
export const paymentMethodCurrencies = pgTable(
  'payment_method_currencies',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.currencyId] })],
);

/**
 * Where each financing plan is offered (DESIGN §7: the rule is data): a plan, a currency, and
 * the countries the card must be issued in (empty: any card). Seeded with Uplift in USD and
 * CAD and interest-free instalments in MXN on cards issued in MX (SPEC §5).
 */
export const financingRules = pgTable(
  'financing_rules',
  {
    plan: text('plan', { enum: ['installments', 'uplift'] }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    cardCountries: jsonb('card_countries').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.plan, t.currencyId] })],
);

/** SPEC §3 bank for interest-free instalments: id, name, logo, description, month options. */
export const installmentBanks = pgTable('installment_banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  description: jsonb('description').$type<Lang3>().notNull(),
  months: jsonb('months').$type<number[]>().notNull(),
});
