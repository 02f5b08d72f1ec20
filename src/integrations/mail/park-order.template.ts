import type { MailAttachment, MailMessage, ParkOrderEmailPayload } from '@/domain/outbox';
import { ticketWhen, visitInfo, type ETicket } from '@/domain/tickets';
import { addDays } from '@/lib/dates';
import { buildCalendar } from '@/lib/ics';
import { formatMoney } from '@/lib/money';
import { escapeHtml, htmlEmail, mailLocale, type MailLocale } from './booking-confirmed.template';

/**
 * The park order confirmation email, in the buyer's language: the reference, what was
 * bought (one line per product and date, with the people), the total charged, a link to the
 * order and its tickets, where to go and what to bring; the tickets' PDF and one calendar
 * file per dated visit are attached.
 */
type Copy = {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  intro: string;
  reference: string;
  tickets: (n: number) => string;
  people: Record<ETicket['holderBand'], (n: number) => string>;
  schedule: string;
  total: string;
  discount: (percent: number, names: string) => string;
  link: string;
  attached: string;
  calendar: string;
  gettingThere: string;
  bring: string;
  signature: string;
  pdfName: string;
};

const COPY: Record<MailLocale, Copy> = {
  es: {
    subject: (ref) => `Tu compra ${ref} está confirmada: aquí están tus boletos`,
    greeting: (name) => `Hola, ${name}:`,
    intro:
      'Recibimos tu pago. Tus boletos electrónicos van adjuntos en PDF: un código QR por persona.',
    reference: 'Referencia',
    tickets: (n) => (n === 1 ? '1 boleto' : `${n} boletos`),
    people: {
      adult: (n) => (n === 1 ? '1 adulto' : `${n} adultos`),
      child: (n) => (n === 1 ? '1 niño' : `${n} niños`),
      infant: (n) => (n === 1 ? '1 infante' : `${n} infantes`),
    },
    schedule: 'Horario',
    total: 'Total cobrado',
    discount: (percent, names) => `Descuento de paquete ${percent} % en las entradas a ${names}`,
    link: 'Ver mi compra y descargar los boletos',
    attached: 'Adjuntos: tus boletos (PDF) y un archivo de calendario por cada visita con fecha.',
    calendar: 'Visita',
    gettingThere: 'Cómo llegar',
    bring: 'Qué llevar',
    signature: 'Te esperamos. Parques y Tours Xcaret',
    pdfName: 'boletos',
  },
  en: {
    subject: (ref) => `Your order ${ref} is confirmed: here are your tickets`,
    greeting: (name) => `Hello ${name},`,
    intro:
      'We received your payment. Your e-tickets are attached as a PDF: one QR code per person.',
    reference: 'Reference',
    tickets: (n) => (n === 1 ? '1 ticket' : `${n} tickets`),
    people: {
      adult: (n) => (n === 1 ? '1 adult' : `${n} adults`),
      child: (n) => (n === 1 ? '1 child' : `${n} children`),
      infant: (n) => (n === 1 ? '1 infant' : `${n} infants`),
    },
    schedule: 'Schedule',
    total: 'Total charged',
    discount: (percent, names) => `Package discount ${percent} % on the admissions to ${names}`,
    link: 'View my order and download the tickets',
    attached: 'Attached: your tickets (PDF) and a calendar file for each dated visit.',
    calendar: 'Visit',
    gettingThere: 'How to get there',
    bring: 'What to bring',
    signature: 'We look forward to seeing you. Xcaret Parks and Tours',
    pdfName: 'tickets',
  },
  pt: {
    subject: (ref) => `Sua compra ${ref} está confirmada: aqui estão seus ingressos`,
    greeting: (name) => `Olá, ${name},`,
    intro:
      'Recebemos o seu pagamento. Seus ingressos eletrônicos estão anexados em PDF: um QR code por pessoa.',
    reference: 'Referência',
    tickets: (n) => (n === 1 ? '1 ingresso' : `${n} ingressos`),
    people: {
      adult: (n) => (n === 1 ? '1 adulto' : `${n} adultos`),
      child: (n) => (n === 1 ? '1 criança' : `${n} crianças`),
      infant: (n) => (n === 1 ? '1 bebê' : `${n} bebês`),
    },
    schedule: 'Horário',
    total: 'Total cobrado',
    discount: (percent, names) => `Desconto de pacote ${percent} % nas entradas para ${names}`,
    link: 'Ver minha compra e baixar os ingressos',
    attached: 'Anexos: seus ingressos (PDF) e um arquivo de calendário para cada visita com data.',
    calendar: 'Visita',
    gettingThere: 'Como chegar',
    bring: 'O que levar',
    signature: 'Esperamos por você. Parques e Tours Xcaret',
    pdfName: 'ingressos',
  },
};

