import { Fragment } from 'react';
import type { Hotel } from '@/domain/catalog';
import type { ParkDay } from '@/domain/manage';
import type { BookingPending, PaidInstallments } from '@/domain/orders';
import type { MailMessage } from '@/domain/outbox';
import { freeCancellationDeadline, stayNights, type BookingView } from '@/domain/stays';
import { absoluteUrl } from '@/i18n/paths';
import type { Locale } from '@/i18n/paths';
import { catalogueLocale, translator } from '@/i18n/translator';
import { addDays, formatResortDateTime, formatShortDate, formatTimeOfDay } from '@/lib/dates';
import { buildCalendar } from '@/lib/ics';
import {
  Box,
  ButtonLink,
  DetailsTable,
  EmailDocument,
  EmailOpening,
  EmailSignature,
  installmentsText,
  JUNGLE,
  letterText,
  listText,
  mailMoney,
  Note,
  Paragraph,
  renderEmailHtml,
  type Letter,
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

export type HotelContact = Pick<
  Hotel,
  'address' | 'phoneDisplay' | 'phoneDial' | 'checkInTime' | 'checkOutTime'
>;

/** The hotel's block: where it is, how to call it, from when and until when the room is yours. */
function hotelLines(hotel: HotelContact, locale: Locale): Line[] {
  const t = translator(locale, 'hotelContact');
  return [
    { label: t('address'), value: hotel.address },
    ...(hotel.phoneDisplay && hotel.phoneDial
      ? [{ label: t('phone'), value: hotel.phoneDisplay, href: `tel:${hotel.phoneDial}` }]
      : []),
    {
      label: t('checkIn'),
      value: t('checkInFrom', { time: formatTimeOfDay(hotel.checkInTime, locale) }),
    },
    {
      label: t('checkOut'),
      value: t('checkOutUntil', { time: formatTimeOfDay(hotel.checkOutTime, locale) }),
    },
  ];
}

export type BookingMailContext = {
  /** The public origin (env BASE_URL). */
  baseUrl: string;
  /** The decimals of the booking's currency (ISO 4217 exponent). */
  currencyDecimals: number;
  /** The hotel's address, front desk and check-in and check-out times (the catalogue's). */
  hotel?: HotelContact;
  /** The instalment plan the booking was paid with (none when paid in full). */
  plan?: PaidInstallments | null;
  now?: Date;
  /** Sections after the amounts (the tax breakdown, the VISITAX notice), already rendered. */
  sections?: readonly MailSection[];
  /** Files besides the calendar (the receipt). */
  attachments?: MailMessage['attachments'];
  /** The signed link that opens this booking on any device (issue 15); else the booking page. */
  manageUrl?: string;
  /**
   * SPEC §3 pending amount: what the order has taken so far and what is still to pay (a
   * deposit booking's balance and its day). Without it the booking was paid in full.
   */
  payment?: { paidMinor: number; pending: BookingPending | null };
  /** The stay's park days (issue 15): in the itinerary and, each, an event of the calendar file. */
  parkDays?: readonly ParkDay[];
  /** The ids of the park days a date change just gave back (decision 0037): named as cancelled. */
  releasedParkDayIds?: readonly string[];
};

/** A slot's hours from its label ("8:30 - 22:30" → 08:30, 22:30), for the calendar. */
function slotHours(label: string | null): { startTime: string; endTime: string } | undefined {
  const match = label?.match(/^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/);
  if (!match) return undefined;
  const [, h1, m1, h2, m2] = match;
  return { startTime: `${h1!.padStart(2, '0')}:${m1}`, endTime: `${h2!.padStart(2, '0')}:${m2}` };
}

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
    hotel,
    plan,
    now = new Date(),
    sections = [],
    attachments = [],
    manageUrl,
    payment,
    parkDays = [],
    releasedParkDayIds = [],
  }: BookingMailContext,
): MailMessage {
  if (!booking.guest) throw new Error(`Booking ${booking.reference} has no guest details`);
  const locale = catalogueLocale(booking.locale);
  const t = translator(locale, 'mail.bookingConfirmed');
  const currency = { iso: booking.currencyIso, decimals: currencyDecimals };
  const nights = stayNights(booking.checkIn, booking.checkOut).length;
  const tr = translator(locale, 'ratePlans');
  const bookingPage = absoluteUrl(baseUrl, locale, {
    pathname: '/booking',
    query: { ref: booking.reference },
  });
  const link = manageUrl ?? bookingPage;

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
    const deadline = freeCancellationDeadline(booking.checkIn, room.policy);
    return {
      title: t('room', { number: i + 1, roomType: room.roomTypeName[locale] }),
      people: people.join(', '),
      guest: room.guestName ? t('guest', { name: room.guestName }) : null,
      // The rate and its cancellation terms, the deadline in the resort's time (issue 15).
      policy: `${room.policy.kind === 'flexible' ? tr('flexibleName') : tr('nonRefundableName')}: ${
        deadline
          ? tr('policyFree', {
              deadline: formatResortDateTime(deadline, locale),
              nights: room.policy.penaltyNights,
            })
          : tr('policyNonRefundable')
      }`,
    };
  });
  const discount = discountMinor(booking);
  const amounts: Line[] = [];
  if (discount > 0)
    amounts.push({
      label: booking.promoCode ? t('discountCode', { code: booking.promoCode }) : t('discount'),
      value: `−${mailMoney(discount, currency, locale)}`,
    });
  const pending = payment?.pending;
  if (pending && payment) {
    // Not all of it was charged: the total, what was paid, and what is left with its day.
    const tp = translator(locale, 'pendingAmount');
    amounts.push(
      { label: tp('total'), value: mailMoney(booking.totalMinor, currency, locale) },
      { label: tp('paid'), value: mailMoney(payment.paidMinor, currency, locale) },
      {
        label: pending.dueAt
          ? tp('pendingOn', { date: formatResortDateTime(pending.dueAt, locale) })
          : tp('pending'),
        value: mailMoney(pending.amountMinor, currency, locale),
      },
    );
  } else
    amounts.push({ label: t('total'), value: mailMoney(booking.totalMinor, currency, locale) });

  const planText = installmentsText(plan, currency, locale);
  const hotelBlock = hotel && {
    title: translator(locale, 'hotelContact')('title'),
    lines: hotelLines(hotel, locale),
  };

  // The park days of the stay (issue 15), in date order: the itinerary's second half.
  const ti = translator(locale, 'tripItinerary');
  const liveDays = parkDays.filter((d) => d.status === 'reserved');
  const parkName = (d: ParkDay) => (locale === 'es' ? d.product.name.es : d.product.name.en);
  const itinerary = liveDays.length > 0 && {
    title: ti('emailTitle'),
    lines: [
      {
        label: formatShortDate(booking.checkIn, locale),
        value: ti('arrival', { hotel: booking.hotelName }),
      },
      ...liveDays.map((d): Line => ({
        label: formatShortDate(d.visitDate, locale),
        value: [
          parkName(d),
          d.schedule,
          ti('people', { ...d.people }),
          `${ti('includedTag')} (${d.orderReference})`,
        ]
          .filter(Boolean)
          .join(' · '),
      })),
      {
        label: formatShortDate(booking.checkOut, locale),
        value: ti('departure', { hotel: booking.hotelName }),
      },
    ],
  };

  // The park days a date change gave back (decision 0037): the email says they are cancelled.
  const tc = translator(locale, 'stayChangeRooms');
  const releasedDays = parkDays.filter(
    (d) => d.status === 'cancelled' && releasedParkDayIds.includes(d.id),
  );
  const released = releasedDays.length > 0 && {
    title: tc('emailReleasedTitle'),
    hint: tc('emailReleasedHint'),
    lines: releasedDays.map((d) =>
      tc('releasedLine', { park: parkName(d), date: formatShortDate(d.visitDate, locale) }),
    ),
  };

  const subject = t('subject', { reference: booking.reference, hotel: booking.hotelName });
  const letter: Letter = {
    greeting: t('greeting', { name: booking.guest.firstName }),
    intro: t('intro'),
    signature: t('signature'),
  };

  const text = letterText(letter, [
    ...summary.map((l) => `${l.label}: ${l.value}`),
    '',
    ...(hotelBlock
      ? [
          `${hotelBlock.title}: ${booking.hotelName}`,
          ...hotelBlock.lines.map((l) => `  ${l.label}: ${l.value}`),
          '',
        ]
      : []),
    ...(itinerary
      ? [itinerary.title, ...itinerary.lines.map((l) => `  ${l.label}: ${l.value}`), '']
      : []),
    ...(released
      ? [released.title, ...released.lines.map((l) => `  ${l}`), released.hint, '']
      : []),
    ...rooms.flatMap((r) => [
      r.title,
      `  ${r.people}`,
      ...(r.guest ? [`  ${r.guest}`] : []),
      `  ${r.policy}`,
      '',
    ]),
    ...amounts.map((l) => `${l.label}: ${l.value}`),
    ...(planText ? [planText] : []),
    '',
    ...sections.flatMap((section) => [section.text, '']),
    `${t('link')}: ${link}`,
    t('linkHint'),
    '',
  ]);

  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="hotels">
      <EmailOpening letter={letter} />
      <DetailsTable lines={summary} />
      {hotelBlock && (
        <Box>
          <p style={{ margin: '0 0 4px', fontWeight: 'bold' }}>
            {hotelBlock.title}: {booking.hotelName}
          </p>
          <DetailsTable lines={hotelBlock.lines} small />
        </Box>
      )}
      {itinerary && (
        <Box>
          <p style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{itinerary.title}</p>
          <DetailsTable lines={itinerary.lines} small />
        </Box>
      )}
      {released && (
        <Box>
          <p style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{released.title}</p>
          {released.lines.map((line) => (
            <p key={line} style={{ margin: 0 }}>
              {line}
            </p>
          ))}
          <p style={{ margin: '4px 0 0' }}>{released.hint}</p>
        </Box>
      )}
      {rooms.map((r, i) => (
        <Box key={i}>
          <p style={{ margin: 0, fontWeight: 'bold' }}>{r.title}</p>
          <p style={{ margin: 0 }}>{r.people}</p>
          {r.guest && <p style={{ margin: 0 }}>{r.guest}</p>}
          <p style={{ margin: 0 }}>{r.policy}</p>
        </Box>
      ))}
      <DetailsTable lines={amounts} strong />
      {planText && (
        <Paragraph style={{ margin: '0 0 16px', fontWeight: 'bold', color: JUNGLE }}>
          {planText}
        </Paragraph>
      )}
      {sections.map((section, i) => (
        <Fragment key={i}>{section.html}</Fragment>
      ))}
      <ButtonLink href={link}>{t('link')}</ButtonLink>
      <Note>{t('linkHint')}</Note>
      <EmailSignature letter={letter} />
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
        location: hotel ? `${booking.hotelName}, ${hotel.address}` : booking.hotelName,
        startDate: booking.checkIn,
        endDate: addDays(booking.checkOut, 1),
        url: link,
      },
      // One event per park day, at the park's hours where its schedule names them.
      ...liveDays.map((d) => ({
        uid: `park-day-${d.id}@xcaret-store`,
        title: ti('calendarTitle', { park: parkName(d), reference: d.orderReference }),
        description: [
          `${t('reference')}: ${booking.reference}`,
          ti('people', { ...d.people }),
          ti('includedTag'),
        ].join('\n'),
        location: parkName(d),
        startDate: d.visitDate,
        endDate: addDays(d.visitDate, 1),
        ...slotHours(d.schedule),
        url: link,
      })),
    ],
    now,
  );
  // The file is named after the booking page's slug in the guest's language ("reserva-…").
  const slug = new URL(bookingPage).pathname.split('/').filter(Boolean).at(-1);
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
