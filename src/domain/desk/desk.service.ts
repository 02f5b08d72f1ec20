import type { Db } from '@/db/client';
import { listAudit, recordAudit, type AuditActor, type AuditEntry } from '@/domain/audit';
import { invoicingAfterRefund } from '@/domain/invoicing';
import {
  cancelBooking,
  cancelParkItems,
  quoteBookingCancel,
  readParkOrder,
  type CancelOutcome,
  type ManagedParkItem,
  type ParkCancelOutcome,
} from '@/domain/manage';
import {
  lockPaidOrder,
  orderRefunds,
  ordersOfBooking,
  readOrderForSystem,
  receiptOf,
  recordRefund,
  refundForRequest,
  searchOrders,
  settleRefund,
  type OrderSearch,
  type OrderView,
  type Receipt,
  type RefundView,
} from '@/domain/orders';
import { messagesAbout, requeueConfirmation, type OutboxRow } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import { findCurrency, listCurrencies } from '@/domain/pricing';
import {
  bookingIdsWhere,
  bookingSummaries,
  readBookingByReferenceForSystem,
  readBookingForSystem,
  readWebCheckIn,
  type BookingSummary,
  type BookingView,
  type WebCheckIn,
} from '@/domain/stays';
import { deskTicketsOf, orderIdsVisiting, visitDaysOf, type DeskTicket } from '@/domain/tickets';
import { insertNote, notesOf, type OrderNote } from './desk.repo';
import {
  DESK_CSV_MAX_ROWS,
  DESK_MAX_PAGE,
  DESK_PAGE_SIZE,
  deskStatus,
  NOTE_MAX,
  parseAmount,
  REASON_MAX,
  REQUEST_ID,
  staffText,
  timelineOf,
  type DeskStatus,
  type TimelineEvent,
} from './desk.rules';

/**
 * The back office's orders desk (issue 16): find an order, read all of it, and act on it
 * through the same domain services the shop uses (the traveller's cancellation, the refund
 * ledger, the outbox), each action one transaction with its audit row.
 */

export class DeskError extends Error {
  constructor(
    readonly code:
      | 'NOT_FOUND'
      | 'INVALID_REQUEST'
      | 'INVALID_AMOUNT'
      | 'INVALID_NOTE'
      | 'INVALID_REASON'
      | 'NOT_A_BOOKING'
      | 'NO_ITEMS'
      | 'NOT_A_PARK_ORDER'
      | 'NO_CONFIRMATION',
  ) {
    super(code);
    this.name = 'DeskError';
  }
}

export type DeskFilter = {
  q?: string;
  kind?: 'hotel' | 'park';
  status?: DeskStatus | 'cancelled';
  /** The trip's days (a stay's nights, a visit's day), inclusive. */
  tripFrom?: string;
  tripTo?: string;
  /** The days the order was made (resort days), inclusive. */
  createdFrom?: string;
  createdTo?: string;
  sort?: 'created-desc' | 'created-asc';
  page?: number;
};

export type DeskRow = {
  reference: string;
  kind: 'hotel' | 'park';
  status: DeskStatus | 'cancelled';
  buyer: { name: string; email: string };
  currencyIso: string;
  currency: { iso: string; decimals: number };
  amountMinor: number;
  createdAt: Date;
  booking: BookingSummary | null;
  /** The stay's arrival and departure, or the first and last visit day. */
  trip: { from: string; to: string } | null;
};

