import type { PaidInstallments } from '@/domain/orders';
import type { MailAttachment, MailMessage, ParkOrderEmailPayload } from '@/domain/outbox';
import { visitInfo, visitText, type ETicket, type VisitInfo } from '@/domain/tickets';
import { ticketExtras, ticketWhen } from '../documents/tickets-pdf';
import type { Locale } from '@/i18n/routing';
import { catalogueLocale, translator } from '@/i18n/translator';
import { addDays } from '@/lib/dates';
import { buildCalendar } from '@/lib/ics';
import { Fragment } from 'react';
import {
  Box,
  ButtonLink,
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
  type MailSection,
} from './layout';
import { parkPolicyText, productName, type ParkPolicy } from '@/domain/catalog';

/**
 * The park order confirmation email, in the buyer's language (messages/*.json, namespace
 * `mail.parkOrder`): the reference, what was bought (one line per product and date, with the
 * people and the extras: transport, food, photo pack, activities), the total charged and the
 * instalment plan, a link to the order and its tickets, where to go and what to bring; the
 * tickets' PDF and one calendar file per dated visit are attached.
 */
type Translate = ReturnType<typeof translator<'mail.parkOrder'>>;

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

function peopleText(group: TicketGroup, t: Translate, locale: Locale) {
  const parts = (['adult', 'child', 'infant'] as const)
    .filter((band) => group.counts[band] > 0)
    .map((band) => t(band, { count: group.counts[band] }));
  return listText(locale, parts);
}

