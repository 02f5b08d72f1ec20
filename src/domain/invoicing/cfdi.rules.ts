import { shareOf, type TaxBreakdown, type TaxLine } from '@/domain/taxes/index.rules';
import { parseRate, splitMinor } from '@/lib/money';
import type { CfdiReceiver } from './receiver.rules';

/**
 * What a CFDI 4.0 says (Anexo 20), as plain data: built here from a charge and its tax
 * breakdown, turned into XML by cfdi.xml.ts. Amounts stay integer minor units of the charge's
 * currency until they are written as decimals with that currency's digits.
 */
export type CfdiKind = 'I' | 'E';
export type CancellationReason = '01' | '02' | '03' | '04';

export type CfdiIssuer = {
  rfc: string;
  name: string;
  regime: string;
  /** LugarExpedicion: the postal code of the place of issue. */
  postalCode: string;
};

export type CfdiTransfer = {
  /** c_Impuesto: 002 IVA. */
  tax: string;
  /** TasaOCuota with six decimals ("0.160000"). */
  rate: string;
  rateBasisPoints: number;
  baseMinor: number;
  amountMinor: number;
};

export type CfdiConcept = {
  productKey: string;
  unitKey: string;
  unitName: string;
  identification: string | null;
  description: string;
  /** ValorUnitario and Importe (one unit of each concept). */
  amountMinor: number;
  /** ObjetoImp: 02 taxed, 01 no object of tax (a municipal fee). */
  taxObject: '01' | '02';
  transfers: CfdiTransfer[];
};

export type CfdiLocalTax = { name: string; rate: string; amountMinor: number };

export type CfdiDocument = {
  kind: CfdiKind;
  series: string;
  folio: string;
  /** Fecha: local time at the place of issue (America/Cancun), without a zone. */
  issuedAt: string;
  issuer: CfdiIssuer;
  receiver: CfdiReceiver;
  currency: string;
  decimals: number;
  /** TipoCambio: pesos per unit of the currency, for any currency but MXN. */
  exchangeRate: string | null;
  /** c_FormaPago: 04 card, 31 payment intermediary (PayPal, Uplift). */
  paymentForm: string;
  paymentMethod: 'PUE';
  concepts: CfdiConcept[];
  localTaxes: CfdiLocalTax[];
  /** For a credit note: the invoice it credits (TipoRelacion 01). */
  related: { type: '01'; uuids: string[] } | null;
  subtotalMinor: number;
  totalMinor: number;
};

/** Minor units as the CFDI's decimal text, with the currency's digits ("1234.50", JPY "1235"). */
export function decimalText(minor: number, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error('Amounts are whole minor units');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, '0');
  return decimals === 0
    ? `${sign}${abs}`
    : `${sign}${abs.slice(0, -decimals)}.${abs.slice(-decimals)}`;
}

/** A rate in basis points as TasaOCuota ("0.160000"). */
export function rateText(basisPoints: number): string {
  return (basisPoints / 10_000).toFixed(6);
}

/** A rate in basis points as implocal's TasadeTraslado ("5.00"). */
export function localRateText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

/**
 * TipoCambio: Mexican pesos per unit of `currency`, from the stored rates per US dollar, with
 * six decimals (the CFDI's maximum); null for MXN (no exchange rate).
 */
export function exchangeRateText(
  currency: { iso: string; usdRate: string },
  mxn: { usdRate: string },
): string | null {
  if (currency.iso === 'MXN') return null;
  const scale = 1_000_000n;
  const value =
    (parseRate(mxn.usdRate) * scale * 2n + parseRate(currency.usdRate)) /
    (parseRate(currency.usdRate) * 2n);
  const text = value.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}

/** c_FormaPago of how the shop was paid: cards are 04, PayPal and Uplift pay through a third. */
export function paymentFormOf(method: string, plan: string): string {
  if (method === 'PP' || plan === 'uplift') return '31';
  return '04';
}

/** "Fecha" of a CFDI: the local time of the place of issue (Quintana Roo, UTC−5). */
export function cfdiDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Cancun',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** SAT product and unit keys for what the shop sells (demo values to confirm with the operator). */
export const SAT_KEYS = {
  /** Hotels (lodging services). */
  lodging: { productKey: '90111500', unitKey: 'E48', unitName: 'Servicio' },
  /** Amusement parks and attractions. */
  park: { productKey: '90151802', unitKey: 'E48', unitName: 'Servicio' },
  /** Guided tours. */
  tour: { productKey: '90121502', unitKey: 'E48', unitName: 'Servicio' },
  /** Municipal fees charged with the stay (no object of tax). */
  fee: { productKey: '93161700', unitKey: 'E48', unitName: 'Servicio' },
  /** A credit note's concept: returns, discounts, bonuses. */
  credit: { productKey: '84111506', unitKey: 'ACT', unitName: 'Actividad' },
} as const;