/** Midnight in Cancún (UTC−5 all year) of a day plus some days. */
function cancunMidnight(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T05:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

function orderSearch(db: Db, filter: DeskFilter, limit: number, offset: number): OrderSearch {
  const q = filter.q?.trim().slice(0, 100) || undefined;
  const tripWanted = filter.tripFrom || filter.tripTo;
  return {
    text: q,
    bookingsNamed: q ? bookingIdsWhere(db, { reference: q }) : undefined,
    kind: filter.kind,
    status: filter.status,
    cancelledBookings: filter.status ? bookingIdsWhere(db, { status: 'cancelled' }) : undefined,
    trip: tripWanted
      ? {
          bookings: bookingIdsWhere(db, { stayFrom: filter.tripFrom, stayTo: filter.tripTo }),
          orders: orderIdsVisiting(db, filter.tripFrom, filter.tripTo),
        }
      : undefined,
    createdFrom: filter.createdFrom ? cancunMidnight(filter.createdFrom) : undefined,
    createdBefore: filter.createdTo ? cancunMidnight(filter.createdTo, 1) : undefined,
    sort: filter.sort,
    limit,
    offset,
  };
}

async function deskRows(db: Db, filter: DeskFilter, limit: number, offset: number) {
  const rows = await searchOrders(db, orderSearch(db, filter, limit, offset));
  const [bookings, visits, currencies] = await Promise.all([
    bookingSummaries(
      db,
      rows.flatMap((r) => (r.bookingId ? [r.bookingId] : [])),
    ),
    visitDaysOf(
      db,
      rows.filter((r) => r.kind === 'park').map((r) => r.id),
    ),
    listCurrencies(db),
  ]);
  const decimals = new Map(currencies.map((c) => [c.iso, c.decimals]));
  return rows.map((r): DeskRow => {
    const booking = r.bookingId ? (bookings.get(r.bookingId) ?? null) : null;
    const visit = visits.get(r.id);
    return {
      reference: r.reference,
      kind: r.kind,
      status: deskStatus(r.status, booking?.status),
      buyer: { name: r.buyer.name, email: r.buyer.email },
      currencyIso: r.currencyIso,
      currency: { iso: r.currencyIso, decimals: decimals.get(r.currencyIso) ?? 2 },
      amountMinor: r.amountMinor,
      createdAt: r.createdAt,
      booking,
      trip: booking
        ? { from: booking.checkIn, to: booking.checkOut }
        : visit
          ? { from: visit.first, to: visit.last }
          : null,
    };
  });
}

/** One page of the search (DESK_PAGE_SIZE rows, pages 1 to DESK_MAX_PAGE), and whether more follow. */
export async function searchDesk(
  db: Db,
  filter: DeskFilter,
): Promise<{ rows: DeskRow[]; page: number; more: boolean }> {
  const page = Math.min(Math.max(Math.trunc(filter.page ?? 1) || 1, 1), DESK_MAX_PAGE);
  const rows = await deskRows(db, filter, DESK_PAGE_SIZE + 1, (page - 1) * DESK_PAGE_SIZE);
  return {
    rows: rows.slice(0, DESK_PAGE_SIZE),
    page,
    more: rows.length > DESK_PAGE_SIZE && page < DESK_MAX_PAGE,
  };
}

/** The whole filtered list for the CSV export, at most DESK_CSV_MAX_ROWS rows. */
export async function deskExport(
  db: Db,
  filter: DeskFilter,
): Promise<{ rows: DeskRow[]; truncated: boolean }> {
  const rows = await deskRows(db, { ...filter, page: 1 }, DESK_CSV_MAX_ROWS + 1, 0);
  return { rows: rows.slice(0, DESK_CSV_MAX_ROWS), truncated: rows.length > DESK_CSV_MAX_ROWS };
}

/** The order a reference names: an order's own, or a hotel booking's (its paid order). */
async function findOrder(db: Db, reference: string): Promise<OrderView | undefined> {
  const ref = reference.trim().toUpperCase().slice(0, 64);
  if (!/^[A-Z0-9-]{3,64}$/.test(ref)) return undefined;
  const order = await readOrderForSystem(db, ref);
  if (order) return order;
  const booking = await readBookingByReferenceForSystem(db, ref);
  if (!booking) return undefined;
  const candidates = await ordersOfBooking(db, booking.id);
  const chosen =
    candidates.find((o) => o.status === 'paid' || o.status === 'refunded') ?? candidates[0];
  return chosen ? readOrderForSystem(db, chosen.reference) : undefined;
}

export type OrderDesk = {
  order: OrderView;
  status: DeskStatus | 'cancelled';
  currency: { iso: string; decimals: number };
  booking: BookingView | null;
  /** The booking's web check-in (issue 19), its document number whole: staff with orders:read only. */
  checkIn: WebCheckIn | null;
  receipt: Receipt | null;
  refunds: RefundView[];
  paidMinor: number;
  refundedMinor: number;
  balanceMinor: number;
  /** What is still to pay and when (SPEC §3 pending amount; a deposit booking's balance). */
  pending: Receipt['pending'];
  tickets: DeskTicket[];
  emails: OutboxRow[];
  notes: OrderNote[];
  audit: AuditEntry[];
  timeline: TimelineEvent[];
  /** For a confirmed booking: what cancelling gives back now, by the policy and waived. */
  cancel: {
    policy: Awaited<ReturnType<typeof quoteBookingCancel>>;
    waived: Awaited<ReturnType<typeof quoteBookingCancel>>;
  } | null;
  /**
   * For a paid park order: its visits, each with its share and whether the product's policy
   * lets it be cancelled now; `waivable` when a reason may lift the deadline or the
   * open-ticket rule (never a used ticket).
   */
  parkCancel: { items: (ManagedParkItem & { waivable: boolean })[] } | null;
};

/** Everything about one order for staff (issue 16), or undefined. */
export async function openOrderDesk(
  db: Db,
  reference: string,
  now = new Date(),
): Promise<OrderDesk | undefined> {
  const order = await findOrder(db, reference);
  if (!order) return undefined;
  const [booking, receipt, refunds, tickets, emails, notes, audit, currency] = await Promise.all([
    order.bookingId ? readBookingForSystem(db, order.bookingId) : undefined,
    receiptOf(db, order.reference),
    orderRefunds(db, order.id),
    order.kind === 'park' ? deskTicketsOf(db, order.id) : [],
    messagesAbout(db, {
      orderId: order.id,
      reference: order.reference,
      bookingId: order.bookingId,
    }),
    notesOf(db, order.id),
    listAudit(db, { entity: 'order', entityId: order.reference, limit: 200 }),
    findCurrency(db, order.currencyIso),
  ]);
  // The guest's own changes to the booking (details edited, web check-in), audited by reference.
  const [checkIn, bookingAudit] = booking
    ? await Promise.all([
        readWebCheckIn(db, booking.id, { reveal: true }),
        listAudit(db, { entity: 'booking', entityId: booking.reference, limit: 200 }),
      ])
    : [undefined, []];
  const paid = order.status === 'paid' || order.status === 'refunded';
  // Every captured payment (issue 20: a deposit booking's deposit, then its balance).
  const paidMinor = paid
    ? (receipt?.payments.reduce((sum, p) => sum + p.amountMinor, 0) ?? order.amountMinor)
    : 0;
  const refundedMinor = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountMinor, 0);
  const cancel =
    booking?.status === 'confirmed' && paid
      ? {
          policy: await quoteBookingCancel(db, booking.id, now),
          waived: await quoteBookingCancel(db, booking.id, now, { waivePenalty: true }),
        }
      : null;
  const parkCancel =
    order.kind === 'park' && order.status === 'paid'
      ? {
          items: (await readParkOrder(db, order, now)).items.map((item) => ({
            ...item,
            waivable:
              !item.quote.cancel.ok &&
              (item.quote.cancel.reason === 'TOO_LATE' ||
                item.quote.cancel.reason === 'OPEN_TICKET'),
          })),
        }
      : null;
  const events: TimelineEvent[] = [{ at: order.createdAt, kind: 'created' }];
  if (order.paidAt) events.push({ at: order.paidAt, kind: 'paid' });
  for (const r of refunds)
    events.push({ at: r.createdAt, kind: 'refund', detail: `${r.amountMinor}` });
  for (const m of emails) {
    events.push({ at: m.createdAt, kind: 'email-queued', detail: m.kind });
    if (m.sentAt) events.push({ at: m.sentAt, kind: 'email-sent', detail: m.kind });
    if (m.status === 'failed')
      events.push({ at: m.runAfter, kind: 'email-failed', detail: m.kind });
  }
  for (const t of tickets)
    if (t.usedAt) events.push({ at: t.usedAt, kind: 'ticket-used', detail: t.code });
  for (const n of notes) events.push({ at: n.createdAt, kind: 'note', who: n.authorEmail });
  for (const a of [...audit, ...bookingAudit])
    events.push({ at: a.at, kind: 'audit', who: a.actorEmail, detail: a.action });
  return {
    order,
    status: deskStatus(order.status, booking?.status),
    currency: { iso: order.currencyIso, decimals: currency?.decimals ?? 2 },
    booking: booking ?? null,
    checkIn: checkIn ?? null,
    receipt: receipt ?? null,
    refunds,
    paidMinor,
    refundedMinor,
    balanceMinor: paidMinor - refundedMinor,
    pending: receipt?.pending ?? null,
    tickets,
    emails,
    notes,
    audit,
    timeline: timelineOf(events),
    cancel,
    parkCancel,
  };
}

