'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  applyParkDateChange,
  ParkDateChangeRefused,
  ParkDifferenceChanged,
  startParkDateChangePayment,
} from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { getDb, paymentProviders } from '@/server';
import { formLocale, manageReturnLink, tripForForm } from './form-trip';
import { requestIdSchema } from '@/lib/request-id';

const moveForm = z.object({
  token: z.string().max(100).optional(),
  ref: z.string().max(40).optional(),
  itemId: z.string().min(1).max(100),
  visitDate: z.iso.date(),
  requestId: requestIdSchema,
  expectedDifferenceMinor: z.coerce.number().int(),
});

/**
 * Moves the visit the page quoted to its new date, with the difference the guest confirmed.
 * The form carries its own request id: sending it twice (a double click, a reload) moves
 * once. A refusal or a changed difference comes back to the visit's panel.
 */
export async function moveParkVisit(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = moveForm.safeParse({
    token: form.get('token') ?? undefined,
    ref: form.get('ref') ?? undefined,
    itemId: form.get('itemId'),
    visitDate: form.get('visitDate'),
    requestId: form.get('requestId'),
    expectedDifferenceMinor: form.get('expectedDifferenceMinor'),
  });
  if (!parsed.success) redirect(page);
  const { token, ref, itemId, visitDate, requestId, expectedDifferenceMinor } = parsed.data;
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...(token ? { t: token } : { ref: ref ?? '' }), item: itemId, ...extra })}#park-date-${itemId}`;
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'order') redirect(page);
  try {
    await applyParkDateChange(db, paymentProviders(), {
      reference: trip.order.reference,
      itemId,
      visitDate,
      requestId,
      expectedDifferenceMinor,
      actor,
    });
  } catch (error) {
    if (error instanceof ParkDifferenceChanged)
      redirect(back({ step: 'park-date', date: visitDate, dateRefused: 'DIFFERENCE_CHANGED' }));
    if (error instanceof ParkDateChangeRefused)
      redirect(back({ step: 'park-date', date: visitDate, dateRefused: error.reason }));
    throw error;
  }
  redirect(back({ done: 'park-moved' }));
}

/**
 * "Pay the difference and change the date" of a visit (decision 0036): holds the new date's
 * places, opens the payment of the difference and sends the guest to the provider's page,
 * which sends them back to the manage page with the payment's key (`parkPayment`), where it
 * is settled. The form's request id makes a double click or a reload one hold and one payment.
 */
export async function payParkDifference(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const page = getPathname({ locale, href: '/manage-booking' });
  const parsed = moveForm
    .extend({ expectedDifferenceMinor: z.coerce.number().int().positive() })
    .safeParse({
      token: form.get('token') ?? undefined,
      ref: form.get('ref') ?? undefined,
      itemId: form.get('itemId'),
      visitDate: form.get('visitDate'),
      requestId: form.get('requestId'),
      expectedDifferenceMinor: form.get('expectedDifferenceMinor'),
    });
  if (!parsed.success) redirect(page);
  const { token, ref, itemId, visitDate, requestId, expectedDifferenceMinor } = parsed.data;
  const access: Record<string, string> = token ? { t: token } : { ref: ref ?? '' };
  const back = (extra: Record<string, string>) =>
    `${page}?${new URLSearchParams({ ...access, item: itemId, ...extra })}#park-date-${itemId}`;
  const db = await getDb();
  const { trip, actor } = await tripForForm(db, { token, ref });
  if (!trip || trip.kind !== 'order') redirect(page);
  let redirectUrl: string;
  try {
    const started = await startParkDateChangePayment(db, paymentProviders(), {
      reference: trip.order.reference,
      itemId,
      visitDate,
      requestId,
      expectedDifferenceMinor,
      actor,
      locale,
      returnUrl: (attemptKey) =>
        manageReturnLink(
          locale,
          { ...access, item: itemId, parkPayment: attemptKey },
          `#park-date-${itemId}`,
        ),
    });
    redirectUrl = started.redirectUrl;
  } catch (error) {
    if (error instanceof ParkDifferenceChanged)
      redirect(back({ step: 'park-date', date: visitDate, dateRefused: 'DIFFERENCE_CHANGED' }));
    if (error instanceof ParkDateChangeRefused)
      redirect(back({ step: 'park-date', date: visitDate, dateRefused: error.reason }));
    throw error;
  }
  redirect(redirectUrl);
}
