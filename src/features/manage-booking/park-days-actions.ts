'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ParkDayRefused, releaseIncludedParkDay, reserveIncludedParkDay } from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { clientAddress, getDb } from '@/server';
import { holderKeyOf } from '@/lib/http';
import { formLocale, tripForForm } from './form-trip';
import { requestIdSchema } from '@/lib/request-id';

const parkDayForm = z.object({
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  requestId: requestIdSchema,
  productId: z.coerce.number().int().positive().max(1_000_000),
  visitDate: z.iso.date(),
});

/**
 * Reserves an included park day (issue 15) for the stay the page shows. The form carries its
 * own request id: sending it twice (a double click, a second tab's copy) reserves once. A
 * refusal comes back to the itinerary with its reason.
 */
export async function reserveParkDay(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = parkDayForm.safeParse({
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    requestId: form.get('requestId'),
    productId: form.get('productId'),
    visitDate: form.get('visitDate'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, requestId, productId, visitDate } = parsed.data;
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), ...extra })}#manage-itinerary`;
  const db = await getDb();
  const { trip } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') redirect(page);
  try {
    await reserveIncludedParkDay(db, {
      bookingId: trip.booking.id,
      productId,
      visitDate,
      requestId,
    });
  } catch (error) {
    if (error instanceof ParkDayRefused) redirect(back({ parkDayRefused: error.reason }));
    throw error;
  }
  redirect(back({ done: 'park-day' }));
}

const releaseForm = z.object({
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  parkDayId: z.uuid(),
});

/**
 * Gives an included park day back (issue 15), from the itinerary: its tickets void and its
 * places back on sale, through the same use case as the API's DELETE. Sending it twice gives the
 * day back once (the second finds it given back). A refusal (the visit has begun, a ticket was
 * used) comes back to the itinerary with its reason.
 */
export async function releaseParkDay(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = releaseForm.safeParse({
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    parkDayId: form.get('parkDayId'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, parkDayId } = parsed.data;
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), ...extra })}#manage-itinerary`;
  const db = await getDb();
  const { trip, customer } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') redirect(page);
  // The audit names the guest as the API does: the signed-in owner, or the link's holder.
  const actor = {
    id: customer ? `customer:${customer.id}` : 'guest',
    email: trip.booking.guest?.email ?? '',
    role: 'guest',
    address: holderKeyOf(await clientAddress()),
  };
  try {
    await releaseIncludedParkDay(db, { bookingId: trip.booking.id, parkDayId, actor });
  } catch (error) {
    if (error instanceof ParkDayRefused) redirect(back({ parkDayKept: error.reason }));
    throw error;
  }
  redirect(back({ done: 'park-day-released' }));
}
