import { z } from 'zod';
import {
  UndeliverableError,
  type DeliveryContext,
  type MailMessage,
  type Mailer,
} from '@/domain/outbox';
import { findCurrency } from '@/domain/pricing';
import { readBookingForSystem, type BookingView } from '@/domain/stays';
import { catalogueLocale, translator } from '@/i18n/translator';
import { formatResortDateTime } from '@/lib/dates';
import { ButtonLink, EmailDocument, mailMoney, Note, Paragraph, renderEmailHtml } from './layout';

const payloadSchema = z.object({
  bookingId: z.uuid(),
  url: z.url(),
  amountMinor: z.number().int().positive(),
  graceUntil: z.iso.datetime({ offset: true }),
});

/**
 * Issue 20: the balance of a deposit booking was declined. The guest is sent the gateway's
 * hosted payment for it (the link works until the grace period ends), in the booking's
 * language, and told that the booking is cancelled under its policy if it stays unpaid.
 */
export function renderBalanceLink(
  booking: BookingView,
  input: { url: string; amountMinor: number; graceUntil: Date; currencyDecimals: number },
): MailMessage {
  if (!booking.guest) throw new Error(`Booking ${booking.reference} has no guest`);
  const locale = catalogueLocale(booking.locale);
  const t = translator(locale, 'deposits.mail');
  const subject = t('linkSubject', { reference: booking.reference });
  const intro = t('linkIntro', {
    amount: mailMoney(
      input.amountMinor,
      { iso: booking.currencyIso, decimals: input.currencyDecimals },
      locale,
    ),
    reference: booking.reference,
    hotel: booking.hotelName,
  });
  const action = t('linkAction', { when: formatResortDateTime(input.graceUntil, locale) });
  const text = [intro, '', action, `${t('linkButton')}: ${input.url}`, '', t('linkAfter'), ''].join(
    '\n',
  );
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="hotels">
      <Paragraph style={{ margin: '0 0 12px' }}>{intro}</Paragraph>
      <Paragraph style={{ margin: '0 0 16px' }}>{action}</Paragraph>
      <ButtonLink href={input.url}>{t('linkButton')}</ButtonLink>
      <Note>{t('linkAfter')}</Note>
    </EmailDocument>,
  );
  return { to: booking.guest.email, subject, text, html };
}

/** The outbox handler of 'balance-payment-link'. */
export function balanceLinkHandler({ mailer }: { mailer: Mailer }) {
  return async (payload: unknown, { db }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid balance-payment-link payload');
    const booking = await readBookingForSystem(db, parsed.data.bookingId);
    if (!booking?.guest?.email)
      throw new UndeliverableError(`Booking ${parsed.data.bookingId} has no guest email`);
    const currency = await findCurrency(db, booking.currencyIso);
    if (!currency) throw new Error(`Unknown currency ${booking.currencyIso}`);
    await mailer.send(
      renderBalanceLink(booking, {
        url: parsed.data.url,
        amountMinor: parsed.data.amountMinor,
        graceUntil: new Date(parsed.data.graceUntil),
        currencyDecimals: currency.decimals,
      }),
    );
  };
}
