/**
 * Taxes included in the prices (issue 20). DEMO VALUES TO CONFIRM WITH THE OPERATOR: plausible
 * rates for Quintana Roo in 2026, not legal advice. Each row is seeded once (by code, scope,
 * target and start date) and flagged `demo`; the back office edits them, and the seed never
 * overwrites an operator's change.
 *
 * - IVA 16 % on lodging, park admissions, tours and services (federal; SAT tax 002).
 * - ISH, Quintana Roo's lodging tax, a percentage of the net lodging price (state; a local tax
 *   in the CFDI's implocal complement). Seeded at 5 %.
 * - DSA, the municipal environmental fee per occupied room and night (Solidaridad, where the
 *   three hotels are), seeded at MXN 30.00 and converted into the currency of each charge.
 */
export type SeedTaxRule = {
  code: string;
  name: { es: string; en: string; pt: string };
  scope: 'hotel' | 'park';
  hotelCode: string | null;
  productCode: string | null;
  basis: 'percent' | 'per_room_night';
  rateBasisPoints: number | null;
  amountMinor: number | null;
  amountCurrency: string | null;
  cfdi: 'federal' | 'local' | 'concept';
  satTaxCode: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  demo: true;
  note: string;
};

const DEMO_NOTE = 'Demo value: confirm the rate and its start date with the operator.';

export const taxRules: SeedTaxRule[] = [
  {
    code: 'IVA',
    name: { es: 'IVA', en: 'VAT (IVA)', pt: 'IVA' },
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
    demo: true,
    note: DEMO_NOTE,
  },
  {
    code: 'ISH',
    name: {
      es: 'Impuesto al hospedaje (Quintana Roo)',
      en: 'Lodging tax (Quintana Roo)',
      pt: 'Imposto sobre hospedagem (Quintana Roo)',
    },
    scope: 'hotel',
    hotelCode: null,
    productCode: null,
    basis: 'percent',
    rateBasisPoints: 500,
    amountMinor: null,
    amountCurrency: null,
    cfdi: 'local',
    satTaxCode: null,
    effectiveFrom: '2023-01-01',
    effectiveTo: null,
    demo: true,
    note: DEMO_NOTE,
  },
  {
    code: 'DSA',
    name: {
      es: 'Derecho de saneamiento ambiental (por habitación y noche)',
      en: 'Municipal environmental fee (per room and night)',
      pt: 'Taxa municipal de saneamento ambiental (por quarto e noite)',
    },
    scope: 'hotel',
    hotelCode: null,
    productCode: null,
    basis: 'per_room_night',
    rateBasisPoints: null,
    amountMinor: 3000,
    amountCurrency: 'MXN',
    cfdi: 'concept',
    satTaxCode: null,
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
    demo: true,
    note: DEMO_NOTE,
  },
  {
    code: 'IVA',
    name: { es: 'IVA', en: 'VAT (IVA)', pt: 'IVA' },
    scope: 'park',
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
    demo: true,
    note: DEMO_NOTE,
  },
];
