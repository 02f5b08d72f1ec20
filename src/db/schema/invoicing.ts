import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * CFDI 4.0 invoices (issue 20). The issuers (one per business: the hotels, the parks), their
 * invoice series with the next folio, and every invoice and credit note with its receiver, its
 * state at the PAC and the stamped XML.
 */
export const fiscalIssuers = pgTable('fiscal_issuers', {
  id: serial('id').primaryKey(),
  /** Which sales it invoices: 'hotel' or 'park'. */
  scope: text('scope', { enum: ['hotel', 'park'] })
    .notNull()
    .unique(),
  rfc: text('rfc').notNull(),
  name: text('name').notNull(),
  /** c_RegimenFiscal. */
  regime: text('regime').notNull(),
  /** LugarExpedicion: the postal code invoices are issued from. */
  postalCode: text('postal_code').notNull(),
  /** Seeded with demo values the operator must replace (shown in the back office). */
  demo: boolean('demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceSeries = pgTable(
  'invoice_series',
  {
    id: serial('id').primaryKey(),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => fiscalIssuers.id),
    /** I: invoices (ingreso), E: credit notes (egreso). */
    kind: text('kind', { enum: ['I', 'E'] }).notNull(),
    series: text('series').notNull(),
    /** The folio the next document of this series takes (taken with a conditional update). */
    nextFolio: integer('next_folio').notNull().default(1),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_series_name').on(t.issuerId, t.series),
    // One active series per issuer and kind: the one new documents take their folio from.
    uniqueIndex('invoice_series_active')
      .on(t.issuerId, t.kind)
      .where(sql`${t.active}`),
    check('invoice_series_folio', sql`${t.nextFolio} >= 1`),
    check('invoice_series_name_format', sql`${t.series} ~ '^[A-Za-z0-9]{1,25}$'`),
  ],
);

export const INVOICE_STATUSES = [
  'requested',
  'stamped',
  'failed',
  'cancelling',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceReceiverRow = {
  rfc: string;
  name: string;
  regime: string;
  use: string;
  postalCode: string | null;
  foreign: { country: string; taxId: string } | null;
};

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * What it covers: the payment (an order's capture or a later charge: its provider charge
     * id) for an invoice; the refund for a credit note. One live document per source.
     */
    source: text('source').notNull(),
    kind: text('kind', { enum: ['I', 'E'] }).notNull(),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => fiscalIssuers.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => invoiceSeries.id),
    series: text('series').notNull(),
    folio: integer('folio').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('requested'),
    receiver: jsonb('receiver').$type<InvoiceReceiverRow>().notNull(),
    currencyIso: text('currency_iso').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** When the money moved (the invoice's date rules and the month it belongs to). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** For a credit note: the invoice it credits. */
    relatedInvoiceId: uuid('related_invoice_id'),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    /** The PAC that stamped it, its id there, the fiscal UUID and the stamped XML. */
    pac: text('pac'),
    pacDocumentId: text('pac_document_id'),
    uuid: text('uuid'),
    xml: text('xml'),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_order').on(t.orderId),
    index('invoices_status').on(t.status, t.createdAt),
    uniqueIndex('invoices_folio').on(t.seriesId, t.folio),
    uniqueIndex('invoices_uuid').on(t.uuid),
    // One live document per payment (invoice) or refund (credit note): asking twice, in two
    // tabs or after a retry, finds the first.
    uniqueIndex('invoices_one_per_source')
      .on(t.kind, t.source)
      .where(sql`${t.status} <> 'failed'`),
    check('invoices_amount', sql`${t.amountMinor} > 0`),
  ],
);

/** The sandbox PAC's own books (the far side of the wire): what it stamped, per key. */
export const sandboxPacStamps = pgTable('sandbox_pac_stamps', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  xml: text('xml').notNull(),
  status: text('status', { enum: ['stamped', 'cancelled'] })
    .notNull()
    .default('stamped'),
  cancellationReason: text('cancellation_reason'),
  stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
