import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { dateChanges } from '@/db/schema';
import { invoicingAfterRefund } from '@/domain/invoicing';
import {
  DATE_CHANGE_REFUND,
  lockBookingOrder,
  recordRefund,
  settleRefund,
  type RefundView,
} from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import {
  lockBookingForMove,
  moveBookingNights,
  priceBookingOnDates,
  readBookingForSystem,
  StayError,
  type MovableBooking,
} from '@/domain/stays';
import { CANCEL_GUARD, STOCK_GUARD, type CancelGuard, type StockGuard } from '@/lib/stock-guard';
import {
  dateChangeMoney,
  dateChangeRefusal,
  DateChangeRefused,
  droppedRoomsKeptMinor,
  roomsKept,
  sameDates,
  type DateChangeRefusal,
} from './date-change.rules';
import { releaseParkDaysLeavingStay, type ReleasedParkDay } from './park-days.service';
import { REQUEST_ID } from '@/lib/request-id';

/** A request id: the client's own random name for one change (a UUID fits). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateChangeRequest = {
  checkIn: string;
  checkOut: string;
  /** The rooms to keep (booking_rooms ids, at least one); absent: every room. */
  keepRoomIds?: readonly string[];
};

/** A room of the stay the change drops: its nights go back and its share is refunded. */
export type DroppedRoom = { id: string; roomTypeCode: string; adults: number; children: number };

/** What moving the stay to new dates would do, shown before the guest confirms. */
export type DateChangeQuote =
  | {
      ok: true;
      reference: string;
      checkIn: string;
      checkOut: string;
      nights: number;
      currencyIso: string;
      currentTotalMinor: number;
      newTotalMinor: number;
      /** New minus current: positive is owed, negative is given back. */
      differenceMinor: number;
      refundMinor: number;
      payMinor: number;
      /** The rooms the change drops (none when every room is kept). */
      droppedRooms: DroppedRoom[];
      /** The stay's park days the change gives back (decision 0037): tickets voided. */
      releasedParkDays: ReleasedParkDay[];
    }
  | { ok: false; reason: DateChangeRefusal };

export type DateChangeOutcome = {
  reference: string;
  checkIn: string;
  checkOut: string;
  currencyIso: string;
  differenceMinor: number;
  refundMinor: number;
  droppedRooms: DroppedRoom[];
  releasedParkDays: ReleasedParkDay[];
  /** The ledger's row after the provider answered (null when nothing went back). */
  refund: RefundView | null;
  /** True when this request id had already made the change: nothing happened again. */
  replayed: boolean;
};

/** The pricing's refusals, in the words of a date change. */
export function refusalOf(error: unknown): DateChangeRefusal | null {
  if (error instanceof DateChangeRefused) return error.reason;
  if (!(error instanceof StayError)) return null;
  switch (error.code) {
    case 'INVALID_DATES':
    case 'CHECK_IN_IN_PAST':
    case 'STAY_TOO_LONG':
      return 'INVALID_DATES';
    case 'INVALID_PROMO':
      return 'PROMO_NOT_VALID';
    case 'SOLD_OUT':
    case 'RATE_UNAVAILABLE':
      return 'NOT_AVAILABLE';
    case 'BOOKING_NOT_FOUND':
      return 'NOT_CONFIRMED';
    default:
      return null;
  }
}

export type Seams = {
  guard?: CancelGuard;
  stockGuard?: StockGuard;
  /** The concurrency test's barrier: after the park days were read and released, before commit. */
  afterParkDays?: () => Promise<void>;
};

/**
 * The change itself inside one transaction: the paid order locked (changes and cancellations
 * of one booking queue there), then the booking; the rules at `now`; the new dates priced by
 * the holds' pricing; the money; the nights swapped. Refusals throw DateChangeRefused (the
 * caller's transaction rolls back).
 */
