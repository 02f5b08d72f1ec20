import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  INFANT_MAX_AGE,
  transportNote,
  visitInfo,
  visitText,
  type ETicket,
} from '@/domain/tickets';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { formatLongDate } from '@/lib/dates';
import { productName } from '@/domain/catalog';

/**
 * The e-tickets as a PDF, in the buyer's language: its words are in messages/*.json
 * (namespaces `ticketPdf` and `visitInfo`), like the emails it is attached to.
 */

/** The date or validity line of a ticket, as the PDF, the email and the page show it. */
export function ticketWhen(
  ticket: Pick<ETicket, 'open' | 'visitDate' | 'validUntil'>,
  locale: Locale,
): string {
  const t = translator(locale, 'ticketPdf');
  return ticket.open || !ticket.visitDate
    ? t('openTicket', { date: formatLongDate(ticket.validUntil, locale) })
    : t('visitDate', { date: formatLongDate(ticket.visitDate, locale) });
}

/**
 * What a ticket's item was bought with besides admission (transport from its zone, food, the
 * photo pack, the activities), in the buyer's language: the PDF's "also includes" list and the
 * email's line per item.
 */
export function ticketExtras(
  ticket: Pick<ETicket, 'transportZone' | 'food' | 'photo' | 'complements'>,
  locale: Locale,
): string[] {
  const t = translator(locale, 'ticketPdf');
  const visit = translator(locale, 'visitInfo');
  return [
    ...(ticket.transportZone ? [visitText(visit, transportNote(ticket.transportZone))] : []),
    ...(ticket.food ? [t('food')] : []),
    ...(ticket.photo ? [t('photo')] : []),
    ...ticket.complements.map((c) => (locale === 'es' ? c.es : c.en)),
  ];
}

/** Who and what a ticket is for: the order's buyer and the page's other facts. */
export type TicketPdfOptions = { orderReference: string; holderName: string };

/** One labelled fact of a ticket: the label above, its value under it. */
export type TicketField = { label: string; value: string; strong?: boolean; mono?: boolean };

/**
 * The facts a ticket's page states, in order, each under its own label: the holder (the
 * buyer's name: tickets are not issued per name), the ticket type, the visit date or the open
 * ticket's last day, the schedule, the ticket's and the order's references.
 */
export function ticketFields(
  ticket: Pick<ETicket, 'holderBand' | 'open' | 'visitDate' | 'validUntil' | 'schedule' | 'code'>,
  locale: Locale,
  options: TicketPdfOptions,
): TicketField[] {
  const t = translator(locale, 'ticketPdf');
  const dated = !ticket.open && ticket.visitDate;
  return [
    { label: t('labels.holder'), value: options.holderName, strong: true },
    {
      label: t('labels.type'),
      value: t(`band.${ticket.holderBand}`, { infantMaxAge: INFANT_MAX_AGE }),
    },
    dated
      ? {
          label: t('labels.visitDate'),
          value: formatLongDate(ticket.visitDate!, locale),
          strong: true,
        }
      : {
          label: t('labels.openTicket'),
          value: t('validUntil', { date: formatLongDate(ticket.validUntil, locale) }),
          strong: true,
        },
    ...(ticket.schedule ? [{ label: t('labels.schedule'), value: ticket.schedule.label }] : []),
    { label: t('labels.ticket'), value: ticket.code, mono: true },
    { label: t('labels.order'), value: options.orderReference, mono: true },
  ];
}

const JUNGLE = '#1f4d3a';
const MUTED = '#555555';
const INK = '#222222';

/** The QR code drawn as vector squares: sharp at any zoom and when printed. */
function drawQr(doc: PDFKit.PDFDocument, token: string, x: number, y: number, size: number) {
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const cell = size / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05);
  doc.fill();
  doc.restore();
}

/** A label in small grey capitals, its value under it, and a gap before the next one. */
function drawField(doc: PDFKit.PDFDocument, field: TicketField, locale: Locale, width: number) {
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(field.label.toLocaleUpperCase(locale), { width, characterSpacing: 0.6 });
  doc
    .moveDown(0.15)
    .fillColor(INK)
    .font(field.mono ? 'Courier-Bold' : field.strong ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(13)
    .text(field.value, { width, characterSpacing: 0 });
  doc.moveDown(0.55);
}

/** A bulleted list whose wrapped lines align with the text, not under the bullet. */
function drawList(doc: PDFKit.PDFDocument, items: string[], width: number) {
  doc.list(items, {
    width,
    bulletRadius: 2,
    bulletIndent: 4,
    textIndent: 14,
    paragraphGap: 3,
    lineGap: 1.5,
  });
}

/**
 * The tickets as one PDF, one A4 page per ticket: product, then each fact under its label
 * (holder, type, visit date or open validity, schedule, references), the extras bought, the
 * QR code of the signed token, how to get there and what to bring. Standard PDF fonts only
 * (Helvetica and Courier, WinAnsi: Spanish and Portuguese letters included), so nothing is
 * downloaded or bundled.
 */
export async function renderTicketsPdf(
  tickets: ETicket[],
  locale: Locale,
  options: TicketPdfOptions,
): Promise<Buffer> {
  if (tickets.length === 0) throw new Error('No tickets to render');
  const t = translator(locale, 'ticketPdf');
  const visit = translator(locale, 'visitInfo');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    autoFirstPage: false,
    info: {
      Title: `${t('title')} Xcaret`,
      Author: 'Xcaret',
      Subject: options.orderReference,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  tickets.forEach((ticket, index) => {
    doc.addPage();
    const width = doc.page.width - 96;
    const left = width - 200;
    const info = visitInfo(ticket.product);

    doc.rect(0, 0, doc.page.width, 72).fill(JUNGLE);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('XCARET', 48, 24);
    doc
      .font('Helvetica')
      .fontSize(12)
      .text(t('page', { number: index + 1, count: tickets.length }), 48, 30, {
        width,
        align: 'right',
      });

    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(productName(ticket.product, locale), 48, 100, { width: left });
    doc.moveDown(0.6);
    for (const field of ticketFields(ticket, locale, options)) drawField(doc, field, locale, left);

    const extras = ticketExtras(ticket, locale);
    if (extras.length > 0) {
      doc
        .moveDown(0.2)
        .fillColor(JUNGLE)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(t('includes'), { width: left });
      doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(11);
      drawList(doc, extras, left - 14);
    }
    const bottomOfFacts = doc.y;

    drawQr(doc, ticket.token, 48 + width - 176, 96, 176);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(t('scanNote'), 48 + width - 176, 280, { width: 176, align: 'center' });
    if (ticket.status === 'void')
      doc
        .fillColor('#b00020')
        .font('Helvetica-Bold')
        .fontSize(28)
        .text(t('void'), 48 + width - 176, 170, { width: 176, align: 'center' });

    const top = Math.max(bottomOfFacts, 330) + 20;
    doc
      .moveTo(48, top)
      .lineTo(48 + width, top)
      .strokeColor('#e2ddd3')
      .stroke();
    doc
      .fillColor(JUNGLE)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('gettingThere'), 48, top + 18, { width });
    doc
      .moveDown(0.3)
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(11)
      .text(visitText(visit, info.gettingThere), { width, lineGap: 1.5 });
    doc
      .moveDown(1)
      .fillColor(JUNGLE)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('bring'), { width });
    doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(11);
    drawList(
      doc,
      info.bring.map((line) => visitText(visit, line)),
      width - 14,
    );
  });
  doc.end();
  return done;
}
