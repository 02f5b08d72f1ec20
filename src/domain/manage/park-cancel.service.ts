import type { Db } from '@/db/client';
import { readCart, soldLine, ticketsForOrder, type CartItemView } from '@/domain/cart';
import type { Lang2 } from '@/db/schema/types';
import { invoicingAfterRefund } from '@/domain/invoicing';
import {
  lockPaidOrder,
  orderMoney,
  readOrderForSystem,
  recordRefund,
  refundForRequest,
  settleRefund,
  type BookingMoney,
  type OrderView,
  type RefundView,
} from '@/domain/orders';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { enqueue } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import {
  placesOf,
  ticketStatesOf,
  unsellPlaces,
  voidItemTickets,
  type ETicket,
  type TicketState,
} from '@/domain/tickets';
import { CANCEL_GUARD, type CancelGuard } from '@/lib/stock-guard';
import { changeRefundsByItem } from './park-date-change.service';
import {
  ParkCancellationRefused,
  quoteParkCancel,
  quoteParkItems,
  type ParkCancelQuote,
  type ParkItemFacts,
  type ParkItemQuote,
} from './park-cancel.rules';
import { REQUEST_ID } from '@/lib/request-id';

/** A request id: the client's own random name for one cancellation (a UUID fits). */

/** One item of a park order as Manage my booking shows it: what, when, who, its tickets. */
export type ManagedParkItem = {
  id: string;
  product: { code: string; name: Lang2 };
  visitDate: string | null;
  schedule: string | null;
  adults: number;
  children: number;
  infants: number;
  /** Its e-tickets, with their signed tokens (the QR codes) and statuses. */
  tickets: ETicket[];
  /** The product's change and cancellation policy. */
  policy: { changeFreeHours: number; refundDays: number };
  quote: ParkItemQuote;
};

export type ManagedOrder = {
  kind: 'order';
  order: OrderView;
  money: BookingMoney | undefined;
  items: ManagedParkItem[];
  /** Cancelling every item still live, now (the whole order). */
  cancelAll: ParkCancelQuote;
};

function factsOf(
  items: readonly CartItemView[],
  states: readonly TicketState[],
  changeRefunds: ReadonlyMap<string, number>,
): ParkItemFacts[] {
  return items.map((item) => ({
    id: item.id,
    visitDate: item.openTicket ? null : item.visitDate,
    policy: { changeFreeHours: item.product.changeFreeHours, refundDays: item.product.refundDays },
    weight: item.total.totalUsdCents,
    ticketStatuses: states.filter((s) => s.cartItemId === item.id).map((s) => s.status),
    changeRefundedMinor: changeRefunds.get(item.id) ?? 0,
  }));
}

/** The paid cart behind a park order (its lines never change once sold). */
async function soldItems(db: Db, order: OrderView): Promise<CartItemView[]> {
  if (order.kind !== 'park' || !order.cartId || !order.paidAt) return [];
  const cart = await readCart(db, order.cartId, order.paidAt, { includeSold: true });
  return cart?.items ?? [];
}

/** A paid park order with its items, tickets, money and what can be cancelled at `now`. */
export async function readParkOrder(
  db: Db,
  order: OrderView,
  now = new Date(),
): Promise<ManagedOrder> {
  const [items, tickets, money, changeRefunds] = await Promise.all([
    soldItems(db, order),
    ticketsForOrder(db, order.id),
    orderMoney(db, order.id),
    changeRefundsByItem(db, order.id),
  ]);
  const quotes = quoteParkItems(factsOf(items, tickets, changeRefunds), order.amountMinor, now);
  return {
    kind: 'order',
    order,
    money,
    items: items.map((item, n) => ({
      id: item.id,
      product: { code: item.product.code, name: item.product.name },
      visitDate: item.openTicket ? null : item.visitDate,
      schedule: item.openTicket ? null : (item.slot?.label ?? null),
      adults: item.adults,
      children: item.children,
      infants: item.infants,
      tickets: tickets.filter((t) => t.cartItemId === item.id),
      policy: {
        changeFreeHours: item.product.changeFreeHours,
        refundDays: item.product.refundDays,
      },
      quote: quotes[n]!,
    })),
    cancelAll:
      order.status === 'paid'
        ? quoteParkCancel(quotes, 'all', money?.balanceMinor ?? 0)
        : { ok: false, reason: 'ALREADY_CANCELLED' },
  };
}

/** What cancelling some items (or every live one) of a paid park order would give back now. */
export async function quoteParkOrderCancel(
  db: Db,
  reference: string,
  selection: readonly string[] | 'all',
  now = new Date(),
): Promise<ParkCancelQuote & { currencyIso: string | null }> {
  const order = await readOrderForSystem(db, reference);
  if (!order || order.kind !== 'park') return { ok: false, reason: 'NOT_PAID', currencyIso: null };
  if (order.status !== 'paid')
    return {
      ok: false,
      reason: order.status === 'refunded' ? 'ALREADY_CANCELLED' : 'NOT_PAID',
      currencyIso: order.currencyIso,
    };
  const managed = await readParkOrder(db, order, now);
  return {
    ...quoteParkCancel(
      managed.items.map((i) => i.quote),
      selection,
      managed.money?.balanceMinor ?? 0,
    ),
    currencyIso: order.currencyIso,
  };
}

