import {
  fitsRoomType,
  nightlyPrice,
  type NightRate,
  type Occupancy,
  type RoomRequest,
} from './stays.rules';
import { DEFAULT_RATE_PLANS, planNightly, type RatePlan, type RatePlanKind } from './policy.rules';
import { bestDiscount, type Discount } from './promo.rules';
import { meetsMinStay } from './revenue.rules';

export type InventoryNight = {
  roomTypeId: number;
  date: string;
  total: number;
  held: number;
  sold: number;
  closed: boolean;
  /** Minimum stay for an arrival on this night (1 when absent). */
  minStay?: number;
};
export type RateNight = NightRate & { roomTypeId: number; date: string };
export type SearchRoomType = Occupancy & { id: number; code: string; categoryId: number };

/** Shows "only N left" at or below this many rooms. */
export const FEW_ROOMS_LEFT = 5;

/** One room type offered for one requested room. */
export type RoomOption = {
  roomTypeId: number;
  roomTypeCode: string;
  categoryId: number;
  /** Per night, after any promotion; USD cents, taxes and fees included. */
  nightlyUsdCents: number[];
  totalUsdCents: number;
  /** The total before the promotion (equal to totalUsdCents without one). */
  fullTotalUsdCents: number;
  /** The offer or code that lowers the first rate (bestDiscount), when one does. */
  applied?: Discount;
  roomsLeft: number;
  soldOut: boolean;
  /**
   * The same room on each of the hotel's rate plans (the first is the one above): its price
   * after the plan's discount and any promotion, and the plan's terms.
   */
  rates: RoomRate[];
};

export type RoomRate = {
  plan: string;
  kind: RatePlanKind;
  discountPercent: number;
  freeCancelDays: number;
  nightlyUsdCents: number[];
  totalUsdCents: number;
  fullTotalUsdCents: number;
  applied?: Discount;
};

/** Nightly facts of the stay, indexed for lookups. */
export class StayNights {
  private readonly inventory = new Map<string, InventoryNight>();
  private readonly rates = new Map<string, RateNight>();
  constructor(inventory: InventoryNight[], rates: RateNight[]) {
    for (const row of inventory) this.inventory.set(`${row.roomTypeId}|${row.date}`, row);
    for (const row of rates) this.rates.set(`${row.roomTypeId}|${row.date}`, row);
  }

  /**
   * Rooms of a type free on every night (0 when any night is closed or unknown, or when the
   * stay is shorter than the arrival night's minimum stay).
   */
  roomsLeft(roomTypeId: number, nights: string[]): number {
    const arrival = nights[0] ? this.inventory.get(`${roomTypeId}|${nights[0]}`) : undefined;
    if (arrival && !meetsMinStay(arrival.minStay ?? 1, nights.length)) return 0;
    let left = Infinity;
    for (const night of nights) {
      const row = this.inventory.get(`${roomTypeId}|${night}`);
      if (!row || row.closed) return 0;
      left = Math.min(left, row.total - row.held - row.sold);
    }
    return Number.isFinite(left) ? Math.max(0, left) : 0;
  }