const staffActor = (actor: AuditActor) => `staff:${actor.id}`;

/**
 * A partial or full refund by staff (issue 16): one transaction locks the order (two staff at
 * once queue there), reads the ledger under the lock, records the refund through the orders
 * context's own recordRefund (which refuses more than was paid less refunded), tells invoicing
 * and writes the audit row; then the money goes back through the provider that took it. The
 * same request id again (a double submit) returns the first refund and moves nothing.
 */
export async function refundByStaff(
  db: Db,
  providers: PaymentProviders,
  actor: AuditActor,
  input: {
    reference: string;
    /** Minor units, or `amountText` as staff typed it in the order's currency. */
    amountMinor?: number;
    amountText?: string;
    reason: string;
    requestId: string;
  },
  now = new Date(),
): Promise<{ refund: RefundView; replayed: boolean }> {
  if (!REQUEST_ID.test(input.requestId)) throw new DeskError('INVALID_REQUEST');
  const reason = staffText(input.reason, REASON_MAX);
  if (!reason) throw new DeskError('INVALID_REASON');
  const order = await findOrder(db, input.reference);
  if (!order) throw new DeskError('NOT_FOUND');
  const amountMinor =
    input.amountText !== undefined
      ? parseAmount(input.amountText, (await findCurrency(db, order.currencyIso))?.decimals ?? 2)
      : input.amountMinor;
  if (amountMinor === null || amountMinor === undefined) throw new DeskError('INVALID_AMOUNT');
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new DeskError('INVALID_AMOUNT');
  const done = await db.transaction(async (tx) => {
    const locked = await lockPaidOrder(tx, order.id);
    if (!locked) throw new DeskError('NOT_FOUND');
    const replay = await refundForRequest(tx, input.requestId);
    if (replay) {
      const mine = (await orderRefunds(tx, order.id)).some((r) => r.id === replay.id);
      if (!mine) throw new DeskError('INVALID_REQUEST');
      return { refund: replay, replayed: true };
    }
    const refund = await recordRefund(
      tx,
      {
        orderId: order.id,
        requestId: input.requestId,
        amountMinor,
        refundedMinor: locked.refundedMinor,
        reason,
        actor: staffActor(actor),
      },
      now,
    );
    await invoicingAfterRefund(tx, {
      orderId: order.id,
      refundId: refund.id,
      amountMinor: refund.amountMinor,
      at: now,
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.reference,
      before: { refundedMinor: locked.refundedMinor, currencyIso: locked.currencyIso },
      after: {
        refundedMinor: locked.refundedMinor + refund.amountMinor,
        amountMinor: refund.amountMinor,
        currencyIso: locked.currencyIso,
        reason,
        requestId: input.requestId,
      },
    });
    return { refund, replayed: false };
  });
  if (done.replayed) return done;
  return { refund: await settleRefund(db, providers, done.refund.id, now), replayed: false };
}

