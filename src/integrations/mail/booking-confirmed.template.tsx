import { Fragment } from 'react';
import type { MailMessage } from '@/domain/outbox';
import { stayNights, type BookingView } from '@/domain/stays';
import { absoluteUrl } from '@/i18n/paths';
import { catalogueLocale, translator } from '@/i18n/translator';
import { addDays, formatShortDate } from '@/lib/dates';
import { buildCalendar } from '@/lib/ics';
import {
  Box,
  ButtonLink,
  DetailsTable,
  EmailDocument,
  listText,
  mailMoney,
  Note,
  Paragraph,
  renderEmailHtml,
  type Line,
  type MailSection,
} from './layout';

/**
 * The discount in the currency charged. The booking stores it in US cents; the charged total
 * was converted at the rate fixed with the hold, so the discount is converted at that same
 * rate (total minor ÷ total US cents), not at today's.
 */
export function discountMinor(
  booking: Pick<BookingView, 'discountUsdCents' | 'totalUsdCents' | 'totalMinor'>,
): number {
  if (booking.discountUsdCents <= 0 || booking.totalUsdCents <= 0) return 0;
  const numerator = BigInt(booking.discountUsdCents) * BigInt(booking.totalMinor);
  const denominator = BigInt(booking.totalUsdCents);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export type BookingMailContext = {
  /** The public origin (env BASE_URL). */
  baseUrl: string;
  /** The decimals of the booking's currency (ISO 4217 exponent). */
  currencyDecimals: number;
  /** The hotel's address, for the calendar file's location. */
  hotelAddress?: string;
  now?: Date;
  /** Sections after the amounts (the tax breakdown, the VISITAX notice), already rendered. */
  sections?: readonly MailSection[];
  /** Files besides the calendar (the receipt). */
  attachments?: MailMessage['attachments'];
};

/**
 * Renders the confirmation of a confirmed booking with guest details, in the language the
 * guest booked in (messages/*.json, namespace `mail.bookingConfirmed`). The link opens the
 * booking page; the guest's secret (a cookie in the browser they booked with) is never put
 * in the email.
 */
export function renderBookingConfirmed(
  booking: BookingView,
  {
    baseUrl,
    currencyDecimals,
    hotelAddress,
    now = new Date(),
    sections = [],
    attachments = [],
  }: BookingMailContext,
): MailMessage {
  if (!booking.guest) throw new Error(`Booking ${booking.reference} has no guest details`);
  const locale = catalogueLocale(booking.locale);
  const t = translator(locale, 'mail.bookingConfirmed');
  const currency = { iso: booking.currencyIso, decimals: currencyDecimals };
  const nights = stayNights(booking.checkIn, booking.checkOut).length;
  const link = absoluteUrl(baseUrl, locale, {
    pathname: '/booking',
    query: { ref: booking.reference },
  });

  const summary: Line[] = [
    { label: t('reference'), value: booking.reference },
    { label: t('hotel'), value: booking.hotelName },
    { label: t('checkIn'), value: formatShortDate(booking.checkIn, locale) },
    { label: t('checkOut'), value: formatShortDate(booking.checkOut, locale) },
    { label: t('stay'), value: t('nights', { count: nights }) },
  ];
  const rooms = booking.rooms.map((room, i) => {
    const people = [t('adults', { count: room.adults })];
    const ages = room.childrenAges;
    if (ages.length > 0)
      people.push(
        t('children', {
          count: ages.length,
          ages: t('ages', {
            count: ages.length,
            first: ages[0]!,
            list: listText(locale, ages.map(String)),
          }),
        }),
      );
    return {
      title: t('room', { number: i + 1, roomType: room.roomTypeName[locale] }),
      people: people.join(', '),
      guest: room.guestName ? t('guest', { name: room.guestName }) : null,
    };
  });
  const discount = discountMinor(booking);
  const amounts: Line[] = [];
  if (discount > 0)
    amounts.push({
      label: booking.promoCode ? t('discountCode', { code: booking.promoCode }) : t('discount'),
      value: `−${mailMoney(discount, currency, locale)}`,
    });
  amounts.push({ label: t('total'), value: mailMoney(booking.totalMinor, currency, locale) });

  const subject = t('subject', { reference: booking.reference, hotel: booking.hotelName });
  const greeting = t('greeting', { name: booking.guest.firstName });

  const text = [
    greeting,
    '',
    t('intro'),
    '',
    ...summary.map((l) => `${l.label}: ${l.value}`),
    '',
    ...rooms.flatMap((r) => [r.title, `  ${r.people}`, ...(r.guest ? [`  ${r.guest}`] : []), '']),
    ...amounts.map((l) => `${l.label}: ${l.value}`),
    '',
    ...sections.flatMap((section) => [section.text, '']),
    `${t('link')}: ${link}`,
    t('linkHint'),
    '',
    t('signature'),
    '',
  ].join('\n');

  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject}>
      <Paragraph style={{ margin: '0 0 8px' }}>{greeting}</Paragraph>
      <Paragraph style={{ margin: '0 0 16px' }}>{t('intro')}</Paragraph>
      <DetailsTable lines={summary} />
      {rooms.map((r, i) => (
        <Box key={i}>
          <p style={{ margin: 0, fontWeight: 'bold' }}>{r.title}</p>
          <p style={{ margin: 0 }}>{r.people}</p>
          {r.guest && <p style={{ margin: 0 }}>{r.guest}</p>}
        </Box>
      ))}
      <DetailsTable lines={amounts} strong />
      {sections.map((section, i) => (
        <Fragment key={i}>{section.html}</Fragment>
      ))}
      <ButtonLink href={link}>{t('link')}</ButtonLink>
      <Note>{t('linkHint')}</Note>
      <Paragraph style={{ margin: 0 }}>{t('signature')}</Paragraph>
    </EmailDocument>,
  );
  // The stay in the guest's calendar: all day from arrival through the departure day.
  const calendar = buildCalendar(
    [
      {
        uid: `booking-${booking.reference}@xcaret-store`,
        title: `${booking.hotelName} (${booking.reference})`,
        description: [
          `${t('reference')}: ${booking.reference}`,
          `${t('checkIn')}: ${formatShortDate(booking.checkIn, locale)}`,
          `${t('checkOut')}: ${formatShortDate(booking.checkOut, locale)}`,
          ...rooms.map((r) => `${r.title}: ${r.people}`),
        ].join('\n'),
        location: hotelAddress ? `${booking.hotelName}, ${hotelAddress}` : booking.hotelName,
        startDate: booking.checkIn,
        endDate: addDays(booking.checkOut, 1),
        url: link,
      },
    ],
    now,
  );
  // The file is named after the booking page's slug in the guest's language ("reserva-…").
  const slug = new URL(link).pathname.split('/').filter(Boolean).at(-1);
  return {
    to: booking.guest.email,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${slug}-${booking.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendar, 'utf8'),
      },
      ...attachments,
    ],
  };
}
