import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { parkDateChanges } from '@/db/schema';
import { moveSoldLine, readCart, soldLine, type CartItemView, type CartView } from '@/domain/cart';
import { invoicingAfterRefund } from '@/domain/invoicing';
import {
  DATE_CHANGE_REFUND,
  lockPaidOrder,
  orderMoney,
  readOrderForSystem,
  recordRefund,
  settleRefund,
  type OrderView,
  type RefundView,
} from '@/domain/orders';
import { enqueue } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import {
  holdPlaces,
  loadProductDays,
  placesOf,
  reissueItemTickets,
  sellPlaces,
  ticketStatesOf,
  unsellPlaces,
  voidItemTickets,
} from '@/domain/tickets';
import { absoluteUrl, defaultLocale, locales, type Locale } from '@/i18n/paths';
import { addDays, resortToday } from '@/lib/dates';
import { env } from '@/lib/env';
import { CANCEL_GUARD, STOCK_GUARD, type CancelGuard, type StockGuard } from '@/lib/stock-guard';
import { ParkCancellationRefused } from './park-cancel.rules';
import {
  movedVisitUsdCents,
  parkDateChangeMoney,
  parkDateChangeRefusal,
  ParkDateChangeRefused,
  visitUsdCents,
  type ParkDateChangeRefusal,
  type VisitPricing,
} from './park-date-change.rules';
import { REQUEST_ID } from '@/lib/request-id';

/** A request id: the client's own random name for one change (a UUID fits). */

/** Move one visit (an item of the order) to a date, in a schedule (its own when not given). */
export type ParkDateChangeRequest = { itemId: string; visitDate: string; slotId?: number };

export type ParkDateChangeQuote =
  | {
      ok: true;
      reference: string;
      itemId: string;
      visitDate: string;
      slotId: number;
      currencyIso: string;
      /** New minus current: positive is owed, negative is given back. */
      differenceMinor: number;
      refundMinor: number;
      payMinor: number;
    }
  | { ok: false; reason: ParkDateChangeRefusal };

export type ParkDateChangeOutcome = {
  reference: string;
  itemId: string;
  visitDate: string;
  slotId: number | null;
  currencyIso: string;
  differenceMinor: number;
  refundMinor: number;
  /** The ledger's row after the provider answered (null when nothing went back). */
  refund: RefundView | null;
  /** True when this request id had already made the change: nothing happened again. */
  replayed: boolean;
};

/** The difference is no longer the one the guest saw (prices or the ledger moved): 409. */
export class ParkDifferenceChanged extends Error {
  constructor(readonly quote: ParkDateChangeQuote) {
    super('DIFFERENCE_CHANGED');
    this.name = 'ParkDifferenceChanged';
  }
}

export type ParkSeams = { guard?: CancelGuard; stockGuard?: StockGuard };
type Seams = ParkSeams;

/** A visit's pricing at purchase, and the package it was part of. */
function pricingOf(cart: CartView, item: CartItemView): VisitPricing {
  return {
    adults: item.adults,
    children: item.children,
    adultUsdCents: item.adultUsdCents,
    childUsdCents: item.childUsdCents,
    presalePercent: item.presalePercent,
    transportUsdCents: item.transportUsdCents,
    foodUsdCents: item.foodUsdCents,
    photoUsdCents: item.photoUsdCents,
    complementsUsdCents: item.complements.filter((c) => c.hasBeenAdded).map((c) => c.priceUsdCents),
    packagePercent: cart.packageItemIds.includes(item.id) ? cart.packagePercent : 0,
  };
}

/** The paid cart behind a park order, as bought (its prices never change). */
export async function paidCart(db: Db, order: OrderView): Promise<CartView | undefined> {
  if (order.kind !== 'park' || !order.cartId || !order.paidAt) return undefined;
  return readCart(db, order.cartId, order.paidAt, { includeSold: true });
}

/** The item's latest change (its current price), read in the caller's transaction. */
async function latestChange(tx: Db | Tx, itemId: string) {
  const [row] = await tx
    .select()
    .from(parkDateChanges)
    .where(eq(parkDateChanges.cartItemId, itemId))
    .orderBy(desc(parkDateChanges.createdAt), desc(parkDateChanges.id))
    .limit(1);
  return row;
}

