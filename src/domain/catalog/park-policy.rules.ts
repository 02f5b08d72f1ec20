/**
 * The change and cancellation policy of park products (issue 15), pure. A dated visit may be
 * moved free of charge until `changeFreeHours` before it starts (its slot's time at the
 * resort), and cancelled with a full refund until 23:59 at the resort `refundDays` days
 * before the visit. The manage page, the API and the use cases read these functions only.
 */
import { addDays, resortMidnight } from '@/lib/dates';

export type ParkPolicy = { changeFreeHours: number; refundDays: number };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** When a visit starts: its date and its slot's start time at the resort. */
export function visitStarts(visitDate: string, startTime: string): Date {
  const match = TIME.exec(startTime);
  if (!match) throw new Error(`Bad start time: ${startTime}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return new Date(resortMidnight(visitDate).getTime() + minutes * 60_000);
}

/** The first instant the visit date can no longer be changed free. */
export function dateChangeEnds(visitDate: string, startTime: string, policy: ParkPolicy): Date {
  return new Date(visitStarts(visitDate, startTime).getTime() - policy.changeFreeHours * 3_600_000);
}

/** The first instant the visit can no longer be cancelled with a refund. */
export function refundEnds(visitDate: string, policy: ParkPolicy): Date {
  return resortMidnight(addDays(visitDate, 1 - policy.refundDays));
}

export type ParkItemAction =
  { ok: true; until: Date } | { ok: false; reason: 'OPEN_TICKET' | 'TOO_LATE' };

/** Whether a dated item's visit can be moved free at `now`, and until when. */
export function canChangeDate(
  item: { visitDate: string | null; startTime: string },
  policy: ParkPolicy,
  now: Date,
): ParkItemAction {
  if (!item.visitDate) return { ok: false, reason: 'OPEN_TICKET' };
  const until = dateChangeEnds(item.visitDate, item.startTime, policy);
  return now.getTime() < until.getTime() ? { ok: true, until } : { ok: false, reason: 'TOO_LATE' };
}

/** Whether a dated item can be cancelled with its full refund at `now`, and until when. */
export function canCancelWithRefund(
  item: { visitDate: string | null },
  policy: ParkPolicy,
  now: Date,
): ParkItemAction {
  if (!item.visitDate) return { ok: false, reason: 'OPEN_TICKET' };
  const until = refundEnds(item.visitDate, policy);
  return now.getTime() < until.getTime() ? { ok: true, until } : { ok: false, reason: 'TOO_LATE' };
}