/** The tickets of one cart item (same product, date and schedule): one line of the summary. */
export type TicketGroup = {
  key: string;
  first: ETicket;
  counts: Record<ETicket['holderBand'], number>;
  total: number;
};

export function groupTickets(tickets: ETicket[]): TicketGroup[] {
  const groups = new Map<string, TicketGroup>();
  for (const ticket of tickets) {
    const key =
      ticket.cartItemId ?? `${ticket.product.id}:${ticket.visitDate}:${ticket.schedule?.label}`;
    const group = groups.get(key) ?? {
      key,
      first: ticket,
      counts: { adult: 0, child: 0, infant: 0 },
      total: 0,
    };
    group.counts[ticket.holderBand] += 1;
    group.total += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

function peopleText(group: TicketGroup, t: Copy, locale: MailLocale) {
  const parts = (['adult', 'child', 'infant'] as const)
    .filter((band) => group.counts[band] > 0)
    .map((band) => t.people[band](group.counts[band]));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}

function money(minor: number, currency: { iso: string; decimals: number }, locale: MailLocale) {
  const shown = formatMoney(minor, currency, locale);
  return /\p{L}/u.test(shown) ? shown : `${shown} ${currency.iso}`;
}

/** "2030-03-01 at 09:00 to 17:00" from a slot label like "9:00 - 17:00". */
function slotTimes(label: string | undefined): { startTime?: string; endTime?: string } {
  const match = label && /^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(label.trim());
  if (!match) return {};
  const pad = (s: string) => s.padStart(5, '0');
  return { startTime: pad(match[1]!), endTime: pad(match[2]!) };
}

/** One calendar file per dated visit (an open ticket has no date to put in a calendar). */
export function visitCalendars(
  groups: TicketGroup[],
  payload: Pick<ParkOrderEmailPayload, 'reference' | 'accessUrl'>,
  locale: MailLocale,
  now: Date,
): MailAttachment[] {
  const t = COPY[locale];
  return groups
    .filter((g) => g.first.visitDate)
    .map((g, i) => {
      const ticket = g.first;
      const info = visitInfo(ticket.product, locale);
      const times = slotTimes(ticket.schedule?.label);
      const ics = buildCalendar(
        [
          {
            uid: `${payload.reference}-${i + 1}-${ticket.visitDate}@xcaret-store`,
            title: `${ticket.product.name} (${payload.reference})`,
            description: `${t.reference}: ${payload.reference}\n${peopleText(g, t, locale)}\n${t.gettingThere}: ${info.gettingThere}\n${t.bring}: ${info.bring.join('; ')}`,
            location: info.gettingThere,
            startDate: ticket.visitDate!,
            endDate: addDays(ticket.visitDate!, 1),
            ...times,
            url: payload.accessUrl,
          },
        ],
        now,
      );
      const slug = ticket.product.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toLowerCase();
      return {
        filename: `${slug}-${ticket.visitDate}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8'),
      };
    });
}

export function renderParkOrderConfirmed(
  payload: ParkOrderEmailPayload,
  tickets: ETicket[],
  {
    currencyDecimals,
    pdf,
    now = new Date(),
    charges,
    sections = [],
    attachments = [],
  }: {
    currencyDecimals: number;
    pdf: Buffer;
    now?: Date;
    /** Sections after the total (the tax breakdown), already rendered. */
    sections?: readonly { text: string; html: string }[];
    /** Files besides the tickets and the calendars (the receipt). */
    attachments?: MailMessage['attachments'];
    /**
     * What each line cost and the package discount, in the currency charged, split from the
     * total (chargeLines): the lines less the discount make the total, to the unit.
     */
    charges?: {
      items: Record<string, number>;
      discount?: { minor: number; percent: number; names: string[] };
    };
  },
): MailMessage {
  const locale = mailLocale(payload.locale);
  const t = COPY[locale];
  const groups = groupTickets(tickets);
  const currency = { iso: payload.currencyIso, decimals: currencyDecimals };
  const subject = t.subject(payload.reference);
  const greeting = t.greeting(payload.buyerName);
  const total = money(payload.totalMinor, currency, locale);
  const amountOf = (g: TicketGroup) => {
    const minor = g.first.cartItemId ? charges?.items[g.first.cartItemId] : undefined;
    return minor === undefined ? null : money(minor, currency, locale);
  };
  const discount = charges?.discount && {
    label: t.discount(
      charges.discount.percent,
      new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
        charges.discount.names,
      ),
    ),
    amount: `−${money(charges.discount.minor, currency, locale)}`,
  };
  const lines = groups.map((g) => ({
    amount: amountOf(g),
    title: `${g.first.product.name}: ${t.tickets(g.total)}`,
    when: ticketWhen(g.first, locale),
    schedule: g.first.schedule ? `${t.schedule}: ${g.first.schedule.label}` : null,
    people: peopleText(g, t, locale),
  }));
  // Where to go and what to bring, once per product.
  const products = [...new Map(tickets.map((x) => [x.product.code, x.product])).values()].map(
    (product) => ({ name: product.name, ...visitInfo(product, locale) }),
  );

  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.reference}: ${payload.reference}`,
    '',
    ...lines.flatMap((l) => [
      l.amount ? `${l.title} — ${l.amount}` : l.title,
      `  ${l.when}`,
      ...(l.schedule ? [`  ${l.schedule}`] : []),
      `  ${l.people}`,
      '',
    ]),
    ...(discount ? [`${discount.label}: ${discount.amount}`] : []),
    `${t.total}: ${total}`,
    '',
    ...sections.flatMap((section) => [section.text, '']),
    `${t.link}: ${payload.accessUrl}`,
    t.attached,
    '',
    ...products.flatMap((p) => [
      p.name,
      `  ${t.gettingThere}: ${p.gettingThere}`,
      `  ${t.bring}:`,
      ...p.bring.map((b) => `  - ${b}`),
      '',
    ]),
    t.signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = htmlEmail(
    locale,
    subject,
    `<p style="margin:0 0 8px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(t.intro)}</p>
<p style="margin:0 0 16px;">${e(t.reference)}: <strong style="font-family:monospace;font-size:17px;">${e(payload.reference)}</strong></p>
${lines
  .map(
    (l) =>
      `<div style="margin:0 0 12px;padding:12px;border:1px solid #e2ddd3;border-radius:6px;"><p style="margin:0;font-weight:bold;">${e(l.title)}${l.amount ? ` <span style="float:right;">${e(l.amount)}</span>` : ''}</p><p style="margin:0;">${e(l.when)}</p>${l.schedule ? `<p style="margin:0;">${e(l.schedule)}</p>` : ''}<p style="margin:0;color:#555;">${e(l.people)}</p></div>`,
  )
  .join('\n')}
${discount ? `<p style="margin:0 0 8px;color:#1f5d4a;">${e(discount.label)}: ${e(discount.amount)}</p>` : ''}
<p style="margin:0 0 20px;"><strong>${e(t.total)}: ${e(total)}</strong></p>
${sections.map((section) => section.html).join('\n')}
<p style="margin:0 0 8px;"><a href="${e(payload.accessUrl)}" style="display:inline-block;padding:10px 18px;background:#1f4d3a;color:#ffffff;text-decoration:none;border-radius:4px;">${e(t.link)}</a></p>
<p style="margin:0 0 20px;font-size:13px;color:#555;">${e(t.attached)}</p>
${products
  .map(
    (p) =>
      `<h2 style="font-size:16px;margin:16px 0 4px;">${e(p.name)}</h2><p style="margin:0 0 4px;"><strong>${e(t.gettingThere)}:</strong> ${e(p.gettingThere)}</p><p style="margin:0;"><strong>${e(t.bring)}:</strong></p><ul style="margin:0 0 8px;padding-left:20px;">${p.bring.map((b) => `<li>${e(b)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p style="margin:20px 0 0;">${e(t.signature)}</p>`,
  );
  return {
    to: payload.email,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${t.pdfName}-${payload.reference}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
      ...visitCalendars(groups, payload, locale, now),
      ...attachments,
    ],
  };
}
