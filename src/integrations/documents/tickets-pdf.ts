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

const JUNGLE = '#1f4d3a';
const MUTED = '#555555';

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

/**
 * The tickets as one PDF, one A4 page per ticket: product, holder type, visit date or open
 * validity, schedule, the QR code of the signed token, the reference and what to bring.
 * Standard PDF fonts only (Helvetica, WinAnsi: Spanish and Portuguese letters included), so
 * nothing is downloaded or bundled.
 */
export async function renderTicketsPdf(
  tickets: ETicket[],
  locale: Locale,
  options: { orderReference?: string } = {},
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
      Subject: options.orderReference ?? '',
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
      .fillColor('#222222')
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(ticket.product.name, 48, 100, { width: width - 190 });
    doc.moveDown(0.4).font('Helvetica').fontSize(13).fillColor('#222222');
    doc.text(
      t('holder', { band: t(`band.${ticket.holderBand}`, { infantMaxAge: INFANT_MAX_AGE }) }),
      {
        width: width - 190,
      },
    );
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .text(ticketWhen(ticket, locale), { width: width - 190 });
    doc.font('Helvetica');
    if (ticket.schedule)
      doc
        .moveDown(0.3)
        .text(t('schedule', { schedule: ticket.schedule.label }), { width: width - 190 });
    doc.moveDown(0.3).fillColor(MUTED).fontSize(11);
    doc.text(t('reference', { code: ticket.code }), { width: width - 190 });
    if (options.orderReference)
      doc.text(t('order', { reference: options.orderReference }), { width: width - 190 });

    const extras = [
      ...(ticket.transportZone ? [visitText(visit, transportNote(ticket.transportZone))] : []),
      ...(ticket.food ? [t('food')] : []),
      ...(ticket.photo ? [t('photo')] : []),
      ...ticket.complements.map((c) => (locale === 'es' ? c.es : c.en)),
    ];
    if (extras.length > 0) {
      doc
        .moveDown(0.6)
        .fillColor('#222222')
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(t('includes'), { width: width - 190 });
      doc.font('Helvetica').fontSize(11);
      for (const line of extras) doc.text(`•  ${line}`, { width: width - 190 });
    }

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

    const top = Math.max(doc.y, 330) + 24;
    doc
      .moveTo(48, top)
      .lineTo(48 + width, top)
      .strokeColor('#e2ddd3')
      .stroke();
    doc
      .fillColor(JUNGLE)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('gettingThere'), 48, top + 16, { width });
    doc
      .fillColor('#222222')
      .font('Helvetica')
      .fontSize(11)
      .text(visitText(visit, info.gettingThere), { width });
    doc
      .moveDown(0.8)
      .fillColor(JUNGLE)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('bring'), { width });
    doc.fillColor('#222222').font('Helvetica').fontSize(11);
    for (const line of info.bring) doc.text(`•  ${visitText(visit, line)}`, { width });
  });
  doc.end();
  return done;
}
