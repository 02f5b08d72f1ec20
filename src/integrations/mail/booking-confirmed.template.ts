import type { MailMessage } from '@/domain/outbox';
import { stayNights, type BookingView } from '@/domain/stays';
import { addDays, formatShortDate } from '@/lib/dates';
import { buildCalendar } from '@/lib/ics';
import { formatMoney } from '@/lib/money';

/**
 * The booking confirmation email, in the language the guest booked in. Its copy lives here,
 * not in messages/*.json: email is rendered by the background job, outside any request.
 */
export type MailLocale = 'es' | 'en' | 'pt';
const MAIL_LOCALES: readonly MailLocale[] = ['es', 'en', 'pt'];

/** The booking page's slug per language (src/i18n/routing.ts, '/booking'). */
const BOOKING_SLUG: Record<MailLocale, string> = { es: 'reserva', en: 'booking', pt: 'reserva' };

type Copy = {
  subject: (reference: string, hotel: string) => string;
  greeting: (firstName: string) => string;
  intro: string;
  reference: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  stay: string;
  nights: (n: number) => string;
  room: (n: number) => string;
  adults: (n: number) => string;
  children: (n: number, ages: string) => string;
  guest: string;
  discount: (code: string | null) => string;
  total: string;
  link: string;
  linkHint: string;
  signature: string;
};

const list = (locale: MailLocale, items: string[]) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

