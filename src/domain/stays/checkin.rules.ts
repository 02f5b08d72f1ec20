/**
 * Web check-in (issue 19), pure: when a guest may check in online, and what they give: the
 * arrival time and the room guests' names (the booking form's own rules, guest.rules), the
 * lead guest's identity document (a type from a list, a number of that type's shape) and
 * preferences from a list. The document number is personal data: it is kept as given
 * (normalized) for the front desk and shown masked everywhere else (`maskIdNumber`).
 */
import { addDays, resortMidnight } from '@/lib/dates';
import { checkArrivalTime, checkRoomNames, type GuestErrorCode } from './guest.rules';

/** Online check-in opens at 00:00 at the resort this many days before arrival. */
export const CHECK_IN_OPENS_DAYS = 7;

export type CheckInWindow =
  /** Open until `closesAt` (the end of the arrival day at the resort). */
  | { state: 'open'; closesAt: Date }
  /** Too early: opens on `opensOn` (an ISO date at the resort). */
  | { state: 'not-yet'; opensOn: string }
  /** The arrival day is over. */
  | { state: 'closed' }
  /** A cancelled (or never confirmed) booking checks in nowhere. */
  | { state: 'not-confirmed' };

/**
 * Online check-in is open from 00:00 at the resort seven days before arrival until the end of
 * the arrival day, for a confirmed booking only.
 */
export function checkInWindow(
  booking: { status: string; checkIn: string },
  now: Date,
): CheckInWindow {
  if (booking.status !== 'confirmed') return { state: 'not-confirmed' };
  const opensOn = addDays(booking.checkIn, -CHECK_IN_OPENS_DAYS);
  if (now.getTime() < resortMidnight(opensOn).getTime()) return { state: 'not-yet', opensOn };
  const closesAt = resortMidnight(addDays(booking.checkIn, 1));
  if (now.getTime() >= closesAt.getTime()) return { state: 'closed' };
  return { state: 'open', closesAt };
}

/** Whether `now` is in the window, for a quick test (same rule as checkInWindow). */
export function checkInOpen(booking: { status: string; checkIn: string }, now: Date): boolean {
  return checkInWindow(booking, now).state === 'open';
}

/** A check-in's document is deleted this many days after the stay ends (not needed after). */
export const CHECK_IN_KEPT_DAYS = 30;

/** The last check-out day whose check-ins are deleted at `today` (resort date). */
export function checkInPurgeBefore(today: string): string {
  return addDays(today, -CHECK_IN_KEPT_DAYS);
}

/** The documents the front desk accepts for the lead guest. */
export const ID_TYPES = ['passport', 'national-id', 'driving-licence'] as const;
export type IdType = (typeof ID_TYPES)[number];

/**
 * The shape of each document's number once spaces and hyphens are dropped and letters
 * capitalized: a passport 6 to 9 letters and digits (ICAO 9303 allows at most 9), a national
 * identity card or a driving licence 5 to 20 (INE, DNI, CURP, US and EU licences fit).
 */
const ID_NUMBER_SHAPE: Record<IdType, RegExp> = {
  passport: /^[A-Z0-9]{6,9}$/,
  'national-id': /^[A-Z0-9]{5,20}$/,
  'driving-licence': /^[A-Z0-9]{5,20}$/,
};

/** Room preferences the hotels can note (not promised: the front desk does what it can). */
export const CHECK_IN_PREFERENCES = [
  'high-floor',
  'low-floor',
  'quiet-room',
  'extra-pillows',
  'connecting-rooms',
] as const;
export type CheckInPreference = (typeof CHECK_IN_PREFERENCES)[number];

export type CheckInErrorCode =
  GuestErrorCode | 'INVALID_ID_TYPE' | 'INVALID_ID_NUMBER' | 'INVALID_PREFERENCE';
export type CheckInField = 'arrivalTime' | 'idType' | 'idNumber' | 'preferences' | `room${number}`;