export async function changeInTransaction(
  tx: Tx,
  bookingId: string,
  dates: DateChangeRequest,
  now: Date,
  { guard = CANCEL_GUARD, stockGuard = STOCK_GUARD, afterParkDays }: Seams,
  requestId?: string,
) {
  if (!ISO_DATE.test(dates.checkIn) || !ISO_DATE.test(dates.checkOut))
    throw new DateChangeRefused('INVALID_DATES');
  const order = await lockBookingOrder(tx, bookingId, guard === 'row-lock');
  if (!order) throw new DateChangeRefused('NOT_CONFIRMED');
  // Under the order's lock: the same request, made in parallel, has committed and is seen.
  const replay = requestId ? await changeForRequest(tx, requestId, bookingId) : undefined;
  if (replay) return { replay, change: undefined };
  const booking: MovableBooking | undefined = await lockBookingForMove(tx, bookingId, guard);
  if (!booking) throw new DateChangeRefused('NOT_CONFIRMED');
  const refused = dateChangeRefusal(booking, now, {
    capturedMinor: order.capturedMinor,
    changeRefundedMinor: order.changeRefundedMinor,
    totalMinor: booking.totalMinor,
  });
  if (refused) throw new DateChangeRefused(refused);
  const rooms = roomsKept(booking.rooms, dates.keepRoomIds);
  if (!rooms) throw new DateChangeRefused('INVALID_ROOMS');
  if (sameDates(booking, dates) && rooms.dropped.length === 0)
    throw new DateChangeRefused('SAME_DATES');
  // The kept rooms priced on the new dates; what the dropped ones keep, by their cancellation
  // policy (nothing within the free period, the only time a change is allowed).
  const quote = await priceBookingOnDates(tx, { ...booking, rooms: rooms.kept }, dates, now);
  const money = dateChangeMoney({
    currentTotalMinor: booking.totalMinor,
    newTotalUsdCents: quote.totalUsdCents,
    booking,
    balanceMinor: order.paidMinor - order.refundedMinor,
    droppedKeptMinor: droppedRoomsKeptMinor(
      booking,
      rooms.dropped.map((r) => r.id),
      now,
    ),
  });
  await moveBookingNights(tx, booking, quote, money.newTotalMinor, {
    now,
    guard,
    stockGuard,
    keptRoomIds: new Set(rooms.kept.map((r) => r.id)),
  });
  // The park days follow the stay, under the same order lock a park day's reservation takes.
  const releasedParkDays = await releaseParkDaysLeavingStay(
    tx,
    booking.id,
    quote,
    rooms.dropped.length > 0,
    now,
  );
  await afterParkDays?.();
  const droppedRooms: DroppedRoom[] = rooms.dropped.map((r) => ({
    id: r.id,
    roomTypeCode: r.roomTypeCode,
    adults: r.adults,
    children: r.childrenAges.length,
  }));
  return {
    replay: undefined,
    change: { order, booking, quote, money, droppedRooms, releasedParkDays },
  };
}

/** Thrown inside a quote's transaction to roll its trial change back. */
export class TrialOver extends Error {
  constructor(readonly quote: DateChangeQuote) {
    super('trial');
  }
}

/**
 * What moving the stay would cost, checked by trying it: the change runs in a transaction
 * that is always rolled back, so the quote and the change apply the very same rules, prices
 * and availability (a night the stay already has counts as its own).
 */