export type SaleLine = {
  description: string;
  identification: string | null;
  keys: { productKey: string; unitKey: string; unitName: string };
  /** Its share of the charge (the line's price; the charge is split in proportion). */
  weight: number;
};

/** Rounds-safe concepts of one charge: each line's share, broken down like the whole. */
function conceptsOf(
  breakdown: TaxBreakdown,
  lines: readonly SaleLine[],
  feeDescription: (line: TaxLine) => string,
): { concepts: CfdiConcept[]; localTaxes: CfdiLocalTax[] } {
  const fees = breakdown.lines.filter((l) => l.basis === 'per_room_night');
  const feeTotal = fees.reduce((a, l) => a + l.amountMinor, 0);
  const taxed = breakdown.totalMinor - feeTotal;
  // The taxed part goes to the sale lines in proportion to their prices; each line's share is
  // split into net and taxes on its own (every concept within the SAT's tolerance).
  const withoutFees: TaxBreakdown = {
    ...breakdown,
    lines: breakdown.lines.filter((l) => l.basis === 'percent'),
    totalMinor: taxed,
  };
  const weights = lines.map((l) => Math.max(0, l.weight));
  const amounts = weights.some((w) => w > 0)
    ? splitMinor(taxed, weights)
    : lines.map((_, i) => (i === 0 ? taxed : 0));
  const concepts: CfdiConcept[] = [];
  const local = new Map<string, CfdiLocalTax>();
  lines.forEach((line, i) => {
    const part = shareOf(withoutFees, amounts[i]!);
    const federal = part.lines.filter((l) => l.cfdi === 'federal');
    concepts.push({
      productKey: line.keys.productKey,
      unitKey: line.keys.unitKey,
      unitName: line.keys.unitName,
      identification: line.identification,
      description: line.description,
      amountMinor: part.netMinor,
      taxObject: '02',
      transfers: federal.map((l) => ({
        tax: l.satTaxCode ?? '002',
        rate: rateText(l.rateBasisPoints ?? 0),
        rateBasisPoints: l.rateBasisPoints ?? 0,
        baseMinor: part.netMinor,
        amountMinor: l.amountMinor,
      })),
    });
    for (const l of part.lines.filter((l) => l.cfdi === 'local')) {
      const kept = local.get(l.code);
      local.set(l.code, {
        name: l.code,
        rate: localRateText(l.rateBasisPoints ?? 0),
        amountMinor: (kept?.amountMinor ?? 0) + l.amountMinor,
      });
    }
  });
  for (const fee of fees)
    if (fee.amountMinor > 0)
      concepts.push({
        ...SAT_KEYS.fee,
        identification: fee.code,
        description: feeDescription(fee),
        amountMinor: fee.amountMinor,
        taxObject: '01',
        transfers: [],
      });
  return { concepts, localTaxes: [...local.values()] };
}

/** SubTotal and Total of a document from its concepts and local taxes. */
function totals(concepts: readonly CfdiConcept[], localTaxes: readonly CfdiLocalTax[]) {
  const subtotal = concepts.reduce((a, c) => a + c.amountMinor, 0);
  const federal = concepts.reduce(
    (a, c) => a + c.transfers.reduce((b, t) => b + t.amountMinor, 0),
    0,
  );
  const local = localTaxes.reduce((a, t) => a + t.amountMinor, 0);
  return { subtotalMinor: subtotal, totalMinor: subtotal + federal + local };
}

export type ChargeDocumentInput = {
  series: string;
  folio: string;
  issuedAt: Date;
  issuer: CfdiIssuer;
  receiver: CfdiReceiver;
  currency: { iso: string; decimals: number };
  exchangeRate: string | null;
  paymentForm: string;
  /** The tax breakdown of the amount this document covers. */
  breakdown: TaxBreakdown;
  lines: readonly SaleLine[];
  feeDescription: (line: TaxLine) => string;
};

/**
 * The income invoice (ingreso, PUE) of one charge: a concept per sale line with its IVA, the
 * municipal fee as a concept of its own (no object of tax), the lodging tax in the implocal
 * complement. Its total is the charge, to the unit.
 */
