import { getTranslations } from 'next-intl/server';
import {
  MAX_CHILDREN_PER_ROOM,
  MAX_HELD_BOOKINGS_PER_HOLDER,
  MAX_HELD_ROOM_NIGHTS_PER_HOLDER,
  MAX_NIGHTS,
  MAX_ROOMS,
} from '@/domain/stays';
import type { Locale } from '@/i18n/routing';

const KNOWN = new Set([
  'INVALID_DATES',
  'CHECK_IN_IN_PAST',
  'STAY_TOO_LONG',
  'TOO_MANY_ROOMS',
  'NO_ROOMS',
  'ADULT_REQUIRED',
  'TOO_MANY_CHILDREN',
  'CHILD_AGE_OUT_OF_RANGE',
  'MISSING_AGES',
  'MISSING_DATES',
  'UNKNOWN_HOTEL',
  'UNKNOWN_ROOM_TYPE',
  'ROOM_TYPE_DOES_NOT_FIT',
  'SOLD_OUT',
  'HOLD_LIMIT',
  'RATE_UNAVAILABLE',
  'INVALID_PROMO',
  'PROMO_USED_UP',
  'PROMO_SIGN_IN',
  'PROMO_CUSTOMER_LIMIT',
  'HOLD_EXPIRED',
  'BOOKING_NOT_FOUND',
  'GUEST_DETAILS_REQUIRED',
  'INVALID_GUEST_DETAILS',
  'AMOUNT_MISMATCH',
  'PAYMENT_DECLINED',
  'ALREADY_CONFIRMED',
]);

/**
 * The figures a message names when the refusal came back without them (a redirect carries the
 * code only): the rules' own constants, so the text never shows an empty number.
 */
const FIGURES: Record<string, Record<string, number>> = {
  STAY_TOO_LONG: { max: MAX_NIGHTS },
  TOO_MANY_ROOMS: { max: MAX_ROOMS },
  TOO_MANY_CHILDREN: { max: MAX_CHILDREN_PER_ROOM },
  HOLD_LIMIT: { max: MAX_HELD_ROOM_NIGHTS_PER_HOLDER, bookings: MAX_HELD_BOOKINGS_PER_HOLDER },
};

type Code = Parameters<Awaited<ReturnType<typeof getTranslations<'stayErrors'>>>>[0];

/** A search or booking refusal in the visitor's language; unknown codes are not shown. */
export async function StayErrorNotice({
  locale,
  code,
  detail = {},
}: {
  locale: Locale;
  code: string;
  detail?: Record<string, unknown>;
}) {
  if (!KNOWN.has(code)) return null;
  const t = await getTranslations({ locale, namespace: 'stayErrors' });
  const values = Object.fromEntries(
    Object.entries(detail).filter(([, v]) => typeof v === 'number' || typeof v === 'string'),
  ) as Record<string, string | number>;
  return (
    <p
      role="alert"
      className="mb-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      {t(code as Code, { max: '', min: '', bookings: '', ...FIGURES[code], ...values })}
    </p>
  );
}
