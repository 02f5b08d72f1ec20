import { generateKeyPairSync, createSign, createVerify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownAllIn, type TaxRule } from '@/domain/taxes';
import { checkCfdi } from './cfdi.check';
import {
  cfdiDate,
  creditNoteDocument,
  decimalText,
  exchangeRateText,
  incomeDocument,
  invoiceDeadline,
  invoiceWindowOpen,
  paymentFormOf,
  refundAction,
  SAT_KEYS,
  type CfdiDocument,
} from './cfdi.rules';
import { buildCfdiXml, cadenaOriginal, UnsupportedCfdiError, withSeal } from './cfdi.xml';

// Fixtures of this test's own.
const CURRENCIES = [
  { iso: 'MXN', decimals: 2, usdRate: '18.45' },
  { iso: 'USD', decimals: 2, usdRate: '1' },
  { iso: 'EUR', decimals: 2, usdRate: '0.92' },
  { iso: 'JPY', decimals: 0, usdRate: '151.2' },
  { iso: 'KRW', decimals: 0, usdRate: '1380.75' },
  { iso: 'CLP', decimals: 0, usdRate: '948' },
];
const rateOf = (iso: string) => CURRENCIES.find((c) => c.iso === iso);
const rule = (r: Partial<TaxRule>): TaxRule => ({
  id: 1,
  code: 'IVA',
  name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
  scope: 'hotel',
  hotelCode: null,
  productCode: null,
  basis: 'percent',
  rateBasisPoints: 1600,
  amountMinor: null,
  amountCurrency: null,
  cfdi: 'federal',
  satTaxCode: '002',
  effectiveFrom: '2010-01-01',
  effectiveTo: null,
  demo: false,
  ...r,
});
const HOTEL_RULES = [
  rule({}),
  rule({ id: 2, code: 'ISH', rateBasisPoints: 500, cfdi: 'local', satTaxCode: null }),
  rule({
    id: 3,
    code: 'DSA',
    name: { es: 'Derecho de saneamiento', en: 'Fee', pt: 'Taxa' },
    basis: 'per_room_night',
    rateBasisPoints: null,
    amountMinor: 3000,
    amountCurrency: 'MXN',
    cfdi: 'concept',
    satTaxCode: null,
  }),
];
const ISSUER = {
  rfc: 'HXD150101AB9',
  name: 'HOTELES XCARET DEMO',
  regime: '601',
  postalCode: '77710',
};
const RECEIVER = {
  rfc: 'COSC8001137NA',
  name: 'CARLOS CORTÉS SOTO',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
  foreign: null,
};
const CERT = { number: '30001000000500000001', base64: 'MIIBAAA=' };

