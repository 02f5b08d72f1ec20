/**
 * Changing the dates of a hotel stay (issue 15), pure. Who may change and until when, and what
 * the change costs in the booking's currency. The new nights are priced by the stays context
 * (the same rate plans and promotion as the booking, holds.service's pricing): nothing here
 * prices a night.
 *
 * The terms, as the large engines apply them: a flexible rate changes its dates free until its
 * free-cancellation deadline (the same instant `freeCancellationEnds` gives the cancellation);
 * a non-refundable rate cannot change its dates at all; nothing changes once arrival day has
 * begun at the resort. The guest pays the price difference or gets it back.
 */
import {
  freeCancellationEnds,
  quoteCancellation,
  stayStarted,
  type RatePolicy,
} from '@/domain/stays/index.rules';
import { splitMinor } from '@/lib/money';

export type DateChangeRefusal =
  /** Not a confirmed booking (held, expired, cancelled). */
  | 'NOT_CONFIRMED'
  /** Arrival day has begun at the resort. */
  | 'STAY_STARTED'
  /** A room is on a non-refundable rate: its dates are fixed. */
  | 'NON_REFUNDABLE'
  /** A deposit booking whose balance is not paid yet: its schedule is the old price's. */
  | 'BALANCE_PENDING'
  /** The free-change period (the free-cancellation deadline) is over. */
  | 'DEADLINE_PASSED'
  /** The new dates are the booking's own and every room is kept: nothing would change. */
  | 'SAME_DATES'
  /** The rooms to keep are not some of the booking's own (none, unknown or repeated). */
  | 'INVALID_ROOMS'
  /** The new dates are not a stay (check-out on or before check-in, in the past, too long). */
  | 'INVALID_DATES'
  /** The booking's promotion does not apply to the new dates. */
  | 'PROMO_NOT_VALID'
  /** A room type has no price or no room left on a new night. */
  | 'NOT_AVAILABLE'
  /** The price is higher: the difference must be paid (not taken through this request). */
  | 'PAYMENT_REQUIRED';

export class DateChangeRefused extends Error {
  constructor(readonly reason: DateChangeRefusal) {
    super(reason);
    this.name = 'DateChangeRefused';
  }
}

export type ChangeableBooking = {
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  checkIn: string;
  checkOut: string;
  rooms: readonly { policy: RatePolicy }[];
};

/**
 * Why the booking's dates may not change at `now` (null: they may). The deadline is the
 * earliest of its rooms' free-cancellation deadlines, for the booking's current arrival.
 */
export function dateChangeRefusal(
  booking: ChangeableBooking,
  now: Date,
  money?: { capturedMinor: number; changeRefundedMinor: number; totalMinor: number },
): DateChangeRefusal | null {
  if (booking.status !== 'confirmed') return 'NOT_CONFIRMED';
  if (stayStarted(booking.checkIn, now)) return 'STAY_STARTED';
  if (booking.rooms.some((r) => r.policy.kind !== 'flexible')) return 'NON_REFUNDABLE';
  if (money && !paidInFull(money)) return 'BALANCE_PENDING';
  const deadline = dateChangeEnds(booking);
  if (deadline && now.getTime() >= deadline.getTime()) return 'DEADLINE_PASSED';
  return null;
}

/**
 * Whether the booking's price is paid: what was captured, less what date changes gave back,
 * covers its total (a deposit booking is not until its balance is captured).
 */
export function paidInFull(money: {
  capturedMinor: number;
  changeRefundedMinor: number;
  totalMinor: number;
}): boolean {
  return money.capturedMinor - money.changeRefundedMinor >= money.totalMinor;
}

/** The first instant the booking's dates can no longer change (null: a non-flexible room). */
export function dateChangeEnds(booking: Pick<ChangeableBooking, 'checkIn' | 'rooms'>): Date | null {
  let ends: Date | null = null;
  for (const room of booking.rooms) {
    const roomEnds = freeCancellationEnds(booking.checkIn, room.policy);
    if (!roomEnds) return null;
    if (!ends || roomEnds.getTime() < ends.getTime()) ends = roomEnds;
  }
  return ends;
}

/** The same stay again: asking for it changes nothing and is refused as such. */
export function sameDates(
  booking: Pick<ChangeableBooking, 'checkIn' | 'checkOut'>,
  next: { checkIn: string; checkOut: string },
): boolean {
  return booking.checkIn === next.checkIn && booking.checkOut === next.checkOut;
}

/**
 * A USD price in the booking's currency at the booking's own rate (what it charged for what it
 * cost): an unchanged price keeps an unchanged charge, whatever the exchange rate did since.
 * Rounds half away from zero, in BigInt.
 */