/**
 * The move itself inside one transaction: the paid order locked (changes and cancellations of
 * one order queue there), the request id checked under the lock (a replay), the visit read as
 * it is now, the rules at `now` against the catalogue's day (the widget's own source:
 * loadProductDays), the money, then the old tickets voided (locked: a gate scan either went
 * first and the move is refused as used, or finds them void), the places given back on the
 * old date and taken on the new one with the capacity's conditional update, the line moved and
 * new tickets issued. Refusals throw ParkDateChangeRefused (the transaction rolls back).
 */
export async function moveInTransaction(
  tx: Tx,
  order: OrderView,
  cart: CartView,
  request: ParkDateChangeRequest,
  now: Date,
  { guard = CANCEL_GUARD, stockGuard = STOCK_GUARD }: Seams,
  requestId?: string,
) {
  const locked = await lockPaidOrder(tx, order.id, guard === 'row-lock');
  const replay = requestId ? await changeForRequest(tx, requestId, order) : undefined;
  if (replay) return { replay, move: undefined };
  if (!locked || locked.status !== 'paid') throw new ParkDateChangeRefused('NOT_PAID');
  const item = cart.items.find((i) => i.id === request.itemId);
  const line = item && (await soldLine(tx, item.id));
  if (!item || !line) throw new ParkDateChangeRefused('NO_ITEM');
  const slotOf = (id: number | null | undefined) => item.product.slots.find((s) => s.id === id);
  const current = slotOf(line.slotId);
  const target = { date: request.visitDate, slot: slotOf(request.slotId ?? line.slotId) };
  const day = /^\d{4}-\d{2}-\d{2}$/.test(target.date)
    ? (await loadProductDays(tx, item.product.id, target.date, addDays(target.date, 1)))[0]
    : undefined;
  const states = (await ticketStatesOf(tx, order.id)).filter((s) => s.cartItemId === item.id);
  const refused = parkDateChangeRefusal(
    {
      visitDate: line.openTicket ? null : line.visitDate,
      slot: current ? { id: current.id, startTime: current.startTime } : null,
      adults: line.adults,
      children: line.children,
      infants: line.infants,
      policy: {
        changeFreeHours: item.product.changeFreeHours,
        refundDays: item.product.refundDays,
      },
      ticketStatuses: states.map((s) => s.status),
      transportIncluded: item.product.transportIncluded,
    },
    target,
    day,
    now,
  );
  if (refused) throw new ParkDateChangeRefused(refused);
  const pricing = pricingOf(cart, item);
  const newUsdCents = movedVisitUsdCents(pricing, {
    adultUsdCents: day!.adultUsdCents!,
    childUsdCents: day!.childUsdCents!,
  });
  const currentUsdCents =
    (await latestChange(tx, item.id))?.toItemUsdCents ?? visitUsdCents(pricing);
  const money = parkDateChangeMoney({
    chargedMinor: locked.amountMinor,
    cartTotalUsdCents: cart.totalUsdCents,
    currentUsdCents,
    newUsdCents,
    balanceMinor: locked.capturedMinor - locked.refundedMinor,
  });
  const voided = await voidItemTickets(tx, order.id, [item.id], guard);
  if (!voided.ok)
    throw new ParkDateChangeRefused(voided.reason === 'NO_TICKETS' ? 'NO_ITEM' : voided.reason);
  const places = placesOf(line);
  const slot = target.slot!;
  await unsellPlaces(tx, line.slotId!, line.visitDate!, places);
  if (!(await holdPlaces(tx, slot.id, target.date, places, stockGuard)))
    throw new ParkDateChangeRefused('NOT_AVAILABLE');
  await sellPlaces(tx, slot.id, target.date, places);
  const moved = await moveSoldLine(tx, item.id, { visitDate: target.date, slotId: slot.id });
  if (!moved) throw new ParkDateChangeRefused('NO_ITEM');
  await reissueItemTickets(tx, {
    orderId: order.id,
    purchasedAt: order.paidAt ?? now,
    line: moved,
    at: now,
  });
  return {
    replay: undefined,
    move: {
      locked,
      item,
      from: { date: line.visitDate!, slotId: line.slotId },
      to: { date: target.date, slotId: slot.id },
      currentUsdCents,
      newUsdCents,
      money,
    },
  };
}

