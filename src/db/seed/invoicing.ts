/**
 * CFDI issuers and invoice series (issue 20). DEMO VALUES TO REPLACE WITH THE OPERATOR'S: the
 * RFCs are made up (valid structure and check digit, not registered with the SAT) and match the
 * demo certificates in resources/demo-csd/. Seeded once; the back office edits them.
 */
export const fiscalIssuers = [
  {
    scope: 'hotel' as const,
    rfc: 'HXD150101AB9',
    name: 'HOTELES XCARET DEMO',
    regime: '601',
    postalCode: '77710',
    demo: true,
  },
  {
    scope: 'park' as const,
    rfc: 'PXD150101CD1',
    name: 'PARQUES XCARET DEMO',
    regime: '601',
    postalCode: '77710',
    demo: true,
  },
];

/** Series per issuer: invoices (I) and credit notes (E). */
export const invoiceSeries = [
  { scope: 'hotel' as const, kind: 'I' as const, series: 'HF' },
  { scope: 'hotel' as const, kind: 'E' as const, series: 'HNC' },
  { scope: 'park' as const, kind: 'I' as const, series: 'PF' },
  { scope: 'park' as const, kind: 'E' as const, series: 'PNC' },
];
