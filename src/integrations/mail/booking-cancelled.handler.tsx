import { z } from 'zod';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { findCurrency } from '@/domain/pricing';
import { readBookingForSystem, type BookingView } from '@/domain/stays';
import { catalogueLocale, translator } from '@/i18n/translator';
import { formatShortDate } from '@/lib/dates';
import type { MailMessage } from '@/domain/outbox';
import { EmailDocument, mailMoney, Paragraph, renderEmailHtml } from './layout';

const payloadSchema = z.object({
  bookingId: z.uuid(),
  refundMinor: z.number().int().nonnegative(),
});

/** The cancellation of a booking, in the language it was booked in (issue 15). */
export function renderBookingCancelled(
  booking: BookingView,
  { refundMinor, currencyDecimals }: { refundMinor: number; currencyDecimals: number },
): MailMessage {
  if (!booking.guest) throw new Error(`Booking ${booking.reference} has no guest`);
  const locale = catalogueLocale(booking.locale);
  const t = translator(locale, 'manageBooking.mail');
  const subject = t('cancelledSubject', { reference: booking.reference });
  const intro = t('cancelledIntro', {
    reference: booking.reference,
    hotel: booking.hotelName,
    checkIn: formatShortDate(booking.checkIn, locale),
    checkOut: formatShortDate(booking.checkOut, locale),
  });
  const money =
    refundMinor > 0
      ? t('cancelledRefund', {
          amount: mailMoney(
            refundMinor,
            { iso: booking.currencyIso, decimals: currencyDecimals },
            locale,
          ),
        })
      : t('cancelledNoRefund');
  const text = [intro, '', money, '', t('signature'), ''].join('\n');
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="hotels">
      <Paragraph style={{ margin: '0 0 12px' }}>{intro}</Paragraph>
      <Paragraph style={{ margin: '0 0 12px' }}>{money}</Paragraph>
      <Paragraph style={{ margin: 0 }}>{t('signature')}</Paragraph>
    </EmailDocument>,
  );
  return { to: booking.guest.email, subject, text, html };
}

/** The outbox handler of 'booking-cancelled'. */
export function bookingCancelledHandler({ mailer }: { mailer: Mailer }) {
  return async (payload: unknown, { db }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid booking-cancelled payload');
    const booking = await readBookingForSystem(db, parsed.data.bookingId);
    if (!booking?.guest?.email)
      throw new UndeliverableError(`Booking ${parsed.data.bookingId} has no guest email`);
    const currency = await findCurrency(db, booking.currencyIso);
    if (!currency) throw new Error(`Unknown currency ${booking.currencyIso}`);
    await mailer.send(
      renderBookingCancelled(booking, {
        refundMinor: parsed.data.refundMinor,
        currencyDecimals: currency.decimals,
      }),
    );
  };
}
