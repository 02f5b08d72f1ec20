'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { DateChangeRefused, DifferenceChanged, startDateChangePayment } from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { getDb, paymentProviders } from '@/server';
import { formLocale, manageReturnLink, tripForForm } from './form-trip';
import { keptRoomIds } from './keep-rooms';
import { requestIdSchema } from '@/lib/request-id';

const payForm = z.object({
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  requestId: requestIdSchema,
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  expectedDifferenceMinor: z.coerce.number().int().positive(),
});

/**
 * "Pay the difference and change the dates" (issue 15): holds the new nights, opens the
 * payment of the difference and sends the guest to the provider's page; the page sends them
 * back to the manage page with the payment's key (`changePayment`), where it is settled. The
 * form's request id makes a double click or a reload open one hold and one payment.
 */
export async function payDateDifference(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = payForm.safeParse({
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
  const access: Record<string, string> = token ? { t: token } : { ref: ref ?? '' };
  const back = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ ...access, ...extra });
    if (keepRoomIds) {
      query.set('rooms', 'pick');
      for (const id of keepRoomIds) query.append('keep', id);
    }
    return `${page}?${query}#manage-change`;
  };
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') redirect(page);
  let redirectUrl: string;
  try {
    const started = await startDateChangePayment(db, paymentProviders(), {
      bookingId: trip.booking.id,
      requestId,
      checkIn,
      checkOut,
      ...(keepRoomIds ? { keepRoomIds } : {}),
      expectedDifferenceMinor,
      actor,
      locale,
      returnUrl: (attemptKey) => manageReturnLink(locale, { ...access, changePayment: attemptKey }),
    });
    redirectUrl = started.redirectUrl;
  } catch (error) {
    if (error instanceof DifferenceChanged)
      redirect(back({ step: 'change', checkIn, checkOut, changeRefused: 'DIFFERENCE_CHANGED' }));
    if (error instanceof DateChangeRefused)
      redirect(back({ step: 'change', checkIn, checkOut, changeRefused: error.reason }));
    throw error;
  }
  redirect(redirectUrl);
}