function hotelDocument(totalMinor: number, iso = 'MXN', nights = 3, lines = 1): CfdiDocument {
  const currency = rateOf(iso)!;
  return incomeDocument({
    series: 'HF',
    folio: '7',
    issuedAt: new Date('2027-03-10T15:04:05Z'),
    issuer: ISSUER,
    receiver: RECEIVER,
    currency,
    exchangeRate: exchangeRateText(currency, rateOf('MXN')!),
    paymentForm: '04',
    breakdown: breakdownAllIn({
      totalMinor,
      currency,
      rules: HOTEL_RULES,
      roomNights: nights,
      rateOf,
    }),
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Hospedaje ${i + 1}`,
      identification: `R${i}`,
      keys: SAT_KEYS.lodging,
      weight: 100 + i * 37,
    })),
    feeDescription: (l) => l.name.es,
  });
}

describe('amounts and dates as the CFDI writes them', () => {
  it('writes minor units with the currency digits', () => {
    expect(decimalText(123450, 2)).toBe('1234.50');
    expect(decimalText(5, 2)).toBe('0.05');
    expect(decimalText(0, 2)).toBe('0.00');
    expect(decimalText(12345, 0)).toBe('12345');
    expect(() => decimalText(1.5, 2)).toThrow();
  });
  it('gives pesos per unit with six decimals, none for MXN', () => {
    expect(exchangeRateText(rateOf('USD')!, rateOf('MXN')!)).toBe('18.450000');
    expect(exchangeRateText(rateOf('EUR')!, rateOf('MXN')!)).toBe('20.054348');
    expect(exchangeRateText(rateOf('JPY')!, rateOf('MXN')!)).toBe('0.122024');
    expect(exchangeRateText(rateOf('MXN')!, rateOf('MXN')!)).toBeNull();
  });
  it('dates the document in Quintana Roo time, without a zone', () => {
    expect(cfdiDate(new Date('2027-03-10T03:04:05Z'))).toBe('2027-03-09T22:04:05');
  });
  it('maps how it was paid to c_FormaPago', () => {
    expect(paymentFormOf('VI', 'full')).toBe('04');
    expect(paymentFormOf('MC', 'installments')).toBe('04');
    expect(paymentFormOf('PP', 'full')).toBe('31');
    expect(paymentFormOf('VI', 'uplift')).toBe('31');
  });
});

describe('the invoice window', () => {
  it('stays open through the end of the month of payment plus the grace days, in resort time', () => {
    const paid = new Date('2027-03-15T18:00:00Z');
    // April 5, 23:59:59.999 in Cancún = April 6, 04:59:59.999 UTC.
    expect(invoiceDeadline(paid, 5).toISOString()).toBe('2027-04-06T04:59:59.999Z');
    expect(invoiceWindowOpen(paid, new Date('2027-04-06T04:59:59.999Z'), 5)).toBe(true);
    expect(invoiceWindowOpen(paid, new Date('2027-04-06T05:00:00Z'), 5)).toBe(false);
    // Paid at 22:00 in Cancún on March 31 (April 1 in UTC): still March's.
    expect(invoiceDeadline(new Date('2027-04-01T03:00:00Z'), 0).toISOString()).toBe(
      '2027-04-01T04:59:59.999Z',
    );
    // December rolls over the year.
    expect(invoiceDeadline(new Date('2027-12-20T12:00:00Z'), 5).toISOString()).toBe(
      '2028-01-06T04:59:59.999Z',
    );
  });
});

describe('what a refund does to a stamped invoice', () => {
  const base = {
    invoiceTotalMinor: 10_000,
    invoiceStampedAt: new Date('2027-03-10T12:00:00Z'),
    creditedMinor: 0,
  };
  it('cancels (reason 03) a whole refund in the month the invoice was issued', () => {
    expect(
      refundAction({ ...base, refundMinor: 10_000, now: new Date('2027-03-31T12:00:00Z') }),
    ).toEqual({
      action: 'cancel',
      reason: '03',
    });
  });
  it('credits a part, a refund in a later month, or what is left after an earlier credit', () => {
    expect(
      refundAction({ ...base, refundMinor: 2_500, now: new Date('2027-03-20T12:00:00Z') }),
    ).toEqual({
      action: 'credit_note',
      amountMinor: 2_500,
    });
    expect(
      refundAction({ ...base, refundMinor: 10_000, now: new Date('2027-04-01T12:00:00Z') }),
    ).toEqual({
      action: 'credit_note',
      amountMinor: 10_000,
    });
    expect(
      refundAction({
        ...base,
        creditedMinor: 8_000,
        refundMinor: 5_000,
        now: new Date('2027-03-20T12:00:00Z'),
      }),
    ).toEqual({ action: 'credit_note', amountMinor: 2_000 });
  });
});

describe('documents of a charge', () => {
  it('add up to the charge in every currency, each concept within the SAT tolerance, and pass every structural check', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000_000 }),
        fc.constantFrom(...CURRENCIES.map((c) => c.iso)),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (total, iso, nights, lines) => {
          const doc = hotelDocument(total, iso, nights, lines);
          expect(doc.totalMinor).toBe(total);
          const xml = buildCfdiXml(doc, CERT);
          const sealed = withSeal(
            xml,
            createSign('RSA-SHA256').update(cadenaOriginal(xml)).sign(privateKey, 'base64'),
          );
          expect(checkCfdi(sealed)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('puts the municipal fee in a concept of its own and the lodging tax in implocal', () => {
    const doc = hotelDocument(1_000_000);
    expect(doc.concepts.map((c) => [c.productKey, c.taxObject])).toEqual([
      ['90111500', '02'],
      ['93161700', '01'],
    ]);
    expect(doc.localTaxes).toEqual([
      { name: 'ISH', rate: '5.00', amountMinor: expect.any(Number) },
    ]);
    const xml = buildCfdiXml(doc, CERT);
    expect(xml).toContain(
      '<implocal:TrasladosLocales ImpLocTrasladado="ISH" TasadeTraslado="5.00"',
    );
  });

  it('credits a refund with one concept related to the invoice, use G02', () => {
    const invoice = hotelDocument(1_000_000);
    const note = creditNoteDocument({
      series: 'HNC',
      folio: '1',
      issuedAt: new Date('2027-04-02T15:00:00Z'),
      issuer: ISSUER,
      receiver: RECEIVER,
      currency: rateOf('MXN')!,
      exchangeRate: null,
      paymentForm: '04',
      breakdown: breakdownAllIn({
        totalMinor: 250_000,
        currency: rateOf('MXN')!,
        rules: HOTEL_RULES,
        roomNights: 3,
        rateOf,
      }),
      relatedUuid: '6F1D6C55-3C4A-4E5B-9E2C-1A2B3C4D5E6F',
      description: 'Devolución',
      feeDescription: (l) => l.name.es,
    });
    expect(invoice.kind).toBe('I');
    expect(note).toMatchObject({ kind: 'E', totalMinor: 250_000, related: { type: '01' } });
    expect(note.receiver.use).toBe('G02');
    expect(note.concepts[0]).toMatchObject({ productKey: '84111506', unitKey: 'ACT' });
  });
});

describe('the original string and the structural checks', () => {
  const doc = hotelDocument(1_234_567);
  const xml = buildCfdiXml(doc, CERT);

  it('follows the order of cadenaoriginal_4_0.xslt, attribute by attribute', () => {
    const c = doc.concepts;
    const t = c[0]!.transfers[0]!;
    const money = (minor: number) => decimalText(minor, 2);
    expect(cadenaOriginal(xml)).toBe(
      [
        '||4.0|HF|7|2027-03-10T10:04:05|04|30001000000500000001',
        `${money(doc.subtotalMinor)}|MXN|${money(doc.totalMinor)}|I|01|PUE|77710`,
        'HXD150101AB9|HOTELES XCARET DEMO|601',
        'COSC8001137NA|CARLOS CORTÉS SOTO|77500|612|G03',
        `90111500|R0|1|E48|Servicio|Hospedaje 1|${money(c[0]!.amountMinor)}|${money(c[0]!.amountMinor)}|02`,
        `${money(t.baseMinor)}|002|Tasa|0.160000|${money(t.amountMinor)}`,
        `93161700|DSA|1|E48|Servicio|Derecho de saneamiento|${money(c[1]!.amountMinor)}|${money(c[1]!.amountMinor)}|01`,
        `${money(t.baseMinor)}|002|Tasa|0.160000|${money(t.amountMinor)}|${money(t.amountMinor)}`,
        `1.0|0.00|${money(doc.localTaxes[0]!.amountMinor)}`,
        `ISH|5.00|${money(doc.localTaxes[0]!.amountMinor)}||`,
      ].join('|'),
    );
  });

  it('normalizes white space as XPath normalize-space does', () => {
    const spaced = xml.replace('Hospedaje 1', '  Hospedaje\t\t 1 ');
    expect(cadenaOriginal(spaced)).toContain('|Hospedaje 1|');
  });

  it('refuses to sign what it cannot read: an unknown complement', () => {
    const foreign = xml.replace(
      '</cfdi:Complemento>',
      '<x:Otro xmlns:x="urn:x" a="1"/></cfdi:Complemento>',
    );
    expect(() => cadenaOriginal(foreign)).toThrow(UnsupportedCfdiError);
  });

  it('finds each class of structural fault', () => {
    const sealed = withSeal(xml, 'c2VhbA==');
    expect(checkCfdi(sealed)).toEqual([]);
    const faults: [string, (x: string) => string, RegExp][] = [
      ['not XML', () => '<cfdi:Comprobante', /well-formed|root/],
      [
        'a required attribute',
        (x) => x.replace(/ LugarExpedicion="\d+"/, ''),
        /LugarExpedicion is required/,
      ],
      ['a pattern', (x) => x.replace('Fecha="2027-03-10T10:04:05"', 'Fecha="10/03/2027"'), /Fecha/],
      ['a catalogue value', (x) => x.replace('UsoCFDI="G03"', 'UsoCFDI="Z99"'), /UsoCFDI/],
      [
        'the use allowed for the regime',
        (x) => x.replace('UsoCFDI="G03"', 'UsoCFDI="CN01"'),
        /not allowed for regime/,
      ],
      [
        'the receiver RFC',
        (x) => x.replace('Rfc="COSC8001137NA"', 'Rfc="COSC80011"'),
        /Receptor@Rfc/,
      ],
      [
        'the SubTotal sum',
        (x) => x.replace(/SubTotal="[\d.]+"/, 'SubTotal="1.00"'),
        /SubTotal is not the sum/,
      ],
      ['the Total', (x) => x.replace(/ Total="[\d.]+"/, ' Total="1.00"'), /Total is not SubTotal/],
      [
        'a tax outside the tolerance',
        (x) =>
          x.replace(
            /(<cfdi:Concepto [^>]*>.*?<cfdi:Traslado [^>]*Importe=")([\d.]+)/,
            (_m, a, b) => `${a}${(Number(b) + 0.05).toFixed(2)}`,
          ),
        /tolerance/,
      ],
      [
        'more decimals than the currency',
        (x) => x.replace(/SubTotal="([\d]+)\.(\d\d)"/, 'SubTotal="$1.$20"'),
        /decimals/,
      ],
      [
        'a missing exchange rate',
        (x) => x.replace('Moneda="MXN"', 'Moneda="USD"'),
        /TipoCambio is required/,
      ],
      [
        'a credit note without its related invoice',
        (x) => x.replace('TipoDeComprobante="I"', 'TipoDeComprobante="E"'),
        /CfdiRelacionados/,
      ],
      [
        'a taxed concept without taxes',
        (x) =>
          x.replace(
            /<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado [^>]*\/><\/cfdi:Traslados><\/cfdi:Impuestos><\/cfdi:Concepto>/,
            '</cfdi:Concepto>',
          ),
        /needs cfdi:Impuestos/,
      ],
      [
        'the local tax total',
        (x) => x.replace(/TotaldeTraslados="[\d.]+"/, 'TotaldeTraslados="0.01"'),
        /TotaldeTraslados/,
      ],
      ['a stamp that is missing', (x) => x, /TimbreFiscalDigital/],
    ];
    for (const [what, mutate, expected] of faults) {
      const problems = checkCfdi(mutate(sealed), { stamped: what === 'a stamp that is missing' });
      expect(problems.join('\n'), what).toMatch(expected);
    }
  });

  it('is signed over the original string: a changed amount no longer verifies', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const sello = createSign('RSA-SHA256').update(cadenaOriginal(xml)).sign(privateKey, 'base64');
    const sealed = withSeal(xml, sello);
    const verify = (x: string) =>
      createVerify('RSA-SHA256').update(cadenaOriginal(x)).verify(publicKey, sello, 'base64');
    expect(verify(sealed)).toBe(true);
    expect(verify(sealed.replace(/ Total="([\d.]+)"/, ' Total="1.00"'))).toBe(false);
  });
});