export type ParkCancelOutcome = {
  reference: string;
  currencyIso: string;
  itemIds: string[];
  refundMinor: number;
  /** The ledger's row (null when nothing is refunded), after the provider answered. */
  refund: RefundView | null;
  /** True when this request id had already cancelled: nothing happened again. */
  replayed: boolean;
};

/**
 * Cancels items of a paid park order (or every live one) within the products' policy (issue
 * 15). One transaction: the order is locked (parallel requests for one order queue there),
 * the items' tickets are read under the lock and quoted by the rules, their tickets are voided
 * (locked first: a gate scan at the same instant either went first, and the item is refused
 * as used, or finds them void), their places go back on sale, the refund is written to the
 * ledger under the request id, the invoice is told and the email queued. The money then goes
 * back through the provider that took it. The same request id again returns the first
 * outcome; another request after the first finds the items cancelled.
 */
export async function cancelParkItems(
  db: Db,
  providers: PaymentProviders,
  input: {
    reference: string;
    items: readonly string[] | 'all';
    requestId: string;
    actor: string;
    /**
     * A staff member cancelling for the guest (the orders desk, issue 16): audited in the same
     * transaction; a non-blank reason waives the deadline and the open-ticket rule.
     */
    staff?: { actor: AuditActor; waiveReason?: string };
  },
  { now = new Date(), guard = CANCEL_GUARD }: { now?: Date; guard?: CancelGuard } = {},
): Promise<ParkCancelOutcome> {
  const waiveReason = input.staff?.waiveReason?.trim() || undefined;
  if (!REQUEST_ID.test(input.requestId)) throw new Error('A request id is 16 to 100 characters');
  const order = await readOrderForSystem(db, input.reference);
  if (!order || order.kind !== 'park') throw new ParkCancellationRefused('NOT_PAID');
  const items = await soldItems(db, order);
  const done = await db.transaction(async (tx) => {
    const locked = await lockPaidOrder(tx, order.id, guard === 'row-lock');
    const replay = await refundForRequest(tx, input.requestId);
    if (replay) {
      // A request id of another order's refund replays nothing here.
      const ours = (await orderMoney(tx, order.id))?.refunds.some((r) => r.id === replay.id);
      if (!ours) throw new Error('This request id belongs to another refund');
      return { replay };
    }
    if (!locked || locked.status !== 'paid')
      throw new ParkCancellationRefused(
        locked?.status === 'refunded' ? 'ALREADY_CANCELLED' : 'NOT_PAID',
      );
    const states = await ticketStatesOf(tx, order.id);
    const quote = quoteParkCancel(
      quoteParkItems(
        factsOf(items, states, await changeRefundsByItem(tx, order.id)),
        locked.amountMinor,
        now,
        {
          waive: Boolean(waiveReason),
        },
      ),
      input.items,
      locked.capturedMinor - locked.refundedMinor,
    );
    if (!quote.ok) throw new ParkCancellationRefused(quote.reason);
    const voided = await voidItemTickets(tx, order.id, quote.itemIds, guard);
    if (!voided.ok)
      throw new ParkCancellationRefused(
        voided.reason === 'NO_TICKETS' ? 'NO_ITEMS' : voided.reason,
      );
    for (const id of quote.itemIds) {
      // The line as it is now, under the order's lock: a date change that committed while
      // this request waited moved its places to another date (issue 15).
      const line = await soldLine(tx, id);
      const places = line ? placesOf(line) : 0;
      if (line && !line.openTicket && line.visitDate && line.slotId && places > 0)
        await unsellPlaces(tx, line.slotId, line.visitDate, places);
    }
    let refund: RefundView | null = null;
    if (quote.refundMinor > 0) {
      refund = await recordRefund(
        tx,
        {
          orderId: order.id,
          requestId: input.requestId,
          amountMinor: quote.refundMinor,
          refundedMinor: locked.refundedMinor,
          reason: 'cancellation',
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
    await enqueue(tx, {
      kind: 'park-order-cancelled',
      payload: {
        reference: order.reference,
        itemIds: quote.itemIds,
        refundMinor: quote.refundMinor,
      },
    });
    if (input.staff)
      await recordAudit(tx, input.staff.actor, {
        action: waiveReason ? 'order.cancel-waived' : 'order.cancel',
        entity: 'order',
        entityId: order.reference,
        before: { refundedMinor: locked.refundedMinor },
        after: {
          items: quote.itemIds,
          refundMinor: quote.refundMinor,
          currencyIso: order.currencyIso,
          ...(waiveReason ? { waiveReason } : {}),
        },
      });
    return { quote, refund };
  });
  if ('replay' in done && done.replay) {
    return {
      reference: order.reference,
      currencyIso: order.currencyIso,
      itemIds: [],
      refundMinor: done.replay.amountMinor,
      refund: done.replay,
      replayed: true,
    };
  }
  const { quote, refund } = done as Exclude<typeof done, { replay: RefundView }>;
  const settled = refund ? await settleRefund(db, providers, refund.id, now) : null;
  return {
    reference: order.reference,
    currencyIso: order.currencyIso,
    itemIds: quote.itemIds,
    refundMinor: quote.refundMinor,
    refund: settled,
    replayed: false,
  };
}
