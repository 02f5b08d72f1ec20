/**
 * What a guest may still change of a confirmed booking from the manage page (issue 15), pure:
 * the arrival time, the special requests and the room guests' names, with the booking form's
 * own field rules (guest.rules), until the stay starts.
 */
import {
  checkArrivalTime,
  checkRequests,
  checkRoomNames,
  type GuestErrorCode,
  type GuestField,
} from './guest.rules';
import { stayStarted } from './policy.rules';

export type GuestEditInput = {
  arrivalTime?: string;
  requests?: string;
  roomNames?: string[];
};

export type GuestEdit = { arrivalTime: string; requests: string; roomNames: string[] };

export type GuestEditResult =
  | { ok: true; edit: GuestEdit }
  | { ok: false; errors: Partial<Record<GuestField, GuestErrorCode>> };

/**
 * Checks an edit with the booking form's rules: an arrival time from the list (or none yet),
 * requests up to their length, a name for every room (the lead guest in the first by default).
 */
export function validateGuestEdit(
  input: GuestEditInput,
  roomCount: number,
  leadName: string,
): GuestEditResult {
  const errors: Partial<Record<GuestField, GuestErrorCode>> = {};
  const arrival = checkArrivalTime(input.arrivalTime);
  if (arrival.error) errors.arrivalTime = arrival.error;
  const requests = checkRequests(input.requests);
  if (requests.error) errors.requests = requests.error;
  const rooms = checkRoomNames(input.roomNames, roomCount, leadName);
  Object.assign(errors, rooms.errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    edit: { arrivalTime: arrival.value, requests: requests.value, roomNames: rooms.names },
  };
}

export type GuestEditRefusal = 'NOT_CONFIRMED' | 'STAY_STARTED';

/** Why a booking's guest details can no longer be changed here, or null when they can. */
export function guestEditRefusal(
  booking: { status: string; checkIn: string },
  now: Date,
): GuestEditRefusal | null {
  if (booking.status !== 'confirmed') return 'NOT_CONFIRMED';
  if (stayStarted(booking.checkIn, now)) return 'STAY_STARTED';
  return null;
}

/** A refused edit or check-in: the booking is not confirmed, or the window is closed. */
export class GuestChangeRefused extends Error {
  constructor(readonly reason: GuestEditRefusal | 'CHECK_IN_NOT_OPEN') {
    super(reason);
    this.name = 'GuestChangeRefused';
  }
}
