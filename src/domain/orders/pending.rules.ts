import { pendingMinor, type PendingInput } from '@/domain/stays/index.rules';

/** What a booking view shows of its pending amount: how much, and when it is charged. */
export type BookingPending = { amountMinor: number; dueAt: Date | null };

/** The parts of a booking's money (`bookingMoney`) the pending amount is read from. */
export type PendingMoney = {
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  changeRefundedMinor: number;
  balanceDue: { dueAt: Date; status: string } | null;
};

/**
 * SPEC §3 pending amount of a booking from what its order took and gave back, for every view
 * that reads it from the database (the confirmation email, the account's list): the one rule
 * `pendingMinor`, with a date change's refund not owed back (it lowered the price itself), and
 * the balance's day while it is unpaid. Null when nothing is left to pay.
 */
export function bookingPending(
  booking: { status: PendingInput['status']; totalMinor: number },
  money: PendingMoney | undefined,
): BookingPending | null {
  const amountMinor = pendingMinor(
    money
      ? {
          status: booking.status,
          totalMinor: money.totalMinor,
          capturedMinor: money.paidMinor,
          refundedMinor: money.refundedMinor - money.changeRefundedMinor,
        }
      : { status: booking.status, totalMinor: booking.totalMinor },
  );
  if (amountMinor <= 0) return null;
  const due = money?.balanceDue;
  return { amountMinor, dueAt: due && due.status !== 'paid' ? due.dueAt : null };
}
