import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';

export const TAX_SCOPES = ['hotel', 'park'] as const;
export const TAX_BASES = ['percent', 'per_room_night'] as const;

/**
 * Taxes included in the all-in prices (issue 20): per kind of sale (hotel stays, park sales), a
 * hotel or a product (null: all of them), in force from `effective_from` until the day before
 * `effective_to` (null: open). A percentage is charged on the net price (basis points: 1600 =
 * 16 %); a per-room-night fee is a fixed amount in its own currency (MXN). A specific rule (a
 * hotel, a product) replaces the general rule of the same code for what it names.
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: serial('id').primaryKey(),
    /** IVA, ISH (Quintana Roo's lodging tax), DSA (the municipal fee per room-night), … */
    code: text('code').notNull(),
    name: jsonb('name').$type<Lang3>().notNull(),
    scope: text('scope', { enum: TAX_SCOPES }).notNull(),
    hotelCode: text('hotel_code'),
    productCode: text('product_code'),
    basis: text('basis', { enum: TAX_BASES }).notNull(),
    rateBasisPoints: integer('rate_basis_points'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    amountCurrency: text('amount_currency'),
    /**
     * How a CFDI carries it: a federal tax of the SAT catalogue (`002` IVA) on each concept, a
     * local tax in the implocal complement, or a concept of its own that is no object of tax.
     */
    cfdi: text('cfdi', { enum: ['federal', 'local', 'concept'] }).notNull(),
    satTaxCode: text('sat_tax_code'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** Seeded with plausible values the operator must confirm (shown in the back office). */
    demo: boolean('demo').notNull().default(false),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tax_rules_basis_amount',
      sql`(${t.basis} = 'percent' AND ${t.rateBasisPoints} BETWEEN 0 AND 10000 AND ${t.amountMinor} IS NULL) OR (${t.basis} = 'per_room_night' AND ${t.amountMinor} >= 0 AND ${t.amountCurrency} IS NOT NULL AND ${t.scope} = 'hotel')`,
    ),
    check(
      'tax_rules_period',
      sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} > ${t.effectiveFrom}`,
    ),
    check(
      'tax_rules_target',
      sql`(${t.scope} = 'hotel' AND ${t.productCode} IS NULL) OR (${t.scope} = 'park' AND ${t.hotelCode} IS NULL)`,
    ),
    index('tax_rules_scope').on(t.scope, t.code),
  ],
);