/** Where to go and what to bring, in the email's language. */
function translatedVisit(info: VisitInfo, locale: Locale) {
  const t = translator(locale, 'visitInfo');
  return {
    gettingThere: visitText(t, info.gettingThere),
    bring: info.bring.map((line) => visitText(t, line)),
  };
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
  locale: Locale,
  now: Date,
): MailAttachment[] {
  const t = translator(locale, 'mail.parkOrder');
  return groups
    .filter((g) => g.first.visitDate)
    .map((g, i) => {
      const ticket = g.first;
      const info = translatedVisit(visitInfo(ticket.product), locale);
      const times = slotTimes(ticket.schedule?.label);
      const ics = buildCalendar(
        [
          {
            uid: `${payload.reference}-${i + 1}-${ticket.visitDate}@xcaret-store`,
            title: `${productName(ticket.product, locale)} (${payload.reference})`,
            description: `${t('reference')}: ${payload.reference}\n${peopleText(g, t, locale)}\n${t('gettingThere')}: ${info.gettingThere}\n${t('bring')}: ${info.bring.join('; ')}`,
            location: info.gettingThere,
            startDate: ticket.visitDate!,
            endDate: addDays(ticket.visitDate!, 1),
            ...times,
            url: payload.accessUrl,
          },
        ],
        now,
      );
      const slug = productName(ticket.product, locale)
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
    plan,
    sections = [],
    attachments = [],
    manageUrl,
    policies = {},
  }: {
    currencyDecimals: number;
    /**
     * Each cart item's cancellation terms (issue 15: stated on every screen and in the email),
     * keyed by cart item id; a line without an entry states none.
     */
    policies?: Record<string, ParkPolicy>;
    /** The signed link that opens this order on any device (issue 15); else the order page. */
    manageUrl?: string;
    pdf: Buffer;
    now?: Date;
    /** The instalment plan the order was paid with (none when paid in full). */
    plan?: PaidInstallments | null;
    /** Sections after the total (the tax breakdown), already rendered. */
    sections?: readonly MailSection[];
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
  const locale = catalogueLocale(payload.locale);
  const t = translator(locale, 'mail.parkOrder');
  const groups = groupTickets(tickets);
  const currency = { iso: payload.currencyIso, decimals: currencyDecimals };
  const subject = t('subject', { reference: payload.reference });
  const letter: Letter = {
    greeting: t('greeting', { name: payload.buyerName }),
    intro: t('intro'),
    signature: t('signature'),
  };
  const planText = installmentsText(plan, currency, locale);
  const includes = translator(locale, 'ticketPdf')('includes');
  const total = mailMoney(payload.totalMinor, currency, locale);
  const amountOf = (g: TicketGroup) => {
    const minor = g.first.cartItemId ? charges?.items[g.first.cartItemId] : undefined;
    return minor === undefined ? null : mailMoney(minor, currency, locale);
  };
  const discount = charges?.discount && {
    label: t('discount', {
      percent: charges.discount.percent,
      names: listText(locale, charges.discount.names),
    }),
    amount: `−${mailMoney(charges.discount.minor, currency, locale)}`,
  };
  // The signed manage link (issue 15), else the order's confirmation page from the route table
  // (built when the order was paid, it opens in the browser that paid).
  const link = manageUrl ?? payload.accessUrl;
  const manageHint = manageUrl ? translator(locale, 'manageBooking.park')('emailHint') : null;
  const tp = translator(locale, 'parkPolicy');
  const policyOf = (g: TicketGroup) => {
    const policy = g.first.cartItemId ? policies[g.first.cartItemId] : undefined;
    return policy ? parkPolicyText(tp, g.first, policy, now, locale) : null;
  };
  const lines = groups.map((g) => ({
    amount: amountOf(g),
    policy: policyOf(g),
    title: t('tickets', { product: productName(g.first.product, locale), count: g.total }),
    when: ticketWhen(g.first, locale),
    schedule: g.first.schedule ? t('schedule', { schedule: g.first.schedule.label }) : null,
    people: peopleText(g, t, locale),
    extras: ticketExtras(g.first, locale),
  }));
  // Where to go and what to bring, once per product.
  const products = [...new Map(tickets.map((x) => [x.product.code, x.product])).values()].map(
    (product) => ({
      name: productName(product, locale),
      ...translatedVisit(visitInfo(product), locale),
    }),
  );

  const text = letterText(letter, [
    `${t('reference')}: ${payload.reference}`,
    '',
    ...lines.flatMap((l) => [
      l.amount ? `${l.title} — ${l.amount}` : l.title,
      `  ${l.when}`,
      ...(l.schedule ? [`  ${l.schedule}`] : []),
      `  ${l.people}`,
      ...(l.extras.length > 0 ? [`  ${includes}:`, ...l.extras.map((x) => `  - ${x}`)] : []),
      ...(l.policy ? [`  ${l.policy}`] : []),
      '',
    ]),
    ...(discount ? [`${discount.label}: ${discount.amount}`] : []),
    `${t('total')}: ${total}`,
    ...(planText ? [planText] : []),
    '',
    ...sections.flatMap((section) => [section.text, '']),
    `${t('link')}: ${link}`,
    ...(manageHint ? [manageHint] : []),
    t('attached'),
    '',
    ...products.flatMap((p) => [
      p.name,
      `  ${t('gettingThere')}: ${p.gettingThere}`,
      `  ${t('bring')}:`,
      ...p.bring.map((b) => `  - ${b}`),
      '',
    ]),
  ]);

  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="parks">
      <EmailOpening letter={letter} />
      <Paragraph style={{ margin: '0 0 16px' }}>
        {t('reference')}:{' '}
        <strong style={{ fontFamily: 'monospace', fontSize: 17 }}>{payload.reference}</strong>
      </Paragraph>
      {lines.map((l, i) => (
        <Box key={i}>
          <p style={{ margin: 0, fontWeight: 'bold' }}>
            {l.title}
            {l.amount && <span style={{ float: 'right' }}> {l.amount}</span>}
          </p>
          <p style={{ margin: 0 }}>{l.when}</p>
          {l.schedule && <p style={{ margin: 0 }}>{l.schedule}</p>}
          <p style={{ margin: 0, color: '#555' }}>{l.people}</p>
          {l.extras.length > 0 && (
            <>
              <p style={{ margin: '6px 0 0', fontWeight: 'bold' }}>{includes}:</p>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {l.extras.map((x, j) => (
                  <li key={j}>{x}</li>
                ))}
              </ul>
            </>
          )}
          {l.policy && <p style={{ margin: '6px 0 0', color: '#555' }}>{l.policy}</p>}
        </Box>
      ))}
      {discount && (
        <Paragraph style={{ margin: '0 0 8px', color: '#1f5d4a' }}>
          {discount.label}: {discount.amount}
        </Paragraph>
      )}
      <Paragraph style={{ margin: planText ? '0 0 4px' : '0 0 20px' }}>
        <strong>
          {t('total')}: {total}
        </strong>
      </Paragraph>
      {planText && (
        <Paragraph style={{ margin: '0 0 20px', fontWeight: 'bold', color: JUNGLE }}>
          {planText}
        </Paragraph>
      )}
      {sections.map((section, i) => (
        <Fragment key={i}>{section.html}</Fragment>
      ))}
      <ButtonLink href={link}>{t('link')}</ButtonLink>
      {manageHint && <Note>{manageHint}</Note>}
      <Note>{t('attached')}</Note>
      {products.map((p, i) => (
        <Fragment key={i}>
          <h2 style={{ fontSize: 16, margin: '16px 0 4px' }}>{p.name}</h2>
          <p style={{ margin: '0 0 4px' }}>
            <strong>{t('gettingThere')}:</strong> {p.gettingThere}
          </p>
          <p style={{ margin: 0 }}>
            <strong>{t('bring')}:</strong>
          </p>
          <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
            {p.bring.map((b, j) => (
              <li key={j}>{b}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <EmailSignature letter={letter} />
    </EmailDocument>,
  );
  return {
    to: payload.email,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${t('pdfName')}-${payload.reference}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
      ...visitCalendars(groups, payload, locale, now),
      ...attachments,
    ],
  };
}
