import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { fiscalIssuers, invoices, invoiceSeries, type InvoiceStatus } from '@/db/schema';
import { chargeLines, readCart } from '@/domain/cart';
import {
  lockOrder,
  orderReferences,
  readOrder,
  readOrderForSystem,
  type OrderAccess,
  type OrderView,
} from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import { listCurrencies } from '@/domain/pricing';
import { readBookingForSystem, stayNights } from '@/domain/stays';
import { parkTaxes, shareOf, stayTaxes, type TaxBreakdown } from '@/domain/taxes';
import { resortToday } from '@/lib/dates';
import { splitMinor } from '@/lib/money';
import { isValidEmail, normalizeEmail } from '@/lib/email';
import { formatShortDate } from '@/lib/dates';
import {
  creditNoteDocument,
  exchangeRateText,
  incomeDocument,
  invoiceWindowOpen,
  paymentFormOf,
  refundAction,
  SAT_KEYS,
  type CfdiDocument,
  type CfdiIssuer,
  type SaleLine,
} from './cfdi.rules';
import { checkCfdi } from './cfdi.check';
import { buildCfdiXml, cadenaOriginal, withSeal } from './cfdi.xml';
import { InvoiceError } from './errors';
import type { CfdiSigner, PacProvider } from './pac';
import { validateReceiver, type CfdiReceiver, type ReceiverInput } from './receiver.rules';
import { productName } from '@/domain/catalog';

type InvoiceRow = typeof invoices.$inferSelect;

/** What the pages, the API and the back office show of an invoice or credit note. */
export type InvoiceView = {
  id: string;
  orderId: string;
  kind: 'I' | 'E';
  status: InvoiceStatus;
  series: string;
  folio: number;
  uuid: string | null;
  amountMinor: number;
  currencyIso: string;
  receiver: CfdiReceiver;
  email: string;
  locale: string;
  stampedAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  relatedInvoiceId: string | null;
  pac: string | null;
  createdAt: Date;
};

function view(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    series: row.series,
    folio: row.folio,
    uuid: row.uuid,
    amountMinor: row.amountMinor,
    currencyIso: row.currencyIso,
    receiver: row.receiver,
    email: row.email,
    locale: row.locale,
    stampedAt: row.stampedAt,
    cancelledAt: row.cancelledAt,
    cancellationReason: row.cancellationReason,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    relatedInvoiceId: row.relatedInvoiceId,
    pac: row.pac,
    createdAt: row.createdAt,
  };
}

const scopeOf = (order: Pick<OrderView, 'kind'>) => (order.kind === 'hotel' ? 'hotel' : 'park');

