/**
 * Hotel rate plans and their cancellation policy (issue 15), pure. A flexible rate cancels
 * free until 23:59 at the resort, `freeCancelDays` days before arrival; after that the first
 * `penaltyNights` nights are charged. A non-refundable rate costs `discountPercent` less and
 * gives nothing back. Every screen, email, API answer and the cancellation itself read these
 * functions: the deadline and the refund are computed in one place.
 */
import { addDays, resortMidnight } from '@/lib/dates';
import { splitMinor } from '@/lib/money';
import type { DepositTerms } from './deposit.rules';
import { discountedNight } from './promo.rules';

export type RatePlanKind = 'flexible' | 'non_refundable';

/** A rate plan's terms, as a booking's room keeps them (booking_rooms.rate_policy). */
export type RatePolicy = {
  kind: RatePlanKind;
  discountPercent: number;
  freeCancelDays: number;
  penaltyNights: number;
  /** A deposit now and the balance later (issue 20, deposit.rules.ts); absent: paid in full. */
  deposit?: DepositTerms;
};

export type RatePlan = RatePolicy & { code: string };

/** The plan the form sends when none is named (and what bookings made before plans had). */
export const DEFAULT_RATE_PLAN = 'flexible';

/** What a hotel without rate plans of its own sells (booking_rooms.rate_policy's default). */
export const DEFAULT_RATE_PLANS: readonly RatePlan[] = [
  {
    code: DEFAULT_RATE_PLAN,
    kind: 'flexible',
    discountPercent: 0,
    freeCancelDays: 3,
    penaltyNights: 1,
  },
];

/** A plan's terms without its code (what a booking's room keeps). */
export function policyOf({
  kind,
  discountPercent,
  freeCancelDays,
  penaltyNights,
  deposit,
}: RatePolicy): RatePolicy {
  return { kind, discountPercent, freeCancelDays, penaltyNights, ...(deposit ? { deposit } : {}) };
}

/** The nightly prices of a room on a plan: its discount off every (already promoted) night. */
export function planNightly(nightlyUsdCents: readonly number[], plan: RatePolicy): number[] {
  return nightlyUsdCents.map((p) => discountedNight(p, plan.discountPercent));
}

/**
 * The first instant a flexible room no longer cancels free: midnight at the resort that ends
 * the day `freeCancelDays` before arrival. Null for a non-refundable room (never free).
 */
export function freeCancellationEnds(checkIn: string, policy: RatePolicy): Date | null {
  if (policy.kind !== 'flexible') return null;
  return resortMidnight(addDays(checkIn, 1 - policy.freeCancelDays));
}

/**
 * Whether a stay has started: its arrival day has begun at the resort (00:00 in Cancún).
 * From then on the stay can no longer be cancelled nor its guest details edited here.
 */
export function stayStarted(checkIn: string, now: Date): boolean {
  return now.getTime() >= resortMidnight(checkIn).getTime();
}

/** The last minute of free cancellation, for the words ("until 17/12/26 23:59"). */
export function freeCancellationDeadline(checkIn: string, policy: RatePolicy): Date | null {
  const ends = freeCancellationEnds(checkIn, policy);
  return ends ? new Date(ends.getTime() - 60_000) : null;
}

export type CancellationRefusal =
  /** The booking is not a confirmed one (held, expired, already cancelled). */
  | 'NOT_CONFIRMED'
  /** Arrival day has begun at the resort: the stay can no longer be cancelled here. */
  | 'STAY_STARTED'
  /** Every room is on a non-refundable rate. */
  | 'NON_REFUNDABLE';

export type CancellationQuote =
  | {
      ok: true;
      /** What goes back to the card, minor units of the booking's currency. */
      refundMinor: number;
      /** What is kept (the penalty nights, the non-refundable rooms). */
      keptMinor: number;
      /** True when nothing is kept: cancelled within the free period. */
      free: boolean;
    }
  | { ok: false; reason: CancellationRefusal };

export type CancellableBooking = {
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  checkIn: string;
  /** What the stay costs, minor units. */
  totalMinor: number;
  /**
   * What was captured (issue 20: a deposit booking may have paid only its deposit so far);
   * absent: the whole total. What is kept comes out of it, never more.
   */
  capturedMinor?: number;
  /** Refunded already (a ledger's sum), minor units. */
  refundedMinor?: number;
  rooms: readonly { nightlyUsdCents: readonly number[]; policy: RatePolicy }[];
};

/**
 * What cancelling the whole booking at `now` gives back. The charge is split over the rooms'
 * nights in proportion to their prices (so the parts add up to it exactly); a flexible room
 * past its deadline keeps its first nights, a non-refundable room keeps everything; a waived
 * penalty keeps nothing.
 */
export function quoteCancellation(
  booking: CancellableBooking,
  now: Date,
  { waivePenalty = false }: { waivePenalty?: boolean } = {},
): CancellationQuote {
  if (booking.status !== 'confirmed') return { ok: false, reason: 'NOT_CONFIRMED' };
  if (stayStarted(booking.checkIn, now)) return { ok: false, reason: 'STAY_STARTED' };
  const captured = booking.capturedMinor ?? booking.totalMinor;
  // Staff may waive the penalty (issue 16, with a reason the caller records): nothing is kept,
  // a non-refundable rate included. The stay's start still ends what can be cancelled here.
  if (waivePenalty) {
    const refundMinor = Math.max(0, captured - (booking.refundedMinor ?? 0));
    return { ok: true, refundMinor, keptMinor: 0, free: true };
  }
  if (booking.rooms.length > 0 && booking.rooms.every((r) => r.policy.kind === 'non_refundable'))
    return { ok: false, reason: 'NON_REFUNDABLE' };
  const nights = booking.rooms.flatMap((room) => room.nightlyUsdCents);
  const nightsMinor = splitMinor(booking.totalMinor, nights);
  let keptMinor = 0;
  let offset = 0;
  for (const room of booking.rooms) {
    const count = room.nightlyUsdCents.length;
    const mine = nightsMinor.slice(offset, offset + count);
    offset += count;
    const ends = freeCancellationEnds(booking.checkIn, room.policy);
    const kept =
      ends === null
        ? mine
        : now.getTime() < ends.getTime()
          ? []
          : mine.slice(0, Math.max(0, room.policy.penaltyNights));
    keptMinor += kept.reduce((a, b) => a + b, 0);
  }
  // A deposit booking keeps what the policy keeps out of what it was paid: never more.
  keptMinor = Math.min(keptMinor, captured);
  const refundMinor = Math.max(0, captured - keptMinor - (booking.refundedMinor ?? 0));
  return { ok: true, refundMinor, keptMinor, free: keptMinor === 0 };
}
