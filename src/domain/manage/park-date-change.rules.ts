/**
 * Moving a park visit to another date (issue 15), pure. Who may move a visit and until when
 * (the product's policy, `canChangeDate` in park-policy.rules.ts: free until N hours before the
 * visit's start at the resort), whether the new date and schedule are on sale with places for
 * the same people, and what the move costs in the order's currency.
 *
 * The price of the visit on the new date is the new date's list prices for the same people,
 * with the presale discount the guest bought with (moving does not take it away or add a
 * new one) and the same extras at the prices paid; when the visit was part of a package, the
 * package's percentage comes off its admissions as it did at purchase. The difference is
 * converted at the rate the order was charged at (what was charged over the cart's USD total),
 * so an unchanged price costs nothing.
 */
import { canChangeDate, type ParkPolicy } from '@/domain/catalog/index.rules';
import { itemTotal, placesOf, saleWindow, type ItemPricing } from '@/domain/tickets/index.rules';
import { resortClock } from '@/lib/dates';
import { itemState } from './park-cancel.rules';

export type ParkDateChangeRefusal =
  /** The order is not a paid park order (pending, expired, fully refunded). */
  | 'NOT_PAID'
  /** No such visit in the order. */
  | 'NO_ITEM'
  /** An open ticket has no date to move (it is dated at the gate within its months). */
  | 'OPEN_TICKET'
  /** The free-change period of the product is over. */
  | 'TOO_LATE'
  /** A ticket of the visit was used at the gate. */
  | 'USED'
  /** The visit was cancelled. */
  | 'ALREADY_CANCELLED'
  /** The new date and schedule are the visit's own. */
  | 'SAME_DATE'
  /** The new date is not a date, is past, or its schedule has started or is not the product's. */
  | 'INVALID_DATE'
  /** The new date is closed, has no price, or not enough places left in the schedule. */
  | 'NOT_AVAILABLE'
  /** The new date costs more: the difference must be paid (not taken through this request). */
  | 'PAYMENT_REQUIRED';

export class ParkDateChangeRefused extends Error {
  constructor(readonly reason: ParkDateChangeRefusal) {
    super(reason);
    this.name = 'ParkDateChangeRefused';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A visit as the rules see it: its date, schedule, people, policy and tickets. */
export type MovableVisit = {
  visitDate: string | null;
  slot: { id: number; startTime: string } | null;
  adults: number;
  children: number;
  infants: number;
  policy: ParkPolicy;
  ticketStatuses: readonly ('issued' | 'used' | 'void')[];
  /** The product's price includes transport (never sold for the same day). */
  transportIncluded: boolean;
};

/** The new date as the catalogue has it (loadProductDays: list prices, places per slot). */
export type TargetDay = {
  date: string;
  adultUsdCents: number | null;
  childUsdCents: number | null;
  slots: readonly { slotId: number; left: number }[];
};

/**
 * Why the visit may not move to `target` (its date, in `slot`) at `now` (null: it may).
 * `day` is the catalogue's day (undefined when the product has no row that day: closed). The
 * visit's people must fit in the slot's places left: the change takes them all anew (its own
 * places are given back on its own date, which the target is not).
 */
export function parkDateChangeRefusal(
  visit: MovableVisit,
  target: { date: string; slot: { id: number; startTime: string } | undefined },
  day: TargetDay | undefined,
  now: Date,
): ParkDateChangeRefusal | null {
  const state = itemState(visit.ticketStatuses);
  if (state === 'cancelled') return 'ALREADY_CANCELLED';
  if (state === 'used') return 'USED';
  const policy = canChangeDate(
    { visitDate: visit.visitDate, startTime: visit.slot?.startTime ?? '00:00' },
    visit.policy,
    now,
  );
  if (!policy.ok) return policy.reason;
  if (!ISO_DATE.test(target.date) || !target.slot) return 'INVALID_DATE';
  if (target.date === visit.visitDate && target.slot.id === visit.slot?.id) return 'SAME_DATE';
  const window = saleWindow(
    { date: target.date, startTime: target.slot.startTime, transport: visit.transportIncluded },
    resortClock(now),
  );
  if (window !== 'open') return 'INVALID_DATE';
  const places = placesOf(visit);
  const left = day?.slots.find((s) => s.slotId === target.slot!.id)?.left ?? 0;
  if (!day || day.adultUsdCents === null || day.childUsdCents === null || left < places)
    return 'NOT_AVAILABLE';
  return null;
}

/** What a visit's price is made of: its pricing at purchase and the package it was part of. */
export type VisitPricing = ItemPricing & { packagePercent: number };

/** The visit's price in USD cents with its package discount (as the cart takes it). */
export function visitUsdCents(pricing: VisitPricing): number {
  const total = itemTotal(pricing);
  return total.totalUsdCents - Math.round((total.admissionUsdCents * pricing.packagePercent) / 100);
}

/** The visit's price on the new date: the new list prices, everything else as bought. */
export function movedVisitUsdCents(
  pricing: VisitPricing,
  day: { adultUsdCents: number; childUsdCents: number },
): number {
  return visitUsdCents({
    ...pricing,
    adultUsdCents: day.adultUsdCents,
    childUsdCents: day.childUsdCents,
  });
}

export type ParkDateChangeMoney = {
  /** New minus current, in the order's currency: positive is owed, negative is given back. */
  differenceMinor: number;
  refundMinor: number;
  payMinor: number;
};

/** A USD price in the order's currency at the rate it was charged (the charge over the cart). */
export function atOrderRate(
  order: { chargedMinor: number; cartTotalUsdCents: number },
  usdCents: number,
): number {
  return order.cartTotalUsdCents > 0
    ? Math.round((order.chargedMinor * usdCents) / order.cartTotalUsdCents)
    : 0;
}

/**
 * The difference in the order's currency: each price converted at the order's own rate (what
 * was charged for the cart's USD total), then subtracted, so the same price is always 0. A
 * refund never exceeds what the order has left after earlier refunds.
 */
export function parkDateChangeMoney(input: {
  chargedMinor: number;
  cartTotalUsdCents: number;
  currentUsdCents: number;
  newUsdCents: number;
  balanceMinor: number;
}): ParkDateChangeMoney {
  const at = (usd: number) => atOrderRate(input, usd);
  const differenceMinor = at(input.newUsdCents) - at(input.currentUsdCents);
  return {
    differenceMinor,
    refundMinor:
      differenceMinor < 0 ? Math.min(-differenceMinor, Math.max(0, input.balanceMinor)) : 0,
    payMinor: Math.max(0, differenceMinor),
  };
}
