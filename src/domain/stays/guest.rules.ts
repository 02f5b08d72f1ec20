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

/**
 * Step 3 of the booking: the lead guest's details and a name per room. Every field is
 * checked at once so the guest sees all that is wrong together.
 */
export function validateGuest(input: GuestInput, roomCount: number): GuestResult {
  const errors: Partial<Record<GuestField, GuestErrorCode>> = {};
  const text = (field: keyof GuestDetails, max: number, required = true) => {
    // A phone field prefilled with its country's dialing code and left so is empty.
    const raw = input[field] ?? '';
    const value = (field === 'phone' ? withoutLonePrefix(raw) : raw).trim();
    if (required && !value) errors[field] = 'REQUIRED';
    else if (value.length > max) errors[field] = 'TOO_LONG';
    return value;
  };
  const firstName = text('firstName', NAME_MAX);
  const lastName = text('lastName', NAME_MAX);
  // The site's one email rule (src/lib/email.ts); stored in its normalized form.
  const rawEmail = text('email', 254);
  const parsedEmail = parseEmail(rawEmail);
  if (rawEmail && !errors.email && !parsedEmail.ok) errors.email = 'INVALID_EMAIL';
  const email = parsedEmail.ok ? parsedEmail.address : rawEmail;
  const phone = text('phone', 20);
  if (phone && !errors.phone && !isPlausiblePhone(phone)) errors.phone = 'INVALID_PHONE';
  const country = text('country', 2).toUpperCase();
  if (country && !errors.country && !COUNTRY.test(country)) errors.country = 'INVALID_COUNTRY';
  const arrivalTime = text('arrivalTime', 5, false);
  if (arrivalTime && !ARRIVAL_TIMES.includes(arrivalTime)) errors.arrivalTime = 'INVALID_TIME';
  const requests = text('requests', REQUESTS_MAX, false);

  const leadName = `${firstName} ${lastName}`.trim();
  const roomNames = Array.from({ length: roomCount }, (_, i) => {
    const name = (input.roomNames?.[i] ?? '').trim();
    if (name.length > NAME_MAX * 2) errors[`room${i + 1}`] = 'TOO_LONG';
    // The lead guest stays in the first room unless another name is given.
    return name || (i === 0 ? leadName : '');
  });
  roomNames.forEach((name, i) => {
    if (!name && !errors[`room${i + 1}`]) errors[`room${i + 1}`] = 'REQUIRED';
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    guest: { firstName, lastName, email, phone, country, arrivalTime, requests },
    roomNames,
  };
}