/**
 * Cancels a hotel booking for its guest (issue 16) through the traveller's own cancellation
 * (manage's cancelBooking: the policy decides the refund), audited in its transaction; a
 * reason waives the penalty and is recorded.
 */
export async function cancelByStaff(
  db: Db,
  providers: PaymentProviders,
  actor: AuditActor,
  input: { reference: string; requestId: string; waiveReason?: string },
  now = new Date(),
): Promise<CancelOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new DeskError('INVALID_REQUEST');
  let waiveReason: string | undefined;
  if (input.waiveReason !== undefined) {
    waiveReason = staffText(input.waiveReason, REASON_MAX) ?? undefined;
    if (!waiveReason) throw new DeskError('INVALID_REASON');
  }
  const order = await findOrder(db, input.reference);
  if (!order) throw new DeskError('NOT_FOUND');
  if (!order.bookingId) throw new DeskError('NOT_A_BOOKING');
  return cancelBooking(
    db,
    providers,
    {
      bookingId: order.bookingId,
      requestId: input.requestId,
      actor: staffActor(actor),
      staff: { actor, waiveReason },
    },
    { now },
  );
}

/**
 * Cancels visits of a paid park order for its guest (issue 16) through the traveller's own
 * cancellation (manage's cancelParkItems: the product's policy decides, the places go back on
 * sale, the tickets are voided, the refund is the visits' share), audited in its transaction;
 * a reason lifts the deadline and the open-ticket rule and is recorded.
 */
