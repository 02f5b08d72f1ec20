import type { Element } from '@nodecfdi/cfdi-core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  CFDI_NS,
  childNamed,
  childrenNamed,
  IMPLOCAL_NS,
  parseXml,
  SAT_REGIMES,
  SAT_USES,
  TFD_NS,
  tfdCadenaOriginal,
} from '@/domain/invoicing';
import type { Locale } from '@/i18n/paths';
import { translator } from '@/i18n/translator';
import { regionalLocales } from '@/i18n/paths';

/**
 * The printed representation of a stamped CFDI 4.0 (invoice or credit note), in the buyer's
 * language: everything is read back from the stamped XML, the document of record, so the PDF
 * can never say something the XML does not. It carries what the SAT asks of a printed CFDI:
 * issuer and receiver, concepts, taxes, totals, the fiscal folio, both seals, the certificate
 * numbers, the original string of the stamp and the QR code of the SAT's verification service.
 * Standard PDF fonts only (nothing bundled or downloaded).
 */

const JUNGLE = '#1f4d3a';
const MUTED = '#555555';
const SAT_VERIFY = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx';

/** The SAT verification address the QR code carries (Anexo 20, rubro I.D). */
export function verificationUrl(input: {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  seal: string;
}): string {
  const [whole, fraction = ''] = input.total.split('.');
  const total = `${whole!.padStart(18, '0')}.${fraction.padEnd(6, '0').slice(0, 6)}`;
  const params = new URLSearchParams({
    id: input.uuid,
    re: input.issuerRfc,
    rr: input.receiverRfc,
    tt: total,
    fe: input.seal.slice(-8),
  });
  return `${SAT_VERIFY}?${params.toString().replace(/%2B/g, '+').replace(/%3D/g, '=').replace(/%2F/g, '/')}`;
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.modules.get(row, col))
        doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
  doc.fill().restore();
}

const attr = (element: Element | undefined, name: string) => element?.getAttribute(name) ?? '';

