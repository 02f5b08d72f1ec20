'use server';

import { formLocale, tripForForm } from './form-trip';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { applyDateChange, DateChangeRefused, DifferenceChanged } from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { getDb, paymentProviders } from '@/server';
import { keptRoomIds } from './keep-rooms';
import { requestIdSchema } from '@/lib/request-id';

const changeForm = z.object({
  locale: z.string().max(5),
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  requestId: requestIdSchema,
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  expectedDifferenceMinor: z.coerce.number().int(),
});

/**
 * Moves the booking the page shows to the dates it quoted, with the difference the guest
 * confirmed. The form carries its own request id: sending it twice (a double click, a
 * reload) changes once. A refusal or a changed difference comes back to the page's quote.
 */
export async function changeTripDates(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = changeForm.safeParse({
    locale,
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    requestId: form.get('requestId'),
    checkIn: form.get('checkIn'),
    checkOut: form.get('checkOut'),
    expectedDifferenceMinor: form.get('expectedDifferenceMinor'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, requestId, checkIn, checkOut, expectedDifferenceMinor } = parsed.data;
  const keepRoomIds = keptRoomIds(form.getAll('keep'), false);
  const back = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), ...extra });
    if (keepRoomIds && 'changeRefused' in extra) {
      query.set('rooms', 'pick');
      for (const id of keepRoomIds) query.append('keep', id);
    }
    return `${page}?${query}#manage-change`;
  };
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') redirect(page);
  try {
    await applyDateChange(db, paymentProviders(), {
      bookingId: trip.booking.id,
      requestId,
      checkIn,
      checkOut,
      ...(keepRoomIds ? { keepRoomIds } : {}),
      expectedDifferenceMinor,
      actor,
    });
  } catch (error) {
    if (error instanceof DifferenceChanged)
      redirect(back({ step: 'change', checkIn, checkOut, changeRefused: 'DIFFERENCE_CHANGED' }));
    if (error instanceof DateChangeRefused)
      redirect(back({ step: 'change', checkIn, checkOut, changeRefused: error.reason }));
    throw error;
  }
  redirect(back({ done: 'dates-changed' }));
}
