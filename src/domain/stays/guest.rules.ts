import { parseEmail } from '@/lib/email';
import { isPlausiblePhone, withoutLonePrefix } from '@/lib/phone-prefix';

/** Step 3 of the booking: the lead guest and what the hotel should know. */
export type GuestDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  arrivalTime: string;
  requests: string;
};
export type GuestField = keyof GuestDetails | `room${number}`;
export type GuestErrorCode =
  'REQUIRED' | 'TOO_LONG' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_COUNTRY' | 'INVALID_TIME';

export type GuestInput = Partial<Record<keyof GuestDetails, string>> & { roomNames?: string[] };
export type GuestResult =
  | { ok: true; guest: GuestDetails; roomNames: string[] }
  | { ok: false; errors: Partial<Record<GuestField, GuestErrorCode>> };

export const NAME_MAX = 60;
export const REQUESTS_MAX = 500;
/** Arrival times offered: on the hour, check-in opens at 15:00. */
export const ARRIVAL_TIMES = Array.from(
  { length: 24 },
  (_, h) => `${String(h).padStart(2, '0')}:00`,
);

const COUNTRY = /^[A-Z]{2}$/;

/** One field's checked value and, when it is wrong, why. */
export type FieldCheck = { value: string; error?: GuestErrorCode };

/** A text field: trimmed, required or not, at most `max` characters. */
export function checkText(raw: string | undefined, max: number, required = true): FieldCheck {
  const value = (raw ?? '').trim();
  if (required && !value) return { value, error: 'REQUIRED' };
  if (value.length > max) return { value, error: 'TOO_LONG' };
  return { value };
}

/** A guest's first or last name: required, at most NAME_MAX characters. */
export function checkName(raw: string | undefined): FieldCheck {
  return checkText(raw, NAME_MAX);
}

/** The arrival time: empty (not known yet) or one of ARRIVAL_TIMES. */
export function checkArrivalTime(raw: string | undefined): FieldCheck {
  const checked = checkText(raw, 5, false);
  if (checked.error) return checked;
  if (checked.value && !ARRIVAL_TIMES.includes(checked.value))
    return { value: checked.value, error: 'INVALID_TIME' };
  return checked;
}

/** Special requests: optional, at most REQUESTS_MAX characters. */
export function checkRequests(raw: string | undefined): FieldCheck {
  return checkText(raw, REQUESTS_MAX, false);
}

/**
 * A name per room: at most two names' length each; the lead guest stays in the first room
 * unless another name is given; every other room needs its own. A first room left blank is
 * the lead guest's: while the lead's name is missing, that is the lead's error, not the
 * room's too (one missing name, one error, gone once the name is typed: issue 14).
 */
export function checkRoomNames(
  raw: readonly string[] | undefined,
  roomCount: number,
  leadName: string,
): { names: string[]; errors: Partial<Record<`room${number}`, GuestErrorCode>> } {
  const errors: Partial<Record<`room${number}`, GuestErrorCode>> = {};
  const names = Array.from({ length: roomCount }, (_, i) => {
    const name = (raw?.[i] ?? '').trim();
    if (name.length > NAME_MAX * 2) errors[`room${i + 1}`] = 'TOO_LONG';
    return name || (i === 0 ? leadName : '');
  });
  names.forEach((name, i) => {
    const leadsRoom = i === 0 && !(raw?.[0] ?? '').trim();
    if (!name && !leadsRoom && !errors[`room${i + 1}`]) errors[`room${i + 1}`] = 'REQUIRED';
  });
  return { names, errors };
}

/**
 * Step 3 of the booking: the lead guest's details and a name per room. Every field is
 * checked at once so the guest sees all that is wrong together.
 */
export function validateGuest(input: GuestInput, roomCount: number): GuestResult {
  const errors: Partial<Record<GuestField, GuestErrorCode>> = {};
  const take = (field: keyof GuestDetails, checked: FieldCheck) => {
    if (checked.error) errors[field] = checked.error;
    return checked.value;
  };
  const firstName = take('firstName', checkName(input.firstName));
  const lastName = take('lastName', checkName(input.lastName));
  // The site's one email rule (src/lib/email.ts); stored in its normalized form.
  const rawEmail = take('email', checkText(input.email, 254));
  const parsedEmail = parseEmail(rawEmail);
  if (rawEmail && !errors.email && !parsedEmail.ok) errors.email = 'INVALID_EMAIL';
  const email = parsedEmail.ok ? parsedEmail.address : rawEmail;
  // A phone field prefilled with its country's dialing code and left so is empty.
  const phone = take('phone', checkText(withoutLonePrefix(input.phone ?? ''), 20));
  if (phone && !errors.phone && !isPlausiblePhone(phone)) errors.phone = 'INVALID_PHONE';
  const country = take('country', checkText(input.country, 2)).toUpperCase();
  if (country && !errors.country && !COUNTRY.test(country)) errors.country = 'INVALID_COUNTRY';
  const arrivalTime = take('arrivalTime', checkArrivalTime(input.arrivalTime));
  const requests = take('requests', checkRequests(input.requests));

  const leadName = `${firstName} ${lastName}`.trim();
  const rooms = checkRoomNames(input.roomNames, roomCount, leadName);
  Object.assign(errors, rooms.errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    guest: { firstName, lastName, email, phone, country, arrivalTime, requests },
    roomNames: rooms.names,
  };
}
