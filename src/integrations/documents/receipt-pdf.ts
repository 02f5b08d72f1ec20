import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptLine } from '@/domain/orders';
import { cardBrandName } from '@/domain/payments';
import { catalogueLocale, translator } from '@/i18n/translator';
import { regionalLocales } from '@/i18n/paths';
import { formatLongDate, resortToday } from '@/lib/dates';
import { documentMoney, taxRows } from './fiscal-copy';

/**
 * The payment receipt of an order as a PDF (issue 20), in the trip's language: what was
 * bought, each line in the currency charged, the package discount, the total, the payment
 * (card brand and last four digits only, the instalment plan), what was refunded, the balance
 * and the tax breakdown. It says it is not a CFDI. Standard PDF fonts only.
 */
const JUNGLE = '#1f4d3a';
const MUTED = '#555555';

export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const locale = catalogueLocale(receipt.locale);
  const t = translator(locale, 'fiscal.receipt');
  const money = (minor: number) => documentMoney(minor, receipt.currency, locale);
  const date = (iso: string) => formatLongDate(iso, regionalLocales[locale]);

  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: t('title') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const width = doc.page.width - 96;

  doc.fillColor(JUNGLE).font('Helvetica-Bold').fontSize(20).text('XCARET');
  doc.font('Helvetica').fontSize(16).text(t('title'));
  doc.moveDown(0.5).fillColor('#000').fontSize(11);
  doc.font('Helvetica-Bold').text(t('reference', { reference: receipt.reference }));
  doc.font('Helvetica').fillColor(MUTED).fontSize(10);
  doc.text(t('paidOn', { date: date(resortToday(receipt.paidAt)) }));
  doc.text(t('buyer', { name: receipt.buyer.name, email: receipt.buyer.email }));
  doc.moveDown(1);

  const row = (label: string, value: string, options: { bold?: boolean; sub?: string } = {}) => {
    const y = doc.y;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000');
    doc.text(label, 48, y, { width: width - 130 });
    if (options.sub)
      doc
        .fontSize(9)
        .fillColor(MUTED)
        .text(options.sub, 48, doc.y, { width: width - 130 });
    const bottom = doc.y;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000');
    doc.text(value, 48 + width - 125, y, { width: 125, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(48, doc.y)
      .lineTo(48 + width, doc.y)
      .strokeColor('#cccccc')
      .stroke();
    doc.y += 5;
  };

  row(t('concept'), t('amount'), { bold: true });
  rule();
  const describe = (line: ReceiptLine) =>
    line.kind === 'park'
      ? {
          label: t('park', {
            name: locale === 'en' ? line.name.en : line.name.es,
            adults: line.adults,
            children: line.children,
            infants: line.infants,
          }),
          sub: line.visitDate ? t('visit', { date: date(line.visitDate) }) : t('open'),
        }
      : {
          label: t('stay', {
            hotel: line.hotelName,
            rooms: new Intl.ListFormat(regionalLocales[locale], { type: 'conjunction' }).format(
              line.rooms.map((r) => r[locale]),
            ),
          }),
          sub: t('stayDates', {
            nights: line.nights,
            from: date(line.checkIn),
            to: date(line.checkOut),
          }),
        };
  for (const line of receipt.lines) {
    const { label, sub } = describe(line);
    row(label, money(line.minor), { sub });
  }
  if (receipt.discountMinor > 0) row(t('discount'), `−${money(receipt.discountMinor)}`);
  rule();
  row(t('total'), money(receipt.totalMinor), { bold: true });

  doc.moveDown(1);
  doc.fillColor(JUNGLE).font('Helvetica-Bold').fontSize(12).text(t('payments'), 48);
  doc.moveDown(0.3);
  const { payment } = receipt;
  const how = payment.card
    ? t('card', { brand: cardBrandName(payment.card.brand), last4: payment.card.last4 })
    : payment.method === 'PP'
      ? t('paypal')
      : payment.method === 'uplift'
        ? t('uplift')
        : t('other');
  // Issue 20: a deposit booking's receipt lists the deposit, then each later charge.
  const td = translator(locale, 'deposits.receipt');
  const later = receipt.payments.slice(1);
  const deposit = later.some((c) => c.kind === 'balance') || receipt.pending !== null;
  // Issue 15: the difference paid for a dearer date change is its own line.
  const tc = translator(locale, 'manageStayDiff');
  row(deposit ? `${td('deposit')} · ${how}` : how, money(payment.amountMinor), {
    sub: [
      date(resortToday(payment.at)),
      payment.plan.kind === 'installments'
        ? t('installments', { months: payment.plan.months })
        : '',
    ]
      .filter(Boolean)
      .join(' · '),
  });
  for (const charge of later) {
    const card = charge.card
      ? t('card', { brand: cardBrandName(charge.card.brand), last4: charge.card.last4 })
      : t('other');
    const what = charge.kind === 'date-change' ? tc('receiptLine') : td('balance');
    row(`${what} · ${card}`, money(charge.amountMinor), {
      sub: date(resortToday(charge.at)),
    });
  }
  for (const refund of receipt.refunds)
    row(t('refunded'), `−${money(refund.amountMinor)}`, { sub: date(resortToday(refund.at)) });
  rule();
  row(t('balance'), money(receipt.balanceMinor), { bold: true });
  if (receipt.pending)
    row(td('pending'), money(receipt.pending.amountMinor), {
      sub: receipt.pending.dueAt ? date(resortToday(receipt.pending.dueAt)) : undefined,
    });

  doc.moveDown(1);
  const fiscal = translator(locale, 'fiscal');
  doc.fillColor(JUNGLE).font('Helvetica-Bold').fontSize(12).text(fiscal('taxes.title'), 48);
  doc.moveDown(0.3);
  for (const tax of taxRows(receipt.taxes, receipt.currency.decimals, locale))
    row(tax.label, tax.value);

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t('note'), 48, doc.y, { width });
  doc.end();
  return done;
}

/** The receipt as an email attachment ("recibo-XO-….pdf"); none for an order not paid. */
export async function receiptAttachments(
  receipt: Receipt | undefined,
): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  if (!receipt) return [];
  const t = translator(catalogueLocale(receipt.locale), 'fiscal.receipt');
  return [
    {
      filename: `${t('fileName')}-${receipt.reference}.pdf`,
      contentType: 'application/pdf',
      content: await renderReceiptPdf(receipt),
    },
  ];
}