export async function quoteDateChange(
  db: Db,
  bookingId: string,
  dates: DateChangeRequest,
  now = new Date(),
): Promise<DateChangeQuote> {
  try {
    await db.transaction(async (tx) => {
      const { change } = await changeInTransaction(tx, bookingId, dates, now, {});
      const { booking, quote, money, order, droppedRooms, releasedParkDays } = change!;
      throw new TrialOver({
        ok: true,
        reference: booking.reference,
        checkIn: quote.checkIn,
        checkOut: quote.checkOut,
        nights: quote.nights.length,
        currencyIso: order.currencyIso,
        currentTotalMinor: booking.totalMinor,
        ...money,
        droppedRooms,
        releasedParkDays,
      });
    });
  } catch (error) {
    if (error instanceof TrialOver) return error.quote;
    const reason = refusalOf(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
  throw new Error('A trial date change committed');
}

/** The difference is no longer the one the guest saw (prices or the ledger moved): 409. */
export class DifferenceChanged extends Error {
  constructor(readonly quote: DateChangeQuote) {
    super('DIFFERENCE_CHANGED');
    this.name = 'DifferenceChanged';
  }
}

/**
 * Moves a confirmed stay to new dates (issue 15), one transaction: the order and booking
 * locked, the rules and the price checked again (the difference must be the one the guest
 * was shown: `expectedDifferenceMinor`, else DifferenceChanged and nothing changes), the old
 * nights given back and the new ones taken and sold, the booking's dates and price updated,
 * the change recorded under its request id, a lower price's difference written to the refund
 * ledger, the invoice told, and the updated confirmation (with its new calendar file) queued.
 * The money then goes back through the provider that took it. A higher price must be paid
 * first (PAYMENT_REQUIRED). The same request id again returns the first outcome.
 */
export async function applyDateChange(
  db: Db,
  providers: PaymentProviders,
  input: {
    bookingId: string;
    requestId: string;
    checkIn: string;
    checkOut: string;
    keepRoomIds?: readonly string[];
    expectedDifferenceMinor: number;
    actor: string;
  },
  { now = new Date(), ...seams }: { now?: Date } & Seams = {},
): Promise<DateChangeOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  let done;
  try {
    done = await db.transaction(async (tx) => {
      const found = await changeInTransaction(
        tx,
        input.bookingId,
        input,
        now,
        seams,
        input.requestId,
      );
      if (found.replay) return { replay: found.replay };
      const { order, booking, quote, money, droppedRooms, releasedParkDays } = found.change!;
      if (money.differenceMinor !== input.expectedDifferenceMinor)
        throw new DifferenceChanged({
          ok: true,
          reference: booking.reference,
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          nights: quote.nights.length,
          currencyIso: order.currencyIso,
          currentTotalMinor: booking.totalMinor,
          ...money,
          droppedRooms,
          releasedParkDays,
        });
      if (money.payMinor > 0) throw new DateChangeRefused('PAYMENT_REQUIRED');
      let refund: RefundView | null = null;
      if (money.refundMinor > 0) {
        refund = await recordRefund(
          tx,
          {
            orderId: order.orderId,
            requestId: input.requestId,
            amountMinor: money.refundMinor,
            refundedMinor: order.refundedMinor,
            reason: DATE_CHANGE_REFUND,
            actor: input.actor,
          },
          now,
        );
        await invoicingAfterRefund(tx, {
          orderId: order.orderId,
          refundId: refund.id,
          amountMinor: refund.amountMinor,
          at: now,
        });
      }
      await tx.insert(dateChanges).values({
        requestId: input.requestId,
        bookingId: booking.id,
        fromCheckIn: booking.checkIn,
        fromCheckOut: booking.checkOut,
        toCheckIn: quote.checkIn,
        toCheckOut: quote.checkOut,
        currencyIso: order.currencyIso,
        fromTotalMinor: booking.totalMinor,
        toTotalMinor: money.newTotalMinor,
        refundMinor: refund?.amountMinor ?? 0,
        refundId: refund?.id ?? null,
        droppedRooms,
        releasedParkDays,
        actor: input.actor,
        createdAt: now,
      });
      // The confirmation again, read when sent: the new dates, price, rooms and calendar file,
      // and the park days the change gave back.
      await enqueue(tx, {
        kind: 'booking-confirmed',
        payload: { bookingId: booking.id, releasedParkDayIds: releasedParkDays.map((d) => d.id) },
      });
      return {
        outcome: {
          reference: booking.reference,
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          currencyIso: order.currencyIso,
          differenceMinor: money.differenceMinor,
          refundMinor: refund?.amountMinor ?? 0,
          droppedRooms,
          releasedParkDays,
        },
        refund,
      };
    });
  } catch (error) {
    if (error instanceof DifferenceChanged) throw error;
    const reason = refusalOf(error);
    if (reason) throw new DateChangeRefused(reason);
    throw error;
  }
  if ('replay' in done && done.replay) {
    const reference = (await readBookingForSystem(db, input.bookingId))?.reference ?? '';
    return { ...done.replay, reference };
  }
  const settled = done.refund ? await settleRefund(db, providers, done.refund.id, now) : null;
  return { ...done.outcome, refund: settled, replayed: false };
}

/** The outcome a request id already produced (a replay), read back from the change's row. */
export async function changeForRequest(
  tx: Tx,
  requestId: string,
  bookingId: string,
): Promise<DateChangeOutcome | undefined> {
  const [row] = await tx.select().from(dateChanges).where(eq(dateChanges.requestId, requestId));
  if (!row) return undefined;
  // Another booking's request id answers nothing about that booking.
  if (row.bookingId !== bookingId) throw new Error('This request id names another change');
  return {
    reference: '',
    checkIn: row.toCheckIn,
    checkOut: row.toCheckOut,
    currencyIso: row.currencyIso,
    differenceMinor: row.toTotalMinor - row.fromTotalMinor,
    refundMinor: row.refundMinor,
    droppedRooms: row.droppedRooms,
    releasedParkDays: row.releasedParkDays,
    refund: null,
    replayed: true,
  };
}
