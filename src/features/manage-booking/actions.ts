'use server';

import { formLocale, tripForForm } from './form-trip';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  cancelBooking,
  cancelParkItems,
  ParkCancellationRefused,
  requestManageLink,
} from '@/domain/manage';
import { CancellationRefused } from '@/domain/stays';
import { getPathname } from '@/i18n/navigation';
import { holderKeyOf } from '@/lib/http';
import { clientAddress, getDb, paymentProviders } from '@/server';
import { requestIdSchema } from '@/lib/request-id';

export type LookupState = { status: 'idle' | 'sent' | 'rate-limited' };

/**
 * "Find my booking": a reference and an email. The answer is the same whether or not they
 * name a trip (the link goes to the trip's own address); only too many tries are told apart.
 */
export async function requestLink(_previous: LookupState, form: FormData): Promise<LookupState> {
  const answer = await requestManageLink(await getDb(), {
    reference: String(form.get('reference') ?? '').slice(0, 100),
    email: String(form.get('email') ?? '').slice(0, 300),
    clientKey: holderKeyOf(await clientAddress()),
  });
  return { status: answer === 'accepted' ? 'sent' : 'rate-limited' };
}

const cancelForm = z.object({
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  requestId: requestIdSchema,
});

/**
 * Cancels the booking the page shows, after the guest confirmed the refund it stated. The form
 * carries its own request id: sending it twice (a double click, a reload) cancels once.
 */
export async function cancelTrip(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = cancelForm.safeParse({
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    requestId: form.get('requestId'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, requestId } = parsed.data;
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), ...extra })}`;
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'booking') redirect(page);
  try {
    await cancelBooking(db, paymentProviders(), {
      bookingId: trip.booking.id,
      requestId,
      actor,
    });
  } catch (error) {
    if (error instanceof CancellationRefused) redirect(back({ refused: error.reason }));
    throw error;
  }
  redirect(back({ done: 'cancelled' }));
}

const parkCancelForm = cancelForm.extend({
  items: z.union([z.literal('all'), z.uuid()]),
});

/**
 * Cancels one visit (or every live one) of the park order the page shows, after the visitor
 * confirmed the refund it stated. The form's own request id makes a double submit cancel once.
 */
export async function cancelParkTrip(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = parkCancelForm.safeParse({
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    requestId: form.get('requestId'),
    items: form.get('items'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, requestId, items } = parsed.data;
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), ...extra })}`;
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'order') redirect(page);
  try {
    await cancelParkItems(db, paymentProviders(), {
      reference: trip.order.reference,
      items: items === 'all' ? 'all' : [items],
      requestId,
      actor,
    });
  } catch (error) {
    if (error instanceof ParkCancellationRefused) redirect(back({ refused: error.reason }));
    throw error;
  }
  redirect(back({ done: 'cancelled' }));
}