/** Thrown inside a quote's transaction to roll its trial move back. */
class TrialOver extends Error {
  constructor(
    readonly quote: ParkDateChangeQuote,
    readonly move: ParkMove,
  ) {
    super('trial');
  }
}

export function parkRefusalOf(error: unknown): ParkDateChangeRefusal | null {
  if (error instanceof ParkDateChangeRefused) return error.reason;
  if (error instanceof ParkCancellationRefused && error.reason === 'USED') return 'USED';
  return null;
}

/**
 * What moving a visit would cost, checked by trying it: the move runs in a transaction that
 * is always rolled back, so the quote and the change apply the very same rules, prices and
 * places.
 */
export async function quoteParkDateChange(
  db: Db,
  reference: string,
  request: ParkDateChangeRequest,
  now = new Date(),
): Promise<ParkDateChangeQuote> {
  const order = await readOrderForSystem(db, reference);
  const cart = order && (await paidCart(db, order));
  if (!order || !cart) return { ok: false, reason: 'NOT_PAID' };
  const trial = await db.transaction((tx) => tryParkMove(tx, order, cart, request, now, {}));
  return trial.ok ? trial.quote : trial;
}

export type ParkMove = NonNullable<Awaited<ReturnType<typeof moveInTransaction>>['move']>;

/**
 * The move tried in a savepoint of `tx` that is always rolled back (the quote's trial): the
 * quote and what the move would hold, or the refusal.
 */
export async function tryParkMove(
  tx: Tx,
  order: OrderView,
  cart: CartView,
  request: ParkDateChangeRequest,
  now: Date,
  seams: Seams,
): Promise<
  | { ok: true; quote: Extract<ParkDateChangeQuote, { ok: true }>; move: ParkMove }
  | { ok: false; reason: ParkDateChangeRefusal }