const COPY: Record<MailLocale, Copy> = {
  es: {
    subject: (ref, hotel) => `Tu reserva ${ref} en ${hotel} está confirmada`,
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Recibimos tu pago y tu reserva está confirmada. Estos son los detalles.',
    reference: 'Referencia',
    hotel: 'Hotel',
    checkIn: 'Llegada',
    checkOut: 'Salida',
    stay: 'Estancia',
    nights: (n) => (n === 1 ? '1 noche' : `${n} noches`),
    room: (n) => `Habitación ${n}`,
    adults: (n) => (n === 1 ? '1 adulto' : `${n} adultos`),
    children: (n, ages) => `${n === 1 ? '1 niño' : `${n} niños`} (${ages})`,
    guest: 'A nombre de',
    discount: (code) => (code ? `Descuento (código ${code})` : 'Descuento'),
    total: 'Total cobrado',
    link: 'Ver mi reserva',
    linkHint: 'Abre el enlace en el navegador con el que hiciste la reserva.',
    signature: 'Te esperamos. Hoteles Xcaret',
  },
  en: {
    subject: (ref, hotel) => `Your booking ${ref} at ${hotel} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    intro: 'We received your payment and your booking is confirmed. Here are the details.',
    reference: 'Reference',
    hotel: 'Hotel',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    stay: 'Stay',
    nights: (n) => (n === 1 ? '1 night' : `${n} nights`),
    room: (n) => `Room ${n}`,
    adults: (n) => (n === 1 ? '1 adult' : `${n} adults`),
    children: (n, ages) => `${n === 1 ? '1 child' : `${n} children`} (${ages})`,
    guest: 'Guest',
    discount: (code) => (code ? `Discount (code ${code})` : 'Discount'),
    total: 'Total charged',
    link: 'View my booking',
    linkHint: 'Open the link in the browser you booked with.',
    signature: 'We look forward to welcoming you. Xcaret Hotels',
  },
  pt: {
    subject: (ref, hotel) => `Sua reserva ${ref} em ${hotel} está confirmada`,
    greeting: (name) => `Olá, ${name},`,
    intro: 'Recebemos o seu pagamento e a sua reserva está confirmada. Veja os detalhes.',
    reference: 'Referência',
    hotel: 'Hotel',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    stay: 'Estadia',
    nights: (n) => (n === 1 ? '1 noite' : `${n} noites`),
    room: (n) => `Quarto ${n}`,
    adults: (n) => (n === 1 ? '1 adulto' : `${n} adultos`),
    children: (n, ages) => `${n === 1 ? '1 criança' : `${n} crianças`} (${ages})`,
    guest: 'Hóspede',
    discount: (code) => (code ? `Desconto (código ${code})` : 'Desconto'),
    total: 'Total cobrado',
    link: 'Ver minha reserva',
    linkHint: 'Abra o link no navegador em que você fez a reserva.',
    signature: 'Esperamos por você. Hotéis Xcaret',
  },
};

function ages(locale: MailLocale, values: number[]): string {
  const joined = list(
    locale,
    values.map((a) => String(a)),
  );
  const one = values.length === 1 && values[0] === 1;
  if (locale === 'en') return values.length === 1 ? `age ${joined}` : `ages ${joined}`;
  if (locale === 'es') return `${joined} ${one ? 'año' : 'años'}`;
  return `${joined} ${one ? 'ano' : 'anos'}`;
}

export function mailLocale(locale: string): MailLocale {
  return (MAIL_LOCALES as readonly string[]).includes(locale) ? (locale as MailLocale) : 'es';
}

/**
 * The HTML document every email shares: one narrow white column in Arial, the subject as its
 * title and heading, then `body` (already escaped HTML).
 */
export function htmlEmail(locale: string, subject: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f2ec;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;">
<h1 style="font-size:20px;margin:0 0 16px;">${e(subject)}</h1>
${body}
</div>
</body>
</html>
`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

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
  /** The public origin, without a trailing slash (env BASE_URL). */
  baseUrl: string;
  /** The decimals of the booking's currency (ISO 4217 exponent). */
  currencyDecimals: number;
  /** The hotel's address, for the calendar file's location. */
  hotelAddress?: string;
  now?: Date;
  /** Sections after the amounts (the tax breakdown, the VISITAX notice), already rendered. */
  sections?: readonly { text: string; html: string }[];
  /** Files besides the calendar (the receipt). */
  attachments?: MailMessage['attachments'];
};

type Line = { label: string; value: string };

/**
 * The amount as the site shows it, plus the ISO code when the symbol has no letters to tell
 * currencies apart ("$" is the peso in es-MX and the dollar in en-US; "MX$", "US$" and
 * "CLP" are clear): the guest sees which currency they were charged in.
 */
function money(minor: number, currency: { iso: string; decimals: number }, locale: MailLocale) {
  const shown = formatMoney(minor, currency, locale);
  return /\p{L}/u.test(shown) ? shown : `${shown} ${currency.iso}`;
}

/**
 * Renders the confirmation of a confirmed booking with guest details. The link opens the
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
  const locale = mailLocale(booking.locale);
  const t = COPY[locale];
  const currency = { iso: booking.currencyIso, decimals: currencyDecimals };
  const nights = stayNights(booking.checkIn, booking.checkOut).length;
  const link = `${baseUrl.replace(/\/+$/, '')}/${locale}/${BOOKING_SLUG[locale]}/?ref=${encodeURIComponent(booking.reference)}`;

  const summary: Line[] = [
    { label: t.reference, value: booking.reference },
    { label: t.hotel, value: booking.hotelName },
    { label: t.checkIn, value: formatShortDate(booking.checkIn, locale) },
    { label: t.checkOut, value: formatShortDate(booking.checkOut, locale) },
    { label: t.stay, value: t.nights(nights) },
  ];
  const rooms = booking.rooms.map((room, i) => {
    const people = [t.adults(room.adults)];
    if (room.childrenAges.length > 0)
      people.push(t.children(room.childrenAges.length, ages(locale, room.childrenAges)));
    return {
      title: `${t.room(i + 1)}: ${room.roomTypeName[locale]}`,
      people: people.join(', '),
      guest: room.guestName ? `${t.guest}: ${room.guestName}` : null,
    };
  });
  const discount = discountMinor(booking);
  const amounts: Line[] = [];
  if (discount > 0)
    amounts.push({
      label: t.discount(booking.promoCode),
      value: `−${money(discount, currency, locale)}`,
    });
  amounts.push({ label: t.total, value: money(booking.totalMinor, currency, locale) });

  const subject = t.subject(booking.reference, booking.hotelName);
  const greeting = t.greeting(booking.guest.firstName);

  const text = [
    greeting,
    '',
    t.intro,
    '',
    ...summary.map((l) => `${l.label}: ${l.value}`),
    '',
    ...rooms.flatMap((r) => [r.title, `  ${r.people}`, ...(r.guest ? [`  ${r.guest}`] : []), '']),
    ...amounts.map((l) => `${l.label}: ${l.value}`),
    '',
    ...sections.flatMap((section) => [section.text, '']),
    `${t.link}: ${link}`,
    t.linkHint,
    '',
    t.signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;';
  const rows = (lines: Line[], strong = false) =>
    lines
      .map(
        (l) =>
          `<tr><td style="${cell}color:#555;">${e(l.label)}</td><td style="${cell}${strong ? 'font-weight:bold;' : ''}">${e(l.value)}</td></tr>`,
      )
      .join('');
  const html = htmlEmail(
    locale,
    subject,
    `<p style="margin:0 0 8px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(t.intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${rows(summary)}</table>
${rooms
  .map(
    (r) =>
      `<div style="margin:0 0 12px;padding:12px;border:1px solid #e2ddd3;border-radius:6px;"><p style="margin:0;font-weight:bold;">${e(r.title)}</p><p style="margin:0;">${e(r.people)}</p>${r.guest ? `<p style="margin:0;">${e(r.guest)}</p>` : ''}</div>`,
  )
  .join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;">${rows(amounts, true)}</table>
${sections.map((section) => section.html).join('\n')}
<p style="margin:0 0 8px;"><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#1f4d3a;color:#ffffff;text-decoration:none;border-radius:4px;">${e(t.link)}</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#555;">${e(t.linkHint)}</p>
<p style="margin:0;">${e(t.signature)}</p>`,
  );
  // The stay in the guest's calendar: all day from arrival through the departure day.
  const calendar = buildCalendar(
    [
      {
        uid: `booking-${booking.reference}@xcaret-store`,
        title: `${booking.hotelName} (${booking.reference})`,
        description: [
          `${t.reference}: ${booking.reference}`,
          `${t.checkIn}: ${formatShortDate(booking.checkIn, locale)}`,
          `${t.checkOut}: ${formatShortDate(booking.checkOut, locale)}`,
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
  return {
    to: booking.guest.email,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${BOOKING_SLUG[locale]}-${booking.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendar, 'utf8'),
      },
      ...attachments,
    ],
  };
}