/** Takes the next folio of a series: one conditional update, so two documents never share one. */
async function takeFolio(tx: Tx, issuerId: number, kind: 'I' | 'E') {
  const [series] = await tx
    .update(invoiceSeries)
    .set({ nextFolio: sql`${invoiceSeries.nextFolio} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(invoiceSeries.issuerId, issuerId),
        eq(invoiceSeries.kind, kind),
        eq(invoiceSeries.active, true),
      ),
    )
    .returning({
      id: invoiceSeries.id,
      series: invoiceSeries.series,
      next: invoiceSeries.nextFolio,
    });
  if (!series) throw new InvoiceError('SERIES_MISSING');
  return { seriesId: series.id, series: series.series, folio: series.next - 1 };
}

// ---------------------------------------------------------------------------------------------
// Asking for an invoice
// ---------------------------------------------------------------------------------------------

export type InvoiceRequestInput = {
  orderReference: string;
  access: OrderAccess;
  receiver: ReceiverInput;
  /** Where the XML and PDF go; the order's buyer when absent. */
  email?: string;
  locale: string;
  /** Days into the next month an invoice may still be asked for. */
  graceDays?: number;
};

export type InvoiceRequestResult =
  | { ok: true; invoice: InvoiceView; alreadyRequested: boolean }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The buyer asks for the CFDI of a paid order (issue 20): the receiver is validated field by
 * field, the order must be paid and inside its window (the month of payment plus the grace
 * days), and one transaction, with the order row locked, records the invoice with the next
 * folio of its issuer's series and queues its stamping. Asking again (a second tab, a retry)
 * with the same receiver answers the first request; with another receiver it is refused
 * (INVOICE_ALREADY_REQUESTED): a stamped CFDI is changed by cancelling, not by asking again.
 */
export async function requestInvoice(
  db: Db,
  input: InvoiceRequestInput,
  now = new Date(),
): Promise<InvoiceRequestResult> {
  const order = await readOrder(db, input.orderReference.slice(0, 40), input.access);
  if (!order) throw new InvoiceError('ORDER_NOT_FOUND');
  if (order.status !== 'paid' || !order.paidAt) throw new InvoiceError('ORDER_NOT_PAID');
  const checked = validateReceiver(input.receiver);
  const email = input.email?.trim() ? input.email.trim() : order.buyer.email;
  const errors: Partial<Record<string, string>> = checked.ok ? {} : { ...checked.errors };
  if (!isValidEmail(email)) errors.email = 'EMAIL_INVALID';
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  if (!invoiceWindowOpen(order.paidAt, now, input.graceDays))
    throw new InvoiceError('INVOICE_WINDOW_CLOSED');

  const [issuer] = await db
    .select()
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.scope, scopeOf(order)));
  if (!issuer) throw new InvoiceError('ISSUER_MISSING');

  return db.transaction(async (tx) => {
    // Serialises every request for this order: two tabs cannot both take a folio.
    await lockOrder(tx, order.id);
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.kind, 'I'), eq(invoices.source, order.id), ne(invoices.status, 'failed')),
      );
    if (existing) {
      if (!sameReceiver(existing.receiver, checked.receiver))
        throw new InvoiceError('INVOICE_ALREADY_REQUESTED');
      return { ok: true as const, invoice: view(existing), alreadyRequested: true };
    }
    const folio = await takeFolio(tx, issuer.id, 'I');
    const [row] = (await tx
      .insert(invoices)
      .values({
        orderId: order.id,
        source: order.id,
        kind: 'I',
        issuerId: issuer.id,
        ...folio,
        receiver: checked.receiver,
        currencyIso: order.currencyIso,
        amountMinor: order.amountMinor,
        paidAt: order.paidAt!,
        locale: input.locale,
        email: normalizeEmail(email),
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [InvoiceRow];
    await enqueue(tx, { kind: 'cfdi-stamp', payload: { invoiceId: row.id } });
    return { ok: true as const, invoice: view(row), alreadyRequested: false };
  });
}

/** The same receiver (jsonb gives the keys back in its own order: compare field by field). */
function sameReceiver(a: CfdiReceiver, b: CfdiReceiver): boolean {
  return (
    a.rfc === b.rfc &&
    a.name === b.name &&
    a.regime === b.regime &&
    a.use === b.use &&
    a.postalCode === b.postalCode &&
    a.foreign?.country === b.foreign?.country &&
    a.foreign?.taxId === b.foreign?.taxId
  );
}

/** The invoices and credit notes of an order, oldest first. */
export async function invoicesOfOrder(db: Db, orderId: string): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.createdAt));
  return rows.map(view);
}

/** One invoice with its stamped XML, for an order the caller already proved access to. */
export async function invoiceWithXml(
  db: Db,
  orderId: string,
  invoiceId: string,
): Promise<{ invoice: InvoiceView; xml: string } | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
  return row?.xml ? { invoice: view(row), xml: row.xml } : undefined;
}

/**
 * An invoice or credit note with its XML (once stamped), its order's reference and the UUID of
 * the invoice a credit note relates to: for the back end's own work (its email, its PDF), never
 * for visitors (they go through `invoiceWithXml`, after proving access to the order).
 */
export async function readInvoiceForSystem(
  db: Db,
  invoiceId: string,
): Promise<
  | {
      invoice: InvoiceView;
      xml: string | null;
      orderReference: string;
      relatedUuid: string | null;
      scope: 'hotel' | 'park';
    }
  | undefined
> {
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return undefined;
  const orderReference = (await orderReferences(db, [row.orderId])).get(row.orderId)!;
  let relatedUuid: string | null = null;
  if (row.relatedInvoiceId) {
    const [related] = await db
      .select({ uuid: invoices.uuid })
      .from(invoices)
      .where(eq(invoices.id, row.relatedInvoiceId));
    relatedUuid = related?.uuid ?? null;
  }
  const issuer = await issuerOf(db, row.issuerId);
  return { invoice: view(row), xml: row.xml, orderReference, relatedUuid, scope: issuer.scope };
}

// ---------------------------------------------------------------------------------------------
// Building, sealing and stamping (the outbox's 'cfdi-stamp')
// ---------------------------------------------------------------------------------------------

export type InvoicingDeps = {
  pac: PacProvider;
  /** The issuer's seal (CSD) for the hotels' or the parks' issuer. */
  signerFor: (scope: 'hotel' | 'park', issuerRfc: string) => CfdiSigner;
};

/** What a charge sold and how its all-in amount breaks down (the concepts' source). */
async function saleOf(
  db: Db,
  order: OrderView,
  now: Date,
): Promise<{ breakdown: TaxBreakdown; lines: SaleLine[]; decimals: number }> {
  const currencies = await listCurrencies(db);
  const currency = currencies.find((c) => c.iso === order.currencyIso);
  if (!currency) throw new Error(`Unknown currency ${order.currencyIso}`);
  const date = resortToday(order.paidAt ?? now);
  if (order.kind === 'hotel') {
    const booking = await readBookingForSystem(db, order.bookingId!);
    if (!booking) throw new Error(`Order ${order.reference} has no booking`);
    const nights = stayNights(booking.checkIn, booking.checkOut).length;
    const whole = await stayTaxes(db, {
      hotelCode: booking.hotelCode,
      totalMinor: booking.totalMinor,
      currencyIso: booking.currencyIso,
      roomNights: booking.rooms.length * nights,
      date,
    });
    // A deposit or a balance is its share of the stay's breakdown.
    const breakdown =
      order.amountMinor === booking.totalMinor ? whole : shareOf(whole, order.amountMinor);
    const rooms = booking.rooms.map((r) => r.roomTypeName.es).join(', ');
    return {
      decimals: currency.decimals,
      breakdown,
      lines: [
        {
          description: `Hospedaje ${booking.hotelName}: ${rooms}; ${nights} noche(s) del ${formatShortDate(booking.checkIn, 'es')} al ${formatShortDate(booking.checkOut, 'es')}; reserva ${booking.reference}`,
          identification: booking.reference,
          keys: SAT_KEYS.lodging,
          weight: 1,
        },
      ],
    };
  }
  const cart = await readCart(db, order.cartId!, now, { includeSold: true });
  if (!cart) throw new Error(`Order ${order.reference} has no cart`);
  const charged = chargeLines(cart, order.amountMinor);
  const breakdown = await parkTaxes(db, {
    items: cart.items.map((i) => ({ productCode: i.product.code, weight: i.total.totalUsdCents })),
    totalMinor: order.amountMinor,
    currencyIso: order.currencyIso,
    date,
  });
  // Each item's line less its share of the package discount: the concepts' weights.
  const items = cart.items.map((item) => charged.items.find((l) => l.id === item.id)!.minor);
  const discountParts = splitDiscount(
    charged.discountMinor,
    cart.items,
    cart.packageItemIds,
    items,
  );
  return {
    decimals: currency.decimals,
    breakdown,
    lines: cart.items.map((item, i) => ({
      description: `${productName(item.product, 'es')}: ${item.adults} adulto(s), ${item.children} niño(s)${item.visitDate ? `, visita ${formatShortDate(item.visitDate, 'es')}` : ', boleto abierto'}; orden ${order.reference}`,
      identification: item.product.code,
      keys: item.product.kind === 'tour' ? SAT_KEYS.tour : SAT_KEYS.park,
      weight: Math.max(0, items[i]! - discountParts[i]!),
    })),
  };
}

/** The package discount spread over the discounted items in proportion to their lines. */
function splitDiscount(
  discount: number,
  items: readonly { id: string }[],
  discountedIds: readonly string[],
  lines: readonly number[],
): number[] {
  const weights = items.map((item, i) => (discountedIds.includes(item.id) ? lines[i]! : 0));
  if (discount <= 0 || weights.every((w) => w === 0)) return items.map(() => 0);
  return splitMinor(discount, weights);
}

async function issuerOf(
  db: Db,
  issuerId: number,
): Promise<CfdiIssuer & { scope: 'hotel' | 'park' }> {
  const [row] = await db.select().from(fiscalIssuers).where(eq(fiscalIssuers.id, issuerId));
  if (!row) throw new InvoiceError('ISSUER_MISSING');
  return {
    rfc: row.rfc,
    name: row.name,
    regime: row.regime,
    postalCode: row.postalCode,
    scope: row.scope,
  };
}

/** The CFDI an invoice row stands for, built from its order (and, for a credit note, its invoice). */
async function documentOf(db: Db, row: InvoiceRow, now: Date): Promise<CfdiDocument> {
  const order = await readOrderForSystemById(db, row.orderId);
  const issuer = await issuerOf(db, row.issuerId);
  const currencies = await listCurrencies(db);
  const currency = currencies.find((c) => c.iso === row.currencyIso)!;
  const mxn = currencies.find((c) => c.iso === 'MXN')!;
  const sale = await saleOf(db, order, now);
  const common = {
    series: row.series,
    folio: String(row.folio),
    issuedAt: now,
    issuer,
    receiver: row.receiver,
    currency: { iso: currency.iso, decimals: currency.decimals },
    exchangeRate: exchangeRateText(currency, mxn),
    paymentForm: paymentFormOf(order.payment?.method ?? 'VI', order.payment?.plan.kind ?? 'full'),
    feeDescription: (line: { name: { es: string } }) => line.name.es,
  };
  if (row.kind === 'I')
    return incomeDocument({ ...common, breakdown: sale.breakdown, lines: sale.lines });
  const [original] = await db.select().from(invoices).where(eq(invoices.id, row.relatedInvoiceId!));
  if (!original?.uuid) throw new Error('A credit note needs its stamped invoice');
  return creditNoteDocument({
    ...common,
    breakdown: shareOf(sale.breakdown, row.amountMinor),
    relatedUuid: original.uuid,
    description: `Devolución de la orden ${order.reference}`,
  });
}

async function readOrderForSystemById(db: Db, orderId: string): Promise<OrderView> {
  const reference = (await orderReferences(db, [orderId])).get(orderId);
  const order = reference && (await readOrderForSystem(db, reference));
  if (!order) throw new Error(`Order ${orderId} not found`);
  return order;
}

export type StampOutcome = 'stamped' | 'failed' | 'retry' | 'nothing';

/**
 * Builds, seals and stamps a requested invoice or credit note (the outbox's 'cfdi-stamp'). The
 * PAC is called outside any transaction with the invoice's id as the idempotency key, so a
 * retry after a crash or a timeout gets the same UUID. A stamped document queues its email (XML
 * and PDF); a refusal is kept (failed, with the PAC's code and message) and listed in the back
 * office; an outage is retried by the outbox ('retry': the caller throws).
 */
export async function stampInvoice(
  db: Db,
  deps: InvoicingDeps,
  invoiceId: string,
  now = new Date(),
): Promise<StampOutcome> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row || row.status !== 'requested') return 'nothing';
  const document = await documentOf(db, row, now);
  const issuer = await issuerOf(db, row.issuerId);
  const signer = deps.signerFor(issuer.scope, issuer.rfc);
  const unsigned = buildCfdiXml(document, {
    number: signer.certificateNumber,
    base64: signer.certificateBase64,
  });
  const sealedXml = withSeal(unsigned, signer.sign(cadenaOriginal(unsigned)));
  const problems = checkCfdi(sealedXml);
  if (problems.length > 0) {
    await fail(db, row.id, 'CFDI_INVALID', problems.join('; '), now);
    return 'failed';
  }
  await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, updatedAt: now })
    .where(eq(invoices.id, row.id));
  const result = await deps.pac.stamp({ idempotencyKey: row.id, document, sealedXml });
  if (!result.ok) {
    if (result.retryable) {
      await db
        .update(invoices)
        .set({ failureCode: result.code, failureMessage: result.message, updatedAt: now })
        .where(eq(invoices.id, row.id));
      return 'retry';
    }
    await fail(db, row.id, result.code, result.message, now);
    return 'failed';
  }
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(invoices)
      .set({
        status: 'stamped',
        pac: deps.pac.id,
        pacDocumentId: result.providerDocumentId,
        uuid: result.uuid,
        xml: result.xml,
        stampedAt: result.stampedAt,
        failureCode: null,
        failureMessage: null,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, row.id), eq(invoices.status, 'requested')))
      .returning({ id: invoices.id });
    if (moved.length === 0) return 'nothing' as const;
    await enqueue(tx, { kind: 'cfdi-email', payload: { invoiceId: row.id, event: 'stamped' } });
    return 'stamped' as const;
  });
}

async function fail(db: Db, id: string, code: string, message: string, now: Date) {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(invoices)
      .set({
        status: 'failed',
        failureCode: code,
        failureMessage: message.slice(0, 2000),
        updatedAt: now,
      })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
      .returning({ id: invoices.id });
    if (moved.length > 0)
      await enqueue(tx, { kind: 'cfdi-email', payload: { invoiceId: id, event: 'failed' } });
  });
}

// ---------------------------------------------------------------------------------------------
// Refunds: a credit note, or the invoice cancelled
// ---------------------------------------------------------------------------------------------

/**
 * Called by a refund's transaction (the refund ledger): queues what the refund does to the
 * order's invoice. Idempotent per refund: the refund's id names the credit note it may produce.
 */
export async function invoicingAfterRefund(
  tx: Tx,
  refund: { orderId: string; refundId: string; amountMinor: number; at: Date },
): Promise<void> {
  await enqueue(tx, {
    kind: 'cfdi-refund',
    payload: {
      orderId: refund.orderId,
      refundId: refund.refundId,
      amountMinor: refund.amountMinor,
      at: refund.at.toISOString(),
    },
  });
}

export type RefundOutcome = 'none' | 'cancelled' | 'credit_note' | 'retry';

/**
 * What a refund does to the order's stamped invoice (the outbox's 'cfdi-refund'): all of it,
 * in the month the invoice was issued, cancels it at the PAC with reason 03 (the operation did
 * not take place); otherwise a credit note (egreso) for the refund's amount, related to the
 * invoice, is recorded and stamped like any invoice. An order never invoiced: nothing to do.
 * A refund before the invoice is stamped waits for it (retry).
 */
export async function applyRefundToInvoice(
  db: Db,
  deps: InvoicingDeps,
  refund: { orderId: string; refundId: string; amountMinor: number; at: Date },
  now = new Date(),
): Promise<RefundOutcome> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, refund.orderId),
        eq(invoices.kind, 'I'),
        inArray(invoices.status, ['requested', 'stamped', 'cancelling', 'cancelled']),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (!invoice) return 'none';
  if (invoice.status === 'requested') return 'retry';
  if (invoice.status === 'cancelled') return 'cancelled';
  const [seenNote] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, 'E'), eq(invoices.source, refund.refundId)));
  if (seenNote) return 'credit_note';
  const credited = await db
    .select({ amount: invoices.amountMinor })
    .from(invoices)
    .where(
      and(
        eq(invoices.relatedInvoiceId, invoice.id),
        eq(invoices.kind, 'E'),
        ne(invoices.status, 'failed'),
      ),
    );
  const decision = refundAction({
    invoiceTotalMinor: invoice.amountMinor,
    invoiceStampedAt: invoice.stampedAt!,
    creditedMinor: credited.reduce((a, r) => a + r.amount, 0),
    refundMinor: refund.amountMinor,
    now,
  });
  if (decision.action === 'cancel') {
    const issuer = await issuerOf(db, invoice.issuerId);
    await db
      .update(invoices)
      .set({ status: 'cancelling', cancellationReason: decision.reason, updatedAt: now })
      .where(eq(invoices.id, invoice.id));
    const result = await deps.pac.cancel({
      idempotencyKey: `cancel-${invoice.id}`,
      uuid: invoice.uuid!,
      providerDocumentId: invoice.pacDocumentId ?? invoice.uuid!,
      issuerRfc: issuer.rfc,
      receiverRfc: invoice.receiver.rfc,
      total: String(invoice.amountMinor),
      reason: decision.reason,
    });
    if (!result.ok) {
      if (result.retryable) return 'retry';
      // Refused (the receiver must accept, the period closed): a credit note instead.
      await db
        .update(invoices)
        .set({
          status: 'stamped',
          cancellationReason: null,
          failureCode: result.code,
          updatedAt: now,
        })
        .where(eq(invoices.id, invoice.id));
      return creditNote(db, invoice, refund, invoice.amountMinor, now);
    }
    if (result.status === 'pending') return 'retry';
    await db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ status: 'cancelled', cancelledAt: result.at, updatedAt: now })
        .where(eq(invoices.id, invoice.id));
      await enqueue(tx, {
        kind: 'cfdi-email',
        payload: { invoiceId: invoice.id, event: 'cancelled' },
      });
    });
    return 'cancelled';
  }
  if (decision.amountMinor <= 0) return 'none';
  return creditNote(db, invoice, refund, decision.amountMinor, now);
}

async function creditNote(
  db: Db,
  invoice: InvoiceRow,
  refund: { refundId: string; at: Date },
  amountMinor: number,
  now: Date,
): Promise<RefundOutcome> {
  await db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.kind, 'E'), eq(invoices.source, refund.refundId)))
      .for('update');
    if (seen) return;
    const folio = await takeFolio(tx, invoice.issuerId, 'E');
    const [note] = (await tx
      .insert(invoices)
      .values({
        orderId: invoice.orderId,
        source: refund.refundId,
        kind: 'E',
        issuerId: invoice.issuerId,
        ...folio,
        receiver: invoice.receiver,
        currencyIso: invoice.currencyIso,
        amountMinor,
        paidAt: refund.at,
        relatedInvoiceId: invoice.id,
        locale: invoice.locale,
        email: invoice.email,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [InvoiceRow];
    await enqueue(tx, { kind: 'cfdi-stamp', payload: { invoiceId: note.id } });
  });
  return 'credit_note';
}

// ---------------------------------------------------------------------------------------------
// The back office
// ---------------------------------------------------------------------------------------------

/** Invoices and credit notes, newest first, by status (issued, failed, cancelled…). */
export async function listInvoices(
  db: Db,
  filter: { statuses?: InvoiceStatus[]; limit?: number } = {},
): Promise<(InvoiceView & { orderReference: string })[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(filter.statuses?.length ? inArray(invoices.status, filter.statuses) : undefined)
    .orderBy(desc(invoices.createdAt))
    .limit(Math.min(filter.limit ?? 100, 500));
  // Every invoice names its order (a foreign key): the orders context gives the references.
  const references = await orderReferences(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => ({ ...view(r), orderReference: references.get(r.orderId)! }));
}