export async function cancelParkVisitsByStaff(
  db: Db,
  providers: PaymentProviders,
  actor: AuditActor,
  input: {
    reference: string;
    requestId: string;
    /** Cart item ids of the visits, or every visit still live. */
    items: readonly string[] | 'all';
    waiveReason?: string;
  },
  now = new Date(),
): Promise<ParkCancelOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new DeskError('INVALID_REQUEST');
  let waiveReason: string | undefined;
  if (input.waiveReason !== undefined) {
    waiveReason = staffText(input.waiveReason, REASON_MAX) ?? undefined;
    if (!waiveReason) throw new DeskError('INVALID_REASON');
  }
  if (input.items !== 'all' && input.items.length === 0) throw new DeskError('NO_ITEMS');
  const order = await findOrder(db, input.reference);
  if (!order) throw new DeskError('NOT_FOUND');
  if (order.kind !== 'park') throw new DeskError('NOT_A_PARK_ORDER');
  return cancelParkItems(
    db,
    providers,
    {
      reference: order.reference,
      items: input.items,
      requestId: input.requestId,
      actor: staffActor(actor),
      staff: { actor, waiveReason },
    },
    { now },
  );
}

/** Sends the order's confirmation email again (a copy of the queued one), audited. */
export async function resendConfirmation(
  db: Db,
  actor: AuditActor,
  reference: string,
): Promise<{ kind: string }> {
  const order = await findOrder(db, reference);
  if (!order) throw new DeskError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const copy = await requeueConfirmation(tx, { orderId: order.id, bookingId: order.bookingId });
    if (!copy) throw new DeskError('NO_CONFIRMATION');
    await recordAudit(tx, actor, {
      action: 'order.resend-confirmation',
      entity: 'order',
      entityId: order.reference,
      before: null,
      after: { message: copy.id, kind: copy.kind },
    });
    return { kind: copy.kind };
  });
}

/** An internal note on an order (plain text, at most NOTE_MAX characters), audited. */
export async function addOrderNote(
  db: Db,
  actor: AuditActor,
  reference: string,
  text: string,
  now = new Date(),
): Promise<OrderNote> {
  const clean = staffText(text, NOTE_MAX);
  if (!clean) throw new DeskError('INVALID_NOTE');
  const order = await findOrder(db, reference);
  if (!order) throw new DeskError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const note = await insertNote(tx, {
      orderId: order.id,
      authorId: actor.id,
      authorEmail: actor.email,
      text: clean,
      at: now,
    });
    await recordAudit(tx, actor, {
      action: 'order.note',
      entity: 'order',
      entityId: order.reference,
      before: null,
      after: { note: note.id, text: clean },
    });
    return note;
  });
}
