import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { dateChangeHolds, dateChanges } from '@/db/schema';
import { enqueue } from '@/domain/outbox';
import {
  differencePaymentPage,
  handlePaymentPurpose,
  lockBookingOrder,
  lockOrder,
  openDifferenceAttempt,
} from '@/domain/orders';
import type { PaymentProviders } from '@/domain/payments';
import { holdChangeNights, releaseChangeNights, type MovableBooking } from '@/domain/stays';
import {
  CHANGE_HOLD_MINUTES,
  lockHoldByRequest,
  answerBeforeMove,
  releaseHold,
  type ChangeHoldRow,
} from './change-holds';
import { applyParkDateChangeReport } from './park-date-change-pay.service';
import type { Locale } from '@/i18n/paths';
import { CANCEL_GUARD, STOCK_GUARD, type CancelGuard, type StockGuard } from '@/lib/stock-guard';
import {
  changeInTransaction,
  DifferenceChanged,
  refusalOf,
  TrialOver,
  type DateChangeQuote,
  type DateChangeRequest,
  type Seams,
} from './date-change.service';
import { DateChangeRefused, newNightRanges, roomsKept } from './date-change.rules';
import { REQUEST_ID } from '@/lib/request-id';

/**
 * Paying a dearer date change (issue 15; decision 0030). The change is tried under the order's
 * lock and rolled back (the quote's own trial), the new nights the booking lacks are held for
 * CHANGE_HOLD_MINUTES, and the difference becomes a payment attempt of the booking's paid
 * order on the provider's hosted page. The capture (webhook or return, whichever comes first:
 * both go through applyPaymentReport, under the attempt's and the order's locks) makes the
 * change in its transaction: the held nights given back and the move made by the very code of
 * applyDateChange. A decline or the expiry gives the held nights back; the booking is untouched.
 */

export { CHANGE_HOLD_MINUTES } from './change-holds';

type HoldRow = ChangeHoldRow;

export type ChangePaymentStarted = {
  /** The provider's hosted page that takes the difference. */
  redirectUrl: string;
  /** The attempt's key: the return from the page asks the provider about it. */
  attemptKey: string;
  payMinor: number;
  currencyIso: string;
  checkIn: string;
  checkOut: string;
  expiresAt: Date;
  /** True when this request id had already opened the hold: the same page again. */
  replayed: boolean;
};

/**
 * Holds the new dates of a dearer change and opens the payment of its difference. One
 * transaction: the paid order locked; the same request id again returns its hold (the same
 * page); another waiting hold of the booking (a second tab) is released, so its payment, if it
 * still arrives, is refunded; the change tried and rolled back (rules, price, availability);
 * the difference must be the one the guest was shown; the nights held; the attempt and the
 * hold written. The hosted session is opened after the commit (idempotent by the attempt).
 */
