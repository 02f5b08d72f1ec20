import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { confirmBooking, type BookingView } from '@/domain/stays';

/**
 * Where the booking flow hands a held, fully described booking to payment. The payments
 * issue replaces `instantDemoPayment` with the PaymentProvider of DESIGN §7 (hosted page,
 * webhooks); whatever captures the money ends by calling `confirmBooking` with the amount
 * and currency fixed at the hold, which refuses anything else.
 */
export type BookingPaymentHandoff = (
  db: Db,
  booking: BookingView,
) => Promise<{ kind: 'confirmed'; reference: string } | { kind: 'redirect'; url: string }>;

/**
 * Until the payment providers exist: a demonstration capture that charges nothing and
 * confirms at once (decision 0006). The amount comes from the stored booking, never from
 * the form.
 */
export const instantDemoPayment: BookingPaymentHandoff = async (db, booking) => {
  const { reference } = await confirmBooking(db, {
    bookingId: booking.id,
    paymentReference: `DEMO-${randomUUID()}`,
    amountMinor: booking.totalMinor,
    currencyIso: booking.currencyIso,
  });
  return { kind: 'confirmed', reference };
};