export function incomeDocument(input: ChargeDocumentInput): CfdiDocument {
  const { concepts, localTaxes } = conceptsOf(input.breakdown, input.lines, input.feeDescription);
  const sums = totals(concepts, localTaxes);
  if (sums.totalMinor !== input.breakdown.totalMinor)
    throw new Error('The invoice does not add up to the charge');
  return {
    kind: 'I',
    series: input.series,
    folio: input.folio,
    issuedAt: cfdiDate(input.issuedAt),
    issuer: input.issuer,
    receiver: input.receiver,
    currency: input.currency.iso,
    decimals: input.currency.decimals,
    exchangeRate: input.exchangeRate,
    paymentForm: input.paymentForm,
    paymentMethod: 'PUE',
    concepts,
    localTaxes,
    related: null,
    ...sums,
  };
}

/**
 * A credit note (egreso) for money given back after an invoice: one concept (returns and
 * bonuses, 84111506 / ACT) carrying the refund's share of each tax, related to the invoice it
 * credits (TipoRelacion 01). A Mexican receiver's use becomes G02 (returns, discounts or
 * bonuses); a foreign receiver's stays S01.
 */
export function creditNoteDocument(
  input: Omit<ChargeDocumentInput, 'lines'> & { relatedUuid: string; description: string },
): CfdiDocument {
  const { concepts, localTaxes } = conceptsOf(
    input.breakdown,
    [{ description: input.description, identification: null, keys: SAT_KEYS.credit, weight: 1 }],
    input.feeDescription,
  );
  // The fee given back is part of the same return: one concept, no object of tax.
  const sums = totals(concepts, localTaxes);
  if (sums.totalMinor !== input.breakdown.totalMinor)
    throw new Error('The credit note does not add up to the refund');
  return {
    kind: 'E',
    series: input.series,
    folio: input.folio,
    issuedAt: cfdiDate(input.issuedAt),
    issuer: input.issuer,
    receiver: {
      ...input.receiver,
      use: input.receiver.foreign ? input.receiver.use : 'G02',
    },
    currency: input.currency.iso,
    decimals: input.currency.decimals,
    exchangeRate: input.exchangeRate,
    paymentForm: input.paymentForm,
    paymentMethod: 'PUE',
    concepts,
    localTaxes,
    related: { type: '01', uuids: [input.relatedUuid] },
    ...sums,
  };
}

// ---------------------------------------------------------------------------------------------
// When an invoice may be asked for, and what a refund does to one
// ---------------------------------------------------------------------------------------------

/** Days into the next month a buyer may still ask for the invoice of a payment. */
export const DEFAULT_INVOICE_GRACE_DAYS = 5;

const RESORT_OFFSET_MS = 5 * 3_600_000; // America/Cancun is UTC−5 all year.

/**
 * The last moment a payment's invoice may be asked for: the end of the month it was paid in
 * (resort time), plus the grace days.
 */
export function invoiceDeadline(paidAt: Date, graceDays = DEFAULT_INVOICE_GRACE_DAYS): Date {
  const local = new Date(paidAt.getTime() - RESORT_OFFSET_MS);
  const firstOfNext = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  return new Date(firstOfNext + graceDays * 86_400_000 + RESORT_OFFSET_MS - 1);
}

export function invoiceWindowOpen(paidAt: Date, now: Date, graceDays?: number): boolean {
  return now.getTime() <= invoiceDeadline(paidAt, graceDays).getTime();
}

const resortMonth = (at: Date) =>
  new Date(at.getTime() - RESORT_OFFSET_MS).toISOString().slice(0, 7);

/**
 * What a refund does to a stamped invoice: the whole of it given back in the month the invoice
 * was issued cancels it (reason 03, the operation did not take place); anything else (a part,
 * or a later month, when the invoice already counts in a filed month) is a credit note.
 */
export function refundAction(input: {
  invoiceTotalMinor: number;
  invoiceStampedAt: Date;
  /** What earlier refunds already credited against this invoice. */
  creditedMinor: number;
  refundMinor: number;
  now: Date;
}): { action: 'cancel'; reason: '03' } | { action: 'credit_note'; amountMinor: number } {
  const left = input.invoiceTotalMinor - input.creditedMinor;
  const amount = Math.min(input.refundMinor, left);
  if (
    input.creditedMinor === 0 &&
    amount === input.invoiceTotalMinor &&
    resortMonth(input.invoiceStampedAt) === resortMonth(input.now)
  )
    return { action: 'cancel', reason: '03' };
  return { action: 'credit_note', amountMinor: Math.max(0, amount) };
}
