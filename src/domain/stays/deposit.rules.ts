/**
 * Deposits and balances (issue 20) and the pending amount (issue 19, SPEC §3), pure. A room on
 * a plan with a deposit pays a percentage of its price (or its first night) at booking and the
 * rest on the balance's due date, `balanceDays` days before arrival; a room without one pays in
 * full at booking. Every screen, email, receipt and the checkout itself read these functions:
 * what is charged today, what later and what is still to pay are computed in one place.
 */
import { addDays, resortMidnight } from '@/lib/dates';
import { splitMinor } from '@/lib/money';
import type { RatePolicy } from './policy.rules';

/** A deposit now (a percentage of the room or its first night), the balance days before arrival. */
export type DepositTerms =
  | { kind: 'percent'; percent: number; balanceDays: number }
  | { kind: 'first_night'; balanceDays: number };

/** A rate plan row's deposit columns as the plan's terms (null: paid in full at booking). */
export function depositTermsOf(row: {
  depositKind: 'percent' | 'first_night' | null;
  depositPercent: number;
  balanceDays: number;
}): DepositTerms | null {
  if (row.depositKind === 'first_night')
    return { kind: 'first_night', balanceDays: row.balanceDays };
  if (row.depositKind === 'percent' && row.depositPercent > 0 && row.depositPercent < 100)
    return { kind: 'percent', percent: row.depositPercent, balanceDays: row.balanceDays };
  return null;
}

export type DepositBooking = {
  checkIn: string;
  /** What the stay costs, minor units of the booking's currency. */
  totalMinor: number;
  rooms: readonly { nightlyUsdCents: readonly number[]; policy: RatePolicy }[];
};

export type DepositSchedule = {
  /** Charged at booking, minor units. */
  todayMinor: number;
  /** Charged on `dueAt`, minor units; todayMinor + balanceMinor = the total, always. */
  balanceMinor: number;
  /** Midnight at the resort that starts the balance's day (`dueOn`). */
  dueAt: Date;
  /** The balance's day at the resort (YYYY-MM-DD). */
  dueOn: string;
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A room's part due at booking, USD cents: its deposit, or all of it without one. */
function roomDepositUsd(room: DepositBooking['rooms'][number]): number {
  const whole = sum(room.nightlyUsdCents);
  const deposit = room.policy.deposit;
  if (!deposit) return whole;
  if (deposit.kind === 'first_night') return Math.min(whole, room.nightlyUsdCents[0] ?? 0);
  return Math.min(whole, Math.round((whole * deposit.percent) / 100));
}

/**
 * What a booking pays at booking and later, or null when it pays everything now: no room has
 * a deposit, or the balance's day has begun at the resort by `now` (a late booking pays in
 * full), or nothing would be left for later or paid now. Several rooms: each room's deposit
 * (or whole price) adds up to today's part and the earliest due date of their plans rules. The
 * charged total is split in proportion, so today + balance = the total to the unit in every
 * currency (JPY, KRW and CLP have no decimals).
 */
export function depositSchedule(booking: DepositBooking, now: Date): DepositSchedule | null {
  const withDeposit = booking.rooms.filter((r) => r.policy.deposit);
  if (withDeposit.length === 0) return null;
  const balanceDays = Math.max(...withDeposit.map((r) => r.policy.deposit!.balanceDays));
  const dueOn = addDays(booking.checkIn, -balanceDays);
  const dueAt = resortMidnight(dueOn);
  if (now.getTime() >= dueAt.getTime()) return null;
  const allUsd = sum(booking.rooms.map((r) => sum(r.nightlyUsdCents)));
  const todayUsd = sum(booking.rooms.map(roomDepositUsd));
  const [todayMinor, balanceMinor] = splitMinor(booking.totalMinor, [
    todayUsd,
    allUsd - todayUsd,
  ]) as [number, number];
  if (todayMinor <= 0 || balanceMinor <= 0) return null;
  return { todayMinor, balanceMinor, dueAt, dueOn };
}

export type PendingInput = {
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  /** What the stay costs, minor units. */
  totalMinor: number;
  /** Every payment captured on the booking's order (the sale and later charges), minor units. */
  capturedMinor?: number;
  /**
   * Given back so far (the refund ledger), minor units, less what a date change gave back:
   * that lowered the price itself and is not owed again.
   */
  refundedMinor?: number;
};

/**
 * SPEC §3 pending amount: what is still to pay on a booking, minor units. A held booking owes
 * its whole total; a confirmed one owes the total less what was captured, plus what was given
 * back (a deposit booking owes its balance until it is paid); an expired or cancelled one owes
 * nothing. Never below zero. Without `capturedMinor` a confirmed booking is taken as paid in
 * full (how every booking before deposits was paid).
 */
export function pendingMinor(booking: PendingInput): number {
  if (booking.status === 'held') return booking.totalMinor;
  if (booking.status !== 'confirmed') return 0;
  const captured = booking.capturedMinor ?? booking.totalMinor;
  return Math.max(0, booking.totalMinor - captured + (booking.refundedMinor ?? 0));
}
