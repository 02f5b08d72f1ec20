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

/** SPEC §3 bank for interest-free instalments: id, name, logo, description, month options. */
export const installmentBanks = pgTable('installment_banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  description: jsonb('description').$type<Lang3>().notNull(),
  months: jsonb('months').$type<number[]>().notNull(),
});