export async function startDateChangePayment(
  db: Db,
  providers: PaymentProviders,
  input: {
    bookingId: string;
    requestId: string;
    checkIn: string;
    checkOut: string;
    /** The rooms to keep (at least one); absent: every room. */
    keepRoomIds?: readonly string[];
    expectedDifferenceMinor: number;
    actor: string;
    locale: Locale;
    /** Where the hosted page sends the guest back (the manage page). */
    returnUrl: (attemptKey: string) => string;
  },
  { now = new Date(), stockGuard = STOCK_GUARD }: { now?: Date; stockGuard?: StockGuard } = {},
): Promise<ChangePaymentStarted> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  let started: { hold: HoldRow; attemptId: string; attemptKey: string; replayed: boolean };
  try {
    started = await db.transaction(async (tx) => {
      const order = await lockBookingOrder(tx, input.bookingId);
      if (!order) throw new DateChangeRefused('NOT_CONFIRMED');
      const same = await lockHoldByRequest(tx, input.requestId);
      if (same) {
        if (same.bookingId !== input.bookingId)
          throw new Error('This request id names another change');
        if (same.status !== 'held') throw new DateChangeRefused('NOT_AVAILABLE');
        return {
          hold: same,
          attemptId: same.attemptId,
          attemptKey: `date-change-${same.requestId}`,
          replayed: true,
        };
      }
      const waiting = await tx
        .select()
        .from(dateChangeHolds)
        .where(
          and(eq(dateChangeHolds.bookingId, input.bookingId), eq(dateChangeHolds.status, 'held')),
        )
        .for('update');
      for (const previous of waiting) await releaseHold(tx, previous, now);
      const trial = await tryChange(tx, input.bookingId, input, now, {});
      if (!trial.ok) throw new DateChangeRefused(trial.reason);
      if (trial.differenceMinor !== input.expectedDifferenceMinor || trial.payMinor <= 0)
        throw new DifferenceChanged(trial);
      const booking = trial.booking;
      const ranges = newNightRanges(booking, trial);
      // Only the rooms the change keeps need their new nights.
      const kept = roomsKept(booking.rooms, input.keepRoomIds)?.kept ?? booking.rooms;
      const nights = await holdChangeNights(tx, { rooms: kept }, ranges, stockGuard);
      const attempt = await openDifferenceAttempt(
        tx,
        {
          orderId: order.orderId,
          requestId: input.requestId,
          amountMinor: trial.payMinor,
          currencyIso: order.currencyIso,
        },
        now,
      );
      const [hold] = await tx
        .insert(dateChangeHolds)
        .values({
          requestId: input.requestId,
          bookingId: input.bookingId,
          orderId: order.orderId,
          attemptId: attempt.id,
          fromCheckIn: booking.checkIn,
          fromCheckOut: booking.checkOut,
          toCheckIn: trial.checkIn,
          toCheckOut: trial.checkOut,
          nights,
          keepRoomIds: input.keepRoomIds ? [...input.keepRoomIds] : null,
          currencyIso: order.currencyIso,
          fromTotalMinor: trial.currentTotalMinor,
          toTotalMinor: trial.newTotalMinor,
          payMinor: trial.payMinor,
          expiresAt: new Date(now.getTime() + CHANGE_HOLD_MINUTES * 60_000),
          actor: input.actor,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return {
        hold: hold!,
        attemptId: attempt.id,
        attemptKey: attempt.idempotencyKey,
        replayed: false,
      };
    });
  } catch (error) {
    if (error instanceof DifferenceChanged || error instanceof DateChangeRefused) throw error;
    const reason = refusalOf(error);
    if (reason) throw new DateChangeRefused(reason);
    throw error;
  }
  const { hold, attemptId, attemptKey, replayed } = started;
  const redirectUrl = await differencePaymentPage(db, providers, attemptId, {
    locale: input.locale,
    returnUrl: input.returnUrl(attemptKey),
    expiresAt: hold.expiresAt,
  });
  return {
    redirectUrl,
    attemptKey,
    payMinor: hold.payMinor,
    currencyIso: hold.currencyIso,
    checkIn: hold.toCheckIn,
    checkOut: hold.toCheckOut,
    expiresAt: hold.expiresAt,
    replayed,
  };
}

type Trial =
  | (Extract<DateChangeQuote, { ok: true }> & {
      booking: MovableBooking;
    })
  | { ok: false; reason: Extract<DateChangeQuote, { ok: false }>['reason'] };

/** The change tried in a savepoint that is always rolled back (the quote's trial, in `tx`). */
async function tryChange(
  tx: Tx,
  bookingId: string,
  dates: DateChangeRequest,
  now: Date,
  seams: Seams,
): Promise<Trial> {
  try {
    await tx.transaction(async (sp) => {
      const { change } = await changeInTransaction(sp, bookingId, dates, now, seams);
      const { booking, quote, money, order, droppedRooms, releasedParkDays } = change!;
      const outcome = {
        ok: true as const,
        reference: booking.reference,
        checkIn: quote.checkIn,
        checkOut: quote.checkOut,
        nights: quote.nights.length,
        currencyIso: order.currencyIso,
        currentTotalMinor: booking.totalMinor,
        ...money,
        droppedRooms,
        releasedParkDays,
        booking,
      };
      throw new TrialOver(outcome);
    });
  } catch (error) {
    if (error instanceof TrialOver) return error.quote as Trial;
    const reason = refusalOf(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
  throw new Error('A trial date change committed');
}

/**
 * What a report about a difference payment does, in applyPaymentReport's transaction (the
 * attempt and the order locked, the attempt's status already moved). Authorized money is
 * captured while its hold waits. Captured money makes the change once: the held nights given
 * back and the move made (the same code as applyDateChange, under the hold's request id), the
 * change recorded and the updated confirmation queued; money for a hold that no longer waits
 * (released by another tab, expired, the booking cancelled) or a change that can no longer be
 * made is a conflict, which the caller refunds. A decline gives the held nights back at once.
 */
export async function applyDateChangeReport(
  tx: Tx,
  attempt: { id: string; amountMinor: number },
  report: { status: string; amountMinor: number; currencyIso: string },
  now: Date,
): Promise<{ outcome: 'applied' | 'conflict' | 'ignored'; capture: boolean }> {
  const [hold] = await tx
    .select()
    .from(dateChangeHolds)
    .where(eq(dateChangeHolds.attemptId, attempt.id))
    .for('update');
  if (!hold) return { outcome: 'conflict', capture: false };
  // A park visit's hold (decision 0036): the same answers, the visit's own move.
  if (hold.cartItemId) return applyParkDateChangeReport(tx, hold, report, now);
  const answer = await answerBeforeMove(tx, hold, report, now);
  if (answer !== 'move') return answer;
  // The swap in a savepoint: a change that can no longer be made leaves the booking as it was.
  const swapped = await tx
    .transaction(async (sp) => {
      await releaseChangeNights(sp, hold.nights);
      const { change } = await changeInTransaction(
        sp,
        hold.bookingId!,
        {
          checkIn: hold.toCheckIn,
          checkOut: hold.toCheckOut,
          ...(hold.keepRoomIds ? { keepRoomIds: hold.keepRoomIds } : {}),
        },
        now,
        {},
        hold.requestId,
      );
      if (!change) throw new DateChangeRefused('NOT_CONFIRMED');
      const { booking, quote, money, order, droppedRooms, releasedParkDays } = change;
      if (money.newTotalMinor !== hold.toTotalMinor || booking.totalMinor !== hold.fromTotalMinor)
        throw new DateChangeRefused('NOT_AVAILABLE');
      await sp.insert(dateChanges).values({
        requestId: hold.requestId,
        bookingId: booking.id,
        fromCheckIn: booking.checkIn,
        fromCheckOut: booking.checkOut,
        toCheckIn: quote.checkIn,
        toCheckOut: quote.checkOut,
        currencyIso: order.currencyIso,
        fromTotalMinor: booking.totalMinor,
        toTotalMinor: money.newTotalMinor,
        refundMinor: 0,
        refundId: null,
        droppedRooms,
        releasedParkDays,
        actor: hold.actor,
        createdAt: now,
      });
      await sp
        .update(dateChangeHolds)
        .set({ status: 'applied', updatedAt: now })
        .where(eq(dateChangeHolds.id, hold.id));
      // The confirmation again, read when sent: the new dates, price and calendar file, and
      // the park days the change gave back.
      await enqueue(sp, {
        kind: 'booking-confirmed',
        payload: { bookingId: booking.id, releasedParkDayIds: releasedParkDays.map((d) => d.id) },
      });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof DateChangeRefused || refusalOf(error)) return false;
      throw error;
    });
  if (swapped) return { outcome: 'applied', capture: false };
  await releaseHold(tx, hold, now);
  return { outcome: 'conflict', capture: false };
}

/**
 * Gives back the nights of change holds whose time is up (the hold-expiry job). Each under
 * its order's lock, then its own, like a capture: a capture and the expiry of one hold queue,
 * and whichever comes second sees the other's outcome (a late capture is refunded). `guard`
 * 'check-then-write' releases what the first read found, without the locks or a second look:
 * the concurrency control's seam (lib/stock-guard), never passed in production.
 */
export async function expireChangeHolds(
  db: Db,
  now = new Date(),
  {
    batch = 50,
    guard = CANCEL_GUARD,
    onDue,
  }: {
    batch?: number;
    guard?: CancelGuard;
    /** The concurrency test's barrier: after the due holds are read, before any is released. */
    onDue?: () => Promise<void>;
  } = {},
): Promise<number> {
  const due = await db
    .select()
    .from(dateChangeHolds)
    .where(and(eq(dateChangeHolds.status, 'held'), lte(dateChangeHolds.expiresAt, now)))
    .orderBy(asc(dateChangeHolds.expiresAt))
    .limit(batch);
  await onDue?.();
  let released = 0;
  for (const found of due) {
    const done = await db.transaction(async (tx) => {
      if (guard !== 'row-lock') {
        await releaseHold(tx, found, now);
        return true;
      }
      await lockOrder(tx, found.orderId);
      const [hold] = await tx
        .select()
        .from(dateChangeHolds)
        .where(eq(dateChangeHolds.id, found.id))
        .for('update');
      if (!hold || hold.status !== 'held' || hold.expiresAt.getTime() > now.getTime()) return false;
      await releaseHold(tx, hold, now);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

/** A booking's waiting change hold, for the manage page (its dates and amount). */
export async function waitingChangeOf(
  db: Db,
  bookingId: string,
): Promise<{ checkIn: string; checkOut: string; payMinor: number; expiresAt: Date } | undefined> {
  const [hold] = await db
    .select()
    .from(dateChangeHolds)
    .where(and(eq(dateChangeHolds.bookingId, bookingId), eq(dateChangeHolds.status, 'held')));
  return hold
    ? {
        checkIn: hold.toCheckIn,
        checkOut: hold.toCheckOut,
        payMinor: hold.payMinor,
        expiresAt: hold.expiresAt,
      }
    : undefined;
}

/**
 * Where a difference payment stands after the guest's return (its attempt's key): 'applied'
 * (the dates changed), 'released' (not paid, or paid too late and refunded: the booking kept
 * its dates), 'held' (still waiting for the provider). Only for the booking that made it.
 */
export async function changePaymentState(
  db: Db,
  bookingId: string,
  attemptKey: string,
): Promise<
  | { state: 'held' | 'applied' | 'released'; payMinor: number; checkIn: string; checkOut: string }
  | undefined
> {
  if (!attemptKey.startsWith('date-change-')) return undefined;
  const [hold] = await db
    .select()
    .from(dateChangeHolds)
    .where(
      and(
        eq(dateChangeHolds.requestId, attemptKey.slice('date-change-'.length)),
        eq(dateChangeHolds.bookingId, bookingId),
      ),
    );
  return hold
    ? {
        state: hold.status,
        payMinor: hold.payMinor,
        checkIn: hold.toCheckIn,
        checkOut: hold.toCheckOut,
      }
    : undefined;
}

/**
 * Tells the orders context what a difference payment does (it applies the provider's reports
 * and may not import this context back). Called when this module loads and again by the
 * server's payment registry, so no bundle can leave it out; calling it twice is harmless.
 */
export function wireDateChangePayments(): void {
  handlePaymentPurpose('date-change', applyDateChangeReport);
}
wireDateChangePayments();
