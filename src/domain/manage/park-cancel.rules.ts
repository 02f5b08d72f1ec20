/**
 * Cancelling a paid park order, or some of its items, from Manage my booking (issue 15), pure.
 * Each item (one product, date and schedule in the order) can be cancelled with its full
 * refund until the product's deadline (park-policy.rules.ts: 23:59 at the resort N days before
 * the visit); an open ticket, an item past its deadline and an item with a ticket already used
 * at the gate cannot. An item's refund is its share of what the order charged: the total split
 * in proportion to the items' USD prices (the package discount spread over them), so all the
 * items' shares make the total to the unit, in every currency.
 */
import { canCancelWithRefund, type ParkPolicy } from '@/domain/catalog/index.rules';
import { splitMinor } from '@/lib/money';

export type ParkItemFacts = {
  id: string;
  visitDate: string | null;
  policy: ParkPolicy;
  /** The item's price in USD cents (its weight in the order's total). */
  weight: number;
  /**
   * What date changes of the item already gave back, less the differences it paid (decision
   * 0036): its share is that much smaller; negative when a dearer move was paid (larger).
   */
  changeRefundedMinor?: number;
  ticketStatuses: readonly ('issued' | 'used' | 'void')[];
};

export type ParkCancelRefusal =
  | 'OPEN_TICKET'
  | 'TOO_LATE'
  | 'USED'
  | 'ALREADY_CANCELLED'
  | 'NOT_PAID'
  | 'NO_ITEMS'
  | 'REFUND_FAILED';

export class ParkCancellationRefused extends Error {
  constructor(readonly reason: ParkCancelRefusal) {
    super(`Park cancellation refused: ${reason}`);
    this.name = 'ParkCancellationRefused';
  }
}

export type ParkItemState = 'live' | 'used' | 'cancelled';

/** What the tickets of an item say: cancelled when all are void, used when any was used. */
export function itemState(statuses: readonly ('issued' | 'used' | 'void')[]): ParkItemState {
  if (statuses.some((s) => s === 'used')) return 'used';
  return statuses.length > 0 && statuses.every((s) => s === 'void') ? 'cancelled' : 'live';
}

export type ParkItemQuote = {
  id: string;
  state: ParkItemState;
  /** The item's share of the order's total, in the currency charged. */
  shareMinor: number;
  cancel: { ok: true; until: Date } | { ok: false; reason: ParkCancelRefusal };
};

/**
 * Each item's share of the charged total, its state, and whether it can be cancelled now.
 * `waive` (staff, with a recorded reason: issue 16) lifts the product's deadline and the
 * open-ticket rule, never a used ticket or an item already cancelled.
 */
export function quoteParkItems(
  items: readonly ParkItemFacts[],
  chargedMinor: number,
  now: Date,
  { waive = false }: { waive?: boolean } = {},
): ParkItemQuote[] {
  const shares = splitMinor(
    chargedMinor,
    items.map((i) => i.weight),
  );
  return items.map((item, n) => {
    const state = itemState(item.ticketStatuses);
    const policy = canCancelWithRefund(item, item.policy, now);
    const cancel: ParkItemQuote['cancel'] =
      state === 'cancelled'
        ? { ok: false, reason: 'ALREADY_CANCELLED' }
        : state === 'used'
          ? { ok: false, reason: 'USED' }
          : policy.ok
            ? { ok: true, until: policy.until }
            : waive
              ? { ok: true, until: now }
              : { ok: false, reason: policy.reason };
    const shareMinor = Math.max(0, shares[n]! - (item.changeRefundedMinor ?? 0));
    return { id: item.id, state, shareMinor, cancel };
  });
}

export type ParkCancelQuote =
  { ok: true; itemIds: string[]; refundMinor: number } | { ok: false; reason: ParkCancelRefusal };

/**
 * What cancelling `selection` (some item ids, or every item not cancelled yet) gives back now:
 * every item chosen must be cancellable (one with a used ticket refuses the whole order), and the refund (their shares) never exceeds what the order
 * has left after earlier refunds.
 */
export function quoteParkCancel(
  quotes: readonly ParkItemQuote[],
  selection: readonly string[] | 'all',
  balanceMinor: number,
): ParkCancelQuote {
  const chosen =
    selection === 'all'
      ? quotes.filter((q) => q.state !== 'cancelled')
      : [...new Set(selection)].map((id) => quotes.find((q) => q.id === id));
  if (chosen.length === 0)
    return {
      ok: false,
      reason: quotes.every((q) => q.state === 'cancelled') ? 'ALREADY_CANCELLED' : 'NO_ITEMS',
    };
  if (chosen.some((q) => q === undefined)) return { ok: false, reason: 'NO_ITEMS' };
  for (const q of chosen as ParkItemQuote[]) if (!q.cancel.ok) return q.cancel;
  const share = (chosen as ParkItemQuote[]).reduce((sum, q) => sum + q.shareMinor, 0);
  return {
    ok: true,
    itemIds: (chosen as ParkItemQuote[]).map((q) => q.id),
    refundMinor: Math.max(0, Math.min(share, balanceMinor)),
  };
}
