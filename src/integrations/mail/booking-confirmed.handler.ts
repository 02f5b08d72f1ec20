import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { listHotels } from '@/domain/catalog';
import {
  bookingMoney,
  bookingPending,
  latestOrderFor,
  paidInstallmentsOf,
  receiptOf,
} from '@/domain/orders';
import { issueManageLink, linkExpiry, parkDaysOf } from '@/domain/manage';
import { receiptAttachments } from '../documents/receipt-pdf';
import { findCurrency } from '@/domain/pricing';
import { readBookingForSystem, stayNights } from '@/domain/stays';
import { stayTaxes } from '@/domain/taxes';
import { resortToday } from '@/lib/dates';
import { taxSection, visitaxSection } from './fiscal-sections';
import { renderBookingConfirmed } from './booking-confirmed.template';
import { manageUrl } from './manage-link.handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The outbox handler of 'booking-confirmed': reads the booking, renders the confirmation
 * in the guest's language and sends it. A booking that is missing, not confirmed or has no
 * guest email will not improve with retries: the message fails at once.
 */
export function bookingConfirmedHandler({ mailer, baseUrl }: { mailer: Mailer; baseUrl: string }) {
  return async (
    payload: { bookingId: string; releasedParkDayIds?: string[] },
    { db, now }: DeliveryContext,
  ): Promise<void> => {
    const bookingId = payload?.bookingId;
    if (typeof bookingId !== 'string' || !UUID.test(bookingId))
      throw new UndeliverableError('Payload without a booking id');
    const booking = await readBookingForSystem(db, bookingId);
    if (!booking) throw new UndeliverableError(`Booking ${bookingId} not found`);
    if (booking.status !== 'confirmed')
      throw new UndeliverableError(`Booking ${booking.reference} is ${booking.status}`);
    if (!booking.guest?.email)
      throw new UndeliverableError(`Booking ${booking.reference} has no guest email`);
    const currency = await findCurrency(db, booking.currencyIso);
    if (!currency) throw new Error(`Unknown currency ${booking.currencyIso}`);
    const hotel = (await listHotels(db)).find((h) => h.code === booking.hotelCode);
    const taxes = await stayTaxes(db, {
      hotelCode: booking.hotelCode,
      totalMinor: booking.totalMinor,
      currencyIso: booking.currencyIso,
      roomNights: booking.rooms.length * stayNights(booking.checkIn, booking.checkOut).length,
      date: resortToday(booking.confirmedAt ?? now),
    });
    const visitax = visitaxSection(booking.guest.country, booking.locale);
    const order = await latestOrderFor(db, { bookingId: booking.id });
    const plan = order ? await paidInstallmentsOf(db, order) : null;
    // SPEC §3 pending amount: a deposit booking's email says what is left and when (issue 19).
    const money = await bookingMoney(db, booking.id);
    // The email's own link opens the booking on any device (issue 15): made now, so the token
    // is never stored anywhere but in the email (its hash in manage_links).
    const token = await issueManageLink(
      db,
      { kind: 'booking', reference: booking.reference },
      { origin: 'confirmation', expiresAt: linkExpiry('confirmation', booking.checkOut, now) },
    );
    await mailer.send(
      renderBookingConfirmed(booking, {
        baseUrl,
        currencyDecimals: currency.decimals,
        hotel,
        plan,
        now,
        manageUrl: manageUrl(baseUrl, booking.locale, token),
        payment: money && {
          paidMinor: money.paidMinor - money.refundedMinor,
          pending: bookingPending(booking, money),
        },
        parkDays: await parkDaysOf(db, booking.id),
        releasedParkDayIds: Array.isArray(payload.releasedParkDayIds)
          ? payload.releasedParkDayIds.filter((id) => typeof id === 'string')
          : [],
        sections: [
          taxSection(taxes, currency.decimals, booking.locale),
          ...(visitax ? [visitax] : []),
        ],
        attachments: await receiptAttachments(order && (await receiptOf(db, order.reference))),
      }),
    );
  };
}
