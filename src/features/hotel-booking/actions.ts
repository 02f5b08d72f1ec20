'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getDb, getVisitor } from '@/server';
import {
  cancelHold,
  createHold,
  saveGuestDetails,
  StayError,
  type GuestField,
} from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { clientIpFromHeaders, holderKeyOf } from '@/lib/http';
import { safeRedirectPath } from '@/lib/redirect';
import { getTranslations } from 'next-intl/server';
import { currentBooking, rememberBooking } from './booking-session';

const localeOf = (form: FormData): Locale => {
  const value = String(form.get('locale') ?? '');
  return (routing.locales as readonly string[]).includes(value)
    ? (value as Locale)
    : routing.defaultLocale;
};

const withError = (path: string, code: string) =>
  `${path}${path.includes('?') ? '&' : '?'}error=${encodeURIComponent(code)}`;

const party = z
  .array(
    z.object({
      adults: z.number().int(),
      childrenAges: z.array(z.number().int()).max(10),
    }),
  )
  .min(1)
  .max(10);

/**
 * Step 2 → 3: holds the chosen room types for the stay (DESIGN §5) and keeps the booking in
 * the visitor's cookies. A sold-out room or any other refusal goes back to the results with
 * its reason.
 */
export async function holdRooms(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const resultsPath = getPathname({ locale, href: '/hotels' });
  const back = safeRedirectPath(form.get('back'), resultsPath);
  const rooms = party.safeParse(JSON.parse(String(form.get('party') ?? 'null')));
  if (!rooms.success) redirect(withError(back, 'NO_ROOMS'));
  const { currency } = await getVisitor();
  const db = await getDb();
  // Choosing rooms again replaces the visitor's booking in progress: its rooms go back first.
  const previous = await currentBooking();
  if (previous)
    await cancelHold(db, previous.reference, { secret: previous.secret }).catch(
      (error: unknown) => {
        if (!(error instanceof StayError)) throw error;
      },
    );
  let hold;
  try {
    hold = await createHold(
      db,
      {
        hotelCode: String(form.get('hotel') ?? ''),
        checkIn: String(form.get('checkIn') ?? ''),
        checkOut: String(form.get('checkOut') ?? ''),
        promoCode: String(form.get('promo') ?? '') || undefined,
        rooms: rooms.data.map((room, i) => ({
          ...room,
          roomTypeCode: String(form.get(`room${i + 1}`) ?? ''),
          ratePlan: String(form.get(`plan${i + 1}`) ?? '').slice(0, 40) || undefined,
        })),
        holderKey: holderKeyOf(clientIpFromHeaders(await headers())),
      },
      { currency, locale, holdMinutes: env().HOTEL_HOLD_MINUTES },
    );
  } catch (error) {
    if (error instanceof StayError) redirect(withError(back, error.code));
    throw error;
  }
  await rememberBooking(hold.reference, hold.secret);
  redirect(getPathname({ locale, href: '/booking' }));
}

export type GuestFormState = {
  errors: Partial<Record<GuestField, string>>;
  values: Record<string, string>;
};

const GUEST_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'arrivalTime',
  'requests',
] as const;

/** Step 3: the guest details. Errors come back translated, with what was typed kept. */
export async function saveGuest(
  _previous: GuestFormState,
  form: FormData,
): Promise<GuestFormState> {
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: 'booking' });
  const session = await currentBooking();
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [k, String(v).slice(0, 600)]),
  );
  if (!session) redirect(getPathname({ locale, href: '/booking' }));
  const roomNames = Object.keys(values)
    .filter((k) => /^roomName\d$/.test(k))
    .sort()
    .map((k) => values[k]!);
  try {
    const result = await saveGuestDetails(await getDb(), session.reference, session.secret, {
      ...Object.fromEntries(GUEST_FIELDS.map((f) => [f, values[f] ?? ''])),
      roomNames,
    });
    if (!result.ok) {
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, code]) => [field, t(code!)]),
      );
      // The summary's title counts the errors still shown (the form words it as they leave).
      return { errors, values };
    }
  } catch (error) {
    if (error instanceof StayError)
      redirect(withError(getPathname({ locale, href: '/booking' }), error.code));
    throw error;
  }
  redirect(getPathname({ locale, href: '/booking' }));
}

/** The guest lets the hold go: the rooms are back on sale at once. */
export async function releaseBooking(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const bookingPath = getPathname({ locale, href: '/booking' });
  const session = await currentBooking();
  if (!session) redirect(bookingPath);
  try {
    await cancelHold(await getDb(), session.reference, { secret: session.secret });
  } catch (error) {
    if (!(error instanceof StayError)) throw error;
  }
  redirect(bookingPath);
}