export function inBookingCurrency(
  usdCents: number,
  booking: { totalUsdCents: number; totalMinor: number },
): number {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0) throw new Error('A price is a whole amount');
  if (booking.totalUsdCents <= 0) return booking.totalMinor === 0 ? usdCents : 0;
  const numerator = BigInt(usdCents) * BigInt(booking.totalMinor);
  const denominator = BigInt(booking.totalUsdCents);
  return Number((numerator + denominator / 2n) / denominator);
}

/**
 * The booking's rooms split into those a change keeps and those it drops (issue 15: "same rooms
 * and guests, or fewer rooms"). `keep` absent keeps every room. Null when `keep` is not a
 * non-empty set of the booking's own room ids (INVALID_ROOMS).
 */
export function roomsKept<R extends { id: string }>(
  rooms: readonly R[],
  keep?: readonly string[],
): { kept: R[]; dropped: R[] } | null {
  if (keep === undefined) return { kept: [...rooms], dropped: [] };
  const ids = new Set(keep);
  if (ids.size === 0 || ids.size !== keep.length) return null;
  if ([...ids].some((id) => !rooms.some((r) => r.id === id))) return null;
  return {
    kept: rooms.filter((r) => ids.has(r.id)),
    dropped: rooms.filter((r) => !ids.has(r.id)),
  };
}

/**
 * What the rooms a change drops keep of the booking's price, by the cancellation's own rule
 * (`quoteCancellation`, stays): their share of the total (split over every room's nights in
 * proportion to their prices, as a cancellation splits it), less what cancelling them at `now`
 * would give back. Within the free period (the only time a date change is allowed) that is 0:
 * a dropped room is refunded in full.
 */
export function droppedRoomsKeptMinor(
  booking: {
    checkIn: string;
    totalMinor: number;
    rooms: readonly { id: string; nightlyUsdCents: readonly number[]; policy: RatePolicy }[];
  },
  droppedIds: readonly string[],
  now: Date,
): number {
  if (droppedIds.length === 0) return 0;
  const shares = splitMinor(
    booking.totalMinor,
    booking.rooms.map((r) => r.nightlyUsdCents.reduce((a, b) => a + b, 0)),
  );
  const dropped = booking.rooms
    .map((room, i) => ({ room, share: shares[i]! }))
    .filter(({ room }) => droppedIds.includes(room.id));
  const shareMinor = dropped.reduce((a, d) => a + d.share, 0);
  const cancelled = quoteCancellation(
    {
      status: 'confirmed',
      checkIn: booking.checkIn,
      totalMinor: shareMinor,
      rooms: dropped.map((d) => d.room),
    },
    now,
  );
  return cancelled.ok ? cancelled.keptMinor : shareMinor;
}

export type DateChangeMoney = {
  /** The stay's price on the new dates, minor units of the booking's currency. */
  newTotalMinor: number;
  /** New minus current: positive is owed by the guest, negative goes back to them. */
  differenceMinor: number;
  /** What goes back to the card (never more than the order's balance). */
  refundMinor: number;
  /** What the guest must pay before the change is made. */
  payMinor: number;
};

/**
 * What the new dates cost against what the booking costs now. A refund never exceeds what the
 * order still holds (paid minus refunded).
 */
export function dateChangeMoney(input: {
  currentTotalMinor: number;
  newTotalUsdCents: number;
  booking: { totalUsdCents: number; totalMinor: number };
  balanceMinor: number;
  /** What dropped rooms keep by their cancellation policy (droppedRoomsKeptMinor). */
  droppedKeptMinor?: number;
}): DateChangeMoney {
  const newTotalMinor =
    inBookingCurrency(input.newTotalUsdCents, input.booking) + (input.droppedKeptMinor ?? 0);
  const differenceMinor = newTotalMinor - input.currentTotalMinor;
  return {
    newTotalMinor,
    differenceMinor,
    refundMinor:
      differenceMinor < 0 ? Math.min(-differenceMinor, Math.max(0, input.balanceMinor)) : 0,
    payMinor: differenceMinor > 0 ? differenceMinor : 0,
  };
}

/** The day after an ISO date (UTC calendar arithmetic). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The nights of the new stay the booking does not have yet, as ranges [from, to) of
 * consecutive nights (none, one or two: before and after the old stay). A change hold holds
 * exactly these; the nights both stays share stay the booking's own.
 */
export function newNightRanges(
  current: { checkIn: string; checkOut: string },
  next: { checkIn: string; checkOut: string },
): { from: string; to: string; nights: number }[] {
  const ranges: { from: string; to: string; nights: number }[] = [];
  let open: { from: string; to: string; nights: number } | null = null;
  for (let night = next.checkIn; night < next.checkOut; night = nextDay(night)) {
    const owned = night >= current.checkIn && night < current.checkOut;
    if (owned) {
      if (open) ranges.push(open);
      open = null;
    } else if (open) {
      open.to = nextDay(night);
      open.nights += 1;
    } else open = { from: night, to: nextDay(night), nights: 1 };
  }
  if (open) ranges.push(open);
  return ranges;
}
