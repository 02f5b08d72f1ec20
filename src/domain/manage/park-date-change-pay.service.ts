import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { dateChangeHolds } from '@/db/schema';
import {
  differencePaymentPage,
  lockOrder,
  lockPaidOrder,
  openDifferenceAttempt,
  readOrderForSystem,
} from '@/domain/orders';
import type { PaymentProviders } from '@/domain/payments';
import { holdPlaces, placesOf } from '@/domain/tickets';
import type { Locale } from '@/i18n/paths';
import { STOCK_GUARD, type StockGuard } from '@/lib/stock-guard';
import {
  CHANGE_HOLD_MINUTES,
  lockHoldByRequest,
  answerBeforeMove,
  releaseHold,
  type ChangeHoldRow,
} from './change-holds';
import { atOrderRate, ParkDateChangeRefused } from './park-date-change.rules';
import {
  moveInTransaction,
  paidCart,
  parkRefusalOf,
  ParkDifferenceChanged,
  recordParkMove,
  tryParkMove,
  type ParkDateChangeRequest,
} from './park-date-change.service';
import { REQUEST_ID } from '@/lib/request-id';

/**
 * Paying a park visit's dearer date (issue 15; decision 0036), on the stay's machinery
 * (decision 0030): one hold table (date_change_holds naming the visit), one payment path (a
 * 'date-change' attempt of the same order on the provider's hosted page), one report handler
 * and one expiry job. The move is tried and rolled back under the order's lock, the new date's
 * places are held with the capacity's conditional update for CHANGE_HOLD_MINUTES, and the
 * capture (webhook or return, whichever first, exactly once) gives them back and makes the
 * move through the same code as a same-price move (old tickets void, new ones issued, the
 * change's row, the e-tickets email). A decline or the expiry gives the places back.
 */

export type ParkChangePaymentStarted = {
  redirectUrl: string;
  attemptKey: string;
  payMinor: number;
  currencyIso: string;
  itemId: string;
  visitDate: string;
  slotId: number;
  expiresAt: Date;
  replayed: boolean;
};

/**
 * Holds a visit's dearer date and opens the payment of its difference, one transaction: the
 * paid order locked; the same request id again returns its hold (the same page); another
 * waiting hold of the visit (a second tab) is released, so its payment, if it still arrives,
 * is refunded; the move tried and rolled back (rules, price, places); the difference must be
 * the one the guest was shown; the places held; the attempt and the hold written. The hosted
 * session is opened after the commit (idempotent by the attempt).
 */
