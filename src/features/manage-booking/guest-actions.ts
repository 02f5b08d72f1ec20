'use server';

import { formLocale, tripForForm } from './form-trip';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { AuditActor } from '@/domain/audit';
import { type ManagedBooking } from '@/domain/manage';
import { editGuestDetails, GuestChangeRefused, saveWebCheckIn } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { holderKeyOf } from '@/lib/http';
import { clientAddress, getDb } from '@/server';

/** A guest-details or check-in form's answer: errors by field (translated), what was typed. */
export type GuestChangeState = {
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  /** A refusal of the whole form (a cancelled booking, a closed window). */
  refused?: string;
};

/** The text fields of a form, each cut to a sane length (hostile posts included). */
function valuesOf(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key.startsWith('$') || key.length > 40) continue;
    if (key === 'preferences')
      values.preferences = [...((values.preferences as string[]) ?? []), value.slice(0, 40)].slice(
        0,
        10,
      );
    else values[key] = value.slice(0, 600);
  }
  return values;
}

const text = (values: Record<string, string | string[]>, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/** The room names the form sent (roomName1…roomName5), in order. */
const roomNamesOf = (values: Record<string, string | string[]>, rooms: number) =>
  Array.from({ length: rooms }, (_, i) => text(values, `roomName${i + 1}`));

/**
 * The booking the form is about, opened the way the page was (its signed link's token, or the
 * logged-in owner's reference), and who is acting (audited as the guest or the customer).
 */
async function openForForm(
  values: Record<string, string | string[]>,
): Promise<{ trip: ManagedBooking; actor: AuditActor; back: string } | undefined> {
  const token = text(values, 't').slice(0, 100) || undefined;
  const ref = text(values, 'ref').slice(0, 40) || undefined;
  const db = await getDb();
  const { trip, customer } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') return undefined;
  const address = holderKeyOf(await clientAddress());
  const actor: AuditActor = customer
    ? { id: `customer:${customer.id}`, email: customer.email, role: 'customer', address }
    : { id: 'guest', email: trip.booking.guest?.email ?? '', role: 'guest', address };
  return {
    trip,
    actor,
    back: new URLSearchParams(token ? { t: token } : { ref: ref ?? '' }).toString(),
  };
}

async function translate(locale: Locale, errors: Record<string, string | undefined>) {
  const [tb, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    getTranslations({ locale, namespace: 'checkIn' }),
  ]);
  const own = new Set(['INVALID_ID_TYPE', 'INVALID_ID_NUMBER', 'INVALID_PREFERENCE']);
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      own.has(code!) ? tc(code as 'INVALID_ID_TYPE') : tb(code as 'REQUIRED'),
    ]),
  );
}

/**
 * The manage page's guest details (issue 15): arrival time, special requests, room guests'
 * names, with the booking form's own rules; saved and audited in one transaction.
 */
export async function editGuest(
  _previous: GuestChangeState,
  form: FormData,
): Promise<GuestChangeState> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const values = valuesOf(form);
  const opened = await openForForm(values);
  if (!opened) redirect(page);
  const { trip, actor, back } = opened;
  try {
    const result = await editGuestDetails(await getDb(), {
      bookingId: trip.booking.id,
      edit: {
        arrivalTime: text(values, 'arrivalTime'),
        requests: text(values, 'requests'),
        roomNames: roomNamesOf(values, trip.booking.rooms.length),
      },
      actor,
    });
    if (!result.ok) return { errors: await translate(locale, result.errors), values };
  } catch (error) {
    if (!(error instanceof GuestChangeRefused)) throw error;
    const t = await getTranslations({ locale, namespace: 'checkIn' });
    return { errors: {}, values, refused: t(`refused_${error.reason}`) };
  }
  redirect(`${page}?${back}&done=guest#guest-details`);
}

/**
 * Web check-in (issue 19): arrival time, room guests' names, the lead guest's document and
 * preferences, while the window is open; stored and audited in one transaction.
 */
export async function checkInOnline(
  _previous: GuestChangeState,
  form: FormData,
): Promise<GuestChangeState> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const values = valuesOf(form);
  const opened = await openForForm(values);
  if (!opened) redirect(page);
  const { trip, actor, back } = opened;
  try {
    const result = await saveWebCheckIn(await getDb(), {
      bookingId: trip.booking.id,
      checkIn: {
        arrivalTime: text(values, 'arrivalTime'),
        roomNames: roomNamesOf(values, trip.booking.rooms.length),
        idType: text(values, 'idType'),
        idNumber: text(values, 'idNumber'),
        preferences: Array.isArray(values.preferences) ? values.preferences : [],
      },
      actor,
    });
    if (!result.ok) {
      // The document number is not sent back to the page: the guest types it again.
      const { idNumber: _, ...kept } = values;
      return { errors: await translate(locale, result.errors), values: kept };
    }
  } catch (error) {
    if (!(error instanceof GuestChangeRefused)) throw error;
    const t = await getTranslations({ locale, namespace: 'checkIn' });
    return { errors: {}, values, refused: t(`refused_${error.reason}`) };
  }
  redirect(`${page}?${back}&done=checkin#check-in`);
}