> {
  try {
    await tx.transaction(async (sp) => {
      const { move } = await moveInTransaction(sp, order, cart, request, now, seams);
      throw new TrialOver(quoteOf(order, move!), move!);
    });
  } catch (error) {
    if (error instanceof TrialOver)
      return {
        ok: true,
        quote: error.quote as Extract<ParkDateChangeQuote, { ok: true }>,
        move: error.move,
      };
    const reason = parkRefusalOf(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
  throw new Error('A trial park date change committed');
}

function quoteOf(order: OrderView, move: ParkMove): ParkDateChangeQuote {
  return {
    ok: true,
    reference: order.reference,
    itemId: move.item.id,
    visitDate: move.to.date,
    slotId: move.to.slotId,
    currencyIso: order.currencyIso,
    ...move.money,
  };
}

/**
 * Moves a visit of a paid park order to another date (issue 15), one transaction: the move
 * (moveInTransaction: tickets voided and new ones issued, places given back and taken), the
 * difference checked against the one the guest was shown (`expectedDifferenceMinor`, else
 * ParkDifferenceChanged and nothing changes), a cheaper date's difference written to the
 * refund ledger once under the request id, the invoice told, the change recorded, and the
 * e-tickets email queued again in the order's language with the new tickets. The money then
 * goes back through the provider that took it. A dearer date must be paid first
 * (PAYMENT_REQUIRED: no payment of a difference is offered yet). The same request id again
 * returns the first outcome.
 */
export async function applyParkDateChange(
  db: Db,
  providers: PaymentProviders,
  input: ParkDateChangeRequest & {
    reference: string;
    requestId: string;
    expectedDifferenceMinor: number;
    actor: string;
  },
  { now = new Date(), ...seams }: { now?: Date } & Seams = {},
): Promise<ParkDateChangeOutcome> {
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  const order = await readOrderForSystem(db, input.reference);
  const cart = order && (await paidCart(db, order));
  if (!order || !cart) throw new ParkDateChangeRefused('NOT_PAID');
  let done;
  try {
    done = await db.transaction(async (tx) => {
      const found = await moveInTransaction(tx, order, cart, input, now, seams, input.requestId);
      if (found.replay) return { replay: found.replay };
      const move = found.move!;
      const { money, locked } = move;
      if (money.differenceMinor !== input.expectedDifferenceMinor)
        throw new ParkDifferenceChanged(quoteOf(order, move));
      if (money.payMinor > 0) throw new ParkDateChangeRefused('PAYMENT_REQUIRED');
      let refund: RefundView | null = null;
      if (money.refundMinor > 0) {
        refund = await recordRefund(
          tx,
          {
            orderId: order.id,
            requestId: input.requestId,
            amountMinor: money.refundMinor,
            refundedMinor: locked.refundedMinor,
            reason: DATE_CHANGE_REFUND,
            actor: input.actor,
          },
          now,
        );
        await invoicingAfterRefund(tx, {
          orderId: order.id,
          refundId: refund.id,
          amountMinor: refund.amountMinor,
          at: now,
        });
      }
      await recordParkMove(tx, {
        order,
        cart,
        move,
        requestId: input.requestId,
        actor: input.actor,
        refund,
        now,
      });
      return {
        outcome: {
          reference: order.reference,
          itemId: move.item.id,
          visitDate: move.to.date,
          slotId: move.to.slotId,
          currencyIso: order.currencyIso,
          differenceMinor: money.differenceMinor,
          refundMinor: refund?.amountMinor ?? 0,
        },
        refund,
      };
    });
  } catch (error) {
    if (error instanceof ParkDifferenceChanged) throw error;
    const reason = parkRefusalOf(error);
    if (reason) throw new ParkDateChangeRefused(reason);
    throw error;
  }
  if ('replay' in done && done.replay) return done.replay;
  const settled = done.refund ? await settleRefund(db, providers, done.refund.id, now) : null;
  return { ...done.outcome!, refund: settled, replayed: false };
}

/**
 * A move made (a same-price or cheaper one, or a dearer one whose difference was captured):
 * the change's row under its request id and the e-tickets email queued again in the order's
 * language, read when sent (the new tickets and their PDF). In the move's transaction.
 */
export async function recordParkMove(
  tx: Tx,
  {
    order,
    cart,
    move,
    requestId,
    actor,
    refund,
    now,
  }: {
    order: OrderView;
    cart: CartView;
    move: ParkMove;
    requestId: string;
    actor: string;
    refund: RefundView | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(parkDateChanges).values({
    requestId,
    orderId: order.id,
    cartItemId: move.item.id,
    fromDate: move.from.date,
    fromSlotId: move.from.slotId,
    toDate: move.to.date,
    toSlotId: move.to.slotId,
    fromItemUsdCents: move.currentUsdCents,
    toItemUsdCents: move.newUsdCents,
    currencyIso: order.currencyIso,
    differenceMinor: move.money.differenceMinor,
    refundMinor: refund?.amountMinor ?? 0,
    refundId: refund?.id ?? null,
    actor,
    createdAt: now,
  });
  const locale: Locale = (locales as readonly string[]).includes(order.locale)
    ? (order.locale as Locale)
    : defaultLocale;
  // The e-tickets email again, read when sent: the new tickets and their PDF.
  await enqueue(tx, {
    kind: 'park-order-confirmed',
    payload: {
      orderId: order.id,
      reference: order.reference,
      accessUrl: absoluteUrl(env().BASE_URL, locale, { pathname: '/manage-booking' }),
      locale,
      email: order.buyer.email,
      buyerName: order.buyer.name,
      cartId: cart.id,
      currencyIso: order.currencyIso,
      totalMinor: order.amountMinor,
    },
  });
}

/** The outcome a request id already produced (a replay), read back from the change's row. */
async function changeForRequest(
  tx: Tx,
  requestId: string,
  order: OrderView,
): Promise<ParkDateChangeOutcome | undefined> {
  const [row] = await tx
    .select()
    .from(parkDateChanges)
    .where(and(eq(parkDateChanges.requestId, requestId)));
  if (!row) return undefined;
  // Another order's request id answers nothing about that order.
  if (row.orderId !== order.id) throw new Error('This request id names another change');
  return {
    reference: order.reference,
    itemId: row.cartItemId,
    visitDate: row.toDate,
    slotId: row.toSlotId,
    currencyIso: row.currencyIso,
    differenceMinor: row.differenceMinor,
    refundMinor: row.refundMinor,
    refund: null,
    replayed: true,
  };
}

/** One date the visit could move to, and what moving there would cost. */
export type ParkDateOption = { date: string; left: number; differenceMinor: number };

/**
 * The dates a visit can move to, `days` days around it from today, in its own schedule, with the
 * difference of each (the calendar of the "change the date" panel): the catalogue's days (the
 * widget's source, loadProductDays) passed through the same rules and money as the change.
 * Reads only; the quote and the change check again under the order's lock.
 */
export async function parkDateOptions(
  db: Db,
  reference: string,
  itemId: string,
  { now = new Date(), days = 60 }: { now?: Date; days?: number } = {},
): Promise<ParkDateOption[]> {
  const order = await readOrderForSystem(db, reference);
  const cart = order && order.status === 'paid' ? await paidCart(db, order) : undefined;
  const item = cart?.items.find((i) => i.id === itemId);
  if (!order || !cart || !item || item.openTicket || !item.visitDate || !item.slot) return [];
  const [states, money, latest] = await Promise.all([
    ticketStatesOf(db, order.id),
    orderMoney(db, order.id),
    latestChange(db, item.id),
  ]);
  // A month either side of the visit (from today): the dates a guest moving a visit looks at.
  const today = resortToday(now);
  const monthBefore = addDays(item.visitDate, -Math.floor(days / 2));
  const from = monthBefore > today ? monthBefore : today;
  const catalogue = await loadProductDays(db, item.product.id, from, addDays(from, days));
  const pricing = pricingOf(cart, item);
  const currentUsdCents = latest?.toItemUsdCents ?? visitUsdCents(pricing);
  const visit = {
    visitDate: item.visitDate,
    slot: { id: item.slot.id, startTime: item.slot.startTime },
    adults: item.adults,
    children: item.children,
    infants: item.infants,
    policy: { changeFreeHours: item.product.changeFreeHours, refundDays: item.product.refundDays },
    ticketStatuses: states.filter((s) => s.cartItemId === item.id).map((s) => s.status),
    transportIncluded: item.product.transportIncluded,
  };
  const options: ParkDateOption[] = [];
  for (const day of catalogue) {
    if (parkDateChangeRefusal(visit, { date: day.date, slot: visit.slot }, day, now)) continue;
    const { differenceMinor } = parkDateChangeMoney({
      chargedMinor: order.amountMinor,
      cartTotalUsdCents: cart.totalUsdCents,
      currentUsdCents,
      newUsdCents: movedVisitUsdCents(pricing, {
        adultUsdCents: day.adultUsdCents!,
        childUsdCents: day.childUsdCents!,
      }),
      balanceMinor: money?.balanceMinor ?? 0,
    });
    const left = day.slots.find((s) => s.slotId === visit.slot.id)?.left ?? 0;
    options.push({ date: day.date, left, differenceMinor });
  }
  return options;
}

/** What the item's latest move gave back (the manage page's notice after a move). */
export async function lastParkDateChange(
  db: Db,
  itemId: string,
): Promise<{ toDate: string; refundMinor: number } | null> {
  const row = await latestChange(db, itemId);
  return row ? { toDate: row.toDate, refundMinor: row.refundMinor } : null;
}

/**
 * What date changes gave back, less what they were paid, per item of an order: a cheaper move's
 * refund makes the item's cancellation share smaller, a paid dearer move (decision 0036: its
 * row is written only once the difference is captured) makes it larger by what it took.
 */
export async function changeRefundsByItem(
  db: Db | Tx,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      itemId: parkDateChanges.cartItemId,
      refundMinor: parkDateChanges.refundMinor,
      differenceMinor: parkDateChanges.differenceMinor,
    })
    .from(parkDateChanges)
    .where(eq(parkDateChanges.orderId, orderId));
  const byItem = new Map<string, number>();
  for (const row of rows) {
    const net = row.refundMinor - Math.max(0, row.differenceMinor);
    byItem.set(row.itemId, (byItem.get(row.itemId) ?? 0) + net);
  }
  return byItem;
}