  /** The nightly prices of a room for these guests, or undefined when a night has no rate. */
  prices(roomTypeId: number, nights: string[], room: RoomRequest): number[] | undefined {
    const prices: number[] = [];
    for (const night of nights) {
      const rate = this.rates.get(`${roomTypeId}|${night}`);
      if (!rate) return undefined;
      prices.push(nightlyPrice(rate, room));
    }
    return prices;
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The room types that take a requested room's guests, priced, cheapest available first. */
export function roomOptions(
  types: SearchRoomType[],
  facts: StayNights,
  nights: string[],
  room: RoomRequest,
  /** The offers and code that apply to this stay (applicableDiscounts): the best one wins. */
  discounts: readonly Discount[] = [],
  plans: readonly RatePlan[] = DEFAULT_RATE_PLANS,
): RoomOption[] {
  const options: RoomOption[] = [];
  for (const type of types) {
    if (!fitsRoomType(room, type)) continue;
    const full = facts.prices(type.id, nights, room);
    const roomsLeft = full ? facts.roomsLeft(type.id, nights) : 0;
    // Each plan's price is the room's price; the best saving comes off it (holds price the same).
    const rates: RoomRate[] = plans.map((plan) => {
      const planned = full ? planNightly(full, plan) : [];
      const { nightly, applied } = bestDiscount(planned, discounts);
      return {
        ...(applied ? { applied } : {}),
        plan: plan.code,
        kind: plan.kind,
        discountPercent: plan.discountPercent,
        freeCancelDays: plan.freeCancelDays,
        nightlyUsdCents: nightly,
        totalUsdCents: sum(nightly),
        fullTotalUsdCents: sum(planned),
      };
    });
    const first = rates[0]!;
    options.push({
      roomTypeId: type.id,
      roomTypeCode: type.code,
      categoryId: type.categoryId,
      nightlyUsdCents: first.nightlyUsdCents,
      totalUsdCents: first.totalUsdCents,
      fullTotalUsdCents: first.fullTotalUsdCents,
      ...(first.applied ? { applied: first.applied } : {}),
      roomsLeft,
      soldOut: roomsLeft < 1,
      rates,
    });
  }
  return options.sort(
    (a, b) => Number(a.soldOut) - Number(b.soldOut) || a.totalUsdCents - b.totalUsdCents,
  );
}

/**
 * The cheapest way to give every requested room a room type at once, within the rooms left of
 * each type; undefined when the party does not fit in what is left. An exact search (at most
 * 5 rooms and a handful of types per hotel): a greedy pick can miss an assignment that
 * exists, or a cheaper one, when the types that fit different rooms overlap.
 */
export function cheapestAssignment(options: RoomOption[][]): number | undefined {
  const left = new Map<number, number>();
  for (const list of options) for (const o of list) left.set(o.roomTypeId, o.roomsLeft);
  // Most constrained room first, cheapest option first: good totals are found early, so the
  // bound prunes most of the tree.
  const rooms = options
    .map((list) => list.filter((o) => !o.soldOut).sort((a, b) => a.totalUsdCents - b.totalUsdCents))
    .sort((a, b) => a.length - b.length);
  const cheapestRest = rooms.map((_, i) =>
    rooms.slice(i).reduce((sum, list) => sum + (list[0]?.totalUsdCents ?? Infinity), 0),
  );
  let best = Infinity;
  const visit = (index: number, total: number) => {
    if (index === rooms.length) {
      best = Math.min(best, total);
      return;
    }
    if (total + cheapestRest[index]! >= best) return;
    for (const option of rooms[index]!) {
      const stock = left.get(option.roomTypeId) ?? 0;
      if (stock < 1) continue;
      left.set(option.roomTypeId, stock - 1);
      visit(index + 1, total + option.totalUsdCents);
      left.set(option.roomTypeId, stock);
    }
  };
  visit(0, 0);
  return Number.isFinite(best) ? best : undefined;
}

/** Day offsets tried, nearest first, when a stay cannot be booked as asked. */
export const ALTERNATIVE_OFFSETS = [-1, 1, -2, 2, -3, 3, 7, -7, 14];
export const MAX_ALTERNATIVES = 3;

/** An automatic offer, as a calendar night names the one that lowers its price. */
export type OfferDiscount = Extract<Discount, { source: 'offer' }>;

/**
 * A night of the booking box's calendar: the price search shows for a one-night stay of two
 * adults starting that night (null when nothing is left to sell), before the saving too.
 */
export type CalendarDay = {
  date: string;
  fromUsdCents: number | null;
  /** Before the offer (equal to fromUsdCents without one). */
  fullUsdCents: number | null;
  /** The automatic offer in the price, when one applies (early booking, docs/decisions/0038). */
  offer?: OfferDiscount;
};

/** One hotel on one night: its lowest two-adult rate with a room left, its first plan, its savings. */
export type CalendarHotelNight = {
  lowestUsdCents: number | null;
  plan: RatePlan;
  /** The savings a one-night stay starting that night gets (applicableDiscounts, no code). */
  discounts: readonly Discount[];
};

/**
 * THE calendar's "from" rule (docs/decisions/0038): for each hotel, the night's lowest rate on
 * its first rate plan (the one search quotes first) after bestDiscount, exactly as search
 * prices a one-night stay; the cheapest hotel's price is the night's. A long-stay offer counts
 * only when a single night qualifies (its threshold is about the stay, not the night).
 */
export function calendarNight(date: string, hotels: readonly CalendarHotelNight[]): CalendarDay {
  let best: CalendarDay = { date, fromUsdCents: null, fullUsdCents: null };
  for (const hotel of hotels) {
    if (hotel.lowestUsdCents === null) continue;
    const planned = planNightly([hotel.lowestUsdCents], hotel.plan);
    const { nightly, applied } = bestDiscount(planned, hotel.discounts);
    const price = nightly[0]!;
    if (best.fromUsdCents !== null && price >= best.fromUsdCents) continue;
    best = {
      date,
      fromUsdCents: price,
      fullUsdCents: planned[0]!,
      ...(applied?.source === 'offer' ? { offer: applied } : {}),
    };
  }
  return best;
}
