import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeRateText,
  incomeDocument,
  SAT_KEYS,
  type CfdiDocument,
  type PacProvider,
} from '@/domain/invoicing';
import { breakdownAllIn } from '@/domain/taxes';
import { startFacturapiFake, type FacturapiFake } from '../../../tests/support/facturapi-fake';
import { FacturapiPac } from './facturapi-pac';

/**
 * The Facturapi adapter of the PAC port, through Facturapi's official SDK, against a loopback
 * fake of its API (tests/support/facturapi-fake.ts): never the network.
 */
const MXN = { iso: 'MXN', decimals: 2, usdRate: '18.45' };
const USD = { iso: 'USD', decimals: 2, usdRate: '1' };

function document(receiver: CfdiDocument['receiver'], currency = MXN): CfdiDocument {
  return incomeDocument({
    series: 'PF',
    folio: '12',
    issuedAt: new Date('2027-03-10T15:00:00Z'),
    issuer: {
      rfc: 'PXD150101CD1',
      name: 'PARQUES XCARET DEMO',
      regime: '601',
      postalCode: '77710',
    },
    receiver,
    currency,
    exchangeRate: exchangeRateText(currency, MXN),
    paymentForm: '04',
    breakdown: breakdownAllIn({
      totalMinor: 245_385,
      currency,
      rules: [
        {
          id: 1,
          code: 'IVA',
          name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
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
          demo: false,
        },
      ],
      roomNights: 0,
      rateOf: (iso) => [MXN, USD].find((c) => c.iso === iso),
    }),
    lines: [
      {
        description: 'Xel-Há, 2 adultos',
        identification: 'XH-XELHA',
        keys: SAT_KEYS.park,
        weight: 1,
      },
    ],
    feeDescription: (l) => l.name.es,
  });
}
const MEXICAN = {
  rfc: 'COSC8001137NA',
  name: 'CARLOS CORTÉS SOTO',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
  foreign: null,
};

describe('Facturapi as a PAC (its SDK against a local fake)', () => {
  let fake: FacturapiFake;
  let pac: PacProvider;
  beforeAll(async () => {
    fake = await startFacturapiFake({ apiKey: 'sk_test_fake_0123456789' });
    pac = new FacturapiPac({ apiKey: 'sk_test_fake_0123456789', apiUrl: fake.url });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sends the document (customer, items with their taxes, payment, currency) and gets the stamped XML', async () => {
    const doc = document(MEXICAN, USD);
    const result = await pac.stamp({ idempotencyKey: 'inv-1', document: doc, sealedXml: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(result.xml).toContain(`UUID="${result.uuid}"`);
    const sent = fake.requests.find((r) => r.method === 'POST')!;
    expect(sent.auth).toBe('Bearer sk_test_fake_0123456789');
    expect(sent.body).toMatchObject({
      type: 'I',
      idempotency_key: 'inv-1',
      series: 'PF',
      folio_number: 12,
      customer: {
        legal_name: 'CARLOS CORTÉS SOTO',
        tax_id: 'COSC8001137NA',
        tax_system: '612',
        address: { zip: '77500' },
      },
      use: 'G03',
      payment_form: '04',
      payment_method: 'PUE',
      currency: 'USD',
      exchange: 18.45,
    });
    const item = (sent.body!.items as { product: Record<string, unknown> }[])[0]!.product;
    expect(item).toMatchObject({
      product_key: SAT_KEYS.park.productKey,
      tax_included: false,
      taxes: [{ type: 'IVA', rate: 0.16 }],
    });
  });

  it('is idempotent: the same key is the same invoice', async () => {
    const doc = document(MEXICAN);
    const a = await pac.stamp({ idempotencyKey: 'inv-2', document: doc, sealedXml: '' });
    const b = await pac.stamp({ idempotencyKey: 'inv-2', document: doc, sealedXml: '' });
    expect(a.ok && b.ok && a.uuid === b.uuid).toBe(true);
  });

  it('sends a foreign buyer with their country', async () => {
    const doc = document({
      rfc: 'XEXX010101000',
      name: 'JOHN SMITH',
      regime: '616',
      use: 'S01',
      postalCode: null,
      foreign: { country: 'USA', taxId: '123456789' },
    });
    const result = await pac.stamp({ idempotencyKey: 'inv-3', document: doc, sealedXml: '' });
    expect(result.ok).toBe(true);
    expect(fake.requests.at(-2)!.body).toMatchObject({
      customer: { tax_id: '123456789', tax_system: '616', address: { country: 'USA' } },
      use: 'S01',
    });
  });

  it('keeps a refusal and retries an outage', async () => {
    fake.failNext(400, 'customer.tax_id must be a valid RFC');
    expect(
      await pac.stamp({ idempotencyKey: 'inv-4', document: document(MEXICAN), sealedXml: '' }),
    ).toMatchObject({
      ok: false,
      retryable: false,
      message: 'customer.tax_id must be a valid RFC',
    });
    fake.failNext(503, 'Service unavailable');
    expect(
      await pac.stamp({ idempotencyKey: 'inv-4', document: document(MEXICAN), sealedXml: '' }),
    ).toMatchObject({
      ok: false,
      retryable: true,
    });
    const wrongKey = new FacturapiPac({ apiKey: 'sk_test_wrong_key', apiUrl: fake.url });
    expect(
      await wrongKey.stamp({ idempotencyKey: 'inv-5', document: document(MEXICAN), sealedXml: '' }),
    ).toMatchObject({
      ok: false,
      retryable: false,
    });
  });

  it('cancels with the SAT reason', async () => {
    const stamped = await pac.stamp({
      idempotencyKey: 'inv-6',
      document: document(MEXICAN),
      sealedXml: '',
    });
    if (!stamped.ok) throw new Error('not stamped');
    const cancelled = await pac.cancel({
      idempotencyKey: 'cancel-6',
      uuid: stamped.uuid,
      providerDocumentId: stamped.providerDocumentId,
      issuerRfc: 'PXD150101CD1',
      receiverRfc: 'COSC8001137NA',
      total: '2453.85',
      reason: '03',
    });
    expect(cancelled).toMatchObject({ ok: true, status: 'cancelled' });
    expect(fake.requests.at(-1)!.path).toBe(`/v2/invoices/${stamped.providerDocumentId}?motive=03`);
    expect(fake.invoice(stamped.providerDocumentId)?.status).toBe('canceled');
  });
});