export async function startParkDateChangePayment(
  db: Db,
  providers: PaymentProviders,
  input: ParkDateChangeRequest & {
    reference: string;
    requestId: string;
    expectedDifferenceMinor: number;
    actor: string;
    locale: Locale;
    returnUrl: (attemptKey: string) => string;
  },
  { now = new Date(), stockGuard = STOCK_GUARD }: { now?: Date; stockGuard?: StockGuard } = {},
): Promise<ParkChangePaymentStarted> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  const order = await readOrderForSystem(db, input.reference);
  const cart = order && (await paidCart(db, order));
  if (!order || !cart) throw new ParkDateChangeRefused('NOT_PAID');
  let started: { hold: ChangeHoldRow; replayed: boolean; attemptKey: string };
  try {
    started = await db.transaction(async (tx) => {
      const locked = await lockPaidOrder(tx, order.id);
      if (!locked || locked.status !== 'paid') throw new ParkDateChangeRefused('NOT_PAID');
      const same = await lockHoldByRequest(tx, input.requestId);
      if (same) {
        if (same.orderId !== order.id || same.cartItemId !== input.itemId)
          throw new Error('This request id names another change');
        if (same.status !== 'held') throw new ParkDateChangeRefused('NOT_AVAILABLE');
        return { hold: same, replayed: true, attemptKey: `date-change-${same.requestId}` };
      }
      const waiting = await tx
        .select()
        .from(dateChangeHolds)
        .where(
          and(eq(dateChangeHolds.cartItemId, input.itemId), eq(dateChangeHolds.status, 'held')),
        )
        .for('update');
      for (const previous of waiting) await releaseHold(tx, previous, now);
      const trial = await tryParkMove(tx, order, cart, input, now, {});
      if (!trial.ok) throw new ParkDateChangeRefused(trial.reason);
      const { quote, move } = trial;
      if (quote.differenceMinor !== input.expectedDifferenceMinor || quote.payMinor <= 0)
        throw new ParkDifferenceChanged(quote);
      const places = placesOf(move.item);
      if (!(await holdPlaces(tx, move.to.slotId, move.to.date, places, stockGuard)))
        throw new ParkDateChangeRefused('NOT_AVAILABLE');
      const attempt = await openDifferenceAttempt(
        tx,
        {
          orderId: order.id,
          requestId: input.requestId,
          amountMinor: quote.payMinor,
          currencyIso: order.currencyIso,
        },
        now,
      );
      const rate = { chargedMinor: order.amountMinor, cartTotalUsdCents: cart.totalUsdCents };
      const [hold] = await tx
        .insert(dateChangeHolds)
        .values({
          requestId: input.requestId,
          cartItemId: move.item.id,
          orderId: order.id,
          attemptId: attempt.id,
          // A visit starts and ends on its day (the table's stay columns, decision 0036).
          fromCheckIn: move.from.date,
          fromCheckOut: move.from.date,
          toCheckIn: move.to.date,
          toCheckOut: move.to.date,
          toSlotId: move.to.slotId,
          places,
          nights: [],
          currencyIso: order.currencyIso,
          fromTotalMinor: atOrderRate(rate, move.currentUsdCents),
          toTotalMinor: atOrderRate(rate, move.newUsdCents),
          payMinor: quote.payMinor,
          expiresAt: new Date(now.getTime() + CHANGE_HOLD_MINUTES * 60_000),
          actor: input.actor,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { hold: hold!, replayed: false, attemptKey: attempt.idempotencyKey };
    });
  } catch (error) {
    if (error instanceof ParkDifferenceChanged || error instanceof ParkDateChangeRefused)
      throw error;
    const reason = parkRefusalOf(error);
    if (reason) throw new ParkDateChangeRefused(reason);
    throw error;
  }
  const { hold, replayed, attemptKey } = started;
  const redirectUrl = await differencePaymentPage(db, providers, hold.attemptId, {
    locale: input.locale,
    returnUrl: input.returnUrl(attemptKey),
    expiresAt: hold.expiresAt,
  });
  return {
    redirectUrl,
    attemptKey,
    payMinor: hold.payMinor,
    currencyIso: hold.currencyIso,
    itemId: hold.cartItemId!,
    visitDate: hold.toCheckIn,
    slotId: hold.toSlotId!,
    expiresAt: hold.expiresAt,
    replayed,
  };
}

/**
 * What a report about a visit's difference does (called by the date-change handler for a hold
 * that names a visit, in applyPaymentReport's transaction: the attempt and the order locked).
 * The same answers as a stay's: an authorization is captured while its hold waits; captured
 * money makes the move once (the held places given back, then the same-price move's code under
 * the hold's request id, at the price the guest saw), else it is a conflict, which the caller
 * refunds; a decline or an expiry gives the places back at once.
 */
export async function applyParkDateChangeReport(
  tx: Tx,
  hold: ChangeHoldRow,
  report: { status: string; amountMinor: number; currencyIso: string },
  now: Date,
): Promise<{ outcome: 'applied' | 'conflict' | 'ignored'; capture: boolean }> {
  const answer = await answerBeforeMove(tx, hold, report, now);
  if (answer !== 'move') return answer;
  const row = await lockOrder(tx, hold.orderId);
  const order = row && (await readOrderForSystem(tx, row.reference));
  const cart = order && (await paidCart(tx, order));
  // The move in a savepoint: one that can no longer be made leaves the visit as it was.
  const moved =
    order && cart
      ? await tx
          .transaction(async (sp) => {
            await releaseHold(sp, hold, now);
            const { move } = await moveInTransaction(
              sp,
              order,
              cart,
              { itemId: hold.cartItemId!, visitDate: hold.toCheckIn, slotId: hold.toSlotId! },
              now,
              {},
            );
            const rate = { chargedMinor: order.amountMinor, cartTotalUsdCents: cart.totalUsdCents };
            if (
              !move ||
              move.money.payMinor !== hold.payMinor ||
              atOrderRate(rate, move.currentUsdCents) !== hold.fromTotalMinor ||
              atOrderRate(rate, move.newUsdCents) !== hold.toTotalMinor
            )
              throw new ParkDateChangeRefused('NOT_AVAILABLE');
            await recordParkMove(sp, {
              order,
              cart,
              move,
              requestId: hold.requestId,
              actor: hold.actor,
              refund: null,
              now,
            });
            await sp
              .update(dateChangeHolds)
              .set({ status: 'applied', updatedAt: now })
              .where(eq(dateChangeHolds.id, hold.id));
            return true;
          })
          .catch((error: unknown) => {
            if (parkRefusalOf(error)) return false;
            throw error;
          })
      : false;
  if (moved) return { outcome: 'applied', capture: false };
  await releaseHold(tx, hold, now);
  return { outcome: 'conflict', capture: false };
}

/** A visit's waiting change hold, for the manage page (its date and amount). */
export async function waitingParkChangeOf(
  db: Db,
  itemId: string,
): Promise<{ visitDate: string; payMinor: number; expiresAt: Date } | undefined> {
  const [hold] = await db
    .select()
    .from(dateChangeHolds)
    .where(and(eq(dateChangeHolds.cartItemId, itemId), eq(dateChangeHolds.status, 'held')));
  return hold
    ? { visitDate: hold.toCheckIn, payMinor: hold.payMinor, expiresAt: hold.expiresAt }
    : undefined;
}

/**
 * Where a visit's difference payment stands after the guest's return (its attempt's key):
 * 'applied' (the visit moved), 'released' (not paid, or paid too late and refunded), 'held'
 * (still waiting for the provider). Only for the order that made it.
 */
export async function parkChangePaymentState(
  db: Db,
  orderId: string,
  attemptKey: string,
): Promise<
  | {
      state: 'held' | 'applied' | 'released';
      itemId: string;
      payMinor: number;
      visitDate: string;
    }
  | undefined
> {
  if (!attemptKey.startsWith('date-change-')) return undefined;
  const [hold] = await db
    .select()
    .from(dateChangeHolds)
    .where(
      and(
        eq(dateChangeHolds.requestId, attemptKey.slice('date-change-'.length)),
        eq(dateChangeHolds.orderId, orderId),
      ),
    );
  return hold?.cartItemId
    ? {
        state: hold.status,
        itemId: hold.cartItemId,
        payMinor: hold.payMinor,
        visitDate: hold.toCheckIn,
      }
    : undefined;
}