export async function renderCfdiPdf(
  xml: string,
  locale: Locale,
  options: { demo?: boolean } = {},
): Promise<Buffer> {
  const t = translator(locale, 'fiscal.invoice.pdf');
  const root = parseXml(xml);
  const issuer = childNamed(root, CFDI_NS, 'Emisor');
  const receiver = childNamed(root, CFDI_NS, 'Receptor');
  const concepts = childrenNamed(childNamed(root, CFDI_NS, 'Conceptos')!, CFDI_NS, 'Concepto');
  const taxes = childNamed(root, CFDI_NS, 'Impuestos');
  const transfers = taxes
    ? childrenNamed(childNamed(taxes, CFDI_NS, 'Traslados') ?? taxes, CFDI_NS, 'Traslado')
    : [];
  const complement = childNamed(root, CFDI_NS, 'Complemento');
  const stamp = complement && childNamed(complement, TFD_NS, 'TimbreFiscalDigital');
  const locals = complement && childNamed(complement, IMPLOCAL_NS, 'ImpuestosLocales');
  const localTransfers = locals ? childrenNamed(locals, IMPLOCAL_NS, 'TrasladosLocales') : [];
  const related = childrenNamed(root, CFDI_NS, 'CfdiRelacionados').flatMap((group) =>
    childrenNamed(group, CFDI_NS, 'CfdiRelacionado').map((r) => attr(r, 'UUID')),
  );
  const currency = attr(root, 'Moneda');
  const money = (value: string) =>
    new Intl.NumberFormat(regionalLocales[locale], {
      style: 'currency',
      currency: currency === 'XXX' ? 'MXN' : currency,
      currencyDisplay: 'code',
      minimumFractionDigits: value.split('.')[1]?.length ?? 0,
    }).format(Number(value));
  const regime = (id: string) => {
    const found = SAT_REGIMES.find((r) => r.id === id);
    return found ? `${id} ${found.text}` : id;
  };
  const cfdiUse = (id: string) => {
    const found = SAT_USES.find((u) => u.id === id);
    return found ? `${id} ${found.text}` : id;
  };
  const uuid = attr(stamp, 'UUID');
  const qrText = verificationUrl({
    uuid,
    issuerRfc: attr(issuer, 'Rfc'),
    receiverRfc: attr(receiver, 'Rfc'),
    total: attr(root, 'Total'),
    seal: attr(root, 'Sello'),
  });

  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: uuid } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const width = doc.page.width - 80;

  // Title, number, fiscal folio and QR.
  const kind = attr(root, 'TipoDeComprobante') === 'E' ? t('creditNote') : t('invoice');
  const number = [attr(root, 'Serie'), attr(root, 'Folio')].filter(Boolean).join('-');
  drawQr(doc, qrText, 40 + width - 100, 40, 100);
  doc
    .fillColor(JUNGLE)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`${kind} ${number}`, 40, 40, {
      width: width - 110,
    });
  doc.moveDown(0.3).fillColor('#000').font('Helvetica-Bold').fontSize(9).text(t('uuid'));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(uuid || '—');
  doc.fontSize(9).fillColor(MUTED);
  doc.text(t('issued', { date: attr(root, 'Fecha') }));
  doc.text(t('stampedAt', { date: attr(stamp, 'FechaTimbrado') }));
  doc.text(t('place', { code: attr(root, 'LugarExpedicion') }));
  for (const r of related) doc.text(t('related', { uuid: r }));
  doc.y = Math.max(doc.y, 150);

  // Issuer and receiver side by side.
  const top = doc.y + 8;
  const column = (x: number, title: string, lines: string[]) => {
    doc
      .fillColor(JUNGLE)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x, top, { width: width / 2 - 10 });
    doc.fillColor('#000').font('Helvetica').fontSize(9);
    for (const line of lines) doc.text(line, { width: width / 2 - 10 });
    return doc.y;
  };
  const leftEnd = column(40, t('issuer'), [
    attr(issuer, 'Nombre'),
    `RFC ${attr(issuer, 'Rfc')}`,
    t('regime', { regime: regime(attr(issuer, 'RegimenFiscal')) }),
  ]);
  const rightEnd = column(40 + width / 2 + 10, t('receiver'), [
    attr(receiver, 'Nombre'),
    `RFC ${attr(receiver, 'Rfc')}`,
    t('regime', { regime: regime(attr(receiver, 'RegimenFiscalReceptor')) }),
    t('use', { use: cfdiUse(attr(receiver, 'UsoCFDI')) }),
    t('postalCode', { code: attr(receiver, 'DomicilioFiscalReceptor') }),
  ]);
  doc.x = 40;
  doc.y = Math.max(leftEnd, rightEnd) + 10;
  doc.fontSize(9).fillColor(MUTED);
  if (attr(root, 'FormaPago'))
    doc.text(t('payment', { form: attr(root, 'FormaPago'), method: attr(root, 'MetodoPago') }), 40);
  doc.text(t('currency', { currency }), 40);
  if (attr(root, 'TipoCambio')) doc.text(t('exchange', { rate: attr(root, 'TipoCambio') }), 40);

  // Concepts.
  const cols = [
    { key: 'quantity', w: 40 },
    { key: 'productKey', w: 62 },
    { key: 'unit', w: 42 },
    { key: 'description', w: width - 40 - 62 - 42 - 90 - 90 },
    { key: 'unitPrice', w: 90 },
    { key: 'amount', w: 90 },
  ] as const;
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    let x = 40;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor('#000');
    values.forEach((value, i) => {
      const right = i >= 4;
      doc.text(value, x, y, { width: cols[i]!.w - 4, align: right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!.w;
    });
    doc.y = bottom + 3;
  };
  doc.moveDown(0.8);
  row(
    cols.map((c) => t(c.key)),
    true,
  );
  doc
    .moveTo(40, doc.y)
    .lineTo(40 + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.y += 3;
  for (const concept of concepts)
    row([
      attr(concept, 'Cantidad'),
      attr(concept, 'ClaveProdServ'),
      attr(concept, 'ClaveUnidad'),
      attr(concept, 'Descripcion'),
      money(attr(concept, 'ValorUnitario')),
      money(attr(concept, 'Importe')),
    ]);

  // Totals.
  doc
    .moveTo(40, doc.y)
    .lineTo(40 + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.y += 4;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, 40, y, { width: width - 100, align: 'right' });
    doc.text(value, 40 + width - 96, y, { width: 96, align: 'right' });
  };
  total(t('subtotal'), money(attr(root, 'SubTotal')));
  for (const transfer of transfers)
    total(
      t('transferred', {
        tax: attr(transfer, 'Impuesto') === '002' ? 'IVA' : attr(transfer, 'Impuesto'),
        rate: `${(Number(attr(transfer, 'TasaOCuota')) * 100).toFixed(2)} %`,
      }),
      money(attr(transfer, 'Importe')),
    );
  for (const local of localTransfers)
    total(
      t('local', {
        name: attr(local, 'ImpLocTrasladado'),
        rate: `${Number(attr(local, 'TasadeTraslado')).toFixed(2)} %`,
      }),
      money(attr(local, 'Importe')),
    );
  total(t('total'), money(attr(root, 'Total')), true);

  // Seals and the original string of the stamp.
  doc.moveDown(1.2);
  doc.x = 40;
  doc.fontSize(8).fillColor(MUTED).font('Helvetica');
  doc.text(
    t('certificate', { number: attr(root, 'NoCertificado'), sat: attr(stamp, 'NoCertificadoSAT') }),
  );
  const block = (title: string, value: string) => {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(7.5).fillColor('#000').text(title);
    doc.font('Courier').fontSize(6).fillColor(MUTED).text(value, { width, lineBreak: true });
  };
  block(t('sealCfd'), attr(root, 'Sello'));
  block(t('sealSat'), attr(stamp, 'SelloSAT'));
  if (stamp) block(t('chain'), tfdCadenaOriginal(stamp));
  doc.moveDown(0.8).font('Helvetica').fontSize(8).fillColor(MUTED).text(t('legend'));
  if (options.demo) doc.fillColor('#a4161a').text(t('demo'));
  doc.end();
  return done;
}