export type CheckInInput = {
  arrivalTime?: string;
  roomNames?: string[];
  idType?: string;
  idNumber?: string;
  preferences?: string[];
};

export type CheckIn = {
  arrivalTime: string;
  roomNames: string[];
  idType: IdType;
  idNumber: string;
  preferences: CheckInPreference[];
};

export type CheckInResult =
  | { ok: true; checkIn: CheckIn }
  | { ok: false; errors: Partial<Record<CheckInField, CheckInErrorCode>> };

export function isIdType(value: unknown): value is IdType {
  return typeof value === 'string' && (ID_TYPES as readonly string[]).includes(value);
}

/** The document type: required, one of ID_TYPES. */
export function checkIdType(raw: string | undefined): {
  value?: IdType;
  error?: CheckInErrorCode;
} {
  const value = (raw ?? '').trim();
  if (!value) return { error: 'REQUIRED' };
  return isIdType(value) ? { value } : { error: 'INVALID_ID_TYPE' };
}

/** The document number, normalized (no spaces or hyphens, capitals), of its type's shape. */
export function checkIdNumber(
  type: IdType | undefined,
  raw: string | undefined,
): { value: string; error?: CheckInErrorCode } {
  const value = (raw ?? '').replace(/[\s-]+/g, '').toUpperCase();
  if (!value) return { value, error: 'REQUIRED' };
  if (value.length > 20) return { value: '', error: 'TOO_LONG' };
  // Without a valid type the number cannot be judged; the type's own error says why.
  if (type && !ID_NUMBER_SHAPE[type].test(value)) return { value, error: 'INVALID_ID_NUMBER' };
  return { value };
}

/** Preferences: each from the list, once; a high and a low floor together contradict. */
export function checkPreferences(raw: readonly string[] | undefined): {
  value: CheckInPreference[];
  error?: CheckInErrorCode;
} {
  const chosen = [...new Set((raw ?? []).map((p) => p.trim()).filter(Boolean))];
  if (chosen.some((p) => !(CHECK_IN_PREFERENCES as readonly string[]).includes(p)))
    return { value: [], error: 'INVALID_PREFERENCE' };
  if (chosen.includes('high-floor') && chosen.includes('low-floor'))
    return { value: [], error: 'INVALID_PREFERENCE' };
  // In the list's order, whatever order the form sent.
  return { value: CHECK_IN_PREFERENCES.filter((p) => chosen.includes(p)) };
}

/**
 * Checks a web check-in: the arrival time is required here (the front desk plans by it), every
 * room has a guest's name, the lead guest's document is complete. Every error at once.
 */
export function validateCheckIn(
  input: CheckInInput,
  roomCount: number,
  leadName: string,
): CheckInResult {
  const errors: Partial<Record<CheckInField, CheckInErrorCode>> = {};
  const arrival = checkArrivalTime(input.arrivalTime);
  if (arrival.error) errors.arrivalTime = arrival.error;
  else if (!arrival.value) errors.arrivalTime = 'REQUIRED';
  const rooms = checkRoomNames(input.roomNames, roomCount, leadName);
  Object.assign(errors, rooms.errors);
  const type = checkIdType(input.idType);
  if (type.error) errors.idType = type.error;
  const number = checkIdNumber(type.value, input.idNumber);
  if (number.error) errors.idNumber = number.error;
  const preferences = checkPreferences(input.preferences);
  if (preferences.error) errors.preferences = preferences.error;
  if (Object.keys(errors).length > 0 || !type.value) return { ok: false, errors };
  return {
    ok: true,
    checkIn: {
      arrivalTime: arrival.value,
      roomNames: rooms.names,
      idType: type.value,
      idNumber: number.value,
      preferences: preferences.value,
    },
  };
}

/** A document number as anyone but the front desk sees it: its last three characters. */
export function maskIdNumber(idNumber: string): string {
  const shown = idNumber.length > 4 ? idNumber.slice(-3) : '';
  return `${'•'.repeat(Math.max(idNumber.length - shown.length, 4))}${shown}`;
}
